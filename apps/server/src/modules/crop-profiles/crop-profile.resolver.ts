import { FAO56_CROPS, type BasalCropCoefficients, type CropProfile, type Fao56Crop } from '@rayyan/agronomy';
import type { Db, GrowthProfileRow, KcProfileRow } from '@rayyan/db';
import type { GrowthStages } from '@rayyan/contracts';
import { cropProfileRowsOf } from './crop-profile-resolver.repository';

/** The crop the irrigation engine uses for a field, and where its numbers came from. */
export interface ResolvedCropProfile {
  /** Same shape as an FAO56_CROPS entry, built from the organisation's profiles. */
  crop: Fao56Crop;
  /** The plant variety matched by name, or null when none was asked for or found. */
  varietyName: string | null;
  /** Name of the growth profile used (rooting, p, height, stages); null when the FAO-56 table's values filled in. */
  growthProfileName: string | null;
  /** Name of the KC profile used; null when the FAO-56 table's values filled in. */
  kcProfileName: string | null;
  /** Whether Kc mid and Kc end should be adjusted for the local climate (FAO-56 eq. 62); true when the table filled in. */
  climateAdjustment: boolean;
  /**
   * The KC profile's basal Kcb ini, mid and end (the advice then uses the FAO-56 dual crop coefficient); null when the
   * profile has none, or no KC profile was found (the FAO-56 table filled in: single Kc).
   */
  basal: BasalCropCoefficients | null;
}

/** Resolves one crop and variety of the organisation loaded by `cropProfileResolverFor`. */
export type CropProfileResolver = (request: { crop: string; variety?: string | null | undefined }) => ResolvedCropProfile | null;

type Growth = GrowthProfileRow & { stages: GrowthStages | null };

/** A KC profile's basal values, when it has all three (the database allows all three or none). */
function basalOf(kc: KcProfileRow | undefined): BasalCropCoefficients | null {
  if (!kc || kc.kcbIni === null || kc.kcbMid === null || kc.kcbEnd === null) return null;
  return { kcbIni: kc.kcbIni, kcbMid: kc.kcbMid, kcbEnd: kc.kcbEnd };
}

/** The Fao56Crop of a growth and a KC profile; a missing half comes from the FAO-56 table of the crop. */
function cropOf(table: Fao56Crop, growth: Growth | undefined, kc: KcProfileRow | undefined): Fao56Crop {
  const kcIni = kc?.kcIni ?? table.kcIni;
  const kcMid = kc?.kcMid ?? table.kcMid;
  const kcEnd = kc?.kcEnd ?? table.kcEnd;
  const maxHeightM = growth?.maxHeightM ?? table.maxHeightM;
  const stageLengthsDays = growth ? (growth.stages ?? undefined) : table.stageLengthsDays;
  const evergreen = growth ? growth.evergreen || !growth.stages : table.profile.kind === 'evergreen';
  // Evergreen crops use the mid-season Kc all year, as FAO56_CROPS does for date palms.
  const profile: CropProfile =
    evergreen || !stageLengthsDays
      ? { kind: 'evergreen', kc: kcMid, maxHeightM }
      : { kind: 'seasonal', kcIni, kcMid, kcEnd, stageLengthsDays, maxHeightM };
  return {
    id: table.id,
    name: table.name,
    kcIni,
    kcMid,
    kcEnd,
    ...(kc ? {} : table.kcEndRange ? { kcEndRange: table.kcEndRange } : {}),
    ...(kc ? (basalOf(kc) ? { basal: basalOf(kc)! } : {}) : table.basal ? { basal: table.basal } : {}),
    maxHeightM,
    rootDepthM: growth ? { min: growth.rootDepthMinM, max: growth.rootDepthMaxM } : table.rootDepthM,
    depletionP: growth?.depletionP ?? table.depletionP,
    ...(stageLengthsDays ? { stageLengthsDays } : {}),
    ...(growth ? { stageLengthsNote: `growth profile "${growth.name}"` } : table.stageLengthsNote ? { stageLengthsNote: table.stageLengthsNote } : {}),
    profile,
    sources: [growth ? `growth profile "${growth.name}"` : 'FAO-56 Tables 11 and 22', kc ? `KC profile "${kc.name}"` : 'FAO-56 Table 12'],
  };
}

/**
 * Loads an organisation's growth and KC profiles and plant varieties once (a few dozen rows) and returns
 * a synchronous resolver, for the irrigation job that resolves many fields of one organisation.
 */
export async function cropProfileResolverFor(db: Db, orgId: string): Promise<CropProfileResolver> {
  const { growth, kcRows, varieties } = await cropProfileRowsOf(db, orgId);
  const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

  return ({ crop, variety }) => {
    const table = FAO56_CROPS[crop];
    if (!table) return null;
    const matched = variety ? varieties.find((v) => v.crop === crop && sameName(v.name, variety)) : undefined;
    // The variety's own profiles first, else the organisation's first profile (by name) for the crop.
    const growthProfile = growth.find((g) => g.id === matched?.growthProfileId && g.crop === crop) ?? growth.find((g) => g.crop === crop);
    const kcProfile = kcRows.find((k) => k.id === matched?.kcProfileId && k.crop === crop) ?? kcRows.find((k) => k.crop === crop);
    if (!growthProfile && !kcProfile) return null;
    return {
      crop: cropOf(table, growthProfile, kcProfile),
      varietyName: matched?.name ?? null,
      growthProfileName: growthProfile?.name ?? null,
      kcProfileName: kcProfile?.name ?? null,
      climateAdjustment: kcProfile?.climateAdjustment ?? true,
      basal: basalOf(kcProfile),
    };
  };
}

/**
 * The crop of FAO-56 id `crop` (and plant variety `variety`, by name) as organisation `orgId` set it up:
 * the variety's growth and KC profiles, else the organisation's profiles for the crop (first by name).
 * Null when the organisation has no profile for the crop (the caller then uses FAO56_CROPS[crop]) or the
 * crop is not an FAO-56 id.
 */
export async function resolveCropProfile(db: Db, orgId: string, request: { crop: string; variety?: string | null | undefined }): Promise<ResolvedCropProfile | null> {
  if (!FAO56_CROPS[request.crop]) return null;
  return (await cropProfileResolverFor(db, orgId))(request);
}
