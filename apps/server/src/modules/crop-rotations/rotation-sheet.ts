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
} from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import { sheetText, type SheetValue } from '../../shared/sheet-range';
import { readSheet, type SheetRead } from '../../shared/xlsx';
import { validationMessageText } from '../../shared/validation-text';

/** Rows × columns of the sheet sent back for the grid preview. */
export const GRID_ROWS = 200;
export const GRID_COLS = 30;
/** Columns one import reads at most (the template has seven). */
export const ROTATION_IMPORT_MAX_COLS = 100;

/**
 * Reads an uploaded workbook in a worker thread through the shared, zip-bomb-checked reader: 415 not_xlsx
 * for anything that is not an .xlsx, 413 archive_too_large for one that unpacks to too much, 400
 * range_invalid for a sheet or range that is not in it.
 */
export function readRotationSheet(bytes: Buffer, input: RotationImportRange): Promise<SheetRead> {
  const { sheet, ...range } = input;
  return readSheet(bytes, { sheet, range, rangeLimits: { maxRows: ROTATION_IMPORT_MAX_ROWS, maxCols: ROTATION_IMPORT_MAX_COLS }, grid: { rows: GRID_ROWS, cols: GRID_COLS } });
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
function dateCell(value: SheetValue | undefined): string {
  if (typeof value === 'number' && value > 0 && value < 2_958_466) return new Date(Math.round((value - 25569) * 86_400_000)).toISOString().slice(0, 10);
  return sheetText(value);
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
export function readRange(sheet: SheetRead): { columns: string[]; keys: (RotationSheetKey | null)[]; rows: ReadRow[]; missing: RotationSheetKey[] } {
  const [header = [], ...body] = sheet.rows;
  const columns = header.map(sheetText);
  const keys = columns.map((header) => aliasToKey.get(normal(header)) ?? null);
  const missing = REQUIRED.filter((key) => !keys.includes(key));
  // Without the required columns the rows cannot be read: the preview says which are missing.
  if (missing.length) return { columns, keys, rows: [], missing };
  const headerOf = (key: string) => columns[keys.indexOf(key as RotationSheetKey)] ?? key;
  const rows: ReadRow[] = [];
  for (const [offset, sheetRow] of body.entries()) {
    const values = columns.map((_, i) => sheetText(sheetRow[i]));
    if (values.every((v) => v === '')) continue;
    const raw: Record<string, string | null> = {};
    keys.forEach((key, i) => {
      if (!key || key in raw) return;
      const text = key === 'planting_date' ? dateCell(sheetRow[i]) : values[i]!;
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
    rows.push({ index: sheet.range.first_row + 1 + offset, values, errors, error_keys: errorKeys, ...(parsed.success ? { row: parsed.data } : {}) });
  }
  return { columns, keys, rows, missing: [] };
}

/** The header text of a column key within a read range (for naming unknown field codes). */
export const headerFor = (read: { columns: string[]; keys: (RotationSheetKey | null)[] }, key: RotationSheetKey) => read.columns[read.keys.indexOf(key)] ?? key;

/** 400 range_invalid naming the required columns missing from the header row (by their template header). */
export function missingColumnsError(missing: RotationSheetKey[]): AppError {
  return new AppError('range_invalid', 400, Object.fromEntries(missing.map((key) => [ROTATION_SHEET_COLUMNS.find((c) => c.key === key)!.header, V.missing_column])));
}
