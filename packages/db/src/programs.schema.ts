import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BUILT_IN_ACTIVITIES, FARM_ROLES, TASK_STATES, TASK_TARGET_TYPES, type TemplateMaterial } from '@rayyan/contracts';
import { labors, orgIdColumn, tenantKeys, users } from './core.schema';
import { bilingualName, createdAt, enumCheck, enumChecks, optionalRef, parentRef, sqlList, timestamps } from './schema-columns';

/** Custom activities of an organisation (settings), beside the built-in ones of the contracts. */
export const customActivities = pgTable(
  'custom_activities',
  {
    ...tenantKeys(),
    ...bilingualName(),
    icon: text('icon').notNull().default('checklist'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('custom_activities_org_id_name_en_key').on(t.orgId, sql`lower(${t.nameEn})`)],
);

/** A programme template: a named plan of tasks for a crop or tree type; names unique in the organisation ("Template Name Already Exists"). */
export const programTemplates = pgTable(
  'program_templates',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    /** The name in Arabic, shown to Arabic readers when given. */
    nameAr: text('name_ar'),
    crop: text('crop').notNull(),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('program_templates_org_id_name_key').on(t.orgId, sql`lower(${t.name})`)],
);

const activityColumns = () => ({
  activity: text('activity').$type<(typeof BUILT_IN_ACTIVITIES)[number]>(),
  customActivityId: optionalRef('custom_activity_id', () => customActivities.id, 'restrict'),
});

/** The tasks of a template, in order: offset from the activation date, duration, repeat rule, roles and materials. */
export const programTemplateTasks = pgTable(
  'program_template_tasks',
  {
    ...tenantKeys(),
    templateId: parentRef('template_id', () => programTemplates.id, 'cascade'),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    titleAr: text('title_ar'),
    ...activityColumns(),
    offsetDays: integer('offset_days').notNull(),
    durationDays: integer('duration_days').notNull().default(1),
    repeatEveryDays: integer('repeat_every_days'),
    repeatUntilOffsetDays: integer('repeat_until_offset_days'),
    assigneeRoles: text('assignee_roles').array().notNull().default(sql`'{}'::text[]`),
    materials: jsonb('materials').$type<TemplateMaterial[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('program_template_tasks_template_position_key').on(t.templateId, t.position),
    check('program_template_tasks_activity_check', sql`(${t.activity} IS NULL) <> (${t.customActivityId} IS NULL)`),
    enumCheck(t.activity, BUILT_IN_ACTIVITIES, 'program_template_tasks_builtin_check'),
    check('program_template_tasks_days_check', sql`${t.offsetDays} >= 0 AND ${t.durationDays} >= 1`),
    check('program_template_tasks_roles_check', sql`${t.assigneeRoles} <@ ARRAY[${sqlList(FARM_ROLES)}]::text[]`),
    check(
      'program_template_tasks_repeat_check',
      sql`(${t.repeatEveryDays} IS NULL AND ${t.repeatUntilOffsetDays} IS NULL) OR (${t.repeatEveryDays} >= 1 AND ${t.repeatUntilOffsetDays} >= ${t.offsetDays})`,
    ),
  ],
);

/** One activation of a template from a start date on its targets; a target is activated once per template and date. */
export const programActivations = pgTable(
  'program_activations',
  {
    ...tenantKeys(),
    templateId: parentRef('template_id', () => programTemplates.id, 'cascade'),
    startDate: date('start_date').notNull(),
    userId: optionalRef('user_id', () => users.id, 'set null'),
    createdAt: createdAt(),
  },
  (t) => [index('program_activations_org_idx').on(t.orgId, t.templateId)],
);

export const programActivationTargets = pgTable(
  'program_activation_targets',
  {
    activationId: parentRef('activation_id', () => programActivations.id, 'cascade'),
    orgId: orgIdColumn(),
    templateId: uuid('template_id').notNull(),
    startDate: date('start_date').notNull(),
    targetType: text('target_type').$type<(typeof TASK_TARGET_TYPES)[number]>().notNull(),
    targetId: uuid('target_id').notNull(),
  },
  (t) => [
    uniqueIndex('program_activation_targets_once_key').on(t.templateId, t.startDate, t.targetType, t.targetId),
    enumCheck(t.targetType, TASK_TARGET_TYPES, 'program_activation_targets_type_check'),
  ],
);

/** A task (work order) on a farm or field: pending, in progress, done (with its actual date and hours) or cancelled. */
export const tasks = pgTable(
  'tasks',
  {
    ...tenantKeys(),
    activationId: optionalRef('activation_id', () => programActivations.id, 'set null'),
    templateId: optionalRef('template_id', () => programTemplates.id, 'set null'),
    title: text('title').notNull(),
    titleAr: text('title_ar'),
    ...activityColumns(),
    targetType: text('target_type').$type<(typeof TASK_TARGET_TYPES)[number]>().notNull(),
    targetId: uuid('target_id').notNull(),
    dueDate: date('due_date').notNull(),
    endDate: date('end_date').notNull(),
    status: text('status').$type<(typeof TASK_STATES)[number]>().notNull().default('pending'),
    actualDate: date('actual_date'),
    hoursWorked: doublePrecision('hours_worked'),
    assigneeRoles: text('assignee_roles').array().notNull().default(sql`'{}'::text[]`),
    /** Users of the organisation the task is given to, beside (or instead of) roles. */
    assigneeUserIds: uuid('assignee_user_ids').array().notNull().default(sql`'{}'::uuid[]`),
    plannedMaterials: jsonb('planned_materials').$type<{ item_id: string; quantity: number }[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    index('tasks_org_due_idx').on(t.orgId, t.dueDate),
    index('tasks_org_target_idx').on(t.orgId, t.targetId),
    index('tasks_activation_idx').on(t.activationId),
    ...enumChecks(t, { status: TASK_STATES, targetType: TASK_TARGET_TYPES }),
    check('tasks_activity_check', sql`(${t.activity} IS NULL) <> (${t.customActivityId} IS NULL)`),
    check('tasks_dates_check', sql`${t.endDate} >= ${t.dueDate}`),
    check('tasks_roles_check', sql`${t.assigneeRoles} <@ ARRAY[${sqlList(FARM_ROLES)}]::text[]`),
    check('tasks_done_check', sql`(${t.status} = 'done') = (${t.actualDate} IS NOT NULL)`),
  ],
);

/** Hours a labor worked on a task marked done, costed at the labor's salary and period when recorded (in its currency). */
export const taskLaborHours = pgTable(
  'task_labor_hours',
  {
    taskId: parentRef('task_id', () => tasks.id, 'cascade'),
    laborId: parentRef('labor_id', () => labors.id, 'restrict'),
    orgId: orgIdColumn(),
    hours: doublePrecision('hours').notNull(),
    cost: numeric('cost', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.laborId] }),
    index('task_labor_hours_org_labor_idx').on(t.orgId, t.laborId),
    check('task_labor_hours_hours_check', sql`${t.hours} > 0 AND ${t.hours} <= 24 * 366`),
    check('task_labor_hours_cost_check', sql`${t.cost} >= 0`),
  ],
);
