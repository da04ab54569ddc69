import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@rayyan/db';

/** A table of rows that belong to one record of an organisation (a form's lines, a template's tasks, an asset's fields). */
export type ChildTable = PgTable & { orgId: PgColumn };

/**
 * Writes the rows of one record whole: deletes the organisation's rows whose `parent` column is `parentId`, then
 * inserts `rows` (none: the record is left without any). Run it in the write's transaction.
 */
export async function replaceChildRows<T extends ChildTable>(db: Db, table: T, parent: PgColumn, orgId: string, parentId: string, rows: T['$inferInsert'][]): Promise<void> {
  await db.delete(table).where(and(eq(table.orgId, orgId), eq(parent, parentId)));
  if (rows.length > 0) await db.insert(table).values(rows);
}

/** The organisation's rows of one record (its `parent` column is `parentId`) in the given order. */
export async function childRowsOf<T extends ChildTable>(db: Db, table: T, parent: PgColumn, orgId: string, parentId: string, ...orderBy: (PgColumn | SQL)[]): Promise<T['$inferSelect'][]> {
  const rows = await db.select().from(table as ChildTable).where(and(eq(table.orgId, orgId), eq(parent, parentId))).orderBy(...orderBy);
  return rows as T['$inferSelect'][];
}
