import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, foreignKey, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { FORM_COUNT_UNITS, FORM_STATES, FORM_TYPES, PROJECT_TYPES } from '@rayyan/contracts';
import { tenantKeys, users } from './core.schema';
import { regions } from './geography.schema';
import { enumCheck, enumChecks, optionalRef, parentRef, timestamps } from './schema-columns';

/**
 * The RPW programme's projects by region and their inspection forms (issue #16). The database holds a form to its
 * project's region (a foreign key on project and region together), a line's achievement to 0-100 and to none where
 * the line does not apply, and the lists' values to the contract's.
 */
export const rpwProjects = pgTable(
  'rpw_projects',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    projectType: text('project_type').$type<(typeof PROJECT_TYPES)[number]>().notNull(),
    regionId: parentRef('region_id', () => regions.id, 'cascade'),
    teamLeader: text('team_leader'),
    projectManager: text('project_manager'),
    vehiclePlate: text('vehicle_plate'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    ...timestamps(),
  },
  (t) => [
    index('rpw_projects_org_id_region_id_idx').on(t.orgId, t.regionId),
    unique('rpw_projects_id_region_id_key').on(t.id, t.regionId),
    enumCheck(t.projectType, PROJECT_TYPES, 'rpw_projects_type_check'),
    check('rpw_projects_dates_check', sql`${t.endsOn} IS NULL OR ${t.startsOn} IS NULL OR ${t.endsOn} >= ${t.startsOn}`),
  ],
);

export const inspectionForms = pgTable(
  'inspection_forms',
  {
    ...tenantKeys(),
    formType: text('form_type').$type<(typeof FORM_TYPES)[number]>().notNull(),
    projectId: uuid('project_id').notNull(),
    regionId: uuid('region_id').notNull(),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }).notNull(),
    teamLeader: text('team_leader'),
    projectManager: text('project_manager'),
    vehiclePlate: text('vehicle_plate'),
    status: text('status').$type<(typeof FORM_STATES)[number]>().notNull().default('draft'),
    totalEvaluation: doublePrecision('total_evaluation'),
    planned: doublePrecision('planned'),
    completed: doublePrecision('completed'),
    countUnit: text('count_unit').$type<(typeof FORM_COUNT_UNITS)[number]>(),
    bagNumber: text('bag_number'),
    notes: text('notes'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: optionalRef('submitted_by', () => users.id, 'set null'),
    ...timestamps(),
  },
  (t) => [
    foreignKey({ name: 'inspection_forms_project_region_fk', columns: [t.projectId, t.regionId], foreignColumns: [rpwProjects.id, rpwProjects.regionId] }).onDelete('cascade'),
    index('inspection_forms_org_id_inspected_at_idx').on(t.orgId, t.inspectedAt),
    index('inspection_forms_project_id_idx').on(t.projectId),
    ...enumChecks(t, { status: FORM_STATES, countUnit: FORM_COUNT_UNITS }),
    enumCheck(t.formType, FORM_TYPES, 'inspection_forms_type_check'),
    check('inspection_forms_counts_check', sql`coalesce(${t.planned}, 0) >= 0 AND coalesce(${t.completed}, 0) >= 0`),
    check('inspection_forms_evaluation_check', sql`${t.totalEvaluation} IS NULL OR ${t.totalEvaluation} BETWEEN 0 AND 100`),
  ],
);

/** A checklist line of a form, in its order. */
export const inspectionLines = pgTable(
  'inspection_lines',
  {
    ...tenantKeys(),
    formId: parentRef('form_id', () => inspectionForms.id, 'cascade'),
    position: integer('position').notNull(),
    item: text('item').notNull(),
    applicable: boolean('applicable').notNull(),
    achievementPct: doublePrecision('achievement_pct'),
    deliverable: text('deliverable'),
    notes: text('notes'),
  },
  (t) => [
    unique('inspection_lines_form_id_position_key').on(t.formId, t.position),
    check('inspection_lines_achievement_check', sql`${t.achievementPct} IS NULL OR (${t.applicable} AND ${t.achievementPct} BETWEEN 0 AND 100)`),
  ],
);
