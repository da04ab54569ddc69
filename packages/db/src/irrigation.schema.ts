import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { IRRIGATION_SOIL_TYPES, type IrrigationAdviceRecord, type IrrigationExplanation } from '@rayyan/contracts';
import { cropFields } from './geography.schema';
import { organizations } from './schema';

/**
 * Irrigation advisory of crop fields: settings and hold state per field, the irrigation log, and the
 * latest advice with the inputs it was computed from. Every row carries its org_id.
 */

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const orgIdColumn = () =>
  uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
const fieldIdColumn = () =>
  uuid('field_id')
    .notNull()
    .references(() => cropFields.id, { onDelete: 'cascade' });

/** Settings of a field's advice and its hold (absent row = defaults, active). */
export const irrigationSettings = pgTable(
  'irrigation_settings',
  {
    fieldId: fieldIdColumn().primaryKey(),
    orgId: orgIdColumn(),
    soilType: text('soil_type').$type<(typeof IRRIGATION_SOIL_TYPES)[number]>().notNull(),
    applicationRateMmH: doublePrecision('application_rate_mm_h').notNull(),
    efficiency: doublePrecision('efficiency').notNull(),
    /** On hold until this date (inclusive); null = active. */
    holdTill: date('hold_till', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('irrigation_settings_org_id_idx').on(t.orgId),
    check('irrigation_settings_soil_type_check', sql`${t.soilType} IN (${sqlList(IRRIGATION_SOIL_TYPES)})`),
    check('irrigation_settings_efficiency_check', sql`${t.efficiency} BETWEEN 0.5 AND 1`),
    check('irrigation_settings_rate_check', sql`${t.applicationRateMmH} > 0`),
  ],
);

/** Irrigations applied to a field (gross depth, mm). */
export const irrigationLogs = pgTable(
  'irrigation_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    fieldId: fieldIdColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    waterMm: doublePrecision('water_mm').notNull(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('irrigation_logs_org_id_idx').on(t.orgId), index('irrigation_logs_field_id_date_idx').on(t.fieldId, t.date), check('irrigation_logs_water_check', sql`${t.waterMm} > 0`)],
);

/** The latest advice of a field (replaced by each computation), with the inputs it came from. */
export const irrigationAdvice = pgTable(
  'irrigation_advice',
  {
    fieldId: fieldIdColumn().primaryKey(),
    orgId: orgIdColumn(),
    advice: jsonb('advice').$type<IrrigationAdviceRecord>(),
    explanation: jsonb('explanation').$type<IrrigationExplanation>(),
    reason: text('reason'),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('irrigation_advice_org_id_idx').on(t.orgId)],
);
