import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SensorCategory, SensorTechnology } from '@rayyan/contracts';
import type { Db } from './database';
import { cropFields, treeFields } from './geography.schema';
import { sensors } from './sensors.schema';

/**
 * Demo sensors (issue #15) with a season of 15-minute history up to the day the database is seeded: a six-depth soil
 * moisture probe on the pivot organisation's Pivot 1 and a flow meter on its Pivot 2, a three-depth probe in the palm organisation's
 * Khalas Block A. The readings are written by the database (generate_series), not row by row, so a first start stays
 * quick. Soil moisture follows the irrigation cycle: wetted a little above field capacity by each pass (the surplus
 * drains within a day), drying towards the refill point of the field's soil, the deeper layers later and damped:
 * Pivot 1 is a loamy sand (FAO-56 Table 19 mid values: field capacity 15 %, refill at p = 0.5 about 11 %), the palm
 * block a sandy loam (23 % and 17 %).
 */

interface DemoSensor {
  code: string;
  org: 'crop' | 'tree';
  field: string;
  category: SensorCategory;
  technology: SensorTechnology;
  depths: number[];
  lat: number;
  lng: number;
  /** Hours between irrigations (pivot passes, drip cycles). */
  cycleHours: number;
  /** Volumetric soil moisture (%) the shallow layer dries to before the next irrigation, and is wetted to by it. */
  dryPct: number;
  wetPct: number;
  /** Minutes since it last reported at the seeding time (over SENSOR_OFFLINE_AFTER_MINUTES shows it offline). */
  silentMinutes: number;
}

const DEMO_SENSORS: DemoSensor[] = [
  { code: 'SMP-TA-P1', org: 'crop', field: 'TA-P1', category: 'soil_moisture_probe', technology: 'lorawan', depths: [10, 20, 30, 40, 60, 80], lat: 22.7452, lng: 31.1462, cycleHours: 72, dryPct: 11.2, wetPct: 17.5, silentMinutes: 10 },
  // On Pivot 2 (alfalfa, sown in October): a long enough water balance for its 10-day efficiency windows.
  { code: 'FM-TA-P2', org: 'crop', field: 'TA-P2', category: 'flow_meter', technology: 'wired', depths: [], lat: 22.7446, lng: 31.155, cycleHours: 72, dryPct: 0, wetPct: 0, silentMinutes: 26 * 60 },
  { code: 'SMP-AHSA-A', org: 'tree', field: 'AHSA-01-A', category: 'soil_moisture_probe', technology: 'nb_iot', depths: [30, 60, 90], lat: 25.403, lng: 49.603, cycleHours: 48, dryPct: 17.2, wetPct: 25, silentMinutes: 20 },
];

/** Days of history before the seeding day. */
const SEASON_DAYS = 90;

/** Seeds each demo sensor missing from its organisation (by code) with its history; one already there is left as it is. */
export async function seedDemoSensors(tx: Db, orgIds: { crop: string; tree: string }, created: { any: boolean }, today = new Date()): Promise<void> {
  for (const org of ['crop', 'tree'] as const) {
    const orgId = orgIds[org];
    const existing = new Set(
      (await tx.select({ code: sensors.code }).from(sensors).where(and(eq(sensors.orgId, orgId), inArray(sensors.code, DEMO_SENSORS.map((s) => s.code))))).map((s) => s.code),
    );
    const demos = DEMO_SENSORS.filter((s) => s.org === org && !existing.has(s.code));
    if (demos.length === 0) continue;
    const fieldTable = org === 'crop' ? cropFields : treeFields;
    const fieldIds = new Map((await tx.select({ id: fieldTable.id, code: fieldTable.code }).from(fieldTable).where(eq(fieldTable.orgId, orgId))).map((f) => [f.code, f.id]));
    created.any = true;
    for (const demo of demos) {
      const fieldId = fieldIds.get(demo.field) ?? null;
      const end = new Date(Math.floor((today.getTime() - demo.silentMinutes * 60_000) / 900_000) * 900_000);
      const start = new Date(end.getTime() - SEASON_DAYS * 86_400_000);
      const [sensor] = await tx
        .insert(sensors)
        .values({
          orgId,
          code: demo.code,
          category: demo.category,
          technology: demo.technology,
          depthsCm: demo.depths,
          cropFieldId: org === 'crop' ? fieldId : null,
          treeFieldId: org === 'tree' ? fieldId : null,
          lat: demo.lat,
          lng: demo.lng,
          installedOn: start.toISOString().slice(0, 10),
          batteryPct: 84,
          signalDbm: -93,
          lastSeenAt: end,
        })
        .returning({ id: sensors.id });
      await insertHistory(tx, sensor!.id, demo, start, end);
      await rollUpSensorReadings(tx, sensor!.id);
    }
  }
}

