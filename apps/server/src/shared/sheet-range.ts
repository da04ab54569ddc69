import { V, type SheetRange } from '@rayyan/contracts';
import { AppError } from './app-error';

/** A cell of an uploaded sheet as plain data: its number when it holds one, else its text ('' when blank; dates as YYYY-MM-DD). */
export type SheetValue = string | number;

/** The bounds of one import: at most this many rows (header included) and columns. */
export interface SheetRangeLimits {
  maxRows: number;
  maxCols: number;
}

/** The range a user asked for; a missing bound comes from the sheet's used range. */
export interface SheetRangeInput {
  first_row?: number;
  last_row?: number;
  first_col?: number;
  last_col?: number;
}

/** What a user sees of a cell. */
export const sheetText = (value: SheetValue | undefined): string => (value === undefined ? '' : typeof value === 'number' ? String(value) : value);

/**
 * The range the user chose, checked: first ≤ last, inside the sheet's used range, within the limits.
 * Missing bounds come from the used range, cut to the limits (so a stray cell far out does not make the
 * default range refuse). Problems → 400 range_invalid naming each bound.
 */
export function resolveRange(input: SheetRangeInput, used: SheetRange, limits: SheetRangeLimits): SheetRange {
  const firstRow = input.first_row ?? used.first_row;
  const firstCol = input.first_col ?? used.first_col;
  const range: SheetRange = {
    first_row: firstRow,
    last_row: input.last_row ?? Math.max(firstRow, Math.min(used.last_row, firstRow + limits.maxRows - 1)),
    first_col: firstCol,
    last_col: input.last_col ?? Math.max(firstCol, Math.min(used.last_col, firstCol + limits.maxCols - 1)),
  };
  const fields: Record<string, string> = {};
  if (range.last_row > used.last_row) fields.last_row = V.range_outside_sheet;
  if (range.first_row > used.last_row) fields.first_row = V.range_outside_sheet;
  if (range.last_col > used.last_col) fields.last_col = V.range_outside_sheet;
  if (range.first_col > used.last_col) fields.first_col = V.range_outside_sheet;
  if (range.first_row > range.last_row) fields.last_row ??= V.range_order;
  if (range.first_col > range.last_col) fields.last_col ??= V.range_order;
  if (range.last_row - range.first_row + 1 > limits.maxRows) fields.last_row ??= V.range_too_many_rows;
  if (range.last_col - range.first_col + 1 > limits.maxCols) fields.last_col ??= V.range_too_many_cols;
  if (Object.keys(fields).length) throw new AppError('range_invalid', 400, fields);
  return range;
}
