import { and, eq, inArray } from 'drizzle-orm';
import { addDaysIso } from '@rayyan/agronomy';
import type { LabParameter } from '@rayyan/contracts';
import type { Db } from './database';
import { cropFields } from './geography.schema';
import { labSampleProperties, labSamples } from './lab-samples.schema';

type Result = [LabParameter, number, string];

/**
 * Toshka's soils as its lab reports them: desert sands and loamy sands, alkaline, calcareous and poor in organic
 * matter (each pivot's texture matches its irrigation settings' soil type), and the well water the pivots share,
 * slightly saline (1.2-1.4 dS/m: FAO-29 Table 1 "slight to moderate" restriction).
 */
const SOILS: Record<string, { texture: [number, number, number]; ph: number; ec: number; om: number; caco3: number }> = {
  'TA-P1': { texture: [6, 82, 12], ph: 8.1, ec: 1.9, om: 0.4, caco3: 6.5 },
  'TA-P2': { texture: [3, 92, 5], ph: 8.3, ec: 1.4, om: 0.3, caco3: 5.2 },
  'TA-P3': { texture: [7, 80, 13], ph: 8.0, ec: 2.2, om: 0.5, caco3: 7.1 },
  'TA-P4': { texture: [12, 66, 22], ph: 7.9, ec: 1.6, om: 0.7, caco3: 8.4 },
  'TA-P5': { texture: [5, 84, 11], ph: 8.2, ec: 1.8, om: 0.4, caco3: 6.0 },
};
const WATER: Record<string, Result[]> = {
  'TA-P1': [['ec', 1.2, 'dS/m'], ['ph', 7.6, ''], ['sar', 3.1, ''], ['chloride', 4.8, 'meq/L'], ['bicarbonate', 2.9, 'meq/L'], ['sodium', 6.2, 'meq/L'], ['boron', 0.4, 'mg/L']],
  'TA-P2': [['ec', 1380, 'µS/cm'], ['ph', 7.7, ''], ['sar', 3.6, ''], ['chloride', 205, 'mg/L'], ['bicarbonate', 3.1, 'meq/L'], ['sodium', 7.0, 'meq/L'], ['boron', 0.5, 'mg/L']],
};

/**
 * Lab samples of the demo's Toshka pivots (issue #17): a soil analysis of every pivot and the well water's analysis
 * of two, sampled six weeks before the day the demo is created and resulted a fortnight later; idempotent by code.
 */
export async function seedDemoLabSamples(tx: Db, orgId: string, created: { any: boolean }, today: string): Promise<void> {
  const fields = await tx.select({ id: cropFields.id, code: cropFields.code }).from(cropFields).where(and(eq(cropFields.orgId, orgId), inArray(cropFields.code, Object.keys(SOILS))));
  const existing = new Set((await tx.select({ code: labSamples.code }).from(labSamples).where(eq(labSamples.orgId, orgId))).map((r) => r.code));
  const dates = { sampleDate: addDaysIso(today, -42), sentOn: addDaysIso(today, -41), receivedOn: addDaysIso(today, -39), resultOn: addDaysIso(today, -28) };
  for (const field of fields) {
    const soil = SOILS[field.code]!;
    const samples: { code: string; name: string; type: 'soil' | 'water'; analysis: string; results: Result[] }[] = [
      {
        code: `LS-${field.code}-SOIL`,
        name: `${field.code} soil 0-30 cm`,
        type: 'soil',
        analysis: 'Texture, salinity and fertility',
        results: [['clay', soil.texture[0], '%'], ['sand', soil.texture[1], '%'], ['silt', soil.texture[2], '%'], ['ph', soil.ph, ''], ['ec', soil.ec, 'dS/m'], ['organic_matter', soil.om, '%'], ['caco3', soil.caco3, '%'], ['cec', 4.5, 'cmol/kg']],
      },
      ...(WATER[field.code] ? [{ code: `LS-${field.code}-WATER`, name: `${field.code} well water`, type: 'water' as const, analysis: 'Irrigation water quality', results: WATER[field.code]! }] : []),
    ];
    for (const sample of samples) {
      if (existing.has(sample.code)) continue;
      created.any = true;
      const [row] = await tx
        .insert(labSamples)
        .values({ orgId, name: sample.name, code: sample.code, sampleType: sample.type, analysisType: sample.analysis, laboratory: 'Aswan Agricultural Research Station', ...dates, capturedBy: 'Field engineer', cropFieldId: field.id, status: 'ended' })
        .returning({ id: labSamples.id });
      await tx.insert(labSampleProperties).values(sample.results.map(([parameter, result, unit], position) => ({ orgId, sampleId: row!.id, position, parameter, result, unit })));
    }
  }
}
