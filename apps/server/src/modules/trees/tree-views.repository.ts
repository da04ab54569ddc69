import { sql, type SQL } from 'drizzle-orm';
import { activityLog, treeFields, treeRecords, trees, type Db } from '@rayyan/db';
import { SPOT_STATES, TREE_DRIPS_STATUSES, TREE_HEALTH_STATES, type TreeDripsStatus } from '@rayyan/contracts';
import { isOrgFarm } from '../../shared/org-farm.repository';

/** The 0-based index of a text column's value among the contract's values (a simple CASE: cheaper per row than a function). */
const indexOf = (values: readonly string[], column: SQL) => sql`(CASE ${column} ${sql.raw(values.map((v, i) => `WHEN '${v}' THEN ${i}`).join(' '))} END)`;
const drips = (status: TreeDripsStatus) => sql.raw(String(TREE_DRIPS_STATUSES.indexOf(status)));
const dripsIndex = sql`(CASE WHEN t.drips_broken > 0 AND t.drips_blocked > 0 THEN ${drips('broken_and_blocked')} WHEN t.drips_broken > 0 THEN ${drips('some_broken')}
  WHEN t.drips_blocked > 0 THEN ${drips('some_blocked')} WHEN t.drips_total > 0 THEN ${drips('all_working')} ELSE ${drips('no_drips')} END)`;

/**
 * A tree's place and codes in one integer (31 bits): spot × 8192 + health × 1024 + spot state × 128 + drips × 16 +
 * variety, the spot being (row − 1) × columns + column − 1 (below 2^18: a grid has at most 250,000 spots).
 */
export const GRID_CODE = { spot: 8192, health: 1024, spotState: 128, drips: 16 } as const;

/** The field's records as the grid answer is built from them. */
export interface GridCodes {
  count: number;
  /** The largest row and column of a record (0 without one). */
  max_row: number;
  max_column: number;
  /** One integer per tree (GRID_CODE), in no order. */
  codes: number[];
}

/** A grouping row of the summary: the grouped column set, the others null. */
export interface SummaryRow {
  health_state: string | null;
  spot_state: string | null;
  variety: string | null;
  gender: string | null;
  productive: boolean | null;
  age: number | null;
  /** GROUPING() bits in the order health, spot, variety, gender, productive, age (1: not grouped by it). */
  grouping: number;
  trees: number;
  drips_total: number;
  drips_working: number;
  drips_broken: number;
  drips_blocked: number;
  with_broken: number;
  with_blocked: number;
}

/** The organisation's trees, or one farm's (the farm must be the organisation's). */
const scope = (orgId: string, farmId: string | undefined) =>
  farmId
    ? sql`${trees.orgId} = ${orgId} AND ${trees.fieldId} IN (SELECT ${treeFields.id} FROM ${treeFields} WHERE ${treeFields.orgId} = ${orgId} AND ${treeFields.farmId} = ${farmId})`
    : sql`${trees.orgId} = ${orgId}`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Read-only statements over many trees: a field's grid as integer codes (one statement, one row), the ids in a box
 * of it, and the dashboard's counts (one
 * statement of grouping sets, and one over the activity log for the health changes). Every statement carries the
 * organisation.
 */
