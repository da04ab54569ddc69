import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, foreignKey, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { GROWTH_STAGES, type GrowthStage } from '@rayyan/contracts';
import { orgIdColumn, tenantKeys } from './core.schema';
import { enumCheck, optionalRef, timestamps } from './schema-columns';

/**
 * Crop settings of an organisation (spec 2 and 3: plant variety, growth profile with stages, KC profile).
 * Every organisation starts with one growth and one KC profile per FAO-56 crop (crop-profiles.seed.ts);
 * the irrigation engine resolves a field's crop and variety to them. `crop` holds an FAO56_CROPS id.
 */


/** Rooting, depletion and season shape of a crop (FAO-56 Tables 11 and 22); stages in growth_profile_stages. */
export const growthProfiles = pgTable(
  'growth_profiles',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    crop: text('crop').notNull(),
    /** Evergreen crops (date palm) have no planting-based stages. */
    evergreen: boolean('evergreen').notNull().default(false),
    rootDepthMinM: doublePrecision('root_depth_min_m').notNull(),
    rootDepthMaxM: doublePrecision('root_depth_max_m').notNull(),
    /** Soil water depletion fraction p at ETc ≈ 5 mm/day (FAO-56 Table 22). */
    depletionP: doublePrecision('depletion_p').notNull(),
    /** Maximum crop height, m (FAO-56 Table 12; used by the Kc climate adjustment, eq. 62). */
    maxHeightM: doublePrecision('max_height_m').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('growth_profiles_org_id_name_unique').on(t.orgId, t.name),
    // Target of the stages' composite foreign key: a stage belongs to a profile of its own organisation.
    unique('growth_profiles_org_id_id_unique').on(t.orgId, t.id),
    index('growth_profiles_org_id_crop_idx').on(t.orgId, t.crop),
    check('growth_profiles_root_depth_check', sql`${t.rootDepthMinM} > 0 AND ${t.rootDepthMinM} <= ${t.rootDepthMaxM}`),
    check('growth_profiles_depletion_p_check', sql`${t.depletionP} BETWEEN 0.1 AND 0.8`),
    check('growth_profiles_max_height_check', sql`${t.maxHeightM} > 0`),
  ],
);

/** The four FAO-56 growth stages of a seasonal growth profile, in days (Table 11). */
export const growthProfileStages = pgTable(
  'growth_profile_stages',
  {
    orgId: orgIdColumn(),
    profileId: uuid('profile_id').notNull(),
    stage: text('stage').$type<GrowthStage>().notNull(),
    days: integer('days').notNull(),
    /** 0 initial … 3 late. */
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'growth_profile_stages_pk', columns: [t.profileId, t.stage] }),
    unique('growth_profile_stages_position_unique').on(t.profileId, t.position),
    foreignKey({ name: 'growth_profile_stages_profile_fk', columns: [t.orgId, t.profileId], foreignColumns: [growthProfiles.orgId, growthProfiles.id] }).onDelete('cascade'),
    enumCheck(t.stage, GROWTH_STAGES),
    check('growth_profile_stages_days_check', sql`${t.days} > 0`),
  ],
);

/**
 * Single crop coefficients Kc ini, mid and end (FAO-56 Table 12, for RHmin 45 % and u2 2 m/s), and optionally the basal
 * Kcb ini, mid and end (Table 17), all three or none: with them the advice uses the dual crop coefficient (chapter 7).
 */
export const kcProfiles = pgTable(
  'kc_profiles',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    crop: text('crop').notNull(),
    kcIni: doublePrecision('kc_ini').notNull(),
    kcMid: doublePrecision('kc_mid').notNull(),
    kcEnd: doublePrecision('kc_end').notNull(),
    kcbIni: doublePrecision('kcb_ini'),
    kcbMid: doublePrecision('kcb_mid'),
    kcbEnd: doublePrecision('kcb_end'),
    /** Adjust Kc mid and Kc end to the local RHmin and wind (FAO-56 eq. 62 and 65). */
    climateAdjustment: boolean('climate_adjustment').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    unique('kc_profiles_org_id_name_unique').on(t.orgId, t.name),
    index('kc_profiles_org_id_crop_idx').on(t.orgId, t.crop),
    check('kc_profiles_kc_ini_check', sql`${t.kcIni} > 0 AND ${t.kcIni} <= 2`),
    check('kc_profiles_kc_mid_check', sql`${t.kcMid} > 0 AND ${t.kcMid} <= 2`),
    check('kc_profiles_kc_end_check', sql`${t.kcEnd} > 0 AND ${t.kcEnd} <= 2`),
    // All three or none (a comparison with NULL would let a half-filled row pass, hence the explicit NOT NULL).
    check(
      'kc_profiles_kcb_check',
      sql`(${t.kcbIni} IS NULL AND ${t.kcbMid} IS NULL AND ${t.kcbEnd} IS NULL) OR (${t.kcbIni} IS NOT NULL AND ${t.kcbMid} IS NOT NULL AND ${t.kcbEnd} IS NOT NULL AND ${t.kcbIni} > 0 AND ${t.kcbIni} <= 2 AND ${t.kcbMid} > 0 AND ${t.kcbMid} <= 2 AND ${t.kcbEnd} > 0 AND ${t.kcbEnd} <= 2)`,
    ),
  ],
);

/** A plant variety (Medjool, Sakha 95) of a crop, optionally with its own growth and KC profiles. */
export const plantVarieties = pgTable(
  'plant_varieties',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    crop: text('crop').notNull(),
    growthProfileId: optionalRef('growth_profile_id', () => growthProfiles.id, 'set null'),
    kcProfileId: optionalRef('kc_profile_id', () => kcProfiles.id, 'set null'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    unique('plant_varieties_org_id_crop_name_unique').on(t.orgId, t.crop, t.name),
    index('plant_varieties_growth_profile_id_idx').on(t.growthProfileId),
    index('plant_varieties_kc_profile_id_idx').on(t.kcProfileId),
  ],
);

export type GrowthProfileRow = typeof growthProfiles.$inferSelect;
export type GrowthProfileStageRow = typeof growthProfileStages.$inferSelect;
export type KcProfileRow = typeof kcProfiles.$inferSelect;
export type PlantVarietyRow = typeof plantVarieties.$inferSelect;
