import { z } from 'zod';
import { V, isoDateSchema, listQuerySchema, requiredText } from './common';
import { latLngSchema } from './geography';
import { orgRecordSchema } from './record-schema';

/**
 * Weather (product spec points 2, 3, 4, 9): the 48-hour chart, the 8-day forecast, spray advice, spray
 * settings, weather alerts and the notifications they raise.
 *
 * Weather is fetched by a background job and stored per farm location; the API only reads what is stored
 * (ARCHITECTURE.md). Simulated weather (offline adapter) is always labelled as such.
 */

export const WEATHER_SOURCES = ['open_meteo', 'simulated'] as const;
export type WeatherSource = (typeof WEATHER_SOURCES)[number];
/** Hours in the chart and in spray advice (spec 9). */
export const WEATHER_CHART_HOURS = 48;
/** Days in the forecast (spec 9). */
export const WEATHER_FORECAST_DAYS = 8;

/** ISO 8601 date-time with an offset, e.g. `2025-06-01T14:00:00+03:00`. */
const isoDateTimeWithOffset = z.iso.datetime({ offset: true });

// ---------------------------------------------------------------- Forecast

export const weatherHourSchema = z
  .object({
    time: isoDateTimeWithOffset,
    temperature_c: z.number(),
    relative_humidity_pct: z.number().min(0).max(100),
    dew_point_c: z.number(),
    wind_speed_kmh: z.number().min(0),
    wind_direction_deg: z.number().min(0).max(360).nullable(),
    shortwave_radiation_wm2: z.number().min(0),
    precipitation_mm: z.number().min(0),
    et0_mm: z.number().min(0).nullable(),
  })
  .meta({ id: 'WeatherHour' });
export type WeatherHour = z.infer<typeof weatherHourSchema>;

export const weatherDaySchema = z
  .object({
    date: isoDateSchema,
    t_max_c: z.number(),
    t_min_c: z.number(),
    precipitation_mm: z.number().min(0),
    wind_max_kmh: z.number().min(0),
    et0_mm: z.number().min(0),
    /** Local ISO date-time with offset. */
    sunrise: isoDateTimeWithOffset,
    sunset: isoDateTimeWithOffset,
  })
  .meta({ id: 'WeatherDay' });
export type WeatherDay = z.infer<typeof weatherDaySchema>;

/** GET /api/farms/{id}/weather/ (farm_and_fields:view). 404 `weather_not_ready` until the job has stored weather. */
export const weatherForecastSchema = z
  .object({
    farm_id: z.uuid(),
    location: latLngSchema,
    source: z.enum(WEATHER_SOURCES),
    simulated: z.boolean(),
    /** Shown next to the chart: "simulated weather" or "Open-Meteo". */
    label: z.string(),
    fetched_at: z.string(),
    /** IANA time zone of the location (e.g. Asia/Riyadh), or a fixed offset such as `+03:00`. */
    timezone: z.string(),
    /** 48 hours from the current hour. */
    hours: z.array(weatherHourSchema),
    /** 8 days from today. */
    days: z.array(weatherDaySchema),
  })
  .meta({ id: 'WeatherForecast' });
export type WeatherForecast = z.infer<typeof weatherForecastSchema>;

export const WEATHER_LABELS: Record<WeatherSource, string> = {
  open_meteo: 'Open-Meteo',
  simulated: 'simulated weather',
};

// ---------------------------------------------------------------- Spray advice

export const SPRAY_VERDICTS = ['good', 'marginal', 'unsuitable'] as const;
export type SprayVerdict = (typeof SPRAY_VERDICTS)[number];
export const SPRAY_REASONS = [
  'delta_t_high',
  'delta_t_low',
  'wind_high',
  'wind_calm',
  'temperature_high',
  'temperature_low',
  'humidity_high',
  'humidity_low',
  'rain',
  'rain_within_rain_free_hours',
  'inversion_window',
] as const;
export type SprayReason = (typeof SPRAY_REASONS)[number];

export const sprayHourSchema = z
  .object({
    time: isoDateTimeWithOffset,
    verdict: z.enum(SPRAY_VERDICTS),
    delta_t_c: z.number(),
    reasons: z.array(z.enum(SPRAY_REASONS)),
  })
  .meta({ id: 'SprayHour' });
export type SprayHour = z.infer<typeof sprayHourSchema>;

/** GET /api/farms/{id}/spray-advice/ (farm_and_fields:view). */
export const sprayAdviceSchema = z
  .object({
    farm_id: z.uuid(),
    simulated: z.boolean(),
    hours: z.array(sprayHourSchema),
  })
  .meta({ id: 'SprayAdvice' });
export type SprayAdvice = z.infer<typeof sprayAdviceSchema>;

