import { z } from 'zod';
import { isoDateSchema, listQuerySchema, optionalText, requiredText, V } from './common';
import { orgRecordSchema, patchInputSchemas, recordFields } from './record-schema';

/**
 * Ground sensors (issue #15, spec points 2, 3 and 9: "Sensor: code, category, wireless technology, battery, signal,
 * last seen"; "Soil moisture depths in cm"): the records, their device keys and the readings they send over HTTP
 * (`POST /api/sensor-readings/`) or MQTT (`rayyan/<org code>/<sensor code>/readings`).
 */

export const SENSOR_CATEGORIES = [
  'soil_moisture_probe',
  'soil_temperature',
  'salinity_ec',
  'weather_station',
  'flow_meter',
  'pressure',
  'tank_level',
  'trap_counter',
] as const;
export type SensorCategory = (typeof SENSOR_CATEGORIES)[number];

export const SENSOR_TECHNOLOGIES = ['lorawan', 'nb_iot', 'cellular', 'wifi', 'wired'] as const;
export type SensorTechnology = (typeof SENSOR_TECHNOLOGIES)[number];

/** A sensor not heard from for this long is shown offline. Probes report every 15 minutes; 3 hours is 12 missed reports. */
export const SENSOR_OFFLINE_AFTER_MINUTES = 180;

/** Depths a probe may measure at (cm); a reading without a depth is stored at depth 0. */
export const SENSOR_MAX_DEPTH_CM = 300;

/**
 * What a reading measures, its stored unit, the units accepted (with the factor and offset to the stored unit) and
 * the physical range of the stored value; a value outside it is a broken sensor or a wrong unit, refused.
 */
export const SENSOR_QUANTITIES = {
  soil_moisture: { unit: '%', units: { '%': [1, 0], 'm3/m3': [100, 0] }, min: 0, max: 100 },
  soil_temperature: { unit: '°C', units: { '°C': [1, 0], C: [1, 0], '°F': [5 / 9, -160 / 9] }, min: -40, max: 80 },
  soil_ec: { unit: 'dS/m', units: { 'dS/m': [1, 0], 'mS/cm': [1, 0], 'uS/cm': [0.001, 0], 'µS/cm': [0.001, 0] }, min: 0, max: 100 },
  air_temperature: { unit: '°C', units: { '°C': [1, 0], C: [1, 0], '°F': [5 / 9, -160 / 9] }, min: -60, max: 65 },
  relative_humidity: { unit: '%', units: { '%': [1, 0] }, min: 0, max: 100 },
  rainfall: { unit: 'mm', units: { mm: [1, 0] }, min: 0, max: 500 },
  wind_speed: { unit: 'm/s', units: { 'm/s': [1, 0], 'km/h': [1 / 3.6, 0] }, min: 0, max: 100 },
  solar_radiation: { unit: 'W/m2', units: { 'W/m2': [1, 0] }, min: 0, max: 1500 },
  flow_rate: { unit: 'm3/h', units: { 'm3/h': [1, 0], 'L/s': [3.6, 0] }, min: 0, max: 100_000 },
  flow_volume: { unit: 'm3', units: { m3: [1, 0], L: [0.001, 0] }, min: 0, max: 1e12 },
  pressure: { unit: 'bar', units: { bar: [1, 0], kPa: [0.01, 0], psi: [0.0689476, 0] }, min: -1, max: 100 },
  tank_level: { unit: '%', units: { '%': [1, 0] }, min: 0, max: 100 },
  trap_count: { unit: 'count', units: { count: [1, 0] }, min: 0, max: 10_000 },
  battery: { unit: '%', units: { '%': [1, 0] }, min: 0, max: 100 },
  signal: { unit: 'dBm', units: { dBm: [1, 0] }, min: -150, max: 0 },
} as const satisfies Record<string, { unit: string; units: Record<string, readonly [number, number]>; min: number; max: number }>;
export type SensorQuantity = keyof typeof SENSOR_QUANTITIES;
export const SENSOR_QUANTITY_KEYS = Object.keys(SENSOR_QUANTITIES) as SensorQuantity[];

