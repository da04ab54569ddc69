import { z } from 'zod';
import { dateRangeQueryFields, isoDateSchema, listQuerySchema, optionalText, requiredText, V } from './common';
import { activityEntrySchema } from './activity-log';
import { FARM_ROLES } from './roles';
import { orgRecordSchema, partialInputSchemas, recordFields } from './record-schema';

/**
 * Farm operations (issue #14, spec 3 "program template, task", 4 "Tasks", 8): built-in and custom activities,
 * programme templates (a named plan of tasks), their activation on targets into tasks, and tasks marked done with the
 * materials used (withdrawn from a store in the same transaction) or cancelled.
 */
export const BUILT_IN_ACTIVITIES = [
  'irrigation', 'fertigation', 'spraying', 'pruning', 'pollination', 'thinning', 'bagging', 'harvest', 'weeding',
  'soil_preparation', 'planting', 'scouting', 'trap_servicing', 'maintenance',
] as const;
export type BuiltInActivity = (typeof BUILT_IN_ACTIVITIES)[number];
/** The icon (a Tabler icon name) of each built-in activity. */
export const ACTIVITY_ICONS: Readonly<Record<BuiltInActivity, string>> = {
  irrigation: 'droplet', fertigation: 'flask', spraying: 'spray', pruning: 'scissors', pollination: 'flower', thinning: 'filter',
  bagging: 'shopping-bag', harvest: 'basket', weeding: 'plant-off', soil_preparation: 'shovel', planting: 'seeding', scouting: 'search',
  trap_servicing: 'bug', maintenance: 'tool',
};
export const TASK_STATES = ['pending', 'in_progress', 'done', 'cancelled'] as const;
export type TaskState = (typeof TASK_STATES)[number];
export const TASK_TARGET_TYPES = ['farm', 'tree_field', 'crop_field'] as const;
/** What a material's quantity is counted per: the target's feddans, its trees, or once for the task. */
export const MATERIAL_BASES = ['feddan', 'tree', 'task'] as const;
export const PROGRAM_LIMITS = { tasksPerTemplate: 200, targetsPerActivation: 500, tasksPerActivation: 20_000, maxOffsetDays: 730 } as const;

const days = (min: number, max: number) => z.number({ error: V.required }).int({ error: V.out_of_range }).min(min, { error: V.out_of_range }).max(max, { error: V.out_of_range });

// ---- Custom activities (settings) ----

const activityFields = { name_en: requiredText(100), name_ar: requiredText(100), icon: z.string().trim().regex(/^[a-z0-9-]{1,40}$/, { error: V.invalid_choice }).default('checklist') };
export const createActivitySchema = z.object(activityFields);
export const updateActivitySchema = z.object({ ...activityFields, icon: activityFields.icon.removeDefault() }).partial();
export type CreateActivity = z.infer<typeof createActivitySchema>;
export type UpdateActivity = z.infer<typeof updateActivitySchema>;
export const activitySchema = orgRecordSchema('CustomActivity', recordFields(activityFields));
export type ActivityRecord = z.infer<typeof activitySchema>;
/** The record's schemas as the kit's CRUD endpoints take them (`crudEndpoints`). */
export const activityCrudSchemas = { record: activitySchema, create: createActivitySchema, update: updateActivitySchema, query: listQuerySchema };

// ---- Programme templates ----

/** A task's activity: a built-in one by key, or one of the organisation's custom activities by id. */
const activityRef = {
  activity: z.enum(BUILT_IN_ACTIVITIES, { error: V.invalid_choice }).nullable().optional(),
  custom_activity_id: z.uuid({ error: V.invalid_choice }).nullable().optional(),
};
const oneActivity = (t: { activity?: string | null; custom_activity_id?: string | null }) => !!t.activity !== !!t.custom_activity_id;
/** A task's title in both languages and its activity, as a plan's task and a single task name them. */
const taskHeading = { title: requiredText(150), title_ar: optionalText(150), ...activityRef };
const assigneeRoles = z.array(z.enum(FARM_ROLES, { error: V.invalid_choice })).max(10);
const assigneeUserIds = z.array(z.uuid({ error: V.unknown_user })).max(20);
const materialQuantity = z.number({ error: V.required }).min(0.001, { error: V.quantity_positive }).max(1e6, { error: V.out_of_range });

export const templateMaterialSchema = z.object({
  item_id: z.uuid({ error: V.unknown_item }),
  quantity: materialQuantity,
  basis: z.enum(MATERIAL_BASES, { error: V.invalid_choice }),
});
export type TemplateMaterial = z.infer<typeof templateMaterialSchema>;

/**
 * One task of a plan: its activity, offset from the activation date, duration, an optional repeat (every N days until an
 * offset, both given or neither), who does it and the materials it needs.
 */
