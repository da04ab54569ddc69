import { and, eq } from 'drizzle-orm';
import type { Db } from './database';
import { treeFields } from './geography.schema';
import { irrigationSettings } from './irrigation.schema';
import { area, ensureFarm, ensureRegion, geom, rect } from './seed-places';

/** Regions, farms and tree fields of the tree organisation (by code, idempotent); the crop farm is demo-pivots.seed.ts. */
export async function seedGeography(tx: Db, orgIds: { tree: string }, created: { any: boolean }): Promise<void> {
  const region = (orgId: string, code: string, name: string, address: string) => ensureRegion(tx, created, orgId, code, name, address);
  const farm = (orgId: string, regionId: string, code: string, name: string, farmingType: 'tree' | 'crop', border: ReturnType<typeof rect>, zoom: number) =>
    ensureFarm(tx, created, { orgId, regionId, code, name, farmingType, border, zoom });

  // Tree organisation: date palms in Al-Ahsa (KSA), citrus in the Nile Delta (Egypt).
  const ahsa = await region(orgIds.tree, 'AHSA', 'Al-Ahsa', 'Al-Ahsa Oasis, Eastern Province, Saudi Arabia');
  const delta = await region(orgIds.tree, 'DELTA', 'Nile Delta', 'Menoufia, Egypt');
  // ~1.13 km × 1.12 km ≈ 300 feddan.
  const palms = await farm(orgIds.tree, ahsa, 'AHSA-01', 'Al-Ahsa Palms', 'tree', rect(49.6, 25.4, 49.6112, 25.4101), 15);
  await farm(orgIds.tree, delta, 'DELTA-01', 'Delta Citrus', 'tree', rect(31.0, 30.6, 31.008, 30.607), 16);
  for (const [code, name, border, varieties] of [
    ['AHSA-01-A', 'Khalas Block A', rect(49.601, 25.401, 49.605, 25.405), ['Khalas']],
    ['AHSA-01-B', 'Ruzeiz Block B', rect(49.606, 25.401, 49.61, 25.405), ['Ruzeiz', 'Sheshi']],
  ] as const) {
    const [found] = await tx.select({ id: treeFields.id }).from(treeFields).where(and(eq(treeFields.orgId, orgIds.tree), eq(treeFields.code, code)));
    if (found) continue;
    created.any = true;
    const [field] = await tx.insert(treeFields).values({
      orgId: orgIds.tree,
      farmId: palms,
      code,
      name,
      geom: geom(border) as never,
      areaM2: area(border) as never,
      rows: 40,
      columns: 45,
      blockedSpots: 12,
      plantsPerSpot: 1,
      treeType: 'date_palm',
      irrigationType: 'drip',
      varieties: [...varieties],
      waterSource: 'underground',
      mainValve: `MV-${code.slice(-1)}`,
      filteringUnits: 2,
      irrigationAdvisoryEnabled: true,
    }).returning({ id: treeFields.id });
    // Al-Ahsa sand; each palm on a ring of 8 bubblers of 16 L/h, one secondary valve per block.
    await tx.insert(irrigationSettings).values({
      fieldId: field!.id,
      treeFieldId: field!.id,
      orgId: orgIds.tree,
      soilType: 'sand',
      applicationRateMmH: 6,
      efficiency: 0.9,
      dripsPerTree: 8,
      dripFlowLph: 16,
      maxIntervalDays: 2,
      valveCode: `${code.slice(-1)}1-V01`,
    });
  }
}
