import type { Cell, Worksheet } from 'exceljs';
import type { SheetRange } from '@rayyan/contracts';
import { AppError } from './app-error';
import { resolveRange, type SheetRangeInput, type SheetRangeLimits, type SheetValue } from './sheet-range';
import { inspectZip, ZipError, type ZipLimits } from './safe-zip';

/**
 * The exceljs work of reading and writing workbooks, as tasks of the CPU worker pool (shared/cpu-pool.ts):
 * parsing a 5 MB workbook or writing a 10,000-row export takes exceljs hundreds of milliseconds of CPU, which
 * the request thread must never spend (issue 18: `/api/health` answers within 200 ms whatever is uploaded).
 * Inputs and outputs are plain data; failures are thrown as {@link SheetTaskError} with a code the caller
 * maps to its HTTP answer (shared/xlsx.ts).
 */

export type SheetTaskErrorCode = 'not_xlsx' | 'too_large' | 'no_sheet';

export class SheetTaskError extends Error {
  override readonly name = 'SheetTaskError';
  constructor(readonly code: SheetTaskErrorCode) {
    super(code);
  }
}

export interface ReadSheetInput {
  bytes: Uint8Array;
  limits: ZipLimits;
  /** A sheet's name or 1-based position; the first sheet when missing. */
  sheet?: string;
  range: SheetRangeInput;
  rangeLimits: SheetRangeLimits;
  /** The top-left corner returned for a range picker's preview. */
  grid: { rows: number; cols: number };
}

export interface ReadSheetOutput {
  sheets: string[];
  sheet: string;
  used: SheetRange;
  /** The range read, or null with `problems` (bound → validation key) when the chosen range is not valid. */
  range: SheetRange | null;
  problems: Record<string, string> | null;
  /** Text of the top-left cells (`grid` rows × cols, cut to the used range). */
  grid: string[][];
  /** The range's cells, row by row, one value per column of the range. */
  rows: SheetValue[][];
}

/** A cell as plain data: its number when it holds one, dates as YYYY-MM-DD, rich text and formula results as text. */
export function cellValue(cell: Cell | undefined): SheetValue {
  const value = cell?.value as unknown;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: string; error?: string };
    if (v.richText) return v.richText.map((r) => r.text).join('').trim();
    if ('result' in v) return v.result instanceof Date ? v.result.toISOString().slice(0, 10) : String(v.result ?? '').trim();
    if (v.text !== undefined) return String(v.text).trim();
    if (v.error) return v.error;
    return '';
  }
  return String(value).trim();
}

function usedRange(sheet: Worksheet): SheetRange {
  let firstRow = Infinity, lastRow = 0, firstCol = Infinity, lastCol = 0;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    row.eachCell({ includeEmpty: false }, (cell, colNumber) => {
      if (cellValue(cell) === '') return;
      firstRow = Math.min(firstRow, rowNumber);
      lastRow = Math.max(lastRow, rowNumber);
      firstCol = Math.min(firstCol, colNumber);
      lastCol = Math.max(lastCol, colNumber);
    });
  });
  return lastRow === 0 ? { first_row: 1, last_row: 1, first_col: 1, last_col: 1 } : { first_row: firstRow, last_row: lastRow, first_col: firstCol, last_col: lastCol };
}

function cells(sheet: Worksheet, rows: [number, number], cols: [number, number], map: (cell: Cell) => SheetValue): SheetValue[][] {
  const out: SheetValue[][] = [];
  for (let r = rows[0]; r <= rows[1]; r++) {
    const row = sheet.getRow(r);
    const line: SheetValue[] = [];
    for (let c = cols[0]; c <= cols[1]; c++) line.push(map(row.getCell(c)));
    out.push(line);
  }
  return out;
}

/** Worker task: checks the archive, opens the workbook, picks the sheet and reads the chosen range. */
export async function readSheetTask(input: ReadSheetInput): Promise<ReadSheetOutput> {
  const { bytes } = input;
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 0x03 || bytes[3] !== 0x04) throw new SheetTaskError('not_xlsx');
  try {
    inspectZip(bytes, input.limits);
  } catch (error) {
    if (error instanceof ZipError) throw new SheetTaskError(error.code === 'too_large' ? 'too_large' : 'not_xlsx');
    throw error;
  }
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new SheetTaskError('not_xlsx');
  }
  const sheets = workbook.worksheets;
  if (sheets.length === 0) throw new SheetTaskError('not_xlsx');
  const choice = input.sheet;
  const sheet = !choice ? sheets[0] : (sheets.find((w) => w.name === choice) ?? (/^\d+$/.test(choice) ? sheets[Number(choice) - 1] : undefined));
  if (!sheet) throw new SheetTaskError('no_sheet');
  const used = usedRange(sheet);
  let range: SheetRange | null = null;
  let problems: Record<string, string> | null = null;
  try {
    range = resolveRange(input.range, used, input.rangeLimits);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    problems = error.fields ?? {};
  }
  const text = (cell: Cell) => String(cellValue(cell));
  return {
    sheets: sheets.map((w) => w.name),
    sheet: sheet.name,
    used,
    range,
    problems,
    grid: cells(sheet, [1, Math.min(used.last_row, input.grid.rows)], [1, Math.min(used.last_col, input.grid.cols)], text) as string[][],
    rows: range ? cells(sheet, [range.first_row, range.last_row], [range.first_col, range.last_col], cellValue) : [],
  };
}

export interface WorkbookSpec {
  sheets: {
    name: string;
    columns: { header: string; width: number }[];
    rows: (string | number | boolean)[][];
    /** Laid out right to left (an Arabic report). */
    rightToLeft?: boolean;
  }[];
}

/** Worker task: an .xlsx of the given sheets, each a bold header row and its rows. */
export async function writeWorkbookTask(spec: WorkbookSpec): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  for (const { name, columns, rows, rightToLeft } of spec.sheets) {
    const sheet = workbook.addWorksheet(name, rightToLeft ? { views: [{ rightToLeft: true }] } : {});
    sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
    sheet.getRow(1).font = { bold: true };
    for (const row of rows) sheet.addRow(row);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
