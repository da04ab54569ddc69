import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** What every generated tree of a grid gets. */
export interface TreeGridValues {
  variety: string | null;
  /** `YYYY-MM-DD`, or null when unknown. */
  plantationDate: string | null;
  /** Drips per tree (all working) and their flow rate in L/h; valve name. */
  drips: number;
  dripFlowRate: number | null;
  valve: string | null;
}

/** A spot of the grid where no tree stands. */
export interface GridSpot {
  row: number;
  column: number;
}

/** Digits of a row or column number in a code: three at least, more for a grid that needs them. */
const width = (count: unknown) => sql`greatest(3, length((${count})::text))`;

/**
 * Writes one tree per spot of the field's rows × columns in one set-based statement (INSERT … SELECT over two
 * generate_series), skipping the blocked spots and every spot that already has a record (ON CONFLICT DO NOTHING on the
 * field's unique row and column, and on the organisation's unique codes). Codes read `<field code>-R007-C012`. Answers
 * how many trees it wrote. The field must be the organisation's: another's writes nothing.
 */
export async function insertTreeGrid(db: Db, orgId: string, fieldId: string, values: TreeGridValues, blocked: readonly GridSpot[] = []): Promise<number> {
  const blockedJson = JSON.stringify(blocked.map((spot) => ({ r: spot.row, c: spot.column })));
  const result = (await db.execute(sql`
    WITH blocked AS (
      SELECT DISTINCT b.r, b.c FROM jsonb_to_recordset(${blockedJson}::jsonb) AS b(r int, c int)
    ), written AS (
      INSERT INTO trees (org_id, field_id, code, "row", "column", variety, plantation_date, health_state, spot_state, drips_total, drips_working, drip_flow_rate, valve)
      SELECT f.org_id, f.id,
        f.code || '-R' || lpad(gr.n::text, ${width(sql`f.rows`)}, '0') || '-C' || lpad(gc.n::text, ${width(sql`f.columns`)}, '0'),
        gr.n, gc.n, ${values.variety}::text, ${values.plantationDate}::date, 'healthy', 'planted', ${values.drips}::int, ${values.drips}::int,
        ${values.dripFlowRate}::double precision, ${values.valve}::text
      FROM tree_fields f
      CROSS JOIN LATERAL generate_series(1, f.rows) AS gr(n)
      CROSS JOIN LATERAL generate_series(1, f.columns) AS gc(n)
      LEFT JOIN blocked ON blocked.r = gr.n AND blocked.c = gc.n
      WHERE f.id = ${fieldId} AND f.org_id = ${orgId} AND blocked.r IS NULL
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM written`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
