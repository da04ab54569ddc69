import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_PRIORITIES,
  WEATHER_ALERT_TYPES,
  WEATHER_SOURCES,
  type SpraySettings,
  type WeatherDay,
  type WeatherHour,
} from '@rayyan/contracts';
import { farms } from './geography.schema';
import { organizations, orgIdColumn, tenantKeys } from './core.schema';
import { createdAt, enumCheck, enumChecks, optionalRef, sqlList, timestamps } from './schema-columns';

/**
 * Weather (spec 2, 3, 4, 9): the forecast a background job stored for each farm's centre, organisation
 * spray settings, weather alerts and the notifications they raise. Every row carries its org_id.
 */


/** The latest forecast of a farm (one row per farm, replaced by each refresh). */
export const weatherForecasts = pgTable(
  'weather_forecasts',
  {
    farmId: uuid('farm_id')
      .primaryKey()
      .references(() => farms.id, { onDelete: 'cascade' }),
    orgId: orgIdColumn(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    source: text('source').$type<(typeof WEATHER_SOURCES)[number]>().notNull(),
    timezone: text('timezone').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    /** Hourly values from the start of today (local) for 8 days; the API slices 48 from the current hour. */
    hours: jsonb('hours').$type<WeatherHour[]>().notNull(),
    days: jsonb('days').$type<WeatherDay[]>().notNull(),
  },
  (t) => [index('weather_forecasts_org_id_idx').on(t.orgId), check('weather_forecasts_source_check', sql`${t.source} IN (${sqlList(WEATHER_SOURCES)})`)],
);

/** Spray settings of an organisation; absent = the reference defaults. */
export const spraySettings = pgTable('spray_settings', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<SpraySettings>().notNull(),
  ...timestamps(),
});

export const weatherAlerts = pgTable(
  'weather_alerts',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    farmId: optionalRef('farm_id', () => farms.id, 'cascade'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    alwaysActive: boolean('always_active').notNull().default(false),
    hourly: boolean('hourly').notNull().default(false),
    type: text('type').$type<(typeof WEATHER_ALERT_TYPES)[number]>().notNull(),
    minThreshold: doublePrecision('min_threshold'),
    maxThreshold: doublePrecision('max_threshold'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('weather_alerts_org_id_idx').on(t.orgId),
    enumCheck(t.type, WEATHER_ALERT_TYPES),
    check('weather_alerts_dates_check', sql`${t.alwaysActive} OR (${t.startDate} IS NOT NULL AND ${t.endDate} IS NOT NULL AND ${t.endDate} >= ${t.startDate})`),
    check('weather_alerts_threshold_check', sql`${t.minThreshold} IS NOT NULL OR ${t.maxThreshold} IS NOT NULL`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    ...tenantKeys(),
    kind: text('kind').$type<(typeof NOTIFICATION_KINDS)[number]>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The notification's facts as data (see weatherAlertNotificationParamsSchema), worded by the web app. */
    params: jsonb('params').$type<Record<string, unknown>>(),
    farmId: optionalRef('farm_id', () => farms.id, 'cascade'),
    alertId: optionalRef('alert_id', () => weatherAlerts.id, 'cascade'),
    /** What the notification is about (alert + farm + hour or day): a job run never raises it twice. */
    dedupeKey: text('dedupe_key').notNull(),
    priority: text('priority').$type<(typeof NOTIFICATION_PRIORITIES)[number]>().notNull().default('normal'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_org_id_created_at_idx').on(t.orgId, t.createdAt),
    uniqueIndex('notifications_org_id_dedupe_key_key').on(t.orgId, t.dedupeKey),
    ...enumChecks(t, { kind: NOTIFICATION_KINDS, priority: NOTIFICATION_PRIORITIES }),
  ],
);
