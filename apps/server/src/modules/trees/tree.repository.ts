import { and, count, eq, getTableColumns, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { insertTreeGrid, irrigationSettings, treeFields, trees, type Db, type GridSpot, type TreeGridValues } from '@rayyan/db';
import { AGE_BUCKET_YEARS, treeAgeYears, type AgeBucket, type TreeFilterQuery, type TreeRecord, type UpdateTree } from '@rayyan/contracts';
import { readKeysetPage, type KeysetDeclaration, type KeysetRequest, type KeysetResult } from '../../shared/keyset-page.repository';
import { orgResourceRepository, snakeRecord } from '../../shared/org-resource.repository';
import type { OrgScopedRepository } from '../../shared/record-service';

type TreeRow = typeof trees.$inferSelect & { field_code: string };

/** The fields of a tree a bulk change writes, under their API names. */
export interface BulkTreeFields {
  id: string;
  health_state: TreeRecord['health_state'];
  spot_state: TreeRecord['spot_state'];
  variety: string | null;
}

/** What generating a field's grid needs to know of the field. */
export interface GridField {
  code: string;
  rows: number;
  columns: number;
  varieties: string[];
  mainValve: string | null;
  /** The field's irrigation settings: drips per tree, their flow (L/h) and the valve, when set. */
  dripsPerTree: number | null;
  dripFlowLph: number | null;
  valveCode: string | null;
}

const fieldCode = sql<string>`(SELECT ${treeFields.code} FROM ${treeFields} WHERE ${treeFields.id} = ${trees.fieldId})`;
const selection = { ...getTableColumns(trees), field_code: fieldCode };

/** LIKE pattern of the codes starting with `text` (its wildcards escaped). */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Codes starting with the text in any letter case: `upper(code) LIKE 'TEXT%'` reads the unique code index. */
const codeSearch = (text: string) => sql`upper(${trees.code}) LIKE ${startsWith(text.toUpperCase())}`;

/** `YYYY-MM-DD` `years` before `today`, compared as text (a 29 February stays the 29th: completed years, as `treeAgeYears`). */
const yearsBefore = (today: string, years: number) => `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;

/** Trees whose completed years on `today` fall in the bucket (see AGE_BUCKET_YEARS). */
function ageBucketCondition(bucket: AgeBucket, today: string): SQL | undefined {
  const { min, max } = AGE_BUCKET_YEARS[bucket];
  const date = sql`${trees.plantationDate}::text`;
  // A plantation date in the future counts as 0 years: under 1 has no lower bound on the date.
  return and(
    sql`${trees.plantationDate} IS NOT NULL`,
    min === 0 ? undefined : sql`${date} <= ${yearsBefore(today, min)}`,
    max === null ? undefined : sql`${date} > ${yearsBefore(today, max)}`,
  );
}

/** The list's filter conditions (the organisation's condition first); `today` places the age buckets. */
export function treeFilterConditions(orgId: string, query: TreeFilterQuery, today: string): SQL | undefined {
  return and(
    eq(trees.orgId, orgId),
    query.field_id ? eq(trees.fieldId, query.field_id) : undefined,
    query.farm_id ? inArray(trees.fieldId, sql`(SELECT ${treeFields.id} FROM ${treeFields} WHERE ${treeFields.orgId} = ${orgId} AND ${treeFields.farmId} = ${query.farm_id})`) : undefined,
    query.health_state ? eq(trees.healthState, query.health_state) : undefined,
    query.spot_state ? eq(trees.spotState, query.spot_state) : undefined,
    query.variety ? eq(trees.variety, query.variety) : undefined,
    query.gender ? eq(trees.gender, query.gender) : undefined,
    query.productive ? eq(trees.productive, query.productive === 'true') : undefined,
    query.age_bucket ? ageBucketCondition(query.age_bucket, today) : undefined,
    query.drips === 'broken' ? gt(trees.dripsBroken, 0) : query.drips === 'blocked' ? gt(trees.dripsBlocked, 0) : undefined,
    query.row ? eq(trees.row, query.row) : undefined,
    query.column ? eq(trees.column, query.column) : undefined,
    query.search ? codeSearch(query.search) : undefined,
  );
}

/** Blocked spots as a relation `blocked(r, c)` for the statements below. */
const blockedRelation = (blocked: readonly GridSpot[]) =>
  sql`(SELECT DISTINCT b.r, b.c FROM jsonb_to_recordset(${JSON.stringify(blocked.map((s) => ({ r: s.row, c: s.column })))}::jsonb) AS b(r int, c int))`;

/**
 * Trees of one organisation: read and partial update through the resource kit (every statement carries the
 * organisation), keyset pages in (field, row, column, id) order, and the grid generation's counts and insert.
 * `today` gives the date ages are counted to (the clock port).
 */
export function createTreeRepository(db: Db, today: () => string) {
  const toRecord = (row: TreeRow): TreeRecord => {
    const { field_code, ...columns } = row;
    return { ...snakeRecord<Omit<TreeRecord, 'field_code' | 'age_years'>>(columns), field_code, age_years: treeAgeYears(row.plantationDate, today()) };
  };
  const records: OrgScopedRepository<TreeRecord, never, UpdateTree, { page: number; page_size: number }> = orgResourceRepository(db, {
    table: trees,
    orderBy: [trees.fieldId, trees.row, trees.column],
    computed: { field_code: fieldCode },
    toRecord: (row) => toRecord(row as TreeRow),
  });
  const keyset: KeysetDeclaration<TreeRow> = {
    table: trees,
    selection,
    order: [
      { column: trees.fieldId, kind: 'uuid' },
      { column: trees.row, kind: 'int' },
      { column: trees.column, kind: 'int' },
      { column: trees.id, kind: 'uuid' },
    ],
    positionOf: (row) => [row.fieldId, row.row, row.column, row.id],
  };

  return {
    ...records,
    /** One keyset page of the filtered list (see `treeListQuerySchema`). */
    async page(orgId: string, filters: TreeFilterQuery, request: KeysetRequest): Promise<KeysetResult<TreeRecord>> {
      const result = await readKeysetPage(db, keyset, treeFilterConditions(orgId, filters, today()), request);
      return { ...result, rows: result.rows.map(toRecord) };
    },
    /** Every tree of the organisation (the contract's usage). */
    async countAll(orgId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(trees).where(eq(trees.orgId, orgId));
      return Number(row?.n ?? 0);
    },
    async countInField(orgId: string, fieldId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(trees).where(and(eq(trees.orgId, orgId), eq(trees.fieldId, fieldId)));
      return Number(row?.n ?? 0);
    },
    /** The field's grid and drip settings, or undefined when it is not the organisation's tree field. */
    async gridField(orgId: string, fieldId: string): Promise<GridField | undefined> {
      const [row] = await db
        .select({
          code: treeFields.code,
          rows: treeFields.rows,
          columns: treeFields.columns,
          varieties: treeFields.varieties,
          mainValve: treeFields.mainValve,
          dripsPerTree: irrigationSettings.dripsPerTree,
          dripFlowLph: irrigationSettings.dripFlowLph,
          valveCode: irrigationSettings.valveCode,
        })
        .from(treeFields)
        .leftJoin(irrigationSettings, and(eq(irrigationSettings.treeFieldId, treeFields.id), eq(irrigationSettings.orgId, orgId)))
        .where(and(eq(treeFields.orgId, orgId), eq(treeFields.id, fieldId)))
        .limit(1);
      return row;
    },
    /** Records on the grid's plantable spots (inside rows × columns, not blocked): the spots generation keeps. */
    async countOnPlantableSpots(orgId: string, fieldId: string, grid: { rows: number; columns: number }, blocked: readonly GridSpot[]): Promise<number> {
      const result = (await db.execute(sql`
        SELECT count(*)::int AS n FROM ${trees} t
        WHERE t.org_id = ${orgId} AND t.field_id = ${fieldId} AND t."row" <= ${grid.rows} AND t."column" <= ${grid.columns}
          AND NOT EXISTS (SELECT 1 FROM ${blockedRelation(blocked)} AS blocked WHERE blocked.r = t."row" AND blocked.c = t."column")`)) as unknown as {
        rows: { n: number }[];
      };
      return Number(result.rows[0]?.n ?? 0);
    },
    /** The fields a bulk change may write, of the organisation's trees among `ids` (lock them first: `lockRows`). */
    async bulkFields(orgId: string, ids: readonly string[]): Promise<BulkTreeFields[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: trees.id, health_state: trees.healthState, spot_state: trees.spotState, variety: trees.variety })
        .from(trees)
        .where(and(eq(trees.orgId, orgId), inArray(trees.id, [...ids])));
    },
    /** Writes the same fields to the organisation's trees `ids` in one statement. */
    async updateMany(orgId: string, ids: readonly string[], patch: Partial<Omit<BulkTreeFields, 'id'>>): Promise<void> {
      if (ids.length === 0) return;
      const set = {
        ...(patch.health_state !== undefined ? { healthState: patch.health_state } : {}),
        ...(patch.spot_state !== undefined ? { spotState: patch.spot_state } : {}),
        ...(patch.variety !== undefined ? { variety: patch.variety } : {}),
      };
      await db.update(trees).set({ ...set, updatedAt: new Date() }).where(and(eq(trees.orgId, orgId), inArray(trees.id, [...ids])));
    },
    /** Writes the grid's missing trees in one statement; answers how many. */
    insertGrid(orgId: string, fieldId: string, values: TreeGridValues, blocked: readonly GridSpot[]): Promise<number> {
      return insertTreeGrid(db, orgId, fieldId, values, blocked);
    },
  };
}

export type TreeRepository = ReturnType<typeof createTreeRepository>;

/** A CHECK constraint the database refused a write with (23514), or undefined. Drizzle wraps driver errors in `cause`. */
export function violatedCheckConstraint(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23514') return constraint ?? '';
  }
  return undefined;
}
