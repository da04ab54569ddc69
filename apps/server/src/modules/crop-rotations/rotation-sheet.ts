import type { Cell, Workbook, Worksheet } from 'exceljs';
import {
  PLANTATION_TYPES,
  ROTATION_IMPORT_MAX_ROWS,
  ROTATION_SHEET_COLUMNS,
  ROTATION_STATUSES,
  V,
  rotationImportRowSchema,
  type RotationImportRange,
  type RotationImportRow,
  type RotationSheetKey,
  type SheetRange,
} from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import { loadXlsx } from '../../shared/xlsx';
import { validationMessageText } from '../../shared/validation-text';

/** Rows × columns of the sheet sent back for the grid preview. */
export const GRID_ROWS = 200;
export const GRID_COLS = 30;

/**
 * Loads an uploaded workbook through the shared, zip-bomb-checked reader: 415 not_xlsx for anything that
 * is not an .xlsx, 413 archive_too_large for one that unpacks to too much.
 */
export const loadWorkbook = (bytes: Buffer): Promise<Workbook> => loadXlsx(bytes);

/** The sheet named `sheet`, or its 1-based position, or the first sheet. */
export function pickSheet(workbook: Workbook, sheet: string | undefined): Worksheet {
  if (!sheet) return workbook.worksheets[0]!;
  const byName = workbook.worksheets.find((w) => w.name === sheet);
  if (byName) return byName;
  if (/^\d+$/.test(sheet) && workbook.worksheets[Number(sheet) - 1]) return workbook.worksheets[Number(sheet) - 1]!;
  throw new AppError('range_invalid', 400, { sheet: V.range_outside_sheet });
}

/** A cell as the text a user sees; dates as YYYY-MM-DD. */
export function cellText(cell: Cell | undefined): string {
  const value = cell?.value as unknown;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: string; hyperlink?: string; error?: string };
    if (v.richText) return v.richText.map((r) => r.text).join('').trim();
    if ('result' in v) return v.result instanceof Date ? v.result.toISOString().slice(0, 10) : String(v.result ?? '').trim();
    if (v.text !== undefined) return String(v.text).trim();
    if (v.error) return v.error;
    return '';
  }
  return String(value).trim();
}

/** The rectangle of the sheet's filled cells (1,1,1,1 for an empty sheet). */
export function usedRange(sheet: Worksheet): SheetRange {
  let firstRow = Infinity, lastRow = 0, firstCol = Infinity, lastCol = 0;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    row.eachCell({ includeEmpty: false }, (cell, colNumber) => {
      if (cellText(cell) === '') return;
      firstRow = Math.min(firstRow, rowNumber);
      lastRow = Math.max(lastRow, rowNumber);
      firstCol = Math.min(firstCol, colNumber);
      lastCol = Math.max(lastCol, colNumber);
    });
  });
  return lastRow === 0 ? { first_row: 1, last_row: 1, first_col: 1, last_col: 1 } : { first_row: firstRow, last_row: lastRow, first_col: firstCol, last_col: lastCol };
}

/**
 * The range the user chose (missing bounds from the used range), checked: first ≤ last, inside the
 * sheet's used range, at most ROTATION_IMPORT_MAX_ROWS rows. Problems → 400 range_invalid by input.
 */
export function resolveRange(input: RotationImportRange, used: SheetRange): SheetRange {
  const firstRow = input.first_row ?? used.first_row;
  const range: SheetRange = {
    first_row: firstRow,
    // Not chosen: the used range, cut to the most rows one import takes.
    last_row: input.last_row ?? Math.max(firstRow, Math.min(used.last_row, firstRow + ROTATION_IMPORT_MAX_ROWS - 1)),
    first_col: input.first_col ?? used.first_col,
    last_col: input.last_col ?? used.last_col,
  };
  const fields: Record<string, string> = {};
  if (range.last_row > used.last_row) fields.last_row = V.range_outside_sheet;
  if (range.first_row > used.last_row) fields.first_row = V.range_outside_sheet;
  if (range.last_col > used.last_col) fields.last_col = V.range_outside_sheet;
  if (range.first_col > used.last_col) fields.first_col = V.range_outside_sheet;
  if (range.first_row > range.last_row) fields.last_row ??= V.range_order;
  if (range.first_col > range.last_col) fields.last_col ??= V.range_order;
  if (range.last_row - range.first_row + 1 > ROTATION_IMPORT_MAX_ROWS) fields.last_row ??= V.range_too_many_rows;
  if (Object.keys(fields).length) throw new AppError('range_invalid', 400, fields);
  return range;
}

const normal = (s: string) => s.toLowerCase().replace(/\(.*?\)/g, '').replace(/[\s_\-:]+/g, ' ').trim();
/** Header texts accepted for each column (English, the keys, and Arabic), normalised. */
const HEADER_ALIASES: Record<RotationSheetKey, string[]> = {
  crop_field_code: ['field code', 'crop field code', 'field', 'code', 'رمز الحقل', 'كود الحقل', 'الحقل'],
  crop: ['crop', 'crop name', 'المحصول', 'اسم المحصول'],
  variety: ['variety', 'الصنف'],
  plantation_type: ['plantation type', 'plantation', 'planting type', 'نوع الزراعة'],
  planting_date: ['planting date', 'date', 'تاريخ الزراعة'],
  status: ['status', 'الحالة'],
  notes: ['notes', 'note', 'ملاحظات'],
};
const aliasToKey = new Map<string, RotationSheetKey>(
  Object.entries(HEADER_ALIASES).flatMap(([key, aliases]) => [...aliases, key].map((a) => [normal(a), key as RotationSheetKey] as const)),
);
const REQUIRED: RotationSheetKey[] = ['crop_field_code', 'crop', 'plantation_type', 'planting_date'];

