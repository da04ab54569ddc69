import { z } from 'zod';
import { V, optionalText, requiredText } from './common';
import { sheetImportPreviewSchema } from './sheet-import';
import { dripsWithinTotal, treeChangeShape } from './trees';

/**
 * Trees imported from an Excel sheet (issue #12) through the shared sheet import (choose the first and last row and
 * column, preview, per-row problems, nothing saved when any row is wrong). A row names its field by code and its tree
 * by code, or by row and column: a tree found there is updated (its cells left blank stay as they are), a free spot of
 * the field's grid gets a new tree (coded `<field code>-R007-C012` as generation codes it, unless the row gives a code). The columns are
 * the export's, so an exported sheet comes back in; its age column is computed and not read.
 */

/** Data rows one import reads at most (header excluded). */
export const TREE_IMPORT_MAX_DATA_ROWS = 10_000;
/** Rows of the chosen range at most, the header row included. */
export const TREE_IMPORT_MAX_ROWS = TREE_IMPORT_MAX_DATA_ROWS + 1;

/** The template's, the export's and the import's columns in order (English headers of the sheet). */
export const TREE_IMPORT_COLUMNS = [
  { key: 'code', header: 'Code' },
  { key: 'field_code', header: 'Field' },
  { key: 'row', header: 'Row' },
  { key: 'column', header: 'Column' },
  { key: 'variety', header: 'Variety' },
  { key: 'gender', header: 'Gender' },
  { key: 'productive', header: 'Productive' },
  { key: 'plantation_date', header: 'Plantation Date' },
  { key: 'origin_country', header: 'Origin Country' },
  { key: 'origin_type', header: 'Origin Type' },
  { key: 'health_state', header: 'Health State' },
  { key: 'spot_state', header: 'Spot State' },
  { key: 'drips_total', header: 'Drips Total' },
  { key: 'drips_working', header: 'Drips Working' },
  { key: 'drips_broken', header: 'Drips Broken' },
  { key: 'drips_blocked', header: 'Drips Blocked' },
  { key: 'drip_flow_rate', header: 'Drip Flow Rate (L/h)' },
  { key: 'valve', header: 'Valve' },
] as const;
export type TreeImportKey = (typeof TREE_IMPORT_COLUMNS)[number]['key'];
export const TREE_IMPORT_KEYS = TREE_IMPORT_COLUMNS.map((c) => c.key) as [TreeImportKey, ...TreeImportKey[]];

const place = z.number({ error: V.out_of_range }).int({ error: V.out_of_range }).min(1, { error: V.out_of_range }).max(100_000, { error: V.out_of_range });

/** One sheet row once its cells are read (blank cells are absent: an update leaves those fields as they are). */
export const treeImportRowSchema = z
  .object({
    field_code: requiredText(50),
    code: optionalText(60),
    row: place.optional(),
    column: place.optional(),
    ...treeChangeShape,
  })
  .refine((row) => Boolean(row.code) || (row.row !== undefined && row.column !== undefined), { error: V.tree_place_required, path: ['row'] })
  .refine(dripsWithinTotal, { error: V.drips_exceed_total, path: ['drips_total'] });
export type TreeImportRow = z.infer<typeof treeImportRowSchema>;

/** POST /api/trees/import/preview/: every row checked against the organisation's fields and trees; nothing written. */
export const treeImportPreviewSchema = sheetImportPreviewSchema(TREE_IMPORT_KEYS, 'TreeImportPreview');
export type TreeImportPreview = z.infer<typeof treeImportPreviewSchema>;

/** POST /api/trees/import/: what one transaction wrote. */
export const treeImportResultSchema = z.object({ created: z.number().int(), updated: z.number().int() }).meta({ id: 'TreeImportResult' });
export type TreeImportResult = z.infer<typeof treeImportResultSchema>;
