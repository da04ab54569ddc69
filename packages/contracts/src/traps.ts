import { z } from 'zod';
import { isoDateSchema, listQuerySchema, nonEmptyPatch, optionalText, requiredText, V } from './common';
import { logEntrySchema, orgRecordSchema, patchInputSchemas, recordFields } from './record-schema';

/**
 * Pest traps and their servicing visits (issue #16, spec points 2 and 3: "traps" and "traps and activities"): a trap
 * stands in a region, optionally on a farm and one of its fields, at a map position, from its installation date to
 * its removal; each visit records the catch, the lure change and the trap's condition.
 */

/** The trap types. */
export const TRAP_TYPES = ['dry_pheromone', 'dry_electric', 'delta', 'bucket', 'smart'] as const;
export type TrapType = (typeof TRAP_TYPES)[number];

/** What a trap is baited for; the red palm weevil's catches are held against the organisation's weekly threshold. */
export const TRAP_TARGETS = ['red_palm_weevil', 'lesser_date_moth', 'stem_borer', 'other'] as const;
export type TrapTarget = (typeof TRAP_TARGETS)[number];

/** The trap's condition found at a visit. */
export const TRAP_CONDITIONS = ['good', 'damaged', 'missing', 'replaced'] as const;
export type TrapCondition = (typeof TRAP_CONDITIONS)[number];

/**
 * Most insects one visit can plausibly count in a trap of each type: a bucket or pheromone trap holds a few hundred
 * weevils at the worst infestations, a delta trap's sticky card is covered long before 300 moths, a smart trap counts
 * what its sensor sees. A larger count is a typing error (an extra digit), refused rather than stored.
 */
export const TRAP_MAX_CATCH: Readonly<Record<TrapType, number>> = {
  dry_pheromone: 500,
  dry_electric: 500,
  bucket: 500,
  delta: 300,
  smart: 1000,
};

/**
 * Days between servicing visits by default: pheromone traps are serviced weekly (water and food bait renewed, catches
 * counted), the round of the FAO's guidance (FAO 2020, "Red palm weevil: guidelines on management practices").
 */
export const DEFAULT_TRAP_SERVICE_DAYS = 7;
/** Red palm weevils per trap per week at which a trap is flagged until the organisation sets its own level. */
export const DEFAULT_RPW_WEEKLY_THRESHOLD = 5;

const latitude = z.number({ error: V.required }).min(-90, { error: V.out_of_range }).max(90, { error: V.out_of_range });
const longitude = z.number({ error: V.required }).min(-180, { error: V.out_of_range }).max(180, { error: V.out_of_range });
const countField = z.number({ error: V.required }).int({ error: V.out_of_range }).min(0, { error: V.out_of_range }).max(100_000, { error: V.out_of_range });

/** The removal date, when there is one, is not before the installation. */
export function trapDatesInOrder(v: { installed_on?: string | null; removed_on?: string | null }): boolean {
  return !v.installed_on || !v.removed_on || v.removed_on >= v.installed_on;
}

const trapFields = {
  code: requiredText(40),
  trap_type: z.enum(TRAP_TYPES, { error: V.invalid_choice }),
  target_pest: z.enum(TRAP_TARGETS, { error: V.invalid_choice }).default('red_palm_weevil'),
  lure: optionalText(100),
  lure_changed_on: isoDateSchema.nullable().optional(),
  region_id: z.uuid({ error: V.required }),
  farm_id: z.uuid({ error: V.invalid_choice }).nullable().optional(),
  field_id: z.uuid({ error: V.invalid_choice }).nullable().optional(),
  lat: latitude,
  lng: longitude,
  installed_on: isoDateSchema,
  removed_on: isoDateSchema.nullable().optional(),
  notes: optionalText(500),
};

/** POST /api/traps/ and PATCH /api/traps/{id}/ (only the fields sent; the dates are checked again on the patched trap). */
export const { create: createTrapSchema, update: updateTrapSchema } = patchInputSchemas(trapFields, [trapDatesInOrder, { error: V.removed_before_installed, path: ['removed_on'] }]);
export type CreateTrap = z.infer<typeof createTrapSchema>;
export type UpdateTrap = z.infer<typeof updateTrapSchema>;

export const trapSchema = orgRecordSchema('Trap', {
  ...recordFields(trapFields),
  region_name: z.string(),
  farm_name: z.string().nullable(),
  field_name: z.string().nullable(),
  /** The last visit's date and catch (null before the first visit). */
  last_visit_on: z.string().nullable(),
  last_count: z.number().int().nullable(),
  /** When the next visit is due: the last visit (or the installation) plus the organisation's service interval. */
  next_service_on: z.string(),
  /** Installed, not removed, and its next visit is today or past. */
  service_due: z.boolean(),
  /** A red palm weevil trap whose catches of the last 7 days reach the organisation's weekly threshold. */
  over_threshold: z.boolean(),
});
export type TrapRecord = z.infer<typeof trapSchema>;