export const templateTaskSchema = z
  .object({
    ...taskHeading,
    offset_days: days(0, PROGRAM_LIMITS.maxOffsetDays),
    duration_days: days(1, 365).default(1),
    repeat_every_days: days(1, 365).nullable().optional(),
    repeat_until_offset_days: days(0, PROGRAM_LIMITS.maxOffsetDays).nullable().optional(),
    assignee_roles: assigneeRoles.default([]),
    materials: z.array(templateMaterialSchema).max(20).default([]),
  })
  .refine(oneActivity, { error: V.activity_required, path: ['activity'] })
  .refine((t) => (t.repeat_every_days == null) === (t.repeat_until_offset_days == null), { error: V.repeat_rule, path: ['repeat_every_days'] })
  .refine((t) => t.repeat_until_offset_days == null || t.repeat_until_offset_days >= t.offset_days, { error: V.repeat_rule, path: ['repeat_until_offset_days'] });
export type TemplateTask = z.infer<typeof templateTaskSchema>;

const templateFields = {
  name: requiredText(150),
  /** The name in Arabic (the English one is shown where it is missing). */
  name_ar: optionalText(150),
  /** The crop or tree type the plan is for (free text: "date_palm", "wheat"…). */
  crop: requiredText(60),
  description: optionalText(1000),
  tasks: z.array(templateTaskSchema).min(1, { error: V.required }).max(PROGRAM_LIMITS.tasksPerTemplate, { error: V.out_of_range }),
};
export const { create: createTemplateSchema, update: updateTemplateSchema } = partialInputSchemas(templateFields);
export type CreateTemplate = z.infer<typeof createTemplateSchema>;
export type UpdateTemplate = z.infer<typeof updateTemplateSchema>;
export const templateSchema = orgRecordSchema('ProgramTemplate', {
  ...recordFields(templateFields, 'tasks'),
  tasks: z.array(
    z.object({
      title: z.string(),
      title_ar: z.string().nullable(),
      activity: z.enum(BUILT_IN_ACTIVITIES).nullable(),
      custom_activity_id: z.uuid().nullable(),
      offset_days: z.number().int(),
      duration_days: z.number().int(),
      repeat_every_days: z.number().int().nullable(),
      repeat_until_offset_days: z.number().int().nullable(),
      assignee_roles: z.array(z.enum(FARM_ROLES)),
      materials: z.array(templateMaterialSchema),
    }),
  ),
  activations_count: z.number().int(),
});
export type TemplateRecord = z.infer<typeof templateSchema>;
export const templateListQuerySchema = listQuerySchema.extend({ crop: z.string().trim().max(60).optional() });
export type TemplateListQuery = z.infer<typeof templateListQuerySchema>;
/** The record's schemas as the kit's CRUD endpoints take them (`crudEndpoints`). */
export const templateCrudSchemas = { record: templateSchema, create: createTemplateSchema, update: updateTemplateSchema, query: templateListQuerySchema };

// ---- Activation ----

export const activationTargetSchema = z.object({ type: z.enum(TASK_TARGET_TYPES, { error: V.invalid_choice }), id: z.uuid({ error: V.unknown_target }) });
export type ActivationTarget = z.infer<typeof activationTargetSchema>;
/** POST /api/program-templates/{id}/activate/: every task of the plan for every target, from the start date. */
export const activateTemplateSchema = z.object({
  start_date: isoDateSchema,
  targets: z.array(activationTargetSchema).min(1, { error: V.targets_required }).max(PROGRAM_LIMITS.targetsPerActivation, { error: V.out_of_range }),
});
export type ActivateTemplate = z.infer<typeof activateTemplateSchema>;
export const activationResultSchema = z
  .object({ activation_id: z.uuid(), tasks_created: z.number().int(), message: z.literal('Program Activated successfully') })
  .meta({ id: 'ProgramActivation' });
export type ActivationResult = z.infer<typeof activationResultSchema>;

// ---- Tasks ----

