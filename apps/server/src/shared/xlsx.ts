import type { Workbook } from 'exceljs';
import { AppError } from './app-error';
import { checkArchive } from './archive-check';
import type { ZipLimits } from './safe-zip';

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

/**
 * An .xlsx workbook of one sheet: a header row, then one row per record. exceljs is large and only
 * needed for exports, so it is imported on first use (STACK-NOTES).
 */
export async function buildXlsx<T>(sheetName: string, columns: SheetColumn<T>[], rows: T[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row) ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Content-Disposition of a download, with today's date in the file name. */
export function attachmentHeader(baseName: string, today: Date): string {
  return `attachment; filename="${baseName}-${today.toISOString().slice(0, 10)}.xlsx"`;
}

/**
 * Opens an uploaded .xlsx, trusting its content only: it must be a zip (PK\x03\x04) that passes the
 * zip-bomb check ({@link checkArchive}, 413 archive_too_large) and that exceljs can read; anything else
 * (CSV, old .xls, a renamed image, a damaged file) is 415 not_xlsx. Every importer of spreadsheets
 * (crop rotations, trees, lab results) opens workbooks through here.
 */
export async function loadXlsx(bytes: Buffer, limits: ZipLimits = XLSX_LIMITS): Promise<Workbook> {
  const notXlsx = () => new AppError('not_xlsx', 415);
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 0x03 || bytes[3] !== 0x04) throw notXlsx();
  await checkArchive(bytes, limits, notXlsx);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw notXlsx();
  }
  if (workbook.worksheets.length === 0) throw notXlsx();
  return workbook;
}
