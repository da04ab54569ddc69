import { PassThrough, type Readable } from 'node:stream';
import type { TreeRecord } from '@rayyan/contracts';
import type { SheetColumn } from '../../shared/xlsx';

/** The export's columns: the record's fields under English headers, in the list's order. */
export const TREE_SHEET_COLUMNS: SheetColumn<TreeRecord>[] = [
  { header: 'Code', value: (t) => t.code, width: 24 },
  { header: 'Field', value: (t) => t.field_code },
  { header: 'Row', value: (t) => t.row, width: 8 },
  { header: 'Column', value: (t) => t.column, width: 8 },
  { header: 'Variety', value: (t) => t.variety },
  { header: 'Gender', value: (t) => t.gender },
  { header: 'Productive', value: (t) => (t.productive ? 'yes' : 'no'), width: 10 },
  { header: 'Plantation Date', value: (t) => t.plantation_date },
  { header: 'Age (years)', value: (t) => t.age_years, width: 10 },
  { header: 'Origin Country', value: (t) => t.origin_country },
  { header: 'Origin Type', value: (t) => t.origin_type },
  { header: 'Health State', value: (t) => t.health_state },
  { header: 'Spot State', value: (t) => t.spot_state },
  { header: 'Drips Total', value: (t) => t.drips_total, width: 10 },
  { header: 'Drips Working', value: (t) => t.drips_working, width: 10 },
  { header: 'Drips Broken', value: (t) => t.drips_broken, width: 10 },
  { header: 'Drips Blocked', value: (t) => t.drips_blocked, width: 10 },
  { header: 'Drip Flow Rate (L/h)', value: (t) => t.drip_flow_rate, width: 12 },
  { header: 'Valve', value: (t) => t.valve },
];

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
