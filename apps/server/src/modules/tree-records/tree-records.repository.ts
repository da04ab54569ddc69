import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { TreeObservation, TreeRecordListQuery, TreeRecordState } from '@rayyan/contracts';
import { treeFields, treeRecords, trees, users, type Db, type TreeRecordRow } from '@rayyan/db';
import { orgResourceRepository } from '../../shared/org-resource.repository';

export type NewTreeRecord = Pick<TreeRecordRow, 'treeId' | 'idempotencyKey' | 'kind' | 'changes' | 'note' | 'recordedBy' | 'recordedAt' | 'lat' | 'lng'>;

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

function toObservation(row: TreeRecordRow & Record<string, unknown>): TreeObservation {
  return {
    id: row.id,
    tree_id: row.treeId,
    tree_code: row.tree_code as string,
    field_id: row.field_id as string,
    field_code: row.field_code as string,
    row: row.tree_row as number,
    column: row.tree_column as number,
    kind: row.kind,
    changes: row.changes,
    note: row.note,
    state: row.state,
    recorded_by_name: (row.recorded_by_name as string | null) ?? null,
    recorded_at: row.recordedAt.toISOString(),
    lat: row.lat,
    lng: row.lng,
    reviewed_by_name: (row.reviewed_by_name as string | null) ?? null,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    reject_reason: row.rejectReason,
  };
}

/** Records from the field of one organisation (the kit's list, with the tree's place and the people's names beside each). */
export function createTreeRecordRepository(db: Db) {
  const ofTree = (column: 'code' | 'row' | 'column' | 'field_id') => sql.raw(`(SELECT t."${column}" FROM trees t WHERE t.id = "tree_records"."tree_id")`);
  const records = orgResourceRepository<typeof treeRecords, TreeObservation, never, never, TreeRecordListQuery>(db, {
    table: treeRecords,
    filters: (q) => [
      q.state ? eq(treeRecords.state, q.state) : undefined,
      q.kind ? eq(treeRecords.kind, q.kind) : undefined,
      q.tree_id ? eq(treeRecords.treeId, q.tree_id) : undefined,
      q.field_id ? inArray(treeRecords.treeId, db.select({ id: trees.id }).from(trees).where(eq(trees.fieldId, q.field_id))) : undefined,
      q.recorded_by ? eq(treeRecords.recordedBy, q.recorded_by) : undefined,
      q.from ? gte(treeRecords.recordedAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
      q.to ? lt(treeRecords.recordedAt, nextDay(q.to)) : undefined,
    ],
    orderBy: [treeRecords.recordedAt],
    descending: true,
    computed: {
      tree_code: sql<string>`${ofTree('code')}`,
      tree_row: sql<number>`${ofTree('row')}`,
      tree_column: sql<number>`${ofTree('column')}`,
      field_id: sql<string>`${ofTree('field_id')}`,
      field_code: sql<string>`(SELECT f.code FROM ${treeFields} f JOIN ${trees} t ON t.field_id = f.id WHERE t.id = ${treeRecords.treeId})`,
      recorded_by_name: sql<string | null>`(SELECT u.name FROM ${users} u WHERE u.id = ${treeRecords.recordedBy})`,
      reviewed_by_name: sql<string | null>`(SELECT u.name FROM ${users} u WHERE u.id = ${treeRecords.reviewedBy})`,
    },
    toRecord: (row) => toObservation(row as TreeRecordRow & Record<string, unknown>),
  });

  return {
    list: records.list,
    getById: records.getById,
    /** Stores a record once per idempotency key: a replay answers the record stored the first time. */
    async insertOnce(orgId: string, values: NewTreeRecord): Promise<{ id: string; created: boolean }> {
      const [row] = await db
        .insert(treeRecords)
        .values({ ...values, orgId })
        .onConflictDoNothing({ target: [treeRecords.orgId, treeRecords.idempotencyKey] })
        .returning({ id: treeRecords.id });
      if (row) return { id: row.id, created: true };
      const [existing] = await db.select({ id: treeRecords.id }).from(treeRecords).where(and(eq(treeRecords.orgId, orgId), eq(treeRecords.idempotencyKey, values.idempotencyKey)));
      return { id: existing!.id, created: false };
    },
    async treeIdByCode(orgId: string, code: string): Promise<string | undefined> {
      const [row] = await db.select({ id: trees.id }).from(trees).where(and(eq(trees.orgId, orgId), sql`lower(${trees.code}) = lower(${code})`));
      return row?.id;
    },
    async treeExists(orgId: string, id: string): Promise<boolean> {
      const [row] = await db.select({ id: trees.id }).from(trees).where(and(eq(trees.orgId, orgId), eq(trees.id, id)));
      return Boolean(row);
    },
    /** The records, locked for the review (in id order, so two reviews of the same records cannot deadlock), as stored. */
    async lockForReview(orgId: string, ids: readonly string[]): Promise<TreeRecordRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(treeRecords).where(and(eq(treeRecords.orgId, orgId), inArray(treeRecords.id, [...ids]))).orderBy(treeRecords.id).for('update');
    },
    /** Pending records → approved or rejected; answers how many were still pending. */
    async review(orgId: string, ids: readonly string[], state: Exclude<TreeRecordState, 'pending'>, by: string, at: Date, reason: string | null): Promise<number> {
      const rows = await db
        .update(treeRecords)
        .set({ state, reviewedBy: by, reviewedAt: at, rejectReason: reason, updatedAt: at })
        .where(and(eq(treeRecords.orgId, orgId), inArray(treeRecords.id, [...ids]), eq(treeRecords.state, 'pending')))
        .returning({ id: treeRecords.id });
      return rows.length;
    },
  };
}
export type TreeRecordRepository = ReturnType<typeof createTreeRecordRepository>;
