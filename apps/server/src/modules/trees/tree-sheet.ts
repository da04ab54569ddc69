import { PassThrough, type Readable } from 'node:stream';
import type { TreeRecord } from '@rayyan/contracts';
import { sheetColumnsOf } from '../../shared/sheet-columns';

/** The export's columns: the record's fields under English headers, in the list's order. */
export const TREE_SHEET_COLUMNS = sheetColumnsOf<TreeRecord>([
  ['Code', 'code', 24], ['Field', 'field_code'], ['Row', 'row', 8], ['Column', 'column', 8], 'variety', 'gender',
  { header: 'Productive', value: (t) => (t.productive ? 'yes' : 'no'), width: 10 },
  ['Plantation Date', 'plantation_date'], ['Age (years)', 'age_years', 10], ['Origin Country', 'origin_country'], ['Origin Type', 'origin_type'],
  ['Health State', 'health_state'], ['Spot State', 'spot_state'], ['Drips Total', 'drips_total', 10], ['Drips Working', 'drips_working', 10],
  ['Drips Broken', 'drips_broken', 10], ['Drips Blocked', 'drips_blocked', 10], ['Drip Flow Rate (L/h)', 'drip_flow_rate', 12], 'valve',
]);

/**
 * An .xlsx of every tree the batches give, written as it is read (exceljs' streaming writer): each batch's rows are
 * committed to the zip stream before the next batch is read, so memory stays bounded at 200,000 trees.
 */
export function streamTreeSheet(batches: AsyncIterable<TreeRecord[]>): Readable {
  const out = new PassThrough();
  void (async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = workbook.addWorksheet('Trees');
    sheet.columns = TREE_SHEET_COLUMNS.map((column) => ({ header: column.header, width: column.width ?? 16 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const batch of batches) {
      for (const tree of batch) sheet.addRow(TREE_SHEET_COLUMNS.map((column) => column.value(tree) ?? '')).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
