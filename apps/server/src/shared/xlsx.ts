/** A column of an exported sheet: its English header and how to read the cell from a row. */
export interface SheetColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null;
  width?: number;
}

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
