import { z } from 'zod';
import { AGE_BUCKETS } from './constants';
import { isoDateSchema, nonEmptyPatch, optionalText, pageSizeQuerySchema, searchQuerySchema, V } from './common';
import { orgRecordSchema, recordFields } from './record-schema';

/**
 * The tree registry (product spec points 2, 9; issue #12): every spot of a tree field's grid (row × column) as a
 * record, planted with a palm or holding something else (a valve, a road, stone soil). Field names are the issue's
 * snake_case names exactly.
 */

/** Spec 9 "Tree health": healthy, infected, recently treated or healing, recently healed, dead. */
export const TREE_HEALTH_STATES = ['healthy', 'infected', 'treated_or_healing', 'recently_healed', 'dead'] as const;
export type TreeHealthState = (typeof TREE_HEALTH_STATES)[number];
/** Spec 9 "Spot state": planted, empty, valve, stone soil, water pipe, water pump, occupied, road. */
export const SPOT_STATES = ['planted', 'empty', 'valve', 'stone_soil', 'water_pipe', 'water_pump', 'occupied', 'road'] as const;
export type SpotState = (typeof SPOT_STATES)[number];
/** A tree's health and spot state, each optional with its own message: what a change, a bulk change and a filter take. */
export const treeStateFields = () => ({
  health_state: z.enum(TREE_HEALTH_STATES, { error: V.health_state_choice }).optional(),
  spot_state: z.enum(SPOT_STATES, { error: V.spot_state_choice }).optional(),
});
/** Date palms are dioecious: female palms bear fruit, males give pollen. */
export const TREE_GENDERS = ['female', 'male'] as const;
export type TreeGender = (typeof TREE_GENDERS)[number];
/** Spec 2 "origin type (tissue or sprout)": a tissue-culture plantlet or an offshoot of a mother palm. */
export const TREE_ORIGIN_TYPES = ['tissue', 'sprout'] as const;
export type TreeOriginType = (typeof TREE_ORIGIN_TYPES)[number];

/** Spec 9 age buckets of a tree. */
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** Most spots one generation fills (a 400 × 500 field is 200,000); a bigger grid is refused, not half-filled. */
export const TREE_GRID_MAX_SPOTS = 250_000;
/** Most blocked spots one generate request may list. */
export const TREE_GRID_MAX_BLOCKED = 10_000;
/** Drips one tree may carry; drip flow rate in L/h. */
export const TREE_MAX_DRIPS = 64;
export const TREE_MAX_DRIP_FLOW_LPH = 500;

/**
 * Completed years between the plantation date and `today` (both `YYYY-MM-DD`), as a person's age is counted;
 * null without a plantation date, 0 for a date in the future.
 */
export function treeAgeYears(plantationDate: string | null, today: string): number | null {
  if (!plantationDate) return null;
  const years = Number(today.slice(0, 4)) - Number(plantationDate.slice(0, 4));
  const age = today.slice(5) < plantationDate.slice(5) ? years - 1 : years;
  return Math.max(0, age);
}

/** Spec 9 age buckets: under 1 year, 1-3, 3-6, 6-10, over 10 (a bucket holds its lower bound: 3 years is 3-6). */
export function treeAgeBucket(ageYears: number | null): AgeBucket | null {
  if (ageYears === null) return null;
  if (ageYears < 1) return 'under_1';
  if (ageYears < 3) return '1_3';
  if (ageYears < 6) return '3_6';
  if (ageYears < 10) return '6_10';
  return AGE_BUCKETS[4];
}

const countOf = (max: number) => z.number().int({ error: V.out_of_range }).min(0, { error: V.out_of_range }).max(max, { error: V.out_of_range });
const dripFields = ['drips_working', 'drips_broken', 'drips_blocked'] as const;

/** Working, broken and blocked drips never add up to more than the total (when the four are known). */
export function dripsWithinTotal(v: Partial<Record<'drips_total' | (typeof dripFields)[number], number | undefined>>): boolean {
  if (v.drips_total === undefined || dripFields.some((key) => v[key] === undefined)) return true;
  return dripFields.reduce((sum, key) => sum + v[key]!, 0) <= v.drips_total;
}

/** The fields of a tree that change (not its place: code, row, column and field), each optional; also the import's. */
export const treeChangeShape = {
  variety: optionalText(100),
  gender: z.enum(TREE_GENDERS, { error: V.invalid_choice }).nullable().optional(),
  productive: z.boolean().optional(),
  plantation_date: isoDateSchema.nullable().optional(),
  origin_country: z.string().regex(/^[A-Z]{2}$/, { error: V.invalid_choice }).nullable().optional(),
  origin_type: z.enum(TREE_ORIGIN_TYPES, { error: V.invalid_choice }).nullable().optional(),
  ...treeStateFields(),
  drips_total: countOf(TREE_MAX_DRIPS).optional(),
  drips_working: countOf(TREE_MAX_DRIPS).optional(),
  drips_broken: countOf(TREE_MAX_DRIPS).optional(),
  drips_blocked: countOf(TREE_MAX_DRIPS).optional(),
  /** L/h per drip. */
  drip_flow_rate: z.number().gt(0, { error: V.out_of_range }).max(TREE_MAX_DRIP_FLOW_LPH, { error: V.out_of_range }).nullable().optional(),
  valve: optionalText(100),
};

/** PATCH /api/trees/{id}/: only the fields sent are written; code, row, column and field stay (a tree's place). */
export const updateTreeSchema = z
  .object(treeChangeShape)
  .refine(nonEmptyPatch, { error: V.nothing_to_change })
  .refine(dripsWithinTotal, { error: V.drips_exceed_total, path: ['drips_total'] });