// ---------------------------------------------------------------- Spray settings

/**
 * Defaults from the agronomy reference: inversions from ~2 h before sunset to ~1 h after sunrise;
 * wind 3-15 km/h; temperature above ~28-30 °C and RH above ~90-95 % are poor; rain-free hours from the
 * product label (a common 2 h default).
 */
export const SPRAY_SETTINGS_DEFAULTS = {
  sun_rise_offset_hours: 1,
  sun_set_offset_hours: 2,
  min_temperature_c: 5,
  max_temperature_c: 30,
  min_humidity_pct: 30,
  max_humidity_pct: 90,
  min_wind_speed_kmh: 3,
  max_wind_speed_kmh: 15,
  /** Rain above this (mm in an hour) counts as rain. */
  precipitation_mm: 0.2,
  rain_free_hours: 2,
} as const;

const num = (min: number, max: number) =>
  z.number({ error: V.required }).min(min, { error: V.out_of_range }).max(max, { error: V.out_of_range });

const spraySettingsFields = z.object({
  sun_rise_offset_hours: num(0, 6),
  sun_set_offset_hours: num(0, 6),
  min_temperature_c: num(-20, 50),
  max_temperature_c: num(-20, 60),
  min_humidity_pct: num(0, 100),
  max_humidity_pct: num(0, 100),
  min_wind_speed_kmh: num(0, 100),
  max_wind_speed_kmh: num(0, 150),
  precipitation_mm: num(0, 100),
  rain_free_hours: num(0, 48),
});

/** GET /api/spray-settings/ (settings:view), PUT body and answer (settings:edit). Organisation level. */
export const spraySettingsSchema = spraySettingsFields
  .refine((s) => s.min_temperature_c <= s.max_temperature_c, { error: V.min_above_max, path: ['max_temperature_c'] })
  .refine((s) => s.min_humidity_pct <= s.max_humidity_pct, { error: V.min_above_max, path: ['max_humidity_pct'] })
  .refine((s) => s.min_wind_speed_kmh <= s.max_wind_speed_kmh, { error: V.min_above_max, path: ['max_wind_speed_kmh'] })
  .meta({ id: 'SpraySettings' });
export type SpraySettings = z.infer<typeof spraySettingsSchema>;

// ---------------------------------------------------------------- Weather alerts

export const WEATHER_ALERT_TYPES = ['temperature', 'humidity', 'heat', 'cold', 'speed', 'rain'] as const;
export type WeatherAlertType = (typeof WEATHER_ALERT_TYPES)[number];

/**
 * What each alert type watches (per hour of the stored forecast):
 * temperature, heat, cold → °C; humidity → %; speed → wind km/h; rain → mm per hour.
 * It fires when the value is below min_threshold or above max_threshold.
 * `hourly`: one notification for every matching hour; otherwise at most one per alert, farm and day.
 */
export const WEATHER_ALERT_UNITS: Record<WeatherAlertType, string> = {
  temperature: '°C',
  heat: '°C',
  cold: '°C',
  humidity: '%',
  speed: 'km/h',
  rain: 'mm',
};

export const weatherAlertSchema = orgRecordSchema('WeatherAlert', {
  name: z.string(),
  /** null = all farms of the organisation. */
  farm_id: z.uuid().nullable(),
  start_date: isoDateSchema.nullable(),
  end_date: isoDateSchema.nullable(),
  always_active: z.boolean(),
  hourly: z.boolean(),
  type: z.enum(WEATHER_ALERT_TYPES),
  min_threshold: z.number().nullable(),
  max_threshold: z.number().nullable(),
  active: z.boolean(),
});
export type WeatherAlertRecord = z.infer<typeof weatherAlertSchema>;

const alertFields = z.object({
  name: requiredText(150),
  farm_id: z.uuid().nullable().optional(),
  start_date: isoDateSchema.nullable().optional(),
  end_date: isoDateSchema.nullable().optional(),
  always_active: z.boolean().optional(),
  hourly: z.boolean().optional(),
  type: z.enum(WEATHER_ALERT_TYPES, { error: V.invalid_choice }),
  min_threshold: z.number().nullable().optional(),
  max_threshold: z.number().nullable().optional(),
  active: z.boolean().optional(),
});

type AlertShape = Partial<z.infer<typeof alertFields>>;

