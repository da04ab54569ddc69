import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LAB_PARAMETER_KEYS, LAB_SAMPLE_STATUSES, LAB_SAMPLE_TYPES, type LabParameter } from '@rayyan/contracts';
import { tenantKeys } from './core.schema';
import { eitherField } from './geography.schema';
import { enumCheck, parentRef, timestamps } from './schema-columns';

/**
 * Lab samples (issue #17) of a crop or a tree field (or of none), their dates, the attached lab report's storage key,
 * and their properties. The database refuses a type, status or parameter outside the contract's lists, dates out of
 * order, a position off the globe, a negative result, a pH above 14 and a parameter twice in one sample. A deleted
 * field leaves its samples without a field.
 */
export const labSamples = pgTable(
  'lab_samples',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    sampleType: text('sample_type').$type<(typeof LAB_SAMPLE_TYPES)[number]>().notNull(),
    analysisType: text('analysis_type'),
    laboratory: text('laboratory'),
    sampleDate: date('sample_date').notNull(),
    sentOn: date('sent_on'),
    receivedOn: date('received_on'),
    resultOn: date('result_on'),
    capturedBy: text('captured_by'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    note: text('note'),
    ...eitherField('set null'),
    status: text('status').$type<(typeof LAB_SAMPLE_STATUSES)[number]>().notNull().default('open'),
    reportKey: text('report_key'),
    reportFileName: text('report_file_name'),
    reportContentType: text('report_content_type'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('lab_samples_org_id_code_key').on(t.orgId, sql`upper(${t.code})`),
    index('lab_samples_crop_field_id_idx').on(t.cropFieldId, t.sampleDate),
    index('lab_samples_tree_field_id_idx').on(t.treeFieldId, t.sampleDate),
    enumCheck(t.status, LAB_SAMPLE_STATUSES),
    enumCheck(t.sampleType, LAB_SAMPLE_TYPES, 'lab_samples_type_check'),
    check('lab_samples_one_field_check', sql`num_nonnulls(${t.cropFieldId}, ${t.treeFieldId}) <= 1`),
    check('lab_samples_position_check', sql`(${t.lat} IS NULL OR ${t.lat} BETWEEN -90 AND 90) AND (${t.lng} IS NULL OR ${t.lng} BETWEEN -180 AND 180)`),
    check(
      'lab_samples_dates_check',
      sql`coalesce(${t.sentOn}, ${t.sampleDate}) >= ${t.sampleDate} AND coalesce(${t.receivedOn}, ${t.sentOn}, ${t.sampleDate}) >= coalesce(${t.sentOn}, ${t.sampleDate}) AND coalesce(${t.resultOn}, ${t.receivedOn}, ${t.sentOn}, ${t.sampleDate}) >= coalesce(${t.receivedOn}, ${t.sentOn}, ${t.sampleDate})`,
    ),
  ],
);

/** One result of a sample: parameter, result and unit, in the order the lab gave them. */
export const labSampleProperties = pgTable(
  'lab_sample_properties',
  {
    ...tenantKeys(),
    sampleId: parentRef('sample_id', () => labSamples.id, 'cascade'),
    position: smallint('position').notNull(),
    parameter: text('parameter').$type<LabParameter>().notNull(),
    result: doublePrecision('result').notNull(),
    unit: text('unit').notNull().default(''),
  },
  (t) => [
    uniqueIndex('lab_sample_properties_sample_id_parameter_key').on(t.sampleId, t.parameter),
    index('lab_sample_properties_org_id_idx').on(t.orgId),
    enumCheck(t.parameter, LAB_PARAMETER_KEYS),
    check('lab_sample_properties_result_check', sql`${t.result} >= 0 AND (${t.parameter} <> 'ph' OR ${t.result} <= 14)`),
  ],
);