export function createTreeViewsRepository(db: Db) {
  return {
    /**
     * Every record of the field as one integer (GRID_CODE) for a grid of `columns` columns, its variety's code being its
     * index in `varieties`, `varieties.length` for another, `varieties.length + 1` for none. One statement, one scan,
     * nothing sorted: 200,000 trees cross to the server as one array of integers.
     */
    async gridCodes(orgId: string, fieldId: string, columns: number, varieties: readonly string[]): Promise<GridCodes> {
      const list = varieties.length > 0 ? sql`ARRAY[${sql.join(varieties.map((v) => sql`${v}`), sql`, `)}]::text[]` : sql`'{}'::text[]`;
      const variety = sql`coalesce(array_position(${list}, t.variety) - 1, ${varieties.length}::int)`;
      const result = await db.execute(sql`
        SELECT count(*)::int AS count, coalesce(max(t."row"), 0)::int AS max_row, coalesce(max(t."column"), 0)::int AS max_column,
          coalesce(array_agg(((t."row" - 1) * ${columns}::int + t."column" - 1) * ${GRID_CODE.spot}
            + ${indexOf(TREE_HEALTH_STATES, sql`t.health_state`)} * ${GRID_CODE.health} + ${indexOf(SPOT_STATES, sql`t.spot_state`)} * ${GRID_CODE.spotState}
            + ${dripsIndex} * ${GRID_CODE.drips} + CASE WHEN t.variety IS NULL THEN ${varieties.length + 1}::int ELSE ${variety} END), '{}') AS codes
        FROM ${trees} t WHERE t.org_id = ${orgId} AND t.field_id = ${fieldId}`);
      const [row] = rowsOf<GridCodes>(result);
      return row!;
    },

    /** Ids of the field's records in a box of rows × columns, row by row; at most `limit`. */
    async idsInBox(orgId: string, fieldId: string, box: { fromRow: number; toRow: number; fromColumn: number; toColumn: number }, limit: number): Promise<string[]> {
      const result = await db.execute(sql`
        SELECT id FROM ${trees} WHERE org_id = ${orgId} AND field_id = ${fieldId}
          AND "row" BETWEEN ${box.fromRow} AND ${box.toRow} AND "column" BETWEEN ${box.fromColumn} AND ${box.toColumn}
        ORDER BY "row", "column" LIMIT ${limit}`);
      return rowsOf<{ id: string }>(result).map((r) => r.id);
    },

    /** Counts by health, spot state, variety, gender, productive and completed years on `today`, and the drips: one statement. */
    async summaryRows(orgId: string, farmId: string | undefined, today: string): Promise<SummaryRow[]> {
      const result = await db.execute(sql`
        WITH t AS (
          SELECT health_state, spot_state, variety, gender, productive, drips_total, drips_working, drips_broken, drips_blocked,
            CASE WHEN plantation_date IS NULL THEN NULL ELSE greatest(0, date_part('year', age(${today}::date, plantation_date)))::int END AS age
          FROM ${trees} WHERE ${scope(orgId, farmId)}
        )
        SELECT health_state, spot_state, variety, gender, productive, age,
          GROUPING(health_state, spot_state, variety, gender, productive, age)::int AS grouping,
          count(*)::int AS trees,
          coalesce(sum(drips_total), 0)::int AS drips_total, coalesce(sum(drips_working), 0)::int AS drips_working,
          coalesce(sum(drips_broken), 0)::int AS drips_broken, coalesce(sum(drips_blocked), 0)::int AS drips_blocked,
          (count(*) FILTER (WHERE drips_broken > 0))::int AS with_broken, (count(*) FILTER (WHERE drips_blocked > 0))::int AS with_blocked
        FROM t
        GROUP BY GROUPING SETS ((health_state), (spot_state), (variety), (gender), (productive), (age), ())`);
      return rowsOf<SummaryRow>(result);
    },

    /** Health state changes of the activity log since `since` (an ISO instant), by UTC week (Monday) and the state changed to. */
    async healthChanges(orgId: string, farmId: string | undefined, since: string): Promise<{ week: string; state: string; n: number }[]> {
      const ofFarm = farmId
        ? sql`AND EXISTS (SELECT 1 FROM ${trees} WHERE ${scope(orgId, farmId)} AND ${trees.id} = CASE WHEN a.entity = 'tree' THEN a.entity_id::uuid END)`
        : sql``;
      const result = await db.execute(sql`
        SELECT to_char(date_trunc('week', a.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week, a.changes -> 'health_state' ->> 'to' AS state, count(*)::int AS n
        FROM ${activityLog} a
        WHERE a.org_id = ${orgId} AND a.entity = 'tree' AND a.action = 'update' AND a.changes -> 'health_state' IS NOT NULL
          AND a.created_at >= ${since}::timestamptz ${ofFarm}
        GROUP BY 1, 2`);
      return rowsOf<{ week: string; state: string; n: number }>(result);
    },

    /** Records from the field waiting for review, on the organisation's (or one farm's) trees. */
    async pendingRecords(orgId: string, farmId: string | undefined): Promise<number> {
      const ofFarm = farmId ? sql`AND EXISTS (SELECT 1 FROM ${trees} WHERE ${scope(orgId, farmId)} AND ${trees.id} = r.tree_id)` : sql``;
      const result = await db.execute(sql`SELECT count(*)::int AS n FROM ${treeRecords} r WHERE r.org_id = ${orgId} AND r.state = 'pending' ${ofFarm}`);
      return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    },

    /** Whether the farm is the organisation's. */
    farmExists: (orgId: string, farmId: string) => isOrgFarm(db, orgId, farmId),
  };
}

export type TreeViewsRepository = ReturnType<typeof createTreeViewsRepository>;
