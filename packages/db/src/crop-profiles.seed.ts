import { and, eq, inArray } from 'drizzle-orm';
import { FAO56_CROPS, type Fao56Crop } from '@rayyan/agronomy';
import { fao56ProfileName, GROWTH_STAGES, type Fao56CropId } from '@rayyan/contracts';
import type { Db } from './database';
import { growthProfiles, growthProfileStages, kcProfiles, plantVarieties } from './crop-profiles.schema';

/** Name of the seeded growth and KC profile of an FAO-56 crop, e.g. "FAO-56 Date palms" (contracts, so the web knows it). */
export { fao56ProfileName };

/**
 * Gives organisation `orgId` one growth profile (FAO-56 Tables 11 and 22, height from Table 12) and one
 * KC profile (Kc of Table 12, basal Kcb of Table 17 where it gives them) per FAO56_CROPS crop, skipping names it
 * already has. Runs in the caller's transaction (organisation creation, demo seed); returns the number of profiles
 * written.
 */
export async function seedFao56Profiles(db: Db, orgId: string): Promise<number> {
  const crops = Object.values(FAO56_CROPS);
  // Both profiles of a crop: the organisation's, named after the crop.
  const profileOf = (crop: Fao56Crop) => ({ orgId, name: fao56ProfileName(crop), crop: crop.id });
  const growth = await db
    .insert(growthProfiles)
    .values(
      crops.map((crop) => ({
        ...profileOf(crop),
        evergreen: crop.profile.kind === 'evergreen',
        rootDepthMinM: crop.rootDepthM.min,
        rootDepthMaxM: crop.rootDepthM.max,
        depletionP: crop.depletionP,
        maxHeightM: crop.maxHeightM,
      })),
    )
    .onConflictDoNothing({ target: [growthProfiles.orgId, growthProfiles.name] })
    .returning({ id: growthProfiles.id, crop: growthProfiles.crop });
  const stages = growth.flatMap(({ id, crop }) => {
    const days = FAO56_CROPS[crop]?.stageLengthsDays;
    return days ? GROWTH_STAGES.map((stage, position) => ({ orgId, profileId: id, stage, days: days[stage], position })) : [];
  });
  if (stages.length) await db.insert(growthProfileStages).values(stages);
  const kc = await db
    .insert(kcProfiles)
    .values(
      crops.map((crop) => ({
        ...profileOf(crop),
        kcIni: crop.kcIni,
        kcMid: crop.kcMid,
        kcEnd: crop.kcEnd,
        // FAO-56 Table 17 basal values, where the table has a row for the crop (the advice then uses the dual Kc).
        kcbIni: crop.basal?.kcbIni ?? null,
        kcbMid: crop.basal?.kcbMid ?? null,
        kcbEnd: crop.basal?.kcbEnd ?? null,
        climateAdjustment: true,
      })),
    )
    .onConflictDoNothing({ target: [kcProfiles.orgId, kcProfiles.name] })
    .returning({ id: kcProfiles.id });
  return growth.length + kc.length;
}

/** A demo plant variety: the crop it belongs to; it uses the crop's seeded FAO-56 profiles. */
export interface DemoVariety {
  crop: Fao56CropId;
  name: string;
  notes?: string;
}

/** Varieties of the demo organisations: the tree fields' date palms and citrus, the pivots' crops. */
export const DEMO_VARIETIES: Readonly<Record<'tree' | 'crop', readonly DemoVariety[]>> = {
  tree: [
    { crop: 'date_palm', name: 'Khalas', notes: 'Al-Ahsa, block A' },
    { crop: 'date_palm', name: 'Ruzeiz', notes: 'Al-Ahsa, block B' },
    { crop: 'date_palm', name: 'Sheshi', notes: 'Al-Ahsa, block B' },
    { crop: 'date_palm', name: 'Medjool' },
    { crop: 'date_palm', name: 'Barhi' },
    { crop: 'citrus_50_no_cover', name: 'Washington Navel', notes: 'Nile Delta' },
    { crop: 'citrus_50_no_cover', name: 'Valencia', notes: 'Nile Delta' },
  ],
  crop: [
    { crop: 'winter_wheat', name: 'Sakha 95', notes: 'Pivot 1' },
    { crop: 'alfalfa_averaged', name: 'Siwa', notes: 'Pivot 2' },
    { crop: 'maize_grain', name: 'SC 168', notes: 'Pivot 3' },
    { crop: 'potato', name: 'Spunta', notes: 'Pivot 4' },
    { crop: 'onion_dry', name: 'Giza 6', notes: 'Pivot 5' },
  ],
};

/** Adds the missing demo varieties (by crop and name), each linked to its crop's FAO-56 profiles; returns how many it wrote. */
export async function seedDemoVarieties(db: Db, orgId: string, varieties: readonly DemoVariety[]): Promise<number> {
  const names = varieties.map((v) => fao56ProfileName(FAO56_CROPS[v.crop]!));
  const idsByName = async (table: typeof growthProfiles | typeof kcProfiles) =>
    new Map((await db.select({ id: table.id, name: table.name }).from(table).where(and(eq(table.orgId, orgId), inArray(table.name, names)))).map((r) => [r.name, r.id]));
  const [growth, kc] = [await idsByName(growthProfiles), await idsByName(kcProfiles)];
  const written = await db
    .insert(plantVarieties)
    .values(
      varieties.map((v, i) => ({
        orgId,
        crop: v.crop,
        name: v.name,
        notes: v.notes ?? null,
        growthProfileId: growth.get(names[i]!) ?? null,
        kcProfileId: kc.get(names[i]!) ?? null,
      })),
    )
    .onConflictDoNothing({ target: [plantVarieties.orgId, plantVarieties.crop, plantVarieties.name] })
    .returning({ id: plantVarieties.id });
  return written.length;
}
