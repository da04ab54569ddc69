import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@rayyan/db';

/** A table whose rows have an `id` and belong to an organisation (`org_id`; the organisations table has none: its id is the organisation). */
export type OrgScopedTable = PgTable & { id: PgColumn; orgId?: PgColumn };

/**
 * Locks one organisation's row until the transaction `tx` ends, so that a read-check-write (a patch
 * checked against the stored record, the activity log's before and after) sees no concurrent write in
 * between: a second writer of the same row waits for the first to commit, then reads its result.
 * `FOR NO KEY UPDATE` (what an UPDATE takes) still lets other transactions insert rows referencing it.
 * A missing row locks nothing; the caller's own read then answers 404.
 */
export async function lockRow(tx: Db, table: OrgScopedTable, orgId: string, id: string): Promise<void> {
  const ofOrg = table.orgId ? sql` AND ${table.orgId} = ${orgId}` : sql``;
  await tx.execute(sql`SELECT 1 FROM ${table} WHERE ${table.id} = ${id}${ofOrg} FOR NO KEY UPDATE`);
}

/** Locks several rows of one organisation, in id order (two bulk writes over the same rows cannot deadlock). */
export async function lockRows(tx: Db, table: OrgScopedTable & { orgId: PgColumn }, orgId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`SELECT 1 FROM ${table} WHERE ${table.orgId} = ${orgId} AND ${table.id} IN (${list}) ORDER BY ${table.id} FOR NO KEY UPDATE`);
}
