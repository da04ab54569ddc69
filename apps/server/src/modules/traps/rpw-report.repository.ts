import { eq, sql } from 'drizzle-orm';
import { rpwReportCache, type Db } from '@rayyan/db';
import { DEFAULT_TRAP_SERVICE_DAYS, type RpwReport } from '@rayyan/contracts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** One region's aggregates before the weeks are laid out. */
export interface RegionAggregateRow {
  region_id: string;
  region: string;
  traps_installed: number;
  traps_serviced_on_time: number;
  palms_infested: number;
  palms_treated: number;
  palms_recovered: number;
  palms_removed: number;
  farms_registered: number;
}

/**
 * The report's aggregation over the organisations that publish it (trap_settings.public_report), region by region:
 * nothing finer than a region leaves these statements.
 */
export function createRpwReportRepository(db: Db) {
  return {
    async regions(today: string): Promise<RegionAggregateRow[]> {
      const result = await db.execute(sql`
        WITH published AS (SELECT org_id, service_interval_days FROM trap_settings WHERE public_report)
        SELECT r.id AS region_id, r.name AS region,
          (SELECT count(*)::int FROM traps t WHERE t.region_id = r.id AND t.removed_on IS NULL AND t.installed_on <= ${today}::date) AS traps_installed,
          (SELECT count(*)::int FROM traps t WHERE t.region_id = r.id AND t.removed_on IS NULL AND t.installed_on <= ${today}::date
             AND EXISTS (SELECT 1 FROM trap_catches c WHERE c.trap_id = t.id
               AND c.visit_date > ${today}::date - coalesce(p.service_interval_days, ${DEFAULT_TRAP_SERVICE_DAYS}::int))) AS traps_serviced_on_time,
          count(tr.id) FILTER (WHERE tr.health_state = 'infected')::int AS palms_infested,
          count(tr.id) FILTER (WHERE tr.health_state = 'treated_or_healing')::int AS palms_treated,
          count(tr.id) FILTER (WHERE tr.health_state = 'recently_healed')::int AS palms_recovered,
          count(tr.id) FILTER (WHERE tr.health_state = 'dead')::int AS palms_removed,
          (SELECT count(*)::int FROM farms f WHERE f.region_id = r.id) AS farms_registered
        FROM regions r
        JOIN published p ON p.org_id = r.org_id
        LEFT JOIN farms f ON f.region_id = r.id
        LEFT JOIN tree_fields tf ON tf.farm_id = f.id
        LEFT JOIN trees tr ON tr.field_id = tf.id AND tr.spot_state = 'planted'
        GROUP BY r.id, r.name, p.service_interval_days
        ORDER BY r.name, r.id`);
      return rowsOf<RegionAggregateRow>(result);
    },
    /** Red palm weevils caught per region and week (Monday) from `from`, with the traps visited that week. */
    async weeklyCatches(from: string): Promise<{ region_id: string; week: string; weevils: number; traps_visited: number }[]> {
      const result = await db.execute(sql`
        SELECT t.region_id, date_trunc('week', c.visit_date)::date::text AS week, sum(c.count)::int AS weevils, count(DISTINCT t.id)::int AS traps_visited
        FROM trap_catches c
        JOIN traps t ON t.id = c.trap_id AND t.target_pest = 'red_palm_weevil'
        JOIN trap_settings s ON s.org_id = t.org_id AND s.public_report
        WHERE c.visit_date >= ${from}::date
        GROUP BY t.region_id, date_trunc('week', c.visit_date)`);
      return rowsOf<{ region_id: string; week: string; weevils: number; traps_visited: number }>(result);
    },
    async cached(): Promise<{ report: RpwReport; generatedAt: Date } | undefined> {
      const [row] = await db.select().from(rpwReportCache).where(eq(rpwReportCache.id, 1));
      return row && { report: row.report as unknown as RpwReport, generatedAt: row.generatedAt };
    },
    async store(report: RpwReport, at: Date): Promise<void> {
      await db
        .insert(rpwReportCache)
        .values({ id: 1, report: report as unknown as Record<string, unknown>, generatedAt: at })
        .onConflictDoUpdate({ target: rpwReportCache.id, set: { report: report as unknown as Record<string, unknown>, generatedAt: at } });
    },
  };
}

export type RpwReportRepository = ReturnType<typeof createRpwReportRepository>;
