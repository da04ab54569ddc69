import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** A table's primary key: a random UUID given by the database. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** created_at and updated_at of a table (updated_at set again on every Drizzle update). */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** SQL list literal of allowed values, for CHECK constraints that mirror the contract enums. */
export const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
