import {
  PLANTATION_TYPES,
  ROTATION_IMPORT_MAX_ROWS,
  ROTATION_SHEET_COLUMNS,
  ROTATION_STATUSES,
  rotationImportRowSchema,
  type RotationImportRange,
  type RotationImportRow,
  type RotationSheetKey,
} from '@rayyan/contracts';
import { headerOf, missingColumnsError as missingSheetColumns, readImportRange, sheetDate, type ImportRange, type ImportRow } from '../../shared/sheet-import';
import { sheetText } from '../../shared/sheet-range';
import { readSheet, type SheetRead } from '../../shared/xlsx';

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

/** Header texts accepted for each column (English, the keys, and Arabic). */
const HEADER_ALIASES: Record<RotationSheetKey, string[]> = {
  crop_field_code: ['field code', 'crop field code', 'field', 'code', 'رمز الحقل', 'كود الحقل', 'الحقل'],
  crop: ['crop', 'crop name', 'المحصول', 'اسم المحصول'],
  variety: ['variety', 'الصنف'],
  plantation_type: ['plantation type', 'plantation', 'planting type', 'نوع الزراعة'],
  planting_date: ['planting date', 'date', 'تاريخ الزراعة'],
  status: ['status', 'الحالة'],
  notes: ['notes', 'note', 'ملاحظات'],
};
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

export type ReadRow = ImportRow<RotationImportRow>;

/**
 * Reads the range: its first row is the header (matched to the columns by text), every other non-blank
 * row is checked against the import row contract. Errors are keyed by the sheet's header text.
 */
export function readRange(sheet: SheetRead): ImportRange<RotationSheetKey, RotationImportRow> {
  return readImportRange(sheet, {
    aliases: HEADER_ALIASES,
    missing: (present) => REQUIRED.filter((key) => !present.has(key)),
    parse: (cell) => {
      const text = (key: RotationSheetKey) => sheetText(cell(key)) || (key === 'status' ? undefined : '');
      const status = text('status');
      return rotationImportRowSchema.safeParse({
        crop_field_code: text('crop_field_code'),
        crop: text('crop'),
        variety: text('variety'),
        plantation_type: choice(text('plantation_type') ?? '', PLANTATION_TYPES),
        planting_date: sheetDate(cell('planting_date')),
        status: status === undefined ? undefined : choice(status, ROTATION_STATUSES),
        notes: text('notes'),
      });
    },
  });
}

/** The header text of a column key within a read range (for naming unknown field codes). */
export const headerFor = (read: { columns: string[]; keys: (RotationSheetKey | null)[] }, key: RotationSheetKey) => headerOf(read, key);

/** 400 range_invalid naming the required columns missing from the header row (by their template header). */
export const missingColumnsError = (missing: RotationSheetKey[]) => missingSheetColumns(missing, ROTATION_SHEET_COLUMNS);
