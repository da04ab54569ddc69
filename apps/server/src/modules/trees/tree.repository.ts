import { and, count, eq, getTableColumns, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
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

/** The fields of a tree that change (everything but its place), under their API names: what `writeFields` writes. */
export type TreeFields = Pick<
  TreeRecord,
  'variety' | 'gender' | 'productive' | 'plantation_date' | 'origin_country' | 'origin_type' | 'health_state' | 'spot_state' | 'drips_total' | 'drips_working' | 'drips_broken' | 'drips_blocked' | 'drip_flow_rate' | 'valve'
>;
/** A new tree of an import: its place and fields. */
export type NewTree = TreeFields & Pick<TreeRecord, 'field_id' | 'code' | 'row' | 'column'>;

/** The column list of `jsonb_to_recordset` for a tree's fields (the API's names are the table's). */
const FIELD_TYPES = sql.raw(
  'variety text, gender text, productive boolean, plantation_date date, origin_country text, origin_type text, health_state text, spot_state text, drips_total int, drips_working int, drips_broken int, drips_blocked int, drip_flow_rate double precision, valve text',
);
const FIELD_COLUMNS = 'variety, gender, productive, plantation_date, origin_country, origin_type, health_state, spot_state, drips_total, drips_working, drips_broken, drips_blocked, drip_flow_rate, valve';

/** A tree field named by code (any letter case) in an import. */
export interface ImportField {
  id: string;
  code: string;
  rows: number;
  columns: number;
  varieties: string[];
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
    /** The codes of the organisation's tree fields, in order (the import template lists them). */
    async treeFieldCodes(orgId: string): Promise<string[]> {
      return (await db.select({ code: treeFields.code }).from(treeFields).where(eq(treeFields.orgId, orgId)).orderBy(treeFields.code)).map((f) => f.code);
    },
    /** The organisation's tree fields with these codes (compared in upper case), by upper-case code. */
    async fieldsByCode(orgId: string, codes: readonly string[]): Promise<Map<string, ImportField>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({ id: treeFields.id, code: treeFields.code, rows: treeFields.rows, columns: treeFields.columns, varieties: treeFields.varieties })
        .from(treeFields)
        .where(and(eq(treeFields.orgId, orgId), sql`upper(${treeFields.code}) IN (SELECT jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`));
      return new Map(rows.map((row) => [row.code.toUpperCase(), row]));
    },
    /** In one statement: the organisation's trees on any of the spots or with any of the codes (compared in upper case). */
    async onSpotsOrCodes(orgId: string, spots: readonly { field_id: string; row: number; column: number }[], codes: readonly string[]): Promise<TreeRecord[]> {
      if (spots.length === 0 && codes.length === 0) return [];
      const rows = await db
        .select(selection)
        .from(trees)
        .where(
          and(
            eq(trees.orgId, orgId),
            or(
              sql`(${trees.fieldId}, ${trees.row}, ${trees.column}) IN (SELECT s.field_id, s."row", s."column" FROM jsonb_to_recordset(${JSON.stringify(spots)}::jsonb) AS s(field_id uuid, "row" int, "column" int))`,
              sql`upper(${trees.code}) IN (SELECT jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
            ),
          ),
        );
      return rows.map(toRecord);
    },
    /** The organisation's trees `ids` as records, in one statement. */
    async getMany(orgId: string, ids: readonly string[]): Promise<TreeRecord[]> {
      if (ids.length === 0) return [];
      return (await db.select(selection).from(trees).where(and(eq(trees.orgId, orgId), inArray(trees.id, [...ids])))).map(toRecord);
    },
    /** Writes each tree's own fields (everything but its place) in one statement; the database checks the drips and states. */
    async writeFields(orgId: string, rows: readonly (TreeFields & { id: string })[]): Promise<void> {
      if (rows.length === 0) return;
      const set = FIELD_COLUMNS.split(', ').map((c) => `${c} = x.${c}`).join(', ');
      await db.execute(sql`
        UPDATE ${trees} AS t SET ${sql.raw(set)}, updated_at = now()
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(id uuid, ${FIELD_TYPES})
        WHERE t.org_id = ${orgId} AND t.id = x.id`);
    },
    /** Inserts new trees in one statement; the database refuses a taken spot or code (unique violations). */
    async insertMany(orgId: string, rows: readonly NewTree[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        INSERT INTO ${trees} (org_id, field_id, code, "row", "column", ${sql.raw(FIELD_COLUMNS)})
        SELECT ${orgId}, x.field_id, x.code, x."row", x."column", ${sql.raw(FIELD_COLUMNS.split(', ').map((c) => `x.${c}`).join(', '))}
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(field_id uuid, code text, "row" int, "column" int, ${FIELD_TYPES})`);
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
