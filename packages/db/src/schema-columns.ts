import { getTableName, sql } from 'drizzle-orm';
import { check, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A table's primary key: a random UUID given by the database. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** What a reference does when its target row is deleted. */
type OnDelete = 'cascade' | 'restrict' | 'set null';

/** A required reference to another table's row (`<name> uuid NOT NULL REFERENCES …`), deleted with it by default. */
export const parentRef = (name: string, target: () => AnyPgColumn, onDelete: OnDelete = 'cascade') => uuid(name).notNull().references(target, { onDelete });

/** An optional reference to another table's row, cleared when that row is deleted unless told otherwise. */
export const optionalRef = (name: string, target: () => AnyPgColumn, onDelete: OnDelete = 'set null') => uuid(name).references(target, { onDelete });

/** created_at alone, for rows that are written once (logs, tokens, readings). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A required name in both languages (name_en, name_ar). */
export const bilingualName = () => ({
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

/** created_at and updated_at of a table (updated_at set again on every Drizzle update). */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** SQL list literal of allowed values, for CHECK constraints that mirror the contract enums. */
export const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A CHECK that `column` holds one of `values` (a contract enum), or is null when the column may be: named
 * `<table>_<column>_check` unless given a `name`.
 */
export const enumCheck = (column: AnyPgColumn, values: readonly string[], name = `${getTableName(column.table)}_${column.name}_check`) =>
  check(name, column.notNull ? sql`${column} IN (${sqlList(values)})` : sql`${column} IS NULL OR ${column} IN (${sqlList(values)})`);

/** The `enumCheck` of each column named in `lists` (property names of the table's columns `t`), with its values. */
export const enumChecks = <T extends Record<string, AnyPgColumn>>(t: T, lists: Partial<Record<keyof T, readonly string[]>>) =>
  Object.entries(lists).map(([key, values]) => enumCheck(t[key]!, values as readonly string[]));
