import { sql } from 'drizzle-orm';
import type { Db } from '@rayyan/db';
import { DEFAULT_TRAP_SERVICE_DAYS, type Evaluation } from '@rayyan/contracts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const mean = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);

/** The Evaluation's figures of one organisation over [from, to] (dates), optionally one region: two statements. */
export function createEvaluationRepository(db: Db) {
  return {
    async evaluation(orgId: string, from: string, to: string, today: string, regionId?: string): Promise<Evaluation> {
      const inRegion = (column: string) => (regionId ? sql`AND ${sql.raw(column)} = ${regionId}` : sql``);
      const projects = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          SELECT p.id AS project_id, p.name, p.project_type, p.region_id, r.name AS region_name,
            count(f.id)::int AS forms_submitted, avg(f.total_evaluation) AS mean_evaluation
          FROM rpw_projects p JOIN regions r ON r.id = p.region_id
          LEFT JOIN inspection_forms f ON f.project_id = p.id AND f.status = 'submitted'
            AND f.inspected_at >= ${from}::date AND f.inspected_at < ${to}::date + 1
          WHERE p.org_id = ${orgId} ${inRegion('p.region_id')}
          GROUP BY p.id, r.name ORDER BY r.name, p.name`),
      );
      const regions = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          SELECT r.id AS region_id, r.name AS region_name,
            (SELECT count(f.id)::int FROM inspection_forms f WHERE f.region_id = r.id AND f.status = 'submitted'
               AND f.inspected_at >= ${from}::date AND f.inspected_at < ${to}::date + 1) AS forms_submitted,
            (SELECT avg(f.total_evaluation) FROM inspection_forms f WHERE f.region_id = r.id AND f.status = 'submitted'
               AND f.inspected_at >= ${from}::date AND f.inspected_at < ${to}::date + 1) AS mean_evaluation,
            (SELECT count(*)::int FROM traps t WHERE t.region_id = r.id AND t.removed_on IS NULL) AS traps,
            (SELECT count(*)::int FROM traps t WHERE t.region_id = r.id AND t.removed_on IS NULL
               AND EXISTS (SELECT 1 FROM trap_catches c WHERE c.trap_id = t.id AND c.visit_date > ${today}::date
                 - coalesce((SELECT s.service_interval_days FROM trap_settings s WHERE s.org_id = r.org_id), ${DEFAULT_TRAP_SERVICE_DAYS}::int))) AS traps_serviced_on_time,
            (SELECT avg(c.count) FROM trap_catches c JOIN traps t ON t.id = c.trap_id
               WHERE t.region_id = r.id AND t.target_pest = 'red_palm_weevil' AND c.visit_date BETWEEN ${from}::date AND ${to}::date) AS weevils_per_visit,
            (SELECT count(*)::int FROM trees tr JOIN tree_fields tf ON tf.id = tr.field_id JOIN farms fa ON fa.id = tf.farm_id
               WHERE fa.region_id = r.id AND tr.health_state IN ('treated_or_healing', 'recently_healed')) AS palms_treated
          FROM regions r WHERE r.org_id = ${orgId} ${inRegion('r.id')} ORDER BY r.name, r.id`),
      );
      return {
        from,
        to,
        projects: projects.map((p) => ({ ...(p as Omit<Evaluation['projects'][number], 'mean_evaluation'>), mean_evaluation: mean(p.mean_evaluation) })),
        regions: regions.map((r) => ({ ...(r as Omit<Evaluation['regions'][number], 'mean_evaluation' | 'weevils_per_visit'>), mean_evaluation: mean(r.mean_evaluation), weevils_per_visit: mean(r.weevils_per_visit) })),
      };
    },
  };
}