/** Cross-field rules, shared by create and (merged) update. Returns [path, message] problems. */
export function weatherAlertProblems(a: AlertShape): Array<[keyof AlertShape, string]> {
  const problems: Array<[keyof AlertShape, string]> = [];
  if (!a.always_active) {
    if (!a.start_date) problems.push(['start_date', V.dates_or_always_active]);
    if (!a.end_date) problems.push(['end_date', V.dates_or_always_active]);
  }
  if (a.start_date && a.end_date && a.end_date < a.start_date) problems.push(['end_date', V.end_before_start]);
  const hasMin = a.min_threshold !== null && a.min_threshold !== undefined;
  const hasMax = a.max_threshold !== null && a.max_threshold !== undefined;
  if (!hasMin && !hasMax) problems.push(['min_threshold', V.threshold_required]);
  if (hasMin && hasMax && (a.min_threshold as number) > (a.max_threshold as number)) {
    problems.push(['max_threshold', V.min_above_max]);
  }
  return problems;
}

/** POST /api/weather-alerts/ (settings:create). */
export const createWeatherAlertSchema = alertFields.superRefine((a, ctx) => {
  for (const [path, message] of weatherAlertProblems(a)) ctx.addIssue({ code: 'custom', path: [path], message });
});
export type CreateWeatherAlert = z.infer<typeof createWeatherAlertSchema>;

/**
 * PATCH /api/weather-alerts/{id}/ (settings:edit). Field-level checks here; the server re-checks the
 * cross-field rules (weatherAlertProblems) on the merged record.
 */
export const updateWeatherAlertSchema = alertFields.partial();
export type UpdateWeatherAlert = z.infer<typeof updateWeatherAlertSchema>;

/** GET /api/weather-alerts/ and its export (settings:view): pages of the organisation's alerts, searched by name, by type and state. */
export const weatherAlertListQuerySchema = listQuerySchema.extend({
  type: z.enum(WEATHER_ALERT_TYPES).optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type WeatherAlertListQuery = z.infer<typeof weatherAlertListQuerySchema>;
/** The record's schemas as the kit's CRUD endpoints take them (`crudEndpoints`). */
export const weatherAlertCrudSchemas = { record: weatherAlertSchema, create: createWeatherAlertSchema, update: updateWeatherAlertSchema, query: weatherAlertListQuerySchema };

// ---------------------------------------------------------------- Notifications

export const NOTIFICATION_KINDS = ['weather_alert', 'rpw_threshold', 'sensor_offline'] as const;
export const NOTIFICATION_PRIORITIES = ['normal', 'high'] as const;

/**
 * What a weather-alert notification says, as data, so each user reads it in their own language; `message`
 * keeps an English rendering for channels without one (webhooks, logs).
 */
export const weatherAlertNotificationParamsSchema = z.object({
  farm_name: z.string(),
  type: z.enum(WEATHER_ALERT_TYPES),
  value: z.number(),
  unit: z.string(),
  direction: z.enum(['below', 'above']),
  threshold: z.number(),
  /** The hour (`YYYY-MM-DDTHH:MM`, farm local time) for hourly alerts, else the date. */
  when: z.string(),
});
export type WeatherAlertNotificationParams = z.infer<typeof weatherAlertNotificationParamsSchema>;

/** A red palm weevil trap whose catches of the last 7 days reached the organisation's weekly threshold (issue #16). */
export const rpwThresholdNotificationParamsSchema = z.object({
  trap_code: z.string(),
  region: z.string(),
  /** Weevils caught in the 7 days up to `date`. */
  count: z.number(),
  threshold: z.number(),
  /** The visit's date (`YYYY-MM-DD`). */
  date: z.string(),
});
export type RpwThresholdNotificationParams = z.infer<typeof rpwThresholdNotificationParamsSchema>;

/** A sensor silent for longer than SENSOR_OFFLINE_AFTER_MINUTES (issue #15): once per silence. */
export const sensorOfflineNotificationParamsSchema = z.object({
  sensor_code: z.string(),
  /** When it last reported (ISO time). */
  last_seen_at: z.string(),
});
export type SensorOfflineNotificationParams = z.infer<typeof sensorOfflineNotificationParamsSchema>;

export const notificationSchema = z
  .object({
    id: z.uuid(),
    org_id: z.uuid(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    message: z.string(),
    farm_id: z.uuid().nullable(),
    alert_id: z.uuid().nullable(),
    created_at: z.string(),
    read_at: z.string().nullable(),
    priority: z.enum(NOTIFICATION_PRIORITIES),
    params: z.union([weatherAlertNotificationParamsSchema, rpwThresholdNotificationParamsSchema, sensorOfflineNotificationParamsSchema]).nullable(),
  })
  .meta({ id: 'Notification' });
export type NotificationRecord = z.infer<typeof notificationSchema>;

/** GET /api/notifications/?unread=true (any signed-in user; own organisation). Newest first, at most 100. */
export const notificationListQuerySchema = z.object({
  unread: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
});
export const notificationListSchema = z.object({ results: z.array(notificationSchema), unread_count: z.number().int() });
