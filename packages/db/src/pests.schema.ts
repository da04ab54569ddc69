import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { OBSERVATION_SEVERITIES, PEST_HOSTS, PEST_KINDS } from '@rayyan/contracts';
import { tenantKeys, users } from './core.schema';
import { cropFields, treeFields } from './geography.schema';
import { trees } from './trees.schema';
import { traps } from './traps.schema';
import { enumCheck, optionalRef, parentRef, sqlList, timestamps } from './schema-columns';

/**
 * The organisation's catalogue of pests and diseases (issue #16), each in English and Arabic, and its scouting
 * observations. The database refuses an entry without a name in either language, kinds, hosts, months and severities
 * outside the contract's lists, and half a map point. (Where an observation was made is checked by the service: a
 * deleted field or trap leaves its observations in place, unplaced.)
 */
export const pests = pgTable(
  'pests',
  {
    ...tenantKeys(),
    code: text('code').notNull(),
    kind: text('kind').$type<(typeof PEST_KINDS)[number]>().notNull(),
    nameEn: text('name_en'),
    nameAr: text('name_ar'),
    scientificName: text('scientific_name'),
    hosts: text('hosts').array().$type<(typeof PEST_HOSTS)[number][]>().notNull().default(sql`'{}'::text[]`),
    activeMonths: integer('active_months').array().notNull().default(sql`'{}'::integer[]`),
    symptomsEn: text('symptoms_en'),
    symptomsAr: text('symptoms_ar'),
    thresholdEn: text('threshold_en'),
    thresholdAr: text('threshold_ar'),
    treatmentsEn: text('treatments_en'),
    treatmentsAr: text('treatments_ar'),
    ...timestamps(),
  },
  (t) => [
    unique('pests_org_id_code_key').on(t.orgId, t.code),
    enumCheck(t.kind, PEST_KINDS),
    check('pests_named_check', sql`${t.nameEn} IS NOT NULL OR ${t.nameAr} IS NOT NULL`),
    check('pests_hosts_check', sql`${t.hosts} <@ ARRAY[${sqlList(PEST_HOSTS)}]::text[]`),
    check('pests_months_check', sql`${t.activeMonths} <@ ARRAY[1,2,3,4,5,6,7,8,9,10,11,12]`),
  ],
);

/** A pest or disease seen on a tree field, crop field, tree or trap, or at a point of the map. */
export const scoutingObservations = pgTable(
  'scouting_observations',
  {
    ...tenantKeys(),
    pestId: parentRef('pest_id', () => pests.id, 'cascade'),
    observedOn: date('observed_on').notNull(),
    severity: text('severity').$type<(typeof OBSERVATION_SEVERITIES)[number]>().notNull(),
    count: integer('count'),
    fieldId: optionalRef('field_id', () => treeFields.id, 'set null'),
    cropFieldId: optionalRef('crop_field_id', () => cropFields.id, 'set null'),
    treeId: optionalRef('tree_id', () => trees.id, 'set null'),
    trapId: optionalRef('trap_id', () => traps.id, 'set null'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    note: text('note'),
    observedBy: optionalRef('observed_by', () => users.id, 'set null'),
    ...timestamps(),
  },
  (t) => [
    index('scouting_observations_org_id_observed_on_idx').on(t.orgId, t.observedOn),
    index('scouting_observations_pest_id_idx').on(t.pestId),
    enumCheck(t.severity, OBSERVATION_SEVERITIES),
    check('scouting_observations_count_check', sql`${t.count} IS NULL OR ${t.count} >= 0`),
    check('scouting_observations_point_check', sql`(${t.lat} IS NULL) = (${t.lng} IS NULL)`),
  ],
);
