import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PESTICIDE_DOSE_BASES, PESTICIDE_DOSE_UNITS, PESTICIDE_FORMULATIONS, PESTICIDE_TOXICITY_CLASSES } from '@rayyan/contracts';
import { tenantKeys } from './core.schema';
import { enumChecks, timestamps } from './schema-columns';

/**
 * The organisation's pesticides registry (issue #16). The database refuses a trade name used twice in an organisation
 * (in any letter case), a dose that is not positive, negative intervals and choices outside the contract's lists.
 */
export const pesticides = pgTable(
  'pesticides',
  {
    ...tenantKeys(),
    tradeName: text('trade_name').notNull(),
    activeIngredient: text('active_ingredient').notNull(),
    formulation: text('formulation').$type<(typeof PESTICIDE_FORMULATIONS)[number]>().notNull(),
    dose: doublePrecision('dose').notNull(),
    doseUnit: text('dose_unit').$type<(typeof PESTICIDE_DOSE_UNITS)[number]>().notNull(),
    doseBasis: text('dose_basis').$type<(typeof PESTICIDE_DOSE_BASES)[number]>().notNull(),
    targetPests: text('target_pests'),
    preHarvestIntervalDays: integer('pre_harvest_interval_days').notNull(),
    reEntryIntervalHours: integer('re_entry_interval_hours').notNull(),
    toxicityClass: text('toxicity_class').$type<(typeof PESTICIDE_TOXICITY_CLASSES)[number]>().notNull(),
    registrationNumber: text('registration_number'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('pesticides_org_id_trade_name_key').on(t.orgId, sql`upper(${t.tradeName})`),
    index('pesticides_org_id_idx').on(t.orgId),
    check('pesticides_dose_check', sql`${t.dose} > 0`),
    check('pesticides_intervals_check', sql`${t.preHarvestIntervalDays} >= 0 AND ${t.reEntryIntervalHours} >= 0`),
    ...enumChecks(t, { formulation: PESTICIDE_FORMULATIONS, doseUnit: PESTICIDE_DOSE_UNITS, doseBasis: PESTICIDE_DOSE_BASES, toxicityClass: PESTICIDE_TOXICITY_CLASSES }),
  ],
);
