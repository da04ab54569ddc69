import { z } from 'zod';
import { V, listQuerySchema, optionalText, requiredText } from './common';
import { orgRecordSchema, partialInputSchemas, recordFields } from './record-schema';

/**
 * Crop settings (spec 2 "Settings: plant variety, growth profiles, KC profiles"; spec 3 "plant variety,
 * growth profile with stages, KC profile"), per organisation. Crops are the ids of the FAO-56 table
 * (FAO56_CROPS of @rayyan/agronomy); their names are translated by the web app from the id.
 */

/** Ids of FAO56_CROPS (@rayyan/agronomy), the crops a profile or variety can be for. */
export const FAO56_CROP_IDS = [
  'date_palm',
  'citrus_70_no_cover',
  'citrus_50_no_cover',
  'citrus_20_no_cover',
  'citrus_70_ground_cover',
  'citrus_50_ground_cover',
  'citrus_20_ground_cover',
  'alfalfa_averaged',
  'alfalfa_individual_cutting',
  'spring_wheat',
  'winter_wheat',
  'maize_grain',
  'potato',
  'onion_dry',
  'olives',
  'tomato',
  'sugar_beet',
] as const;
export type Fao56CropId = (typeof FAO56_CROP_IDS)[number];

/**
 * The name the seed gives an organisation's growth and KC profile of an FAO-56 crop, from the crop's English FAO-56
 * name: "FAO-56 Date palms". A profile still so named shows in the reader's language; a renamed one as typed.
 */
export const fao56ProfileName = (crop: { name: string }) => `FAO-56 ${crop.name}`;

/** The four FAO-56 growth stages, in season order (FAO-56 Table 11). */
export const GROWTH_STAGES = ['initial', 'development', 'mid', 'late'] as const;
export type GrowthStage = (typeof GROWTH_STAGES)[number];

/** Bounds the forms and the API share. */
export const CROP_PROFILE_LIMITS = {
  stageDaysMax: 366,
  rootDepthMaxM: 10,
  depletionP: { min: 0.1, max: 0.8 },
  maxHeightM: 30,
  kcMax: 2,
} as const;

const cropSchema = z.enum(FAO56_CROP_IDS, { error: V.invalid_choice });
const stageDays = z
  .number({ error: V.stage_days })
  .int({ error: V.stage_days })
  .min(1, { error: V.stage_days })
  .max(CROP_PROFILE_LIMITS.stageDaysMax, { error: V.stage_days });
const rootDepth = z.number({ error: V.required }).gt(0, { error: V.root_depth_range }).max(CROP_PROFILE_LIMITS.rootDepthMaxM, { error: V.root_depth_range });
const kc = z.number({ error: V.required }).gt(0, { error: V.kc_range }).max(CROP_PROFILE_LIMITS.kcMax, { error: V.kc_range });

/** Days of each growth stage. */
export const growthStagesSchema = z.object({ initial: stageDays, development: stageDays, mid: stageDays, late: stageDays }).meta({ id: 'GrowthStages' });
export type GrowthStages = z.infer<typeof growthStagesSchema>;

const growthProfileFields = {
  name: requiredText(100),
  crop: cropSchema,
  evergreen: z.boolean({ error: V.required }),
  root_depth_min_m: rootDepth,
  root_depth_max_m: rootDepth,
  depletion_p: z
    .number({ error: V.required })
    .min(CROP_PROFILE_LIMITS.depletionP.min, { error: V.depletion_p_range })
    .max(CROP_PROFILE_LIMITS.depletionP.max, { error: V.depletion_p_range }),
  max_height_m: z.number({ error: V.required }).gt(0, { error: V.out_of_range }).max(CROP_PROFILE_LIMITS.maxHeightM, { error: V.out_of_range }),
  /** Required unless evergreen; ignored (stored as none) for evergreen profiles. */
  stages: growthStagesSchema.nullable().optional(),
};

/** The rules spanning fields, on a growth profile as it will be stored (a patch is checked after merging). */
export function growthProfileProblems(p: {
  evergreen?: boolean | undefined;
  root_depth_min_m?: number | undefined;
  root_depth_max_m?: number | undefined;
  stages?: GrowthStages | null | undefined;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  if (p.root_depth_min_m !== undefined && p.root_depth_max_m !== undefined && p.root_depth_min_m > p.root_depth_max_m) problems.root_depth_min_m = V.min_above_max;
  if (p.evergreen === false && !p.stages) problems.stages = V.required;
  return problems;
}

const withGrowthRules = <T extends z.ZodType<Parameters<typeof growthProfileProblems>[0]>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    for (const [path, message] of Object.entries(growthProfileProblems(value))) ctx.addIssue({ code: 'custom', message, path: [path] });
  });

/** POST /api/growth-profiles/ */
export const createGrowthProfileSchema = withGrowthRules(z.object(growthProfileFields));
export type CreateGrowthProfile = z.infer<typeof createGrowthProfileSchema>;
/** PATCH /api/growth-profiles/{id}/ (the merged profile is checked again by the server). */
export const updateGrowthProfileSchema = withGrowthRules(z.object(growthProfileFields).partial());
export type UpdateGrowthProfile = z.infer<typeof updateGrowthProfileSchema>;