/** Choice cells: the key itself, its English words ("Direct seeding"), or the Arabic label. */
const CHOICE_ALIASES: Record<string, string> = {
  'بذر مباشر': 'direct_seeding',
  شتل: 'transplanting',
  'تقاوي درنات': 'seed_tubers',
  عقل: 'cuttings',
  أخرى: 'other',
  نشط: 'active',
  منتهي: 'ended',
  منتهية: 'ended',
};
const choice = (text: string, allowed: readonly string[]) => {
  const key = CHOICE_ALIASES[text.trim()] ?? text.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return allowed.includes(key) ? key : text;
};

/** An Excel date serial (days since 1899-12-30) or a date cell as YYYY-MM-DD; text as typed. */
function dateCell(cell: Cell | undefined): string {
  const value = cell?.value as unknown;
  if (typeof value === 'number' && value > 0 && value < 2_958_466) return new Date(Math.round((value - 25569) * 86_400_000)).toISOString().slice(0, 10);
  return cellText(cell);
}

export interface ReadRow {
  index: number;
  values: string[];
  errors: Record<string, string>;
  error_keys: Record<string, string>;
  row?: RotationImportRow;
}

/**
 * Reads the range: its first row is the header (matched to the columns by text), every other non-blank
 * row is checked against the import row contract. Errors are keyed by the sheet's header text.
 */
export function readRange(sheet: Worksheet, range: SheetRange): { columns: string[]; keys: (RotationSheetKey | null)[]; rows: ReadRow[]; missing: RotationSheetKey[] } {
  const columns: string[] = [];
  for (let c = range.first_col; c <= range.last_col; c++) columns.push(cellText(sheet.getRow(range.first_row).getCell(c)));
  const keys = columns.map((header) => aliasToKey.get(normal(header)) ?? null);
  const missing = REQUIRED.filter((key) => !keys.includes(key));
  // Without the required columns the rows cannot be read: the preview says which are missing.
  if (missing.length) return { columns, keys, rows: [], missing };
  const headerOf = (key: string) => columns[keys.indexOf(key as RotationSheetKey)] ?? key;
  const rows: ReadRow[] = [];
  for (let r = range.first_row + 1; r <= range.last_row; r++) {
    const sheetRow = sheet.getRow(r);
    const values = columns.map((_, i) => cellText(sheetRow.getCell(range.first_col + i)));
    if (values.every((v) => v === '')) continue;
    const raw: Record<string, string | null> = {};
    keys.forEach((key, i) => {
      if (!key || key in raw) return;
      const cell = sheetRow.getCell(range.first_col + i);
      const text = key === 'planting_date' ? dateCell(cell) : values[i]!;
      raw[key] = key === 'plantation_type' ? choice(text, PLANTATION_TYPES) : key === 'status' ? (text === '' ? null : choice(text, ROTATION_STATUSES)) : text;
    });
    const input = { ...raw, status: raw.status ?? undefined };
    const parsed = rotationImportRowSchema.safeParse(input);
    const errors: Record<string, string> = {};
    const errorKeys: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const header = headerOf(String(issue.path[0] ?? 'row'));
        if (errorKeys[header]) continue;
        const key = issue.code === 'invalid_type' && issue.input === undefined ? V.required : issue.message;
        errorKeys[header] = key;
        errors[header] = validationMessageText(key);
      }
    }
    rows.push({ index: r, values, errors, error_keys: errorKeys, ...(parsed.success ? { row: parsed.data } : {}) });
  }
  return { columns, keys, rows, missing: [] };
}

/** The top-left cells of the sheet as text, for the range picker's grid. */
export function sheetGrid(sheet: Worksheet, used: SheetRange): string[][] {
  const grid: string[][] = [];
  const rows = Math.min(used.last_row, GRID_ROWS);
  const cols = Math.min(used.last_col, GRID_COLS);
  for (let r = 1; r <= rows; r++) {
    const row = sheet.getRow(r);
    const line: string[] = [];
    for (let c = 1; c <= cols; c++) line.push(cellText(row.getCell(c)));
    grid.push(line);
  }
  return grid;
}

/** The header text of a column key within a read range (for naming unknown field codes). */
export const headerFor = (read: { columns: string[]; keys: (RotationSheetKey | null)[] }, key: RotationSheetKey) => read.columns[read.keys.indexOf(key)] ?? key;

/** 400 range_invalid naming the required columns missing from the header row (by their template header). */
export function missingColumnsError(missing: RotationSheetKey[]): AppError {
  return new AppError('range_invalid', 400, Object.fromEntries(missing.map((key) => [ROTATION_SHEET_COLUMNS.find((c) => c.key === key)!.header, V.missing_column])));
}
