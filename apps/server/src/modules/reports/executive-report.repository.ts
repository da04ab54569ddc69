import { sql } from 'drizzle-orm';
import type { Db } from '@rayyan/db';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface ReportFarmRow {
  id: string;
  code: string;
  name: string;
  farming_type: string;
  region: string | null;
  area_m2: number;
}
export interface ReportFieldRow {
  id: string;
  kind: 'crop' | 'tree';
  code: string;
  name: string;
  area_m2: number;
  crop: string | null;
  variety: string | null;
  season: string | null;
  planting_date: string | null;
  expected_harvest_date: string | null;
  /** Tonnes per feddan (the crop field's form), over the official area when given, else the border's. */
  expected_yield_ton: number | null;
  official_area_feddan: number | null;
  trees: number | null;
}
export interface Period {
  from: string;
  to: string;
}

/**
 * The executive report's statements (issue #17): each one reads one area's figures for one farm of the
 * organisation over a period; the farm's fields are found by `farm_id`, and every table is also held to `org_id`.
 */
export function createExecutiveReportRepository(db: Db) {
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
  /** The farm's fields (crop and tree) as a subquery. */
  const farmFieldIds = (orgId: string, farmId: string) =>
    sql`(SELECT id FROM crop_fields WHERE org_id = ${orgId} AND farm_id = ${farmId} UNION ALL SELECT id FROM tree_fields WHERE org_id = ${orgId} AND farm_id = ${farmId})`;
  return {
    /**
     * The demo pivot of the public report: its organisation (by the demo organisation's name; the first created when
     * several share it), farm and season's planting, found by the farm's and field's codes.
     */
    async publicPivot(orgName: string, farmCode: string, fieldCode: string): Promise<{ orgId: string; farmId: string; plantingDate: string | null } | undefined> {
      const [row] = await rows<{ orgId: string; farmId: string; plantingDate: string | null }>(sql`
        SELECT f.org_id AS "orgId", f.id AS "farmId", cf.planting_date::text AS "plantingDate"
        FROM farms f JOIN organizations o ON o.id = f.org_id
        JOIN crop_fields cf ON cf.org_id = f.org_id AND cf.farm_id = f.id AND cf.code = ${fieldCode}
        WHERE o.name = ${orgName} AND f.code = ${farmCode}
        ORDER BY o.created_at, o.id LIMIT 1`);
      return row;
    },
    async farm(orgId: string, farmId: string): Promise<ReportFarmRow | undefined> {
      const [row] = await rows<ReportFarmRow>(sql`
        SELECT f.id, f.code, f.name, f.farming_type, r.name AS region, f.area_m2
        FROM farms f LEFT JOIN regions r ON r.id = f.region_id
        WHERE f.org_id = ${orgId} AND f.id = ${farmId}`);
      return row;
    },
    fields(orgId: string, farmId: string): Promise<ReportFieldRow[]> {
      return rows<ReportFieldRow>(sql`
        SELECT id, 'crop' AS kind, code, name, area_m2, crop, variety, season, planting_date::text, expected_harvest_date::text, expected_yield_ton, official_area_feddan, NULL::int AS trees
        FROM crop_fields WHERE org_id = ${orgId} AND farm_id = ${farmId}
        UNION ALL
        SELECT tf.id, 'tree', tf.code, tf.name, tf.area_m2, tf.tree_type, array_to_string(tf.varieties, ', '), NULL, NULL, NULL, NULL, NULL,
          (SELECT count(*)::int FROM trees t WHERE t.org_id = ${orgId} AND t.field_id = tf.id AND t.spot_state = 'planted')
        FROM tree_fields tf WHERE tf.org_id = ${orgId} AND tf.farm_id = ${farmId}
        ORDER BY code`);
    },
    irrigationLogs(orgId: string, farmId: string, { from, to }: Period): Promise<{ field_id: string; applied_mm: number; irrigations: number }[]> {
      return rows(sql`
        SELECT field_id, sum(water_mm)::float8 AS applied_mm, count(*)::int AS irrigations
        FROM irrigation_logs WHERE org_id = ${orgId} AND date BETWEEN ${from}::date AND ${to}::date AND field_id IN ${farmFieldIds(orgId, farmId)}
        GROUP BY field_id`);
    },
    async weather(orgId: string, farmId: string, { from, to }: Period) {
      const [row] = await rows<{ days: number; t_max: number | null; t_min: number | null; rain: number | null; et0: number | null }>(sql`
        SELECT count(*)::int AS days, avg((d->>'t_max_c')::float8) AS t_max, avg((d->>'t_min_c')::float8) AS t_min,
          sum((d->>'precipitation_mm')::float8) AS rain, sum((d->>'et0_mm')::float8) AS et0
        FROM weather_forecasts w, jsonb_array_elements(w.days) d
        WHERE w.org_id = ${orgId} AND w.farm_id = ${farmId} AND (d->>'date')::date BETWEEN ${from}::date AND ${to}::date`);
      return row && row.days > 0 ? row : null;
    },
    async tasks(orgId: string, farmId: string, { from, to }: Period, today: string) {
      const [row] = await rows<{ due: number; done: number; done_on_time: number; overdue: number }>(sql`
        SELECT count(*) FILTER (WHERE status <> 'cancelled' AND due_date BETWEEN ${from}::date AND ${to}::date)::int AS due,
          count(*) FILTER (WHERE status = 'done' AND actual_date BETWEEN ${from}::date AND ${to}::date)::int AS done,
          count(*) FILTER (WHERE status = 'done' AND actual_date BETWEEN ${from}::date AND ${to}::date AND actual_date <= end_date)::int AS done_on_time,
          count(*) FILTER (WHERE status IN ('pending', 'in_progress') AND end_date BETWEEN ${from}::date AND least(${to}::date, ${today}::date - 1))::int AS overdue
        FROM tasks WHERE org_id = ${orgId} AND (target_id = ${farmId} OR target_id IN ${farmFieldIds(orgId, farmId)})`);
      return row && row.due + row.done + row.overdue > 0 ? row : null;
    },
    /** The farm's own and its fields' targets, for the operating cost. */
    async taskTargets(orgId: string, farmId: string): Promise<{ target_type: 'farm' | 'crop_field' | 'tree_field'; target_id: string }[]> {
      return rows(sql`
        SELECT DISTINCT target_type, target_id FROM tasks
        WHERE org_id = ${orgId} AND status = 'done' AND (target_id = ${farmId} OR target_id IN ${farmFieldIds(orgId, farmId)})`);
    },
    inventory(orgId: string, farmId: string): Promise<{ name_en: string; name_ar: string; unit: string; quantity: number; value: number }[]> {
      return rows(sql`
        SELECT i.name_en, i.name_ar, i.unit, sum(s.quantity)::float8 AS quantity, sum(s.quantity * coalesce(s.unit_cost, 0))::float8 AS value
        FROM inventory_stock s JOIN inventories inv ON inv.id = s.inventory_id JOIN inventory_items i ON i.id = s.item_id
        WHERE s.org_id = ${orgId} AND inv.org_id = ${orgId} AND inv.farm_id = ${farmId}
        GROUP BY i.id, i.name_en, i.name_ar, i.unit HAVING sum(s.quantity) > 0 ORDER BY i.name_en`);
    },
    async traps(orgId: string, farmId: string, { from, to }: Period) {
      const [totals] = await rows<{ traps: number; visits: number; catches: number }>(sql`
        SELECT count(DISTINCT t.id)::int AS traps, count(c.id)::int AS visits, coalesce(sum(c.count), 0)::int AS catches
        FROM traps t LEFT JOIN trap_catches c ON c.trap_id = t.id AND c.visit_date BETWEEN ${from}::date AND ${to}::date
        WHERE t.org_id = ${orgId} AND t.farm_id = ${farmId}`);
      if (!totals || totals.traps === 0) return null;
      const weeks = await rows<{ week: string; catches: number }>(sql`
        SELECT date_trunc('week', c.visit_date)::date::text AS week, sum(c.count)::int AS catches
        FROM trap_catches c JOIN traps t ON t.id = c.trap_id
        WHERE t.org_id = ${orgId} AND t.farm_id = ${farmId} AND c.visit_date BETWEEN ${from}::date AND ${to}::date
        GROUP BY 1 ORDER BY 1`);
      return { ...totals, weeks };
    },
    /** Mean NDVI of the farm's fields per image date (each field's mean weighted by its valid pixels). */
    vegetation(orgId: string, farmId: string, { from, to }: Period): Promise<{ date: string; mean: number }[]> {
      return rows(sql`
        SELECT i.image_date::text AS date, (sum(s.mean * s.valid_pixels) / nullif(sum(s.valid_pixels), 0))::float8 AS mean
        FROM satellite_images i JOIN satellite_index_stats s ON s.image_id = i.id AND s.index = 'ndvi' AND s.mean IS NOT NULL
        WHERE i.org_id = ${orgId} AND s.org_id = ${orgId} AND i.image_date BETWEEN ${from}::date AND ${to}::date
          AND coalesce(i.crop_field_id, i.tree_field_id) IN ${farmFieldIds(orgId, farmId)}
        GROUP BY i.image_date HAVING sum(s.valid_pixels) > 0 ORDER BY i.image_date`);
    },
    treeHealth(orgId: string, farmId: string): Promise<{ state: string; count: number; productive: number }[]> {
      return rows(sql`
        SELECT t.health_state AS state, count(*)::int AS count, count(*) FILTER (WHERE t.productive)::int AS productive
        FROM trees t JOIN tree_fields tf ON tf.id = t.field_id
        WHERE t.org_id = ${orgId} AND tf.org_id = ${orgId} AND tf.farm_id = ${farmId} AND t.spot_state = 'planted'
        GROUP BY t.health_state ORDER BY t.health_state`);
    },
    harvests(orgId: string, farmId: string, { from, to }: Period): Promise<{ grade: string; supplier: string | null; kg: number; first: string; last: string }[]> {
      return rows(sql`
        SELECT grade, supplier, sum(quantity_kg)::float8 AS kg, min(harvest_date)::text AS first, max(harvest_date)::text AS last
        FROM harvests WHERE org_id = ${orgId} AND harvest_date BETWEEN ${from}::date AND ${to}::date AND field_id IN ${farmFieldIds(orgId, farmId)}
        GROUP BY grade, supplier`);
    },
  };
}

export type ExecutiveReportRepository = ReturnType<typeof createExecutiveReportRepository>;