/** Active traps (not removed), removed ones, or those due for servicing. */
export const TRAP_STATUS_FILTERS = ['active', 'removed', 'due'] as const;

export const trapListQuerySchema = listQuerySchema.extend({
  region_id: z.uuid({ error: V.invalid_choice }).optional(),
  farm_id: z.uuid({ error: V.invalid_choice }).optional(),
  trap_type: z.enum(TRAP_TYPES, { error: V.invalid_choice }).optional(),
  status: z.enum(TRAP_STATUS_FILTERS, { error: V.invalid_choice }).optional(),
});
export type TrapListQuery = z.infer<typeof trapListQuerySchema>;
/** The record's schemas as the kit's CRUD endpoints take them (`crudEndpoints`). */
export const trapCrudSchemas = { record: trapSchema, create: createTrapSchema, update: updateTrapSchema, query: trapListQuerySchema };

/** Males and females, when counted apart, add up to no more than the catch. */
export function sexesWithinCount(v: { count: number; males?: number | null | undefined; females?: number | null | undefined }): boolean {
  return (v.males ?? 0) + (v.females ?? 0) <= v.count;
}

/**
 * POST /api/traps/{id}/catches/: a servicing visit. `count` is every insect of the target pest found; `males` and
 * `females` where they were counted apart; `lure_changed` also moves the trap's lure change date to the visit.
 */
export const createTrapCatchSchema = z
  .object({
    date: isoDateSchema,
    count: countField,
    males: countField.nullable().optional(),
    females: countField.nullable().optional(),
    lure_changed: z.boolean().default(false),
    condition: z.enum(TRAP_CONDITIONS, { error: V.invalid_choice }).nullable().optional(),
    notes: optionalText(500),
  })
  .refine(sexesWithinCount, { error: V.sexes_exceed_count, path: ['males'] });
export type CreateTrapCatch = z.infer<typeof createTrapCatchSchema>;

export const trapCatchSchema = logEntrySchema('TrapCatch', 'trap_id', recordFields(createTrapCatchSchema.shape));
export type TrapCatchRecord = z.infer<typeof trapCatchSchema>;

/** A visit as answered after recording it: the visit and the trap as it now stands (lure date, flags). */
export const recordedTrapCatchSchema = z.object({ catch: trapCatchSchema, trap: trapSchema });
export type RecordedTrapCatch = z.infer<typeof recordedTrapCatchSchema>;

/** The organisation's trap programme settings: the RPW action level and the servicing round. */
export const trapSettingsSchema = z
  .object({
    /** Red palm weevils per trap per week at or above which a trap is flagged. */
    rpw_weekly_threshold: z.number().int().min(1, { error: V.out_of_range }).max(1000, { error: V.out_of_range }),
    /** Days between visits before a trap is due for servicing. */
    service_interval_days: z.number().int().min(1, { error: V.out_of_range }).max(90, { error: V.out_of_range }),
    /** Publish the programme's figures, by region only, on the public RPW report (`/reports/rpw`). */
    public_report: z.boolean(),
  })
  .meta({ id: 'TrapSettings' });
export type TrapSettings = z.infer<typeof trapSettingsSchema>;
export const updateTrapSettingsSchema = trapSettingsSchema.partial().refine(nonEmptyPatch, { error: V.nothing_to_change });
export type UpdateTrapSettings = z.infer<typeof updateTrapSettingsSchema>;

/** Weeks the weekly view covers at most (a season and a half). */
export const TRAP_WEEKS_MAX = 52;

export const trapWeeklyQuerySchema = z.object({
  weeks: z.coerce.number().int().min(1, { error: V.out_of_range }).max(TRAP_WEEKS_MAX, { error: V.out_of_range }).default(12),
  region_id: z.uuid({ error: V.invalid_choice }).optional(),
});
export type TrapWeeklyQuery = z.infer<typeof trapWeeklyQuerySchema>;

/**
 * GET /api/traps/weekly/: catches per trap per week (weeks start on Monday, oldest first, the current week last) of
 * the traps standing in those weeks, and per region the red palm weevil trend: the mean catch per RPW trap per week
 * (over the RPW traps visited that week; null when none was). `threshold` is the organisation's RPW level.
 */
export const trapWeeklySchema = z.object({
  weeks: z.array(z.string()),
  threshold: z.number().int(),
  traps: z.array(
    z.object({
      trap_id: z.uuid(),
      code: z.string(),
      region_id: z.uuid(),
      target_pest: z.enum(TRAP_TARGETS),
      lat: z.number(),
      lng: z.number(),
      /** Catches of each week; null where the trap was not visited that week. */
      counts: z.array(z.number().int().nullable()),
    }),
  ),
  regions: z.array(
    z.object({
      region_id: z.uuid(),
      region_name: z.string(),
      /** The region's red palm weevil traps. */
      traps: z.number().int(),
      mean_per_trap: z.array(z.number().nullable()),
      total: z.array(z.number().int()),
    }),
  ),
});
export type TrapWeekly = z.infer<typeof trapWeeklySchema>;
