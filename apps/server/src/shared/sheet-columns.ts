import type { SheetColumn } from './xlsx';

/** The fields of a row that are a cell's value as they are (text, a number, a yes/no or nothing). */
type CellField<T> = { [K in keyof T]-?: T[K] extends string | number | boolean | null ? K : never }[keyof T] & string;

/**
 * A column of an exported sheet, declared by what it shows: a field under its own name as the header
 * (`'harvest_date'` is "Harvest date"), `[header, field, width?]` for a field under another header, or a
 * `SheetColumn` for a value computed from the row.
 */
export type ColumnSpec<T> = CellField<T> | readonly [header: string, field: CellField<T>, width?: number] | SheetColumn<T>;

/** A field's name as a header: words apart, the first capitalised (`harvest_date` is "Harvest date"). */
export const fieldHeader = (field: string) => field.charAt(0).toUpperCase() + field.slice(1).replaceAll('_', ' ');

/** The sheet columns of their declarations (`ColumnSpec`), in order. */
export function sheetColumnsOf<T>(specs: readonly ColumnSpec<T>[]): SheetColumn<T>[] {
  const read = (field: CellField<T>) => (row: T) => row[field as keyof T] as ReturnType<SheetColumn<T>['value']>;
  return specs.map((spec): SheetColumn<T> => {
    if (typeof spec === 'string') return { header: fieldHeader(spec), value: read(spec as CellField<T>) };
    if (!Array.isArray(spec)) return spec as SheetColumn<T>;
    const [header, field, width] = spec as readonly [string, CellField<T>, number?];
    return width === undefined ? { header, value: read(field) } : { header, value: read(field), width };
  });
}
