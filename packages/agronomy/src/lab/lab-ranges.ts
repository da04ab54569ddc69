import { convertLabValue } from './lab-units';

/** Where a range comes from: a key the screens name in the reader's language. */
export type LabRangeSource = 'fao29_table1' | 'usda_handbook60' | 'nrcs_soil_ph';

/** The optimal band of a parameter (below it: low, above it: high), in `unit`, with its source. */
export interface LabRange {
  min: number;
  max: number;
  unit: string;
  source: LabRangeSource;
}

/**
 * Agronomic ranges of the results the advice reads. Irrigation water: the "no restriction on use" degrees of FAO-29
 * (Ayers & Westcot 1985) Table 1 (salinity ECw < 0.7 dS/m; SAR < 3 and sodium < 3 meq/L; chloride < 4 meq/L for
 * surface irrigation; boron < 0.7 mg/L; bicarbonate < 1.5 meq/L) and its normal pH range 6.5-8.4. Soil: non-saline
 * ECe < 2 dS/m and non-sodic ESP < 15 % (USDA Handbook 60, Richards 1954); pH 6.0-7.5, the range most crops grow
 * best in (USDA NRCS Soil Quality Indicators, "Soil pH").
 */
export const LAB_RANGES: Readonly<Record<'soil' | 'water', Readonly<Record<string, LabRange>>>> = Object.freeze({
  water: {
    ec: { min: 0, max: 0.7, unit: 'dS/m', source: 'fao29_table1' },
    ph: { min: 6.5, max: 8.4, unit: '', source: 'fao29_table1' },
    sar: { min: 0, max: 3, unit: '', source: 'fao29_table1' },
    sodium: { min: 0, max: 3, unit: 'meq/L', source: 'fao29_table1' },
    chloride: { min: 0, max: 4, unit: 'meq/L', source: 'fao29_table1' },
    boron: { min: 0, max: 0.7, unit: 'mg/L', source: 'fao29_table1' },
    bicarbonate: { min: 0, max: 1.5, unit: 'meq/L', source: 'fao29_table1' },
  },
  soil: {
    ec: { min: 0, max: 2, unit: 'dS/m', source: 'usda_handbook60' },
    esp: { min: 0, max: 15, unit: '%', source: 'usda_handbook60' },
    ph: { min: 6.0, max: 7.5, unit: '', source: 'nrcs_soil_ph' },
  },
});

/** A result against its range: low, optimal or high, with the range; null where no range applies or the units do not convert. */
export function labRating(sampleType: string, parameter: string, result: number, unit: string): { rating: 'low' | 'optimal' | 'high'; range: LabRange } | null {
  const range = (LAB_RANGES as Record<string, Record<string, LabRange> | undefined>)[sampleType]?.[parameter];
  if (!range) return null;
  let value: number;
  try {
    value = convertLabValue(result, unit, range.unit, parameter);
  } catch {
    return null;
  }
  return { rating: value < range.min ? 'low' : value > range.max ? 'high' : 'optimal', range };
}
