import { convertLabValue, salinityWarnings, usdaTextureClass, waterBalanceSoilOf, type UsdaTextureClass } from '@rayyan/agronomy';
import type { LabParameter, LabSampleRecord } from '@rayyan/contracts';

type Property = { parameter: LabParameter; result: number; unit: string };

/** A property's result in the unit the advice reads (the parameter's first unit), or null when absent. */
export function resultIn(properties: readonly Property[], parameter: LabParameter, unit: string): number | null {
  const p = properties.find((x) => x.parameter === parameter);
  return p ? convertLabValue(p.result, p.unit, unit, parameter) : null;
}

/**
 * What a sample's properties tell the advice: a soil sample's USDA texture class (from clay, sand and silt) and the
 * water balance's soil type it sets, and the salinity warnings (ESP, SAR, chloride, boron) of any sample.
 */
export function labFacts(sampleType: LabSampleRecord['sample_type'], properties: readonly Property[]): Pick<LabSampleRecord, 'texture_class' | 'soil_type' | 'warnings'> {
  const [clay, sand, silt] = (['clay', 'sand', 'silt'] as const).map((p) => resultIn(properties, p, '%'));
  let texture: UsdaTextureClass | null = null;
  if (sampleType === 'soil' && clay !== null && sand !== null && silt !== null) {
    try {
      texture = usdaTextureClass(clay!, sand!, silt!);
    } catch {
      texture = null;
    }
  }
  return {
    texture_class: texture,
    soil_type: texture && waterBalanceSoilOf(texture),
    warnings: salinityWarnings({
      esp: resultIn(properties, 'esp', '%'),
      sar: resultIn(properties, 'sar', ''),
      chlorideMeqL: sampleType === 'water' ? resultIn(properties, 'chloride', 'meq/L') : null,
      boronMgL: sampleType === 'water' ? (properties.some((p) => p.parameter === 'boron' && p.unit !== 'mg/kg') ? resultIn(properties, 'boron', 'mg/L') : null) : null,
    }),
  };
}
