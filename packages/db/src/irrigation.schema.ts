import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { IRRIGATION_SOIL_TYPES, type IrrigationAdviceRecord, type IrrigationExplanation } from '@rayyan/contracts';
import { eitherField } from './geography.schema';
import { orgIdColumn, tenantKeys } from './core.schema';
import { createdAt, enumCheck, timestamps } from './schema-columns';

/**
 * Irrigation advisory of crop fields and tree fields: settings and hold state per field, the irrigation log,
 * and the latest advice with the inputs it was computed from. Every row carries its org_id.
 *
 * `field_id` is the field's id whichever kind it is (ids are random UUIDs, so they never collide); exactly one
 * of `crop_field_id` / `tree_field_id` repeats it, and its foreign key removes the rows with the field.
 */

const fieldColumns = () => ({
  ...eitherField('cascade'),
});
/** field_id is the crop or the tree field (exactly one of the two). */
const oneField = (name: string, t: { fieldId: unknown; cropFieldId: unknown; treeFieldId: unknown }) =>
  check(name, sql`${t.fieldId} = coalesce(${t.cropFieldId}, ${t.treeFieldId}) AND num_nonnulls(${t.cropFieldId}, ${t.treeFieldId}) = 1`);

/** Settings of a field's advice and its hold (absent row = defaults, active). */
export const irrigationSettings = pgTable(
  'irrigation_settings',
  {
    fieldId: uuid('field_id').primaryKey(),
    ...fieldColumns(),
    orgId: orgIdColumn(),
    soilType: text('soil_type').$type<(typeof IRRIGATION_SOIL_TYPES)[number]>().notNull(),
    applicationRateMmH: doublePrecision('application_rate_mm_h').notNull(),
    efficiency: doublePrecision('efficiency').notNull(),
    /** Tree fields (drip): drippers per tree and the flow of one, L/h. */
    dripsPerTree: integer('drips_per_tree').notNull().default(4),
    dripFlowLph: doublePrecision('drip_flow_lph').notNull().default(8),
    /** Tree fields: the longest wait between drip irrigations, days. */
    maxIntervalDays: integer('max_interval_days').notNull().default(2),
    /** Tree fields: the valve the advice names (null: the field's main valve). */
    valveName: text('valve_name'),
    valveCode: text('valve_code'),
    /** On hold until this date (inclusive); null = active. */
    holdTill: date('hold_till', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    index('irrigation_settings_org_id_idx').on(t.orgId),
    enumCheck(t.soilType, IRRIGATION_SOIL_TYPES),
    check('irrigation_settings_efficiency_check', sql`${t.efficiency} BETWEEN 0.5 AND 1`),
    check('irrigation_settings_rate_check', sql`${t.applicationRateMmH} > 0`),
    check('irrigation_settings_drips_check', sql`${t.dripsPerTree} BETWEEN 1 AND 64 AND ${t.dripFlowLph} > 0 AND ${t.maxIntervalDays} BETWEEN 1 AND 14`),
    oneField('irrigation_settings_field_check', t),
  ],
);

/** Irrigations applied to a field (gross depth, mm). */
export const irrigationLogs = pgTable(
  'irrigation_logs',
  {
    ...tenantKeys(),
    fieldId: uuid('field_id').notNull(),
    ...fieldColumns(),
    date: date('date', { mode: 'string' }).notNull(),
    waterMm: doublePrecision('water_mm').notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('irrigation_logs_org_id_idx').on(t.orgId), index('irrigation_logs_field_id_date_idx').on(t.fieldId, t.date), check('irrigation_logs_water_check', sql`${t.waterMm} > 0`), oneField('irrigation_logs_field_check', t)],
);

/** The latest advice of a field (replaced by each computation), with the inputs it came from. */
export const irrigationAdvice = pgTable(
  'irrigation_advice',
  {
    fieldId: uuid('field_id').primaryKey(),
    ...fieldColumns(),
    orgId: orgIdColumn(),
    advice: jsonb('advice').$type<IrrigationAdviceRecord>(),
    explanation: jsonb('explanation').$type<IrrigationExplanation>(),
    reason: text('reason'),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('irrigation_advice_org_id_idx').on(t.orgId), oneField('irrigation_advice_field_check', t)],
);
