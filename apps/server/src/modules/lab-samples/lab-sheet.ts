import { LAB_IMPORT_MAX_ROWS, LAB_PARAMETERS, LAB_PARAMETER_KEYS, LAB_SHEET_COLUMNS, V, labPropertyProblems, type LabParameter, type LabSheetColumn, type RotationImportRange } from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import { sheetText } from '../../shared/sheet-range';
import { readSheet, type SheetRead } from '../../shared/xlsx';
import { validationMessageText } from '../../shared/validation-text';

/** Rows × columns of the sheet sent back for the grid preview. */
const GRID = { rows: 200, cols: 30 };

/** Reads an uploaded lab workbook through the shared, zip-bomb-checked reader (415 not_xlsx for anything else). */
export function readLabSheet(bytes: Buffer, input: RotationImportRange): Promise<SheetRead> {
  const { sheet, ...range } = input;
  return readSheet(bytes, { sheet, range, rangeLimits: { maxRows: LAB_IMPORT_MAX_ROWS, maxCols: 30 }, grid: GRID });
}

const normal = (s: string) => s.toLowerCase().replace(/[()]/g, ' ').replace(/[\s_\-:]+/g, ' ').trim();
const HEADERS: Record<LabSheetColumn, string[]> = {
  parameter: ['parameter', 'property', 'test', 'analysis', 'الخاصية', 'المعامل', 'التحليل'],
  result: ['result', 'value', 'النتيجة', 'القيمة'],
  unit: ['unit', 'units', 'الوحدة'],
};
/** How labs name the parameters (English, symbols, Arabic), normalised. */
const PARAMETER_NAMES: Record<LabParameter, string[]> = {
  clay: ['clay', 'طين'],
  sand: ['sand', 'رمل'],
  silt: ['silt', 'سلت', 'طمي'],
  ph: ['ph', 'الأس الهيدروجيني', 'درجة الحموضة'],
  moisture: ['moisture', 'water content', 'رطوبة'],
  ec: ['ec', 'ece', 'ecw', 'electrical conductivity', 'salinity', 'التوصيل الكهربائي', 'الموصلية الكهربائية', 'ملوحة'],
  organic_matter: ['organic matter', 'om', 'المادة العضوية'],
  whc: ['whc', 'water holding capacity', 'السعة المائية'],
  caco3: ['caco3', 'calcium carbonate', 'كربونات الكالسيوم'],
  carbonate: ['carbonate', 'co3', 'كربونات'],
  bicarbonate: ['bicarbonate', 'hco3', 'بيكربونات'],
  chloride: ['chloride', 'cl', 'كلوريد'],
  sulfate: ['sulfate', 'sulphate', 'so4', 'كبريتات'],
  sulfur: ['sulfur', 'sulphur', 's', 'كبريت'],
  cec: ['cec', 'cation exchange capacity', 'السعة التبادلية الكاتيونية'],
  esp: ['esp', 'exchangeable sodium percentage', 'نسبة الصوديوم المتبادل'],
  sar: ['sar', 'sodium adsorption ratio', 'نسبة ادمصاص الصوديوم'],
  calcium: ['calcium', 'ca', 'كالسيوم'],
  magnesium: ['magnesium', 'mg', 'مغنيسيوم'],
  sodium: ['sodium', 'na', 'صوديوم'],
  potassium: ['potassium', 'k', 'بوتاسيوم'],
  nitrogen: ['nitrogen', 'n', 'نيتروجين'],
  phosphorus: ['phosphorus', 'p', 'فوسفور'],
  boron: ['boron', 'b', 'بورون'],
  iron: ['iron', 'fe', 'حديد'],
  zinc: ['zinc', 'zn', 'زنك'],
  manganese: ['manganese', 'mn', 'منجنيز'],
  copper: ['copper', 'cu', 'نحاس'],
  lead: ['lead', 'pb', 'رصاص'],
  cadmium: ['cadmium', 'cd', 'كادميوم'],
  nickel: ['nickel', 'ni', 'نيكل'],
};
const headerKey = new Map(Object.entries(HEADERS).flatMap(([key, names]) => [...names, key].map((n) => [normal(n), key as LabSheetColumn] as const)));
const parameterKey = new Map(LAB_PARAMETER_KEYS.flatMap((key) => [...PARAMETER_NAMES[key], key].map((n) => [normal(n), key] as const)));

/** A unit cell as the parameter's unit ('' for none, any case: "ds/m" is dS/m), or the text as typed when it is none of them. */
function unitOf(parameter: LabParameter, text: string): string {
  const t = text.trim().replace(/^[-–]$/, '').replace(/^us\/cm$/i, 'µS/cm');
  return LAB_PARAMETERS[parameter].units.find((u) => u.toLowerCase() === t.toLowerCase()) ?? t;
}

export interface LabSheetRow {
  index: number;
  values: string[];
  errors: Record<string, string>;
  error_keys: Record<string, string>;
  property?: { parameter: LabParameter; result: number; unit: string };
}

/**
 * Reads the range: its first row is the header (Parameter, Result, Unit, matched by text in English or Arabic), every
 * other non-blank row one property, checked like a property typed in the form (unit, sign, pH, percentages, texture
 * sum). Errors are keyed by the sheet's header text.
 */
export function readLabRange(sheet: SheetRead): { columns: string[]; rows: LabSheetRow[]; missing: LabSheetColumn[] } {
  const [header = [], ...body] = sheet.rows;
  const columns = header.map(sheetText);
  const keys = columns.map((c) => headerKey.get(normal(c)) ?? null);
  const missing = LAB_SHEET_COLUMNS.filter((key) => key !== 'unit' && !keys.includes(key));
  if (missing.length) return { columns, rows: [], missing };
  const col = (key: LabSheetColumn) => keys.indexOf(key);
  const headerOf = (key: LabSheetColumn) => columns[col(key)] ?? key;
  const rows: LabSheetRow[] = [];
  const fail = (row: LabSheetRow, key: LabSheetColumn, message: string) => {
    row.errors[headerOf(key)] = validationMessageText(message);
    row.error_keys[headerOf(key)] = message;
  };
  for (const [offset, cells] of body.entries()) {
    const values = columns.map((_, i) => sheetText(cells[i]));
    if (values.every((v) => v === '')) continue;
    const row: LabSheetRow = { index: sheet.range.first_row + 1 + offset, values, errors: {}, error_keys: {} };
    rows.push(row);
    const parameter = parameterKey.get(normal(values[col('parameter')] ?? ''));
    const cell = cells[col('result')];
    const result = typeof cell === 'number' ? cell : Number(String(cell ?? '').trim().replace(',', '.'));
    if (!parameter) fail(row, 'parameter', values[col('parameter')] ? V.invalid_choice : V.required);
    if (cell === undefined || cell === '' || !Number.isFinite(result)) fail(row, 'result', V.required);
    if (parameter && Number.isFinite(result) && cell !== '' && cell !== undefined) row.property = { parameter, result, unit: unitOf(parameter, col('unit') >= 0 ? (values[col('unit')] ?? '') : '') };
  }
  const read = rows.filter((r) => r.property);
  for (const [i, key] of labPropertyProblems(read.map((r) => r.property!))) {
    const row = read[i]!;
    fail(row, key === V.lab_unit ? 'unit' : 'result', key);
    delete row.property;
  }
  return { columns, rows, missing };
}

/** 400 range_invalid naming the columns the header row lacks. */
export const missingLabColumns = (missing: LabSheetColumn[]) => new AppError('range_invalid', 400, Object.fromEntries(missing.map((key) => [key, V.missing_column])));