/**
 * Fills the hourly rollups of one sensor from its readings (for readings written by SQL, as the seed and the bench
 * do; the ingestion keeps them itself).
 */
export async function rollUpSensorReadings(tx: Db, sensorId: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO sensor_readings_hourly (sensor_id, quantity, depth_cm, hour, value_sum, value_count, value_min, value_max)
    SELECT sensor_id, quantity, depth_cm, date_bin('1 hour', measured_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'), sum(value), count(*), min(value), max(value)
    FROM sensor_readings WHERE sensor_id = ${sensorId}::uuid GROUP BY 1, 2, 3, 4
    ON CONFLICT DO NOTHING`);
}

/** The season's readings of one demo sensor, written by one statement per kind. */
async function insertHistory(tx: Db, sensorId: string, demo: DemoSensor, start: Date, end: Date): Promise<void> {
  const from = start.toISOString();
  const to = end.toISOString();
  const cycle = demo.cycleHours;
  if (demo.depths.length > 0) {
    // Phase in the irrigation cycle (0 just after a pass), later with depth (water takes hours to go down), a drying
    // curve from the wet peak towards the refill point, damped with depth, and a small daily swing.
    await tx.execute(sql`
      INSERT INTO sensor_readings (sensor_id, quantity, depth_cm, measured_at, value)
      SELECT ${sensorId}::uuid, 'soil_moisture', d, t,
        round((${demo.dryPct}::float8 + d * 0.02 + ${demo.wetPct - demo.dryPct}::float8 * exp(-d / 50.0) * exp(-3.2 * (((extract(epoch FROM t) / 3600 - d / 8.0) / ${cycle}) - floor((extract(epoch FROM t) / 3600 - d / 8.0) / ${cycle})))
          + 0.3 * sin(extract(epoch FROM t) / 13751.0))::numeric, 2)::float8
      FROM generate_series(${from}::timestamptz, ${to}::timestamptz, interval '15 minutes') AS t, unnest(${sql.raw(`ARRAY[${demo.depths.join(',')}]`)}::int[]) AS d
      ON CONFLICT DO NOTHING`);
  } else {
    // A flow meter on the pivot's main: its capacity (Pivot 2: 180 m³/h) during 34 hours of every 72 (a revolution and
    // a half), nothing between passes: about 41 mm over the field in 10 days.
    await tx.execute(sql`
      INSERT INTO sensor_readings (sensor_id, quantity, depth_cm, measured_at, value)
      SELECT ${sensorId}::uuid, 'flow_rate', 0, t,
        CASE WHEN mod((extract(epoch FROM t) / 3600)::numeric, ${cycle}) < 34 THEN round((180 + 3 * sin(extract(epoch FROM t) / 5000.0))::numeric, 1)::float8 ELSE 0 END
      FROM generate_series(${from}::timestamptz, ${to}::timestamptz, interval '15 minutes') AS t
      ON CONFLICT DO NOTHING`);
  }
  // Battery (down from 100 % over the season) and signal, hourly.
  await tx.execute(sql`
    INSERT INTO sensor_readings (sensor_id, quantity, depth_cm, measured_at, value)
    SELECT ${sensorId}::uuid, q, 0, t,
      CASE q WHEN 'battery' THEN round((100 - 16 * extract(epoch FROM t - ${from}::timestamptz) / extract(epoch FROM ${to}::timestamptz - ${from}::timestamptz))::numeric, 1)::float8
             ELSE round((-93 + 6 * sin(extract(epoch FROM t) / 40000.0))::numeric, 0)::float8 END
    FROM generate_series(${from}::timestamptz, ${to}::timestamptz, interval '1 hour') AS t, unnest(ARRAY['battery', 'signal']) AS q
    ON CONFLICT DO NOTHING`);
}