export const taskMaterialSchema = z.object({ item_id: z.uuid(), quantity: z.number() });
export const taskSchema = orgRecordSchema('Task', {
  activation_id: z.uuid().nullable(),
  template_id: z.uuid().nullable(),
  title: z.string(),
  title_ar: z.string().nullable(),
  activity: z.enum(BUILT_IN_ACTIVITIES).nullable(),
  custom_activity_id: z.uuid().nullable(),
  target_type: z.enum(TASK_TARGET_TYPES),
  target_id: z.uuid(),
  target_name: z.string().nullable(),
  due_date: z.string(),
  end_date: z.string(),
  status: z.enum(TASK_STATES),
  actual_date: z.string().nullable(),
  assignee_roles: z.array(z.string()),
  /** Users the task is given to, with their names. */
  assignees: z.array(z.object({ id: z.uuid(), name: z.string() })),
  planned_materials: z.array(taskMaterialSchema),
  hours_worked: z.number().nullable(),
  /** Hours per labor and their cost (in the labor's currency), recorded when the task was marked done. */
  labor: z.array(z.object({ labor_id: z.uuid(), labor_name: z.string(), hours: z.number(), cost: z.number(), currency: z.string() })),
});
export type TaskRecord = z.infer<typeof taskSchema>;
export const taskListQuerySchema = listQuerySchema.extend({
  status: z.enum(TASK_STATES).optional(),
  activity: z.enum(BUILT_IN_ACTIVITIES).optional(),
  target_id: z.uuid().optional(),
  /** Tasks assigned to a role, or given to a user. */
  assignee_role: z.enum(FARM_ROLES).optional(),
  assignee_user_id: z.uuid().optional(),
  ...dateRangeQueryFields,
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

/** POST /api/tasks/: a single task on one target, outside any programme (the work orders' "New task"). */
export const createTaskSchema = z
  .object({
    ...taskHeading,
    target: activationTargetSchema,
    due_date: isoDateSchema,
    duration_days: days(1, 365).default(1),
    assignee_roles: assigneeRoles.default([]),
    assignee_user_ids: assigneeUserIds.default([]),
    materials: z
      .array(z.object({ item_id: z.uuid({ error: V.unknown_item }), quantity: materialQuantity }))
      .max(20)
      .default([]),
  })
  .refine(oneActivity, { error: V.activity_required, path: ['activity'] });
export type CreateTask = z.infer<typeof createTaskSchema>;
/** PATCH /api/tasks/{id}/: rename, reschedule (the end moves with the start, keeping the duration) or reassign an open task; only the fields sent are written. */
export const updateTaskSchema = z
  .object({ title: taskHeading.title, title_ar: taskHeading.title_ar, due_date: isoDateSchema, assignee_roles: assigneeRoles, assignee_user_ids: assigneeUserIds })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { error: V.required, path: ['due_date'] });
export type UpdateTask = z.infer<typeof updateTaskSchema>;
/** GET /api/tasks/{id}/: the task with its history (created, rescheduled, done, cancelled), newest first. */
export const taskDetailSchema = taskSchema.extend({ history: z.array(activityEntrySchema) }).meta({ id: 'TaskDetail' });
export type TaskDetail = z.infer<typeof taskDetailSchema>;

/** POST /api/tasks/{id}/done/: the actual date, hours worked, and materials used, each withdrawn from a store in the same transaction. */
export const completeTaskSchema = z.object({
  actual_date: isoDateSchema,
  hours_worked: z.number().min(0, { error: V.out_of_range }).max(10_000, { error: V.out_of_range }).nullable().optional(),
  materials: z
    .array(
      z.object({
        inventory_id: z.uuid({ error: V.unknown_inventory }),
        item_id: z.uuid({ error: V.unknown_item }),
        quantity: z.number({ error: V.required }).min(0.001, { error: V.quantity_positive }).max(1e9, { error: V.out_of_range }),
      }),
    )
    .max(20)
    .default([]),
  /** Hours each labor worked on it, costed at their salary and period (one entry per labor). */
  labor_hours: z
    .array(z.object({ labor_id: z.uuid({ error: V.unknown_labor }), hours: z.number({ error: V.required }).gt(0, { error: V.out_of_range }).max(24 * 366, { error: V.out_of_range }) }))
    .max(50)
    .refine((list) => new Set(list.map((l) => l.labor_id)).size === list.length, { error: V.unknown_labor })
    .default([]),
});
export type CompleteTask = z.infer<typeof completeTaskSchema>;

/** GET /api/tasks/operating-cost/: what a farm or field cost over a period (issue #14, for the reports): labour and materials of its done tasks. */
export const operatingCostQuerySchema = z.object({
  target_type: z.enum(TASK_TARGET_TYPES, { error: V.invalid_choice }),
  target_id: z.uuid({ error: V.unknown_target }),
  from: isoDateSchema,
  to: isoDateSchema,
});
export type OperatingCostQuery = z.infer<typeof operatingCostQuerySchema>;
export const operatingCostSchema = z
  .object({
    target_id: z.uuid(),
    from: z.string(),
    to: z.string(),
    tasks_done: z.number().int(),
    /** Labour per currency: hours and cost. */
    labour: z.array(z.object({ currency: z.string(), hours: z.number(), cost: z.number() })),
    /** Materials withdrawn for the tasks: quantity and value at the unit cost of each withdrawal. */
    materials: z.array(z.object({ item_id: z.uuid(), name_en: z.string(), name_ar: z.string(), unit: z.string(), quantity: z.number(), value: z.number() })),
    materials_value: z.number(),
  })
  .meta({ id: 'OperatingCost' });
export type OperatingCost = z.infer<typeof operatingCostSchema>;
