import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_RPW_WEEKLY_THRESHOLD, DEFAULT_TRAP_SERVICE_DAYS, TRAP_CONDITIONS, TRAP_TARGETS, TRAP_TYPES } from '@rayyan/contracts';
import { orgIdColumn, tenantKeys, users } from './core.schema';
import { farms, regions, treeFields } from './geography.schema';
import { enumCheck, enumChecks, optionalRef, parentRef, timestamps } from './schema-columns';

/**
 * Pest traps and their servicing visits (issue #16). The database refuses a type, target or condition outside the
 * contract's lists, a removal before the installation, a negative catch, males and females adding up to more than the
 * catch, and a second visit of a trap on the same day. A deleted region takes its traps with it; a deleted farm or field
 * leaves its traps in the region, at their position.
 */
export const traps = pgTable(
  'traps',
  {
    ...tenantKeys(),
    code: text('code').notNull(),
    trapType: text('trap_type').$type<(typeof TRAP_TYPES)[number]>().notNull(),
    targetPest: text('target_pest').$type<(typeof TRAP_TARGETS)[number]>().notNull().default('red_palm_weevil'),
    lure: text('lure'),
    lureChangedOn: date('lure_changed_on'),
    regionId: parentRef('region_id', () => regions.id, 'cascade'),
    farmId: optionalRef('farm_id', () => farms.id, 'set null'),
    fieldId: optionalRef('field_id', () => treeFields.id, 'set null'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    installedOn: date('installed_on').notNull(),
    removedOn: date('removed_on'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('traps_org_id_code_key').on(t.orgId, sql`upper(${t.code})`),
    index('traps_org_id_region_id_idx').on(t.orgId, t.regionId),
    index('traps_farm_id_idx').on(t.farmId),
    index('traps_field_id_idx').on(t.fieldId),
    ...enumChecks(t, { trapType: TRAP_TYPES, targetPest: TRAP_TARGETS }),
    check('traps_dates_check', sql`${t.removedOn} IS NULL OR ${t.removedOn} >= ${t.installedOn}`),
    check('traps_position_check', sql`${t.lat} BETWEEN -90 AND 90 AND ${t.lng} BETWEEN -180 AND 180`),
  ],
);

/** Servicing visits: the catch, males and females where counted apart, the lure changed, the trap's condition. */
export const trapCatches = pgTable(
  'trap_catches',
  {
    ...tenantKeys(),
    trapId: parentRef('trap_id', () => traps.id, 'cascade'),
    visitDate: date('visit_date').notNull(),
    count: integer('count').notNull(),
    males: integer('males'),
    females: integer('females'),
    lureChanged: boolean('lure_changed').notNull().default(false),
    condition: text('condition').$type<(typeof TRAP_CONDITIONS)[number]>(),
    notes: text('notes'),
    recordedBy: optionalRef('recorded_by', () => users.id, 'set null'),
    ...timestamps(),
  },
  (t) => [
    unique('trap_catches_trap_id_visit_date_key').on(t.trapId, t.visitDate),
    index('trap_catches_org_id_visit_date_idx').on(t.orgId, t.visitDate),
    check('trap_catches_count_check', sql`${t.count} >= 0 AND coalesce(${t.males}, 0) >= 0 AND coalesce(${t.females}, 0) >= 0 AND coalesce(${t.males}, 0) + coalesce(${t.females}, 0) <= ${t.count}`),
    enumCheck(t.condition, TRAP_CONDITIONS),
  ],
);

/** One row per organisation that changed the defaults: the RPW weekly threshold and the servicing round. */
export const trapSettings = pgTable(
  'trap_settings',
  {
    orgId: orgIdColumn().primaryKey(),
    rpwWeeklyThreshold: integer('rpw_weekly_threshold').notNull().default(DEFAULT_RPW_WEEKLY_THRESHOLD),
    serviceIntervalDays: integer('service_interval_days').notNull().default(DEFAULT_TRAP_SERVICE_DAYS),
    /** The organisation publishes its programme's figures, by region only, on the public RPW report. */
    publicReport: boolean('public_report').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    check('trap_settings_threshold_check', sql`${t.rpwWeeklyThreshold} >= 1`),
    check('trap_settings_interval_check', sql`${t.serviceIntervalDays} BETWEEN 1 AND 90`),
  ],
);

/**
 * The public RPW report's figures (one row): regions' aggregates of the organisations that publish them, computed by
 * the report job (or on demand when missing or stale) so a visit never runs the aggregation.
 */
export const rpwReportCache = pgTable(
  'rpw_report_cache',
  {
    id: smallint('id').primaryKey().default(1),
    report: jsonb('report').$type<Record<string, unknown>>().notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('rpw_report_cache_one_row_check', sql`${t.id} = 1`)],
);
