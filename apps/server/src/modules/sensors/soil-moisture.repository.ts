import { sql } from 'drizzle-orm';
import type { Database } from '@rayyan/db';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The field's probes over their last day: each depth's mean volumetric water content (%), and that day. */
export type SoilMoistureOfField = (orgId: string, fieldId: string, today: string) => Promise<{ layers: { depthCm: number; thetaPct: number }[]; date: string } | null>;

/**
 * For the irrigation advice (issue #15): the soil moisture probes of a field (crop or tree) of the organisation, each
 * depth's mean over the 24 hours up to their latest reading (hourly rollups; several probes are averaged), when that
 * reading is from `today` or the day before; null otherwise (no probe, or a silent one).
 */
export function soilMoistureFor(database: Database): SoilMoistureOfField {
  return async (orgId, fieldId, today) => {
    // Both materialized and the latest hour read as a value: inlined, the planner (with few statistics on a young table)
    // re-ran the latest hour for every row (90 s for a season's probe on PostgreSQL).
    const result = await database.db.execute(sql`
      WITH probe AS MATERIALIZED (
        SELECT id FROM sensors
        WHERE org_id = ${orgId}::uuid AND category = 'soil_moisture_probe' AND (crop_field_id = ${fieldId}::uuid OR tree_field_id = ${fieldId}::uuid)),
      latest AS MATERIALIZED (
        SELECT max(hour) AS at FROM sensor_readings_hourly
        WHERE sensor_id IN (SELECT id FROM probe) AND quantity = 'soil_moisture' AND depth_cm > 0 AND hour < ${today}::date + 1)
      SELECT h.depth_cm::int AS depth_cm, sum(h.value_sum) / sum(h.value_count) AS theta, to_char((SELECT at FROM latest) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day
      FROM sensor_readings_hourly h
      WHERE h.sensor_id IN (SELECT id FROM probe) AND h.quantity = 'soil_moisture' AND h.depth_cm > 0
        AND (SELECT at FROM latest) >= ${today}::date - 1
        AND h.hour > (SELECT at FROM latest) - interval '24 hours' AND h.hour <= (SELECT at FROM latest)
      GROUP BY h.depth_cm ORDER BY h.depth_cm`);
    const rows = rowsOf<{ depth_cm: number; theta: number; day: string }>(result);
    if (rows.length === 0) return null;
    return { layers: rows.map((r) => ({ depthCm: Number(r.depth_cm), thetaPct: Math.round(Number(r.theta) * 100) / 100 })), date: rows[0]!.day };
  };
}
