import { z } from 'zod';
import { V } from './common';

/**
 * What every sheet import shares (spec: "Sheet import: choose first and last row and column"): the upload's limit,
 * the range fields sent beside the file, the range as answered and the preview answer (nothing written). Crop
 * rotations, lab results and trees each add their own columns.
 */

/** The workbook one import may upload. */
export const SHEET_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Form fields of an import's preview and commit requests (besides the `file`); 1-based. */
export const sheetImportRangeSchema = z.object({
  sheet: z.string().trim().max(100).optional(),
  first_row: z.coerce.number().int().min(1, { error: V.out_of_range }).optional(),
  last_row: z.coerce.number().int().min(1, { error: V.out_of_range }).optional(),
  first_col: z.coerce.number().int().min(1, { error: V.out_of_range }).optional(),
  last_col: z.coerce.number().int().min(1, { error: V.out_of_range }).optional(),
});
export type SheetImportRange = z.infer<typeof sheetImportRangeSchema>;

/** A 1-based rectangle of a sheet: the first row is the header row. */
export const sheetRangeSchema = z.object({ first_row: z.number().int(), last_row: z.number().int(), first_col: z.number().int(), last_col: z.number().int() });
export type SheetRange = z.infer<typeof sheetRangeSchema>;

/**
 * The preview answer of an import whose columns are `keys`, registered in the OpenAPI document as `id`: the sheet read,
 * its used range, the range applied, the top-left grid, the header texts, the required columns the header lacks, and
 * every non-blank row with its problems.
 */
export function sheetImportPreviewSchema<const K extends readonly [string, ...string[]]>(keys: K, id: string) {
  return z
    .object({
      sheets: z.array(z.string()),
      /** The sheet read (name). */
      sheet: z.string(),
      /** The used range of that sheet (its filled cells), shown next to the range inputs. */
      used_range: sheetRangeSchema,
      /** The range applied (defaults to the used range). */
      range: sheetRangeSchema,
      /** The top-left cells of the sheet as text (at most 200 rows × 30 columns), for the grid preview. */
      grid: z.array(z.array(z.string())),
      /** Header texts of the range's first row. */
      columns: z.array(z.string()),
      /** Required columns the header row lacks (then no row is read and the import is refused). */
      missing_columns: z.array(z.enum(keys)),
      rows: z.array(
        z.object({
          /** Sheet row number. */
          index: z.number().int(),
          values: z.array(z.string()),
          /** Header text of the column → English message. */
          errors: z.record(z.string(), z.string()),
          /** Header text of the column → validation key (namespace `validation`), for the user's language. */
          error_keys: z.record(z.string(), z.string()),
        }),
      ),
    })
    .meta({ id });
}