/** Most readings one batch (an HTTP request or an MQTT message) may carry: a day of 15-minute readings at 20 depths is 1,920. */
export const SENSOR_BATCH_MAX = 5000;
/** A reading may be stamped this far ahead of the server's clock (device clocks drift); further is refused. */
export const SENSOR_FUTURE_TOLERANCE_MINUTES = 10;
/** The chart answers at most this many points per series, averaging readings into equal time buckets. */
export const SENSOR_CHART_MAX_POINTS = 2000;
/** The chart's longest range (days). */
export const SENSOR_CHART_MAX_DAYS = 400;

const depths = z
  .array(z.number().int({ error: V.out_of_range }).min(1, { error: V.out_of_range }).max(SENSOR_MAX_DEPTH_CM, { error: V.out_of_range }))
  .max(20, { error: V.out_of_range });

const sensorFields = {
  code: requiredText(40).refine((code) => /^[A-Za-z0-9_-]+$/.test(code), { error: V.invalid_characters }),
  category: z.enum(SENSOR_CATEGORIES, { error: V.invalid_choice }),
  technology: z.enum(SENSOR_TECHNOLOGIES, { error: V.invalid_choice }),
  depths_cm: depths.default([]),
  crop_field_id: z.uuid({ error: V.invalid_choice }).nullable().optional(),
  tree_field_id: z.uuid({ error: V.invalid_choice }).nullable().optional(),
  /** The asset it is mounted on (the assets module's record; not yet a foreign key). */
  asset_id: z.uuid({ error: V.invalid_choice }).nullable().optional(),
  lat: z.number().min(-90, { error: V.out_of_range }).max(90, { error: V.out_of_range }).nullable().optional(),
  lng: z.number().min(-180, { error: V.out_of_range }).max(180, { error: V.out_of_range }).nullable().optional(),
  installed_on: isoDateSchema.nullable().optional(),
  notes: optionalText(500),
};
const oneField = (v: { crop_field_id?: string | null; tree_field_id?: string | null }) => !(v.crop_field_id && v.tree_field_id);

/** POST /api/sensors/ and PATCH /api/sensors/{id}/ (only the fields sent), both with one field at most. */
export const { create: createSensorSchema, update: updateSensorSchema } = patchInputSchemas(sensorFields, [oneField, { error: V.invalid_choice, path: ['tree_field_id'] }]);
export type CreateSensor = z.infer<typeof createSensorSchema>;
export type UpdateSensor = z.infer<typeof updateSensorSchema>;

export const sensorSchema = orgRecordSchema('Sensor', {
  ...recordFields(sensorFields),
  /** Any depth, as before (the input takes whole centimetres). */
  depths_cm: z.array(z.number()),
  field_name: z.string().nullable(),
  battery_pct: z.number().nullable(),
  signal_dbm: z.number().nullable(),
  last_seen_at: z.string().nullable(),
  /** Whether a device key exists (the key itself is shown once, when created). */
  has_key: z.boolean(),
  key_created_at: z.string().nullable(),
});
export type SensorRecord = z.infer<typeof sensorSchema>;

export const sensorListQuerySchema = listQuerySchema.extend({
  category: z.enum(SENSOR_CATEGORIES).optional(),
  status: z.enum(['online', 'offline']).optional(),
});
export type SensorListQuery = z.infer<typeof sensorListQuerySchema>;
/** The record's schemas as the kit's CRUD endpoints take them (`crudEndpoints`). */
export const sensorCrudSchemas = { record: sensorSchema, create: createSensorSchema, update: updateSensorSchema, query: sensorListQuerySchema };

/** POST /api/sensors/{id}/key/: a new device key (the previous one stops working), shown this once. */
export const sensorKeySchema = z
  .object({
    key: z.string(),
    sensor_code: z.string(),
    org_code: z.string(),
    mqtt_topic: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'SensorKey' });
export type SensorKey = z.infer<typeof sensorKeySchema>;

/** One reading as a device sends it. */
export const incomingReadingSchema = z.object({
  sensor_code: z.string().min(1).max(40),
  measured_at: z.iso.datetime({ offset: true }),
  quantity: z.string().min(1).max(40),
  depth_cm: z.number().int().min(0).max(SENSOR_MAX_DEPTH_CM).optional(),
  value: z.number(),
  unit: z.string().min(1).max(20),
});
export type IncomingReading = z.infer<typeof incomingReadingSchema>;