export const growthProfileSchema = orgRecordSchema('GrowthProfile', {
  ...recordFields(growthProfileFields, 'crop', 'stages'),
  crop: cropSchema,
  stages: growthStagesSchema.nullable(),
  /** Sum of the stages; null for evergreen profiles. */
  season_length_days: z.number().int().nullable(),
  /** Plant varieties using this profile (a profile in use cannot be deleted). */
  varieties_count: z.number().int(),
});
export type GrowthProfileRecord = z.infer<typeof growthProfileSchema>;

/** The three basal Kcb of a KC profile, in stage order. */
export const KCB_FIELDS = ['kcb_ini', 'kcb_mid', 'kcb_end'] as const;

const kcProfileFields = {
  name: requiredText(100),
  crop: cropSchema,
  kc_ini: kc,
  kc_mid: kc,
  kc_end: kc,
  /**
   * Basal crop coefficients Kcb (FAO-56 Table 17), all three or none: with them the irrigation advice splits ET into
   * transpiration and soil evaporation (FAO-56 dual crop coefficient, chapter 7); without them it uses the single Kc.
   */
  kcb_ini: kc.nullable().optional(),
  kcb_mid: kc.nullable().optional(),
  kcb_end: kc.nullable().optional(),
  /** Adjust Kc mid and Kc end (and Kcb mid and end, FAO-56 eq. 70) for the local RHmin and wind speed (FAO-56 eq. 62 and 65). */
  climate_adjustment: z.boolean({ error: V.required }),
};

type KcbValues = { kcb_ini?: number | null | undefined; kcb_mid?: number | null | undefined; kcb_end?: number | null | undefined };

/**
 * The rule spanning fields of a KC profile as it will be stored: Kcb all three or none; the missing ones are named.
 * With `patch`, a field left out (undefined) keeps its stored value and is not counted (the server checks the merged
 * profile again).
 */
export function kcProfileProblems(p: KcbValues, patch = false): Record<string, string> {
  const present = KCB_FIELDS.filter((f) => !patch || p[f] !== undefined);
  const given = present.filter((f) => p[f] !== null && p[f] !== undefined);
  if (given.length === 0 || given.length === KCB_FIELDS.length) return {};
  return Object.fromEntries(present.filter((f) => !given.includes(f)).map((f) => [f, V.kcb_all_or_none]));
}

const withKcRules = <T extends z.ZodType<KcbValues>>(schema: T, patch: boolean) =>
  schema.superRefine((value, ctx) => {
    for (const [path, message] of Object.entries(kcProfileProblems(value, patch))) ctx.addIssue({ code: 'custom', message, path: [path] });
  });

/** POST /api/kc-profiles/ */
export const createKcProfileSchema = withKcRules(z.object(kcProfileFields), false);
export type CreateKcProfile = z.infer<typeof createKcProfileSchema>;
/** PATCH /api/kc-profiles/{id}/ (the merged profile is checked again by the server). */
export const updateKcProfileSchema = withKcRules(z.object(kcProfileFields).partial(), true);
export type UpdateKcProfile = z.infer<typeof updateKcProfileSchema>;

export const kcProfileSchema = orgRecordSchema('KcProfile', {
  ...recordFields(kcProfileFields, 'crop'),
  crop: cropSchema,
  varieties_count: z.number().int(),
});
export type KcProfileRecord = z.infer<typeof kcProfileSchema>;

const plantVarietyFields = {
  name: requiredText(100),
  crop: cropSchema,
  /** A growth profile of the same crop; null = the organisation's profile for the crop. */
  growth_profile_id: z.uuid({ error: V.invalid_choice }).nullable().optional(),
  /** A KC profile of the same crop; null = the organisation's profile for the crop. */
  kc_profile_id: z.uuid({ error: V.invalid_choice }).nullable().optional(),
  notes: optionalText(1000),
};
/** POST /api/plant-varieties/ and PATCH /api/plant-varieties/{id}/ */
export const { create: createPlantVarietySchema, update: updatePlantVarietySchema } = partialInputSchemas(plantVarietyFields);
export type CreatePlantVariety = z.infer<typeof createPlantVarietySchema>;
export type UpdatePlantVariety = z.infer<typeof updatePlantVarietySchema>;

export const plantVarietySchema = orgRecordSchema('PlantVariety', {
  ...recordFields(plantVarietyFields, 'crop'),
  crop: cropSchema,
  growth_profile_name: z.string().nullable(),
  kc_profile_name: z.string().nullable(),
});
export type PlantVarietyRecord = z.infer<typeof plantVarietySchema>;

/** GET list query of the three (search by name, filter by crop). */
export const cropProfileListQuerySchema = listQuerySchema.extend({ crop: cropSchema.optional() });
export type CropProfileListQuery = z.infer<typeof cropProfileListQuerySchema>;

/** Each record's schemas as the kit's CRUD endpoints take them (`crudEndpoints`). */
export const growthProfileCrudSchemas = { record: growthProfileSchema, create: createGrowthProfileSchema, update: updateGrowthProfileSchema, query: cropProfileListQuerySchema };
export const kcProfileCrudSchemas = { record: kcProfileSchema, create: createKcProfileSchema, update: updateKcProfileSchema, query: cropProfileListQuerySchema };
export const plantVarietyCrudSchemas = { record: plantVarietySchema, create: createPlantVarietySchema, update: updatePlantVarietySchema, query: cropProfileListQuerySchema };
