import type { z } from 'zod';
import { V } from '@rayyan/contracts';
import { AppError } from './app-error';
import { sheetText, type SheetValue } from './sheet-range';
import type { SheetRead } from './xlsx';
import { validationMessageText } from './validation-text';

/**
 * Reading an import's range, shared by the sheet importers (crop rotations, trees): the range's first row is the
 * header, matched to the importer's columns by text (English, the keys, Arabic); every other non-blank row is read
 * into the importer's row contract, its problems keyed by the sheet's header text (English message and validation key).
 */

/** A header or choice text compared loosely: any case, no bracketed hint ("Date (YYYY-MM-DD)"), spaces for _ - :. */
export const normalText = (s: string) => s.toLowerCase().replace(/\(.*?\)/g, '').replace(/[\s_\-:]+/g, ' ').trim();

/** An Excel date serial (days since 1899-12-30) or a date cell as YYYY-MM-DD; text as typed. */
export function sheetDate(value: SheetValue | undefined): string {
  if (typeof value === 'number' && value > 0 && value < 2_958_466) return new Date(Math.round((value - 25569) * 86_400_000)).toISOString().slice(0, 10);
  return sheetText(value);
}

export interface ImportRow<T> {
  /** Sheet row number. */
  index: number;
  values: string[];
  /** Header text → English message. */
  errors: Record<string, string>;
  /** Header text → validation key. */
  error_keys: Record<string, string>;
  /** The row as its contract reads it, when it has no problem. */
  row?: T;
}

export interface ImportRange<K extends string, T> {
  columns: string[];
  keys: (K | null)[];
  rows: ImportRow<T>[];
  missing: K[];
}

export interface ImportColumns<K extends string, T> {
  /** Header texts accepted per column besides its key (normalised by `normalText`). */
  aliases: Record<K, string[]>;
  /** The columns the header row lacks that the rows cannot be read without. */
  missing: (present: ReadonlySet<K>) => K[];
  /** Reads one row's cells (by column key; the first column of a key wins) into the contract. */
  parse: (cell: (key: K) => SheetValue | undefined) => z.ZodSafeParseResult<T>;
}

/** The header text of a column key within a read range (the key itself when the sheet has no such column). */
export const headerOf = <K extends string>(read: { columns: string[]; keys: (K | null)[] }, key: string) => read.columns[read.keys.indexOf(key as K)] ?? key;

/** Records a problem of a row under the column's header (the first problem of a column stays). */
export function rowProblem(read: { columns: string[]; keys: (string | null)[] }, row: ImportRow<unknown>, key: string, message: string): void {
  const header = headerOf(read, key);
  if (row.error_keys[header]) return;
  row.error_keys[header] = message;
  row.errors[header] = validationMessageText(message);
  delete row.row;
}

/** Reads the range's header and rows (see the module's comment). */
export function readImportRange<K extends string, T>(sheet: SheetRead, spec: ImportColumns<K, T>): ImportRange<K, T> {
  const aliasToKey = new Map<string, K>(
    (Object.entries(spec.aliases) as [K, string[]][]).flatMap(([key, aliases]) => [...aliases, key].map((a) => [normalText(a), key] as const)),
  );
  const [header = [], ...body] = sheet.rows;
  const columns = header.map(sheetText);
  const keys = columns.map((text) => aliasToKey.get(normalText(text)) ?? null);
  const missing = spec.missing(new Set(keys.filter((k): k is K => k !== null)));
  // Without the required columns the rows cannot be read: the preview says which are missing.
  if (missing.length) return { columns, keys, rows: [], missing };
  const read = { columns, keys, rows: [] as ImportRow<T>[], missing };
  for (const [offset, cells] of body.entries()) {
    const values = columns.map((_, i) => sheetText(cells[i]));
    if (values.every((v) => v === '')) continue;
    const parsed = spec.parse((key) => cells[keys.indexOf(key)]);
    const row: ImportRow<T> = { index: sheet.range.first_row + 1 + offset, values, errors: {}, error_keys: {} };
    if (parsed.success) row.row = parsed.data;
    else {
      for (const issue of parsed.error.issues) {
        rowProblem(read, row, String(issue.path[0] ?? 'row'), issue.code === 'invalid_type' && issue.input === undefined ? V.required : issue.message);
      }
    }
    read.rows.push(row);
  }
  return read;
}

/** 400 range_invalid naming the required columns missing from the header row (by their template header). */
export function missingColumnsError<K extends string>(missing: K[], headers: readonly { key: K; header: string }[]): AppError {
  return new AppError('range_invalid', 400, Object.fromEntries(missing.map((key) => [headers.find((c) => c.key === key)?.header ?? key, V.missing_column])));
}

/** The rows with problems as `rows_invalid` rows (validation keys by header: the error answers their English text and codes). */
export const problemRows = (rows: ImportRow<unknown>[]) => rows.filter((r) => Object.keys(r.error_keys).length > 0).map((r) => ({ index: r.index, fields: r.error_keys }));
