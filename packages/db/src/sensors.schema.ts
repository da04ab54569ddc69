import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SENSOR_CATEGORIES, SENSOR_TECHNOLOGIES } from '@rayyan/contracts';
import { tenantKeys } from './core.schema';
import { eitherField } from './geography.schema';
import { enumChecks, parentRef, timestamps } from './schema-columns';

/**
 * Ground sensors (issue #15): code unique per organisation (upper case), category and radio, the field it stands in
 * (a crop or a tree field, at most one), its probe depths, and what its last readings said (battery, signal, last
 * seen). `asset_id` names the asset it is mounted on; it is not a foreign key yet (the assets table lands beside it).
 * The device key is stored as its SHA-256 hash only (see sensor-keys.ts for why a fast hash is right for it).
 */
export const sensors = pgTable(
  'sensors',
  {
    ...tenantKeys(),
    code: text('code').notNull(),
    category: text('category').$type<(typeof SENSOR_CATEGORIES)[number]>().notNull(),
    technology: text('technology').$type<(typeof SENSOR_TECHNOLOGIES)[number]>().notNull(),
    depthsCm: integer('depths_cm').array().notNull().default(sql`'{}'::integer[]`),
    ...eitherField('set null'),
    assetId: uuid('asset_id'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    installedOn: date('installed_on'),
    notes: text('notes'),
    batteryPct: doublePrecision('battery_pct'),
    signalDbm: doublePrecision('signal_dbm'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    keyHash: text('key_hash'),
    keyCreatedAt: timestamp('key_created_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('sensors_org_id_code_key').on(t.orgId, sql`upper(${t.code})`),
    uniqueIndex('sensors_key_hash_key').on(t.keyHash),
    index('sensors_crop_field_id_idx').on(t.cropFieldId),
    index('sensors_tree_field_id_idx').on(t.treeFieldId),
    ...enumChecks(t, { category: SENSOR_CATEGORIES, technology: SENSOR_TECHNOLOGIES }),
    check('sensors_one_field_check', sql`num_nonnulls(${t.cropFieldId}, ${t.treeFieldId}) <= 1`),
    check('sensors_position_check', sql`(${t.lat} IS NULL OR ${t.lat} BETWEEN -90 AND 90) AND (${t.lng} IS NULL OR ${t.lng} BETWEEN -180 AND 180)`),
    check('sensors_depths_check', sql`0 < ALL(${t.depthsCm}) AND 300 >= ALL(${t.depthsCm})`),
  ],
);

/** The series a reading or an hourly rollup belongs to: its sensor, quantity and depth (0 without a depth). */
const seriesKey = () => ({
  sensorId: parentRef('sensor_id', () => sensors.id, 'cascade'),
  quantity: text('quantity').notNull(),
  depthCm: smallint('depth_cm').notNull().default(0),
});

/**
 * Readings, kept for years at 15-minute resolution (a probe at 6 depths writes 210,000 rows a year). The primary key
 * (sensor, quantity, depth, time) makes ingestion idempotent (ON CONFLICT DO NOTHING) and serves the chart's range
 * scans of one sensor; rows arrive in time order, so a BRIN index on the time finds a period across all sensors for a
 * few pages (rollups, retention) where a B-tree would be as large as the data. Values are in the quantity's stored
 * unit (SENSOR_QUANTITIES); depth 0 is a reading without a depth. No org_id column: the sensor carries it.
 */
export const sensorReadings = pgTable(
  'sensor_readings',
  {
    ...seriesKey(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [
    primaryKey({ name: 'sensor_readings_pkey', columns: [t.sensorId, t.quantity, t.depthCm, t.measuredAt] }),
    index('sensor_readings_measured_at_brin').using('brin', t.measuredAt),
  ],
);

/**
 * Hourly rollups of the readings, kept by the ingestion in the transaction that stores them (only the readings that
 * were new are added, so a resent batch counts once): the sum, count, least and greatest value of each sensor,
 * quantity, depth and hour. A chart over more than about three weeks reads these (a year of a 6-depth probe is
 * 52,560 rows instead of 210,240).
 */
export const sensorReadingsHourly = pgTable(
  'sensor_readings_hourly',
  {
    ...seriesKey(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    valueSum: doublePrecision('value_sum').notNull(),
    valueCount: integer('value_count').notNull(),
    valueMin: doublePrecision('value_min').notNull(),
    valueMax: doublePrecision('value_max').notNull(),
  },
  (t) => [
    primaryKey({ name: 'sensor_readings_hourly_pkey', columns: [t.sensorId, t.quantity, t.depthCm, t.hour] }),
    check('sensor_readings_hourly_count_check', sql`${t.valueCount} > 0 AND ${t.valueMin} <= ${t.valueMax}`),
  ],
);
