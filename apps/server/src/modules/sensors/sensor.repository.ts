import { and, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { cropFields, organizations, sensors, treeFields, type Db } from '@rayyan/db';
import { SENSOR_OFFLINE_AFTER_MINUTES, type CreateSensor, type SensorListQuery, type SensorRecord, type UpdateSensor } from '@rayyan/contracts';
import { orgResourceRepository } from '../../shared/org-resource.repository';
import type { OrgScopedRepository } from '../../shared/record-service';
import type { CheckedReading } from './reading-checks';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const offlineSince = sql`now() - make_interval(mins => ${SENSOR_OFFLINE_AFTER_MINUTES})`;
/** The UTC hour of a time (the rollups' key). */
export const hourOf = (time: SQL) => sql`date_bin('1 hour', ${time}, TIMESTAMPTZ '2000-01-01 00:00:00+00')`;

/** The sensor a device key opens, with its organisation's MQTT code. */
export interface KeySensor {
  id: string;
  orgId: string;
  code: string;
  orgCode: string;
  depthsCm: number[];
}

/** One series' averaged buckets, as the chart statement answers them. */
export interface SeriesRow {
  quantity: string;
  depth_cm: number;
  t: number[];
  v: number[];
}

export type SensorRepository = OrgScopedRepository<SensorRecord, CreateSensor, UpdateSensor, SensorListQuery> & ReturnType<typeof sensorExtras>;

/** Sensors of one organisation: searched by code; with their field's name and whether a key exists. */
export function createSensorRepository(db: Db): SensorRepository {
  const kit = orgResourceRepository<typeof sensors, SensorRecord, CreateSensor, UpdateSensor, SensorListQuery>(db, {
    table: sensors,
    search: [sensors.code, sensors.notes],
    equals: { category: sensors.category },
    filters: (query) => [
      query.status === 'online' ? gte(sensors.lastSeenAt, offlineSince) : undefined,
      query.status === 'offline' ? or(isNull(sensors.lastSeenAt), lt(sensors.lastSeenAt, offlineSince)) : undefined,
    ],
    orderBy: [sensors.code],
    computed: {
      fieldName: sql<string | null>`coalesce((SELECT c.name FROM crop_fields c WHERE c.id = "sensors"."crop_field_id"), (SELECT t.name FROM tree_fields t WHERE t.id = "sensors"."tree_field_id"))`,
    },
    toRecord: ({ keyHash, keyCreatedAt, lastSeenAt, createdAt, updatedAt, fieldName, orgId, depthsCm, cropFieldId, treeFieldId, assetId, batteryPct, signalDbm, installedOn, ...rest }) => ({
      ...rest,
      org_id: orgId,
      depths_cm: depthsCm,
      crop_field_id: cropFieldId,
      tree_field_id: treeFieldId,
      field_name: (fieldName as string | null) ?? null,
      asset_id: assetId,
      installed_on: installedOn,
      battery_pct: batteryPct,
      signal_dbm: signalDbm,
      last_seen_at: lastSeenAt?.toISOString() ?? null,
      has_key: keyHash !== null,
      key_created_at: keyCreatedAt?.toISOString() ?? null,
      created_at: createdAt.toISOString(),
      updated_at: updatedAt.toISOString(),
    }),
  });
  return { ...kit, ...sensorExtras(db) };
}

/** Keys, the field check, ingestion's writes and the chart's statement (beside the kit's CRUD). */
function sensorExtras(db: Db) {
  return {
    /** Whether the crop or tree field is the organisation's (undefined ids count as found). */
    async fieldsFound(orgId: string, cropFieldId?: string | null, treeFieldId?: string | null): Promise<{ crop: boolean; tree: boolean }> {
      const crop = !cropFieldId || (await db.select({ id: cropFields.id }).from(cropFields).where(and(eq(cropFields.orgId, orgId), eq(cropFields.id, cropFieldId)))).length > 0;
      const tree = !treeFieldId || (await db.select({ id: treeFields.id }).from(treeFields).where(and(eq(treeFields.orgId, orgId), eq(treeFields.id, treeFieldId)))).length > 0;
      return { crop, tree };
    },
    async orgCode(orgId: string): Promise<string> {
      const [row] = await db.select({ code: organizations.code }).from(organizations).where(eq(organizations.id, orgId));
      return row!.code;
    },
    /** Stores a key's hash on the sensor (replacing the last); false when the sensor is not the organisation's. */
    async setKeyHash(orgId: string, id: string, keyHash: string, at: Date): Promise<boolean> {
      const rows = await db.update(sensors).set({ keyHash, keyCreatedAt: at }).where(and(eq(sensors.orgId, orgId), eq(sensors.id, id))).returning({ id: sensors.id });
      return rows.length > 0;
    },
    async sensorByKeyHash(keyHash: string): Promise<KeySensor | undefined> {
      const [row] = await db
        .select({ id: sensors.id, orgId: sensors.orgId, code: sensors.code, orgCode: organizations.code, depthsCm: sensors.depthsCm })
        .from(sensors)
        .innerJoin(organizations, eq(organizations.id, sensors.orgId))
        .where(and(eq(sensors.keyHash, keyHash), eq(organizations.isActive, true)));
      return row;
    },
    /** The sensor of an organisation code and a sensor code (case-insensitive), of an active organisation. */
    async sensorByCodes(orgCode: string, sensorCode: string): Promise<KeySensor | undefined> {
      const [row] = await db
        .select({ id: sensors.id, orgId: sensors.orgId, code: sensors.code, orgCode: organizations.code, depthsCm: sensors.depthsCm })
        .from(sensors)
        .innerJoin(organizations, eq(organizations.id, sensors.orgId))
        .where(and(eq(organizations.code, orgCode.toLowerCase()), sql`upper(${sensors.code}) = upper(${sensorCode})`, eq(organizations.isActive, true)));
      return row;
    },
    /** Writes the readings in one statement; an already stored (sensor, quantity, depth, time) is skipped. Answers how many were new. */
    async insertReadings(sensorId: string, readings: CheckedReading[]): Promise<number> {
      if (readings.length === 0) return 0;
      const lines = JSON.stringify(readings.map((r) => ({ q: r.quantity, d: r.depthCm, t: r.measuredAt.toISOString(), v: r.value })));
      const result = await db.execute(sql`
        WITH added AS (
          INSERT INTO sensor_readings (sensor_id, quantity, depth_cm, measured_at, value)
          SELECT ${sensorId}::uuid, x.q, x.d, x.t, x.v FROM jsonb_to_recordset(${lines}::jsonb) AS x(q text, d smallint, t timestamptz, v double precision)
          ON CONFLICT DO NOTHING
          RETURNING quantity, depth_cm, measured_at, value),
        rolled AS (
          INSERT INTO sensor_readings_hourly AS h (sensor_id, quantity, depth_cm, hour, value_sum, value_count, value_min, value_max)
          SELECT ${sensorId}::uuid, quantity, depth_cm, ${hourOf(sql`measured_at`)}, sum(value), count(*), min(value), max(value)
          FROM added GROUP BY quantity, depth_cm, 4
          ON CONFLICT (sensor_id, quantity, depth_cm, hour) DO UPDATE SET
            value_sum = h.value_sum + excluded.value_sum, value_count = h.value_count + excluded.value_count,
            value_min = least(h.value_min, excluded.value_min), value_max = greatest(h.value_max, excluded.value_max))
        SELECT count(*)::int AS n FROM added`);
      return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    },
    /** The device was heard now; its battery and signal are the batch's latest readings of them, when it has some. */
    async touch(sensorId: string, at: Date, battery: number | undefined, signal: number | undefined): Promise<void> {
      await db
        .update(sensors)
        .set({
          lastSeenAt: sql`greatest(${sensors.lastSeenAt}, ${at.toISOString()}::timestamptz)`,
          ...(battery === undefined ? {} : { batteryPct: battery }),
          ...(signal === undefined ? {} : { signalDbm: signal }),
        })
        .where(eq(sensors.id, sensorId));
    },
    /**
     * Each (quantity, depth) series of the sensor between `from` and `to`, averaged into buckets of `bucketSeconds`
     * (date_bin from `from`), in time order; one statement, one row per series.
     */
    async series(sensorId: string, from: Date, to: Date, bucketSeconds: number, quantity?: string): Promise<SeriesRow[]> {
      const bucket = sql`make_interval(secs => ${bucketSeconds})`;
      const origin = sql`${from.toISOString()}::timestamptz`;
      const range = (column: SQL) => sql`sensor_id = ${sensorId}::uuid AND ${column} >= ${origin} AND ${column} < ${to.toISOString()}::timestamptz ${quantity ? sql`AND quantity = ${quantity}` : sql``}`;
      // Whole-hour buckets read the hourly rollups (a quarter of the rows); shorter ones the readings themselves.
      const buckets =
        bucketSeconds % 3600 === 0
          ? sql`SELECT quantity, depth_cm, date_bin(${bucket}, hour, ${origin}) AS b, sum(value_sum) / sum(value_count) AS v FROM sensor_readings_hourly WHERE ${range(sql`hour`)} GROUP BY quantity, depth_cm, b`
          : sql`SELECT quantity, depth_cm, date_bin(${bucket}, measured_at, ${origin}) AS b, avg(value) AS v FROM sensor_readings WHERE ${range(sql`measured_at`)} GROUP BY quantity, depth_cm, b`;
      const result = await db.execute(sql`
        WITH buckets AS (${buckets})
        SELECT quantity, depth_cm::int AS depth_cm, array_agg(extract(epoch FROM b)::bigint::float8 ORDER BY b) AS t, array_agg(round(v::numeric, 3)::float8 ORDER BY b) AS v
        FROM buckets GROUP BY quantity, depth_cm ORDER BY quantity, depth_cm`);
      return rowsOf<SeriesRow>(result);
    },
    /**
     * Raises a notification for each sensor silent since before `silentSince` (its farm's, through its field): once per
     * silence (the dedupe key holds its last report). Answers how many were raised.
     */
    async notifyOffline(silentSince: Date): Promise<number> {
      const lastSeen = sql`to_char(s.last_seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
      const result = await db.execute(sql`
        WITH raised AS (
          INSERT INTO notifications (org_id, kind, title, message, params, farm_id, dedupe_key, priority)
          SELECT s.org_id, 'sensor_offline', 'Sensor offline', 'Sensor ' || s.code || ' has not reported since ' || ${lastSeen} || '.',
            jsonb_build_object('sensor_code', s.code, 'last_seen_at', ${lastSeen}), coalesce(cf.farm_id, tf.farm_id),
            'sensor-offline:' || s.id || ':' || ${lastSeen}, 'normal'
          FROM sensors s
          LEFT JOIN crop_fields cf ON cf.id = s.crop_field_id
          LEFT JOIN tree_fields tf ON tf.id = s.tree_field_id
          WHERE s.last_seen_at < ${silentSince.toISOString()}::timestamptz
          ON CONFLICT DO NOTHING
          RETURNING 1)
        SELECT count(*)::int AS n FROM raised`);
      return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    },
    /** The sensor's field: its kind, name, area and application efficiency (its irrigation settings', null without). */
    async fieldOf(sensor: Pick<SensorRecord, 'crop_field_id' | 'tree_field_id'>): Promise<{ kind: 'crop' | 'tree'; id: string; name: string; areaM2: number; efficiency: number | null } | undefined> {
      const kind = sensor.crop_field_id ? 'crop' : sensor.tree_field_id ? 'tree' : undefined;
      const id = sensor.crop_field_id ?? sensor.tree_field_id;
      if (!kind || !id) return undefined;
      const table = kind === 'crop' ? sql`crop_fields` : sql`tree_fields`;
      const result = await db.execute(sql`
        SELECT f.name, f.area_m2, s.efficiency FROM ${table} f LEFT JOIN irrigation_settings s ON s.field_id = f.id WHERE f.id = ${id}::uuid`);
      const row = rowsOf<{ name: string; area_m2: number; efficiency: number | null }>(result)[0];
      return row && { kind, id, name: row.name, areaM2: Number(row.area_m2), efficiency: row.efficiency === null ? null : Number(row.efficiency) };
    },
    /** Cubic metres a flow meter measured each UTC day from `from` (a date) on: each hour's mean flow rate (m³/h) over one hour. */
    async dailyFlowM3(sensorId: string, from: string): Promise<Map<string, number>> {
      const result = await db.execute(sql`
        SELECT to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(value_sum / value_count) AS m3
        FROM sensor_readings_hourly WHERE sensor_id = ${sensorId}::uuid AND quantity = 'flow_rate' AND hour >= ${from}::date
        GROUP BY 1`);
      return new Map(rowsOf<{ day: string; m3: number }>(result).map((r) => [r.day, Number(r.m3)]));
    },
    /** The soil type of the sensor's field's irrigation settings, when set. */
    async fieldSoil(sensor: Pick<SensorRecord, 'crop_field_id' | 'tree_field_id'>): Promise<string | undefined> {
      const fieldId = sensor.crop_field_id ?? sensor.tree_field_id;
      if (!fieldId) return undefined;
      const result = await db.execute(sql`SELECT soil_type FROM irrigation_settings WHERE field_id = ${fieldId}::uuid`);
      return rowsOf<{ soil_type: string }>(result)[0]?.soil_type;
    },
  };
}