export type UpdateTree = z.infer<typeof updateTreeSchema>;

export const treeSchema = orgRecordSchema('Tree', {
  field_id: z.uuid(),
  /** The tree field's code, for lists and labels. */
  field_code: z.string(),
  code: z.string(),
  row: z.number().int(),
  column: z.number().int(),
  ...recordFields(treeChangeShape),
  /** Completed years since plantation_date on the server's today (null without a date); buckets: `treeAgeBucket`. */
  age_years: z.number().int().nullable(),
});
export type TreeRecord = z.infer<typeof treeSchema>;

/** An opaque page position: letters, digits, `-` and `_` (base64url). */
const cursorText = z.string().regex(/^[A-Za-z0-9_-]{1,400}$/, { error: V.cursor_invalid });

/** The drips filter: trees with at least one broken drip, or one blocked drip. */
export const TREE_DRIPS_FILTERS = ['broken', 'blocked'] as const;

/**
 * Completed years of each age bucket: from `min` (included) to `max` (excluded; null: no upper bound). A tree is in a
 * bucket when its plantation date is at most `min` years and more than `max` years before today.
 */
export const AGE_BUCKET_YEARS: Record<AgeBucket, { min: number; max: number | null }> = {
  under_1: { min: 0, max: 1 },
  '1_3': { min: 1, max: 3 },
  '3_6': { min: 3, max: 6 },
  '6_10': { min: 6, max: 10 },
  over_10: { min: 10, max: null },
};

/**
 * The list's filters (also the export's): field or farm, health and spot state, variety, gender, productive, age
 * bucket, trees with broken or blocked drips, row, column, and `search`: codes starting with the text.
 */
export const treeFilterQuerySchema = z.object({
  search: searchQuerySchema,
  field_id: z.uuid({ error: V.invalid_choice }).optional(),
  farm_id: z.uuid({ error: V.invalid_choice }).optional(),
  ...treeStateFields(),
  variety: z.string().trim().max(100).optional(),
  gender: z.enum(TREE_GENDERS, { error: V.invalid_choice }).optional(),
  productive: z.enum(['true', 'false'], { error: V.invalid_choice }).optional(),
  age_bucket: z.enum(AGE_BUCKETS, { error: V.invalid_choice }).optional(),
  drips: z.enum(TREE_DRIPS_FILTERS, { error: V.invalid_choice }).optional(),
  row: z.coerce.number().int().min(1, { error: V.out_of_range }).max(100_000, { error: V.out_of_range }).optional(),
  column: z.coerce.number().int().min(1, { error: V.out_of_range }).max(100_000, { error: V.out_of_range }).optional(),
});
export type TreeFilterQuery = z.infer<typeof treeFilterQuerySchema>;

/**
 * GET /api/trees/ — keyset pages: trees in a stable order (field, row, column, id). The first page is asked without
 * `cursor`; each answer's `next_cursor` (null on the last page) asks for the page after it. A page never repeats nor
 * skips a tree, even while trees are edited, and costs the same deep in the list as at its start. Change a filter
 * and start again without the cursor (a cursor belongs to the order, not to the filters).
 */
export const treeListQuerySchema = treeFilterQuerySchema.extend({
  page_size: pageSizeQuerySchema,
  cursor: cursorText.optional(),
});
export type TreeListQuery = z.infer<typeof treeListQuerySchema>;

/** The first page counts the matching trees up to this many (a count reads every tree it counts). */
export const TREE_COUNT_LIMIT = 10_000;

/**
 * A keyset page. `count` comes with the first page only (null after it): the matching trees, up to TREE_COUNT_LIMIT;
 * `count_capped` says more match than that.
 */
export const treePageSchema = z.object({
  count: z.number().int().nullable(),
  count_capped: z.boolean(),
  page_size: z.number().int(),
  results: z.array(treeSchema),
  next_cursor: z.string().nullable(),
});
export type TreePage = z.infer<typeof treePageSchema>;

export const gridSpotSchema = z.object({
  row: z.number().int({ error: V.out_of_range }).min(1, { error: V.out_of_range }).max(100_000, { error: V.out_of_range }),
  column: z.number().int({ error: V.out_of_range }).min(1, { error: V.out_of_range }).max(100_000, { error: V.out_of_range }),
});

/**
 * POST /api/fields/{id}/trees/generate/: one tree per plantable spot of the field's rows × columns, coded
 * `<field code>-R<row>-C<column>`. The variety is one of the field's (its first by default); tree fields have no
 * plantation date of their own, so it is given here (none: age unknown). `blocked_spots` are the spots where no
 * tree stands (the field counts them). Spots that already have a record are kept as they are.
 */
export const generateTreesSchema = z.object({
  variety: optionalText(100),
  plantation_date: isoDateSchema.nullable().optional(),
  blocked_spots: z.array(gridSpotSchema).max(TREE_GRID_MAX_BLOCKED, { error: V.out_of_range }).optional(),
});
export type GenerateTrees = z.infer<typeof generateTreesSchema>;

export const generateTreesResultSchema = z
  .object({
    /** Trees written by this request. */
    created: z.number().int(),
    /** Spots that already had a record (kept unchanged). */
    existing: z.number().int(),
    /** Blocked spots left empty. */
    blocked: z.number().int(),
    /** Trees of the field now. */
    field_trees: z.number().int(),
  })
  .meta({ id: 'GenerateTreesResult' });
export type GenerateTreesResult = z.infer<typeof generateTreesResultSchema>;
