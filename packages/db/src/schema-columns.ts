import { sql } from 'drizzle-orm';
import { text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

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
