import { z } from 'zod';
import { AGE_BUCKETS } from './constants';
import { V, nonEmptyPatch, optionalText } from './common';
import { SPOT_STATES, TREE_GENDERS, TREE_HEALTH_STATES, treeStateFields } from './trees';

/**
 * Views of the tree registry over many trees at once (issue #12): the grid screen's compact spot map, its bulk change,
 * and the tree dashboard's counts.
 */

/** Most trees one bulk change may touch; a larger selection is refused (too_many_trees), nothing written. */
export const TREE_BULK_MAX = 5_000;

/**
 * PATCH /api/trees/bulk/: the same change to every listed tree of the organisation, in one transaction; only the
 * fields sent are written (health state, spot state, variety). Every id must be one of the organisation's trees
 * (else 404, nothing written); at most TREE_BULK_MAX distinct ids.
 */
export const bulkUpdateTreesSchema = z
  .object({
    ids: z.array(z.uuid({ error: V.invalid_choice })).min(1, { error: V.required }),
    ...treeStateFields(),
    variety: optionalText(100),
  })
  .refine(({ ids: _ids, ...fields }) => nonEmptyPatch(fields), { error: V.nothing_to_change });
export type BulkUpdateTrees = z.infer<typeof bulkUpdateTreesSchema>;

export const bulkUpdateTreesResultSchema = z
  .object({
    /** Trees the request named (each once). */
    matched: z.number().int(),
    /** Trees whose record changed (the others already had the values sent). */
    changed: z.number().int(),
  })
  .meta({ id: 'BulkUpdateTreesResult' });
export type BulkUpdateTreesResult = z.infer<typeof bulkUpdateTreesResultSchema>;

/**
 * A tree's drips at a glance: no drips, all working (none broken or blocked), some broken, some blocked, or both.
 */
export const TREE_DRIPS_STATUSES = ['all_working', 'some_broken', 'some_blocked', 'broken_and_blocked', 'no_drips'] as const;
export type TreeDripsStatus = (typeof TREE_DRIPS_STATUSES)[number];

/** The drips status of counts (see TREE_DRIPS_STATUSES). */
export function treeDripsStatus(tree: { drips_total: number; drips_broken: number; drips_blocked: number }): TreeDripsStatus {
  if (tree.drips_broken > 0 && tree.drips_blocked > 0) return 'broken_and_blocked';
  if (tree.drips_broken > 0) return 'some_broken';
  if (tree.drips_blocked > 0) return 'some_blocked';
  return tree.drips_total > 0 ? 'all_working' : 'no_drips';
}

/** The grid's code of a spot without a record. */
export const GRID_NO_TREE = '.';
/** Varieties a grid names one by one: the field's own, in its order. */
export const GRID_MAX_VARIETIES = 14;
/** The code of index `i` in a layer: a base-36 digit (0-9, a-z). */
export const gridCode = (i: number) => i.toString(36);

/**
 * GET /api/fields/{id}/trees/grid/: the whole field as a spot map, compact (a 400 × 500 field is 200,000 spots). The
 * grid covers `rows` × `columns` spots (the field's grid, grown to any tree outside it). Each layer is a string of one
 * character per spot, row by row from row 1 column 1 (spot index = (row − 1) × columns + column − 1): a base-36
 * digit indexing the layer's list (`health_states`, `spot_states`, `drips_statuses`, `varieties`), or `.` where the
 * spot has no record. In the variety layer, the code `varieties.length` is a variety that is not among the field's
 * (`varieties` are the field's own, GRID_MAX_VARIETIES at most), and `varieties.length + 1` a tree without a variety.
 * The trees' ids are not in it (they would make it ten times larger): a selection's come from
 * `GET /api/fields/{id}/trees/grid/ids/`, one tree from the list filtered by field, row and column.
 */