/**
 * `POST /api/sensor-readings/` (header `Authorization: Device <key>`) and an MQTT message's JSON: the readings, each
 * checked alone. `all_or_nothing` (default true): one bad reading and nothing is written.
 */
export const readingBatchSchema = z.object({
  readings: z.array(z.unknown()).min(1, { error: V.required }),
  all_or_nothing: z.boolean().default(true),
});
export type ReadingBatch = z.infer<typeof readingBatchSchema>;

export const READING_REJECT_REASONS = [
  'malformed',
  'unknown_quantity',
  'unknown_unit',
  'out_of_range',
  'in_future',
  'duplicate',
  'other_sensor',
  'depth_not_allowed',
  'batch_too_large',
] as const;
export type ReadingRejectReason = (typeof READING_REJECT_REASONS)[number];

export const ingestResultSchema = z
  .object({
    received: z.number().int(),
    stored: z.number().int(),
    /** Already stored before (same sensor, quantity, depth and time): not written again. */
    duplicates: z.number().int(),
    rejected: z.array(z.object({ index: z.number().int(), reason: z.enum(READING_REJECT_REASONS), message: z.string() })),
  })
  .meta({ id: 'SensorIngestResult' });
export type IngestResult = z.infer<typeof ingestResultSchema>;

/** GET /api/sensors/{id}/readings/: the sensor's series over a range (7 days up to now by default). */
export const sensorChartQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  quantity: z.enum(SENSOR_QUANTITY_KEYS as [SensorQuantity, ...SensorQuantity[]]).optional(),
});
export type SensorChartQuery = z.infer<typeof sensorChartQuerySchema>;

export const sensorSeriesSchema = z.object({
  quantity: z.string(),
  depth_cm: z.number(),
  unit: z.string(),
  /** Epoch seconds of each bucket's start, and the mean of its readings. */
  times: z.array(z.number()),
  values: z.array(z.number()),
});
export const sensorChartSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    bucket_seconds: z.number().int(),
    series: z.array(sensorSeriesSchema),
    /** Field capacity and refill point of the field's soil (volumetric %), when known. */
    field_capacity_pct: z.number().nullable(),
    refill_pct: z.number().nullable(),
  })
  .meta({ id: 'SensorChart' });
export type SensorChart = z.infer<typeof sensorChartSchema>;

/** Irrigation efficiency is read over windows of this many days (spec point 9: "10-day irrigation efficiency averages"). */
export const SENSOR_EFFICIENCY_WINDOW_DAYS = 10;
/** Applied water this far (a share) above or below the advised is over- or under-irrigation. */
export const SENSOR_EFFICIENCY_TOLERANCE = 0.2;

/** GET /api/sensors/{id}/efficiency/: the last `days` (60 by default) of a flow meter's field. */
export const sensorEfficiencyQuerySchema = z.object({ days: z.coerce.number().int().min(SENSOR_EFFICIENCY_WINDOW_DAYS).max(180).default(60) });
export type SensorEfficiencyQuery = z.infer<typeof sensorEfficiencyQuerySchema>;

export const sensorEfficiencyWindowSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Water the flow meter measured, spread over the field, mm (gross). */
  applied_mm: z.number(),
  /** The crop's evapotranspiration in the field's water balance, mm. */
  etc_mm: z.number(),
  /** Gross water the advice asked for (the balance's net irrigation over the application efficiency), mm. */
  advised_mm: z.number(),
  /** ETc over applied water, %; null when nothing was applied. */
  efficiency_pct: z.number().nullable(),
  /** Applied water beyond the tolerance above (over) or below (under) the advised; null when neither was any. */
  flag: z.enum(['over', 'under', 'ok']).nullable(),
});
export const sensorEfficiencySchema = z
  .object({
    field_name: z.string().nullable(),
    area_m2: z.number().nullable(),
    application_efficiency: z.number().nullable(),
    windows: z.array(sensorEfficiencyWindowSchema),
    /** Why there are no windows: not a flow meter, or not in a field. */
    reason: z.enum(['not_flow_meter', 'no_field']).nullable(),
  })
  .meta({ id: 'SensorEfficiency' });
export type SensorEfficiency = z.infer<typeof sensorEfficiencySchema>;
export type SensorEfficiencyWindow = z.infer<typeof sensorEfficiencyWindowSchema>;
