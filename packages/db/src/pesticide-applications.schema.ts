import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { APPLICATION_FIELD_KINDS, PESTICIDE_DOSE_UNITS, type ApplicationWeather } from '@rayyan/contracts';
import { tenantKeys, users } from './core.schema';
import { eitherField } from './geography.schema';
import { pesticides } from './pesticides.schema';
import { tasks } from './programs.schema';
import { enumChecks, optionalRef, parentRef, timestamps } from './schema-columns';

/**
 * Pesticide applications (issue #16): a registry product sprayed on one crop or tree field (exactly one of the two
 * foreign keys; `field_id` repeats it), optionally for a task, with the weather of that hour and its spray verdict
 * kept as recorded. The database refuses a dose or volume that is not positive.
 */
export const pesticideApplications = pgTable(
  'pesticide_applications',
  {
    ...tenantKeys(),
    pesticideId: parentRef('pesticide_id', () => pesticides.id, 'restrict'),
    fieldKind: text('field_kind').$type<(typeof APPLICATION_FIELD_KINDS)[number]>().notNull(),
    fieldId: uuid('field_id').notNull(),
    ...eitherField('cascade'),
    taskId: optionalRef('task_id', () => tasks.id, 'set null'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    dose: doublePrecision('dose').notNull(),
    doseUnit: text('dose_unit').$type<(typeof PESTICIDE_DOSE_UNITS)[number]>().notNull(),
    volumeL: doublePrecision('volume_l').notNull(),
    operatorUserId: optionalRef('operator_user_id', () => users.id, 'set null'),
    operatorName: text('operator_name'),
    notes: text('notes'),
    weather: jsonb('weather').$type<ApplicationWeather>(),
    ...timestamps(),
  },
  (t) => [
    index('pesticide_applications_org_applied_idx').on(t.orgId, t.appliedAt),
    index('pesticide_applications_field_idx').on(t.fieldId),
    index('pesticide_applications_pesticide_idx').on(t.pesticideId),
    check('pesticide_applications_dose_check', sql`${t.dose} > 0`),
    check('pesticide_applications_volume_check', sql`${t.volumeL} > 0`),
    ...enumChecks(t, { doseUnit: PESTICIDE_DOSE_UNITS, fieldKind: APPLICATION_FIELD_KINDS }),
    check(
      'pesticide_applications_field_check',
      sql`${t.fieldId} = coalesce(${t.cropFieldId}, ${t.treeFieldId}) AND num_nonnulls(${t.cropFieldId}, ${t.treeFieldId}) = 1 AND (${t.fieldKind} = 'crop') = (${t.cropFieldId} IS NOT NULL)`,
    ),
  ],
);
