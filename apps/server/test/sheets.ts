import { uniqueSuffix } from '@rayyan/db/testing';

/** A real .xlsx built with exceljs: `rows` written from A1 (or offset) of a sheet named `name`, after a first sheet "Notes". */
export async function sheetWorkbook(rows: unknown[][], options: { offsetRows?: number; offsetCols?: number; name?: string } = {}) {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Notes').addRow(['nothing here']);
  const sheet = book.addWorksheet(options.name ?? 'Rotations');
  rows.forEach((row, r) => row.forEach((value, c) => (sheet.getRow(r + 1 + (options.offsetRows ?? 0)).getCell(c + 1 + (options.offsetCols ?? 0)).value = value as never)));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A multipart body of form fields and the workbook as `file`. */
export function sheetMultipart(file: Buffer, fields: Record<string, string | number>, fileName = 'sheet.xlsx') {
  const boundary = `----rayyan${uniqueSuffix()}`;
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  return {
    payload: Buffer.concat([
      ...parts,
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
