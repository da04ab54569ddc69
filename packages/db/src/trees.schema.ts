import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { SPOT_STATES, TREE_GENDERS, TREE_HEALTH_STATES, TREE_ORIGIN_TYPES } from '@rayyan/contracts';
import { tenantKeys } from './core.schema';
import { treeFields } from './geography.schema';
import { enumChecks, parentRef, timestamps } from './schema-columns';

/**
 * The tree registry (issue #12): one record per spot of a tree field's grid. The database itself refuses a second
 * record on a spot (field, row, column), a code used twice in an organisation (in any letter case), states outside the contract's lists
 * and drip counts that do not add up. Lists read in keyset order (field, row, column, id) from the indexes below: the
 * organisation's, and for a state filter, partial indexes of the trees that are not healthy or not planted (the few
 * a filter looks for; a new grid, all healthy and planted, adds nothing to them, which keeps generating fast).
 */
export const trees = pgTable(
  'trees',
  {
    ...tenantKeys(),
    fieldId: parentRef('field_id', () => treeFields.id, 'cascade'),
    code: text('code').notNull(),
    row: integer('row').notNull(),
    column: integer('column').notNull(),
    variety: text('variety'),
    gender: text('gender').$type<(typeof TREE_GENDERS)[number]>(),
    productive: boolean('productive').notNull().default(false),
    plantationDate: date('plantation_date'),
    /** ISO 3166-1 alpha-2. */
    originCountry: text('origin_country'),
    originType: text('origin_type').$type<(typeof TREE_ORIGIN_TYPES)[number]>(),
    healthState: text('health_state').$type<(typeof TREE_HEALTH_STATES)[number]>().notNull().default('healthy'),
    spotState: text('spot_state').$type<(typeof SPOT_STATES)[number]>().notNull().default('planted'),
    dripsTotal: integer('drips_total').notNull().default(0),
    dripsWorking: integer('drips_working').notNull().default(0),
    dripsBroken: integer('drips_broken').notNull().default(0),
    dripsBlocked: integer('drips_blocked').notNull().default(0),
    /** L/h per drip. */
    dripFlowRate: doublePrecision('drip_flow_rate'),
    valve: text('valve'),
    ...timestamps(),
  },
  (t) => [
    unique('trees_field_id_row_column_key').on(t.fieldId, t.row, t.column),
    // Codes unique in any letter case, and the search of codes starting with a text (`upper(code) LIKE 'TEXT%'` reads
    // this index whatever the database's collation).
    uniqueIndex('trees_org_id_code_key').on(t.orgId, sql`upper(${t.code}) text_pattern_ops`),
    // Keyset order of the whole organisation's list, and of one field's (the unique key above serves the field filter).
    index('trees_org_keyset_idx').on(t.orgId, t.fieldId, t.row, t.column, t.id),
    index('trees_org_health_keyset_idx').on(t.orgId, t.healthState, t.fieldId, t.row, t.column, t.id).where(sql`${t.healthState} <> 'healthy'`),
    index('trees_org_spot_keyset_idx').on(t.orgId, t.spotState, t.fieldId, t.row, t.column, t.id).where(sql`${t.spotState} <> 'planted'`),
    check('trees_spot_check', sql`${t.row} >= 1 AND ${t.column} >= 1`),
    ...enumChecks(t, { healthState: TREE_HEALTH_STATES, spotState: SPOT_STATES, gender: TREE_GENDERS, originType: TREE_ORIGIN_TYPES }),
    check(
      'trees_drips_check',
      sql`${t.dripsTotal} >= 0 AND ${t.dripsWorking} >= 0 AND ${t.dripsBroken} >= 0 AND ${t.dripsBlocked} >= 0 AND ${t.dripsWorking} + ${t.dripsBroken} + ${t.dripsBlocked} <= ${t.dripsTotal}`,
    ),
    check('trees_drip_flow_rate_check', sql`${t.dripFlowRate} IS NULL OR ${t.dripFlowRate} > 0`),
  ],
);