export const treeGridSchema = z
  .object({
    field_id: z.uuid(),
    field_code: z.string(),
    rows: z.number().int(),
    columns: z.number().int(),
    /** Records in the grid. */
    trees: z.number().int(),
    health_states: z.array(z.enum(TREE_HEALTH_STATES)),
    spot_states: z.array(z.enum(SPOT_STATES)),
    drips_statuses: z.array(z.enum(TREE_DRIPS_STATUSES)),
    /** The field's varieties (its first GRID_MAX_VARIETIES): the variety layer's codes. */
    varieties: z.array(z.string()),
    health: z.string(),
    spot: z.string(),
    drips: z.string(),
    variety: z.string(),
  })
  .meta({ id: 'TreeGrid' });
export type TreeGrid = z.infer<typeof treeGridSchema>;

const gridLine = z.coerce.number().int({ error: V.out_of_range }).min(1, { error: V.out_of_range }).max(100_000, { error: V.out_of_range });

/**
 * GET /api/fields/{id}/trees/grid/ids/: the ids of the field's records in a box of rows × columns (both bounds
 * included), row by row: what a box selection sends to the bulk change. More than TREE_BULK_MAX records in the box:
 * too_many_trees.
 */
export const treeGridIdsQuerySchema = z
  .object({ from_row: gridLine, to_row: gridLine, from_column: gridLine, to_column: gridLine })
  .refine((q) => q.from_row <= q.to_row, { error: V.range_order, path: ['to_row'] })
  .refine((q) => q.from_column <= q.to_column, { error: V.range_order, path: ['to_column'] });
export type TreeGridIdsQuery = z.infer<typeof treeGridIdsQuerySchema>;
export const treeGridIdsSchema = z.object({ ids: z.array(z.uuid()) }).meta({ id: 'TreeGridIds' });

/** GET /api/trees/summary/: the whole organisation, or one farm's trees. */
export const treeSummaryQuerySchema = z.object({ farm_id: z.uuid({ error: V.invalid_choice }).optional() });
export type TreeSummaryQuery = z.infer<typeof treeSummaryQuerySchema>;

const counts = <const T extends readonly [string, ...string[]]>(keys: T) => z.record(z.enum(keys), z.number().int());
const GENDER_KEYS = [...TREE_GENDERS, 'unknown'] as const;
const AGE_KEYS = [...AGE_BUCKETS, 'unknown'] as const;

/** Weeks of health changes the dashboard shows (this week and the ones before it). */
export const HEALTH_CHANGE_WEEKS = 8;

export const treeSummarySchema = z
  .object({
    farm_id: z.uuid().nullable(),
    trees: z.number().int(),
    health_states: counts(TREE_HEALTH_STATES),
    spot_states: counts(SPOT_STATES),
    /** Trees by gender; `unknown` without one. */
    genders: counts(GENDER_KEYS),
    productive: counts(['yes', 'no']),
    /** Trees by age bucket on the server's today; `unknown` without a plantation date. */
    age_buckets: counts(AGE_KEYS),
    /** Trees by variety, the most common first; `variety` null for trees without one. */
    varieties: z.array(z.object({ variety: z.string().nullable(), trees: z.number().int() })),
    /** Drips of every tree added up, and the trees with at least one broken or blocked drip. */
    drips: z.object({
      total: z.number().int(),
      working: z.number().int(),
      broken: z.number().int(),
      blocked: z.number().int(),
      trees_with_broken: z.number().int(),
      trees_with_blocked: z.number().int(),
    }),
    /**
     * Health state changes recorded in the activity log (each edit of a tree's health state, one by one or in bulk),
     * by week (Monday, UTC) over the last HEALTH_CHANGE_WEEKS weeks, oldest first, counted by the state the trees
     * changed to. All zero when nothing changed in that time.
     */
    health_changes: z.array(z.object({ week: z.string(), changes: counts(TREE_HEALTH_STATES) })),
    /** Records from the field on these trees waiting for an engineer's review. */
    records_pending: z.number().int(),
  })
  .meta({ id: 'TreeSummary' });
export type TreeSummary = z.infer<typeof treeSummarySchema>;
export type TreeGridIds = z.infer<typeof treeGridIdsSchema>;
