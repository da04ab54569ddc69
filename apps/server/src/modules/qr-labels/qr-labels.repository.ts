import { and, asc, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { CreateQrExport, QrExportListQuery, QrExportRecord, QrExportState } from '@rayyan/contracts';
import { farms, qrExports, treeFields, trees, users, type Db, type QrExportRow } from '@rayyan/db';
import { orgResourceRepository } from '../../shared/org-resource.repository';
import type { QrLabel } from './qr-label-sheet';
import { isOrgFarm } from '../../shared/org-farm.repository';

/** What an export prints, as stored. */
export type QrTarget = Pick<QrExportRow, 'farmId' | 'fieldId' | 'fromRow' | 'toRow' | 'treeCodes'>;

/** The new export's columns (the service has checked the farm and field are the organisation's). */
export type NewQrExport = Omit<CreateQrExport, 'tree_codes'> & { tree_codes: string[]; label_count: number; created_by: string };

function toRecord(row: QrExportRow & Record<string, unknown>): QrExportRecord {
  return {
    id: row.id,
    label_size: row.labelSize,
    farm_id: row.farmId,
    field_id: row.fieldId,
    target_name: (row.target_name as string | null) ?? null,
    from_row: row.fromRow,
    to_row: row.toRow,
    code_count: row.treeCodes.length,
    label_count: row.labelCount,
    state: row.state,
    file_size: row.fileSize,
    created_by_name: (row.created_by_name as string | null) ?? null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** The trees a target names, within one organisation (a tree of another organisation never matches). */
function treesOf(orgId: string, target: QrTarget): SQL {
  const conditions: (SQL | undefined)[] = [eq(trees.orgId, orgId)];
  if (target.fieldId) conditions.push(eq(trees.fieldId, target.fieldId));
  if (target.farmId) conditions.push(eq(treeFields.farmId, target.farmId));
  if (target.fromRow !== null) conditions.push(gte(trees.row, target.fromRow));
  if (target.toRow !== null) conditions.push(lte(trees.row, target.toRow));
  if (target.treeCodes.length) conditions.push(inArray(sql`lower(${trees.code})`, target.treeCodes.map((c) => c.toLowerCase())));
  return and(...conditions)!;
}

/** QR label exports of one organisation, and the trees they print. */
export function createQrExportRepository(db: Db) {
  const records = orgResourceRepository<typeof qrExports, QrExportRecord, Record<string, unknown>, never, QrExportListQuery>(db, {
    table: qrExports,
    equals: { state: qrExports.state },
    orderBy: [qrExports.createdAt],
    descending: true,
    computed: {
      target_name: sql<string | null>`coalesce(
        (SELECT f.code || ' · ' || f.name FROM ${treeFields} f WHERE f.id = ${qrExports.fieldId}),
        (SELECT m.name FROM ${farms} m WHERE m.id = ${qrExports.farmId}))`,
      created_by_name: sql<string | null>`(SELECT u.name FROM ${users} u WHERE u.id = ${qrExports.createdBy})`,
    },
    toRecord: (row) => toRecord(row as QrExportRow & Record<string, unknown>),
  });
  const stateOf = (id: string, states: QrExportState[]) => and(eq(qrExports.id, id), inArray(qrExports.state, states));

  return {
    ...records,
    insert: (orgId: string, input: NewQrExport) =>
      records.create(orgId, {
        labelSize: input.label_size,
        farmId: input.farm_id ?? null,
        fieldId: input.field_id ?? null,
        fromRow: input.from_row ?? null,
        toRow: input.to_row ?? null,
        treeCodes: input.tree_codes,
        labelCount: input.label_count,
        createdBy: input.created_by,
      }),
    async fieldOf(orgId: string, fieldId: string): Promise<{ farmId: string } | undefined> {
      const [row] = await db.select({ farmId: treeFields.farmId }).from(treeFields).where(and(eq(treeFields.orgId, orgId), eq(treeFields.id, fieldId)));
      return row;
    },
    farmExists: (orgId: string, farmId: string) => isOrgFarm(db, orgId, farmId),
    async countLabels(orgId: string, target: QrTarget): Promise<number> {
      const [row] = await db.select({ n: count() }).from(trees).innerJoin(treeFields, eq(treeFields.id, trees.fieldId)).where(treesOf(orgId, target));
      return row?.n ?? 0;
    },
    /** Every label of an export, in print order: field, row, column. */
    async labels(orgId: string, target: QrTarget): Promise<(Omit<QrLabel, 'link'> & { treeId: string })[]> {
      return db
        .select({ treeId: trees.id, code: trees.code, fieldCode: treeFields.code, fieldName: treeFields.name, row: trees.row, column: trees.column })
        .from(trees)
        .innerJoin(treeFields, eq(treeFields.id, trees.fieldId))
        .where(treesOf(orgId, target))
        .orderBy(asc(treeFields.code), asc(trees.row), asc(trees.column));
    },
    async row(orgId: string, id: string): Promise<QrExportRow | undefined> {
      const [row] = await db.select().from(qrExports).where(and(eq(qrExports.orgId, orgId), eq(qrExports.id, id)));
      return row;
    },
    /** queued → running, for the one job run that prints it; false when it was cancelled (or taken) first. */
    async start(orgId: string, id: string): Promise<boolean> {
      const rows = await db.update(qrExports).set({ state: 'running', updatedAt: new Date() }).where(and(eq(qrExports.orgId, orgId), stateOf(id, ['queued']))).returning({ id: qrExports.id });
      return rows.length > 0;
    },
    /** queued or running → cancelled; false when it had already ended. */
    async cancel(orgId: string, id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(qrExports)
        .set({ state: 'cancelled', finishedAt: at, updatedAt: at })
        .where(and(eq(qrExports.orgId, orgId), stateOf(id, ['queued', 'running'])))
        .returning({ id: qrExports.id });
      return rows.length > 0;
    },
    /** running → done with its file, or → failed with the reason; false when it was cancelled meanwhile. */
    async finish(orgId: string, id: string, at: Date, outcome: { fileKey: string; fileSize: number } | { error: string }): Promise<boolean> {
      const set = 'error' in outcome ? { state: 'failed' as const, error: outcome.error } : { state: 'done' as const, fileKey: outcome.fileKey, fileSize: outcome.fileSize };
      const rows = await db.update(qrExports).set({ ...set, finishedAt: at, updatedAt: at }).where(and(eq(qrExports.orgId, orgId), stateOf(id, ['running']))).returning({ id: qrExports.id });
      return rows.length > 0;
    },
    async treeOfLink(orgId: string, treeId: string) {
      const [row] = await db
        .select({ tree_id: trees.id, code: trees.code, field_id: trees.fieldId, row: trees.row, column: trees.column })
        .from(trees)
        .where(and(eq(trees.orgId, orgId), eq(trees.id, treeId)));
      return row;
    },
  };
}
export type QrExportRepository = ReturnType<typeof createQrExportRepository>;
