import { ROTATION_IMPORT_MAX_ROWS, V, type SheetRange } from '@rayyan/contracts';

/** The four numbers of the range picker while typed (empty input = null). */
export type RangeDraft = { [K in keyof SheetRange]: number | null };
export type RangeField = keyof SheetRange;

export const RANGE_FIELDS: RangeField[] = ['first_row', 'last_row', 'first_col', 'last_col'];

/** The picker starts on the sheet's used range: its first row as the header. */
export const draftOf = (range: SheetRange): RangeDraft => ({ ...range });

/**
 * Problems of a typed range against the sheet's used range, as validation keys by input (the same
 * rules as the server): every bound a whole number ≥ 1, first ≤ last, inside the sheet, at most
 * ROTATION_IMPORT_MAX_ROWS rows (header included).
 */
export function rangeProblems(draft: RangeDraft, used: SheetRange, maxRows = ROTATION_IMPORT_MAX_ROWS): Partial<Record<RangeField, string>> {
  const problems: Partial<Record<RangeField, string>> = {};
  for (const field of RANGE_FIELDS) {
    const value = draft[field];
    if (value === null || !Number.isInteger(value)) problems[field] = V.required;
    else if (value < 1) problems[field] = V.out_of_range;
    else if (value > (field.endsWith('row') ? used.last_row : used.last_col)) problems[field] = V.range_outside_sheet;
  }
  const { first_row, last_row, first_col, last_col } = draft;
  if (!problems.first_row && !problems.last_row && first_row! > last_row!) problems.last_row = V.range_order;
  if (!problems.first_col && !problems.last_col && first_col! > last_col!) problems.last_col = V.range_order;
  if (!problems.first_row && !problems.last_row && last_row! - first_row! + 1 > maxRows) problems.last_row = V.range_too_many_rows;
  return problems;
}

/** The range once valid, else null. */
export function validRange(draft: RangeDraft, used: SheetRange, maxRows = ROTATION_IMPORT_MAX_ROWS): SheetRange | null {
  return Object.keys(rangeProblems(draft, used, maxRows)).length ? null : (draft as SheetRange);
}

/** How a cell of the grid preview is shown: the header row of the range, its data rows, or outside. */
export function cellRole(row: number, col: number, draft: RangeDraft): 'header' | 'data' | 'outside' {
  const { first_row, last_row, first_col, last_col } = draft;
  if (first_row === null || last_row === null || first_col === null || last_col === null) return 'outside';
  if (col < first_col || col > last_col || row < first_row || row > last_row) return 'outside';
  return row === first_row ? 'header' : 'data';
}

/** Spreadsheet column letters: 1 → A, 26 → Z, 27 → AA. */
export function columnLetter(n: number): string {
  let text = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) text = String.fromCharCode(65 + ((k - 1) % 26)) + text;
  return text;
}

/** "B3:H7" of a range. */
export const rangeLabel = (r: SheetRange) => `${columnLetter(r.first_col)}${r.first_row}:${columnLetter(r.last_col)}${r.last_row}`;

/** The form fields of an import request (besides the file). */
export function rangeForm(file: File, sheet: string | null, range: SheetRange | null): FormData {
  const form = new FormData();
  if (sheet) form.append('sheet', sheet);
  if (range) for (const field of RANGE_FIELDS) form.append(field, String(range[field]));
  form.append('file', file);
  return form;
}
