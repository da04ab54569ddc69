import { V } from '@rayyan/contracts';
import { AppError } from './app-error';
import { CpuTaskError, CpuTaskTimeoutError, runCpuTask } from './cpu-pool';
import type { SheetRangeInput, SheetRangeLimits } from './sheet-range';
import type { ZipLimits } from './safe-zip';
import type { ReadSheetInput, ReadSheetOutput, WorkbookSpec } from './xlsx-tasks';

/** A column of an exported sheet: its English header and how to read the cell from a row. */
export interface SheetColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null;
  width?: number;
}

/**
 * Limits of an uploaded workbook, checked before exceljs inflates it (issue 18: a 0.4 MB zip bomb grew
 * the process by 1.6 GB). A 2,000-row import sheet unpacks to about 1 MB and ~10 parts; 20 MB and 500
 * parts leave room for styles, images and many sheets while bounding what exceljs builds in memory.
 */
export const XLSX_LIMITS: ZipLimits = { maxUncompressedBytes: 20 * 1024 * 1024, maxEntries: 500 };

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** exceljs runs in the CPU worker pool (shared/xlsx-tasks.ts), never on the request thread. */
const TASKS = new URL('./xlsx-tasks.ts', import.meta.url);
/** A workbook exceljs has not read or written in this long is treated as too large to handle. */
const TASK_TIMEOUT_MS = 30_000;

/** An .xlsx of one or more sheets, each a bold header row and its rows, written in a worker thread. */
export async function buildWorkbook(spec: WorkbookSpec): Promise<Buffer> {
  const bytes = await runCpuTask<WorkbookSpec, Uint8Array>(TASKS, 'writeWorkbookTask', spec, { timeoutMs: TASK_TIMEOUT_MS });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** An .xlsx workbook of one sheet: a header row, then one row per record. */
export function buildXlsx<T>(sheetName: string, columns: SheetColumn<T>[], rows: T[]): Promise<Buffer> {
  return buildWorkbook({
    sheets: [{ name: sheetName, columns: sheetColumns(columns), rows: rows.map((row) => columns.map((column) => column.value(row) ?? '')) }],
  });
}

/** The header and width of each column, as the workbook task takes them. */
export const sheetColumns = <T>(columns: SheetColumn<T>[], defaultWidth = 18) => columns.map((column) => ({ header: column.header, width: column.width ?? defaultWidth }));

/** Content-Disposition of a download, with today's date in the file name. */
export function attachmentHeader(baseName: string, today: Date): string {
  return `attachment; filename="${baseName}-${today.toISOString().slice(0, 10)}.xlsx"`;
}

export interface ReadSheetOptions {
  sheet?: string;
  range?: SheetRangeInput;
  rangeLimits: SheetRangeLimits;
  grid?: { rows: number; cols: number };
  limits?: ZipLimits;
}

/** An uploaded sheet read: its names, the used range, a preview grid and the chosen range's cells. */
export type SheetRead = Omit<ReadSheetOutput, 'range' | 'problems'> & { range: NonNullable<ReadSheetOutput['range']> };

/**
 * Opens an uploaded .xlsx in a worker thread, trusting its content only: it must be a zip (PK\x03\x04)
 * that passes the zip-bomb check (413 archive_too_large) and that exceljs can read; anything else (CSV,
 * old .xls, a renamed image, a damaged file) is 415 not_xlsx. An unknown sheet or a range outside the
 * sheet is 400 range_invalid naming the input. Every importer of spreadsheets opens workbooks through here.
 */
export async function readSheet(bytes: Uint8Array, options: ReadSheetOptions): Promise<SheetRead> {
  const copy = new Uint8Array(bytes);
  const input: ReadSheetInput = {
    bytes: copy,
    limits: options.limits ?? XLSX_LIMITS,
    sheet: options.sheet,
    range: options.range ?? {},
    rangeLimits: options.rangeLimits,
    grid: options.grid ?? { rows: 0, cols: 0 },
  };
  let read: ReadSheetOutput;
  try {
    read = await runCpuTask<ReadSheetInput, ReadSheetOutput>(TASKS, 'readSheetTask', input, { transfer: [copy.buffer], timeoutMs: TASK_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof CpuTaskTimeoutError) throw new AppError('archive_too_large', 413);
    if (error instanceof CpuTaskError && error.errorName === 'SheetTaskError') {
      if (error.message === 'too_large') throw new AppError('archive_too_large', 413);
      if (error.message === 'no_sheet') throw new AppError('range_invalid', 400, { sheet: V.range_outside_sheet });
      throw new AppError('not_xlsx', 415);
    }
    throw error;
  }
  if (!read.range) throw new AppError('range_invalid', 400, read.problems ?? {});
  return { ...read, range: read.range };
}
