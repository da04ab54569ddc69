import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { users, cropFields, customActivities, farms, inventoryTransactions, labors, taskLaborHours, inventoryItems, programActivations, programActivationTargets, programTemplates, programTemplateTasks, tasks, treeFields, type Db } from '@rayyan/db';
import type { ActivityRecord, CreateActivity, TargetSize, CreateTemplate, TaskListQuery, TaskRecord, TemplateListQuery, TemplateRecord, TemplateTask, UpdateActivity, UpdateTemplate } from '@rayyan/contracts';
import { orgResourceRepository } from '../../shared/org-resource.repository';
import { totalRows } from '../../shared/page-total.repository';
import { containsPattern, pageFromRows, pageWindow, type Page } from '../../shared/pagination';
import type { OrgScopedRepository } from '../../shared/record-service';
import { replaceChildRows } from '../../shared/child-rows.repository';

export type ActivityRepository = OrgScopedRepository<ActivityRecord, CreateActivity, UpdateActivity, { page: number; page_size: number; search?: string | undefined }>;
export type TemplateRepository = OrgScopedRepository<TemplateRecord, CreateTemplate, UpdateTemplate, TemplateListQuery> & {
  countOwnActivities(orgId: string, ids: readonly string[]): Promise<number>;
  countOwnItems(orgId: string, ids: readonly string[]): Promise<number>;
};

/** The organisation's custom activities, by English name. */
export function createActivityRepository(db: Db): ActivityRepository {
  return orgResourceRepository<typeof customActivities, ActivityRecord, CreateActivity, UpdateActivity, { page: number; page_size: number; search?: string | undefined }>(db, {
    table: customActivities,
    search: [customActivities.nameEn, customActivities.nameAr],
    orderBy: [customActivities.nameEn],
  });
}

const templateTasksJson = sql<TemplateRecord['tasks']>`(SELECT coalesce(json_agg(json_build_object(
  'title', t.title, 'title_ar', t.title_ar, 'activity', t.activity, 'custom_activity_id', t.custom_activity_id, 'offset_days', t.offset_days,
  'duration_days', t.duration_days, 'repeat_every_days', t.repeat_every_days, 'repeat_until_offset_days', t.repeat_until_offset_days,
  'assignee_roles', t.assignee_roles, 'materials', t.materials) ORDER BY t.position), '[]'::json)
  FROM program_template_tasks t WHERE t.template_id = "program_templates"."id" AND t.org_id = "program_templates"."org_id")`;
const activationsCount = sql<number>`(SELECT count(*)::int FROM program_activations a WHERE a.template_id = "program_templates"."id" AND a.org_id = "program_templates"."org_id")`;

/** Programme templates with their tasks in order (written whole on create and on an update that sends them). */
export function createTemplateRepository(db: Db): TemplateRepository {
  const base = orgResourceRepository<typeof programTemplates, TemplateRecord, CreateTemplate, UpdateTemplate, TemplateListQuery>(db, {
    table: programTemplates,
    search: [programTemplates.name, programTemplates.nameAr, programTemplates.crop],
    equals: { crop: programTemplates.crop },
    orderBy: [programTemplates.name],
    computed: { tasks: templateTasksJson, activations_count: activationsCount },
  });
  async function writeTasks(orgId: string, templateId: string, list: TemplateTask[] | undefined) {
    if (!list) return;
    const rows = list.map((t, position) => ({
      orgId,
      templateId,
      position,
      title: t.title,
      titleAr: t.title_ar ?? null,
      activity: t.activity ?? null,
      customActivityId: t.custom_activity_id ?? null,
      offsetDays: t.offset_days,
      durationDays: t.duration_days,
      repeatEveryDays: t.repeat_every_days ?? null,
      repeatUntilOffsetDays: t.repeat_until_offset_days ?? null,
      assigneeRoles: t.assignee_roles,
      materials: t.materials,
    }));
    await replaceChildRows(db, programTemplateTasks, programTemplateTasks.templateId, orgId, templateId, rows);
  }
  const countIn = async (table: typeof customActivities | typeof inventoryItems, orgId: string, ids: readonly string[]) => {
    if (ids.length === 0) return 0;
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(and(eq(table.orgId, orgId), inArray(table.id, [...ids])));
    return row?.n ?? 0;
  };
  return {
    ...base,
    async create(orgId, input) {
      const created = await base.create(orgId, input);
      await writeTasks(orgId, created.id, input.tasks);
      return (await base.getById(orgId, created.id))!;
    },
    async update(orgId, id, patch) {
      const updated = await base.update(orgId, id, patch);
      if (!updated) return undefined;
      await writeTasks(orgId, id, patch.tasks);
      return base.getById(orgId, id);
    },
    countOwnActivities: (orgId, ids) => countIn(customActivities, orgId, ids),
    countOwnItems: (orgId, ids) => countIn(inventoryItems, orgId, ids),
  };
}

const targetName = sql<string | null>`CASE ${tasks.targetType}
  WHEN 'farm' THEN (SELECT f.name FROM farms f WHERE f.id = ${tasks.targetId} AND f.org_id = ${tasks.orgId})
  WHEN 'tree_field' THEN (SELECT tf.name FROM tree_fields tf WHERE tf.id = ${tasks.targetId} AND tf.org_id = ${tasks.orgId})
  ELSE (SELECT cf.name FROM crop_fields cf WHERE cf.id = ${tasks.targetId} AND cf.org_id = ${tasks.orgId}) END`;

const laborJson = sql<TaskRecord['labor']>`(SELECT coalesce(json_agg(json_build_object('labor_id', h.labor_id, 'labor_name', l.name, 'hours', h.hours,
  'cost', h.cost, 'currency', h.currency) ORDER BY l.name), '[]'::json)
  FROM task_labor_hours h JOIN labors l ON l.id = h.labor_id WHERE h.task_id = "tasks"."id" AND h.org_id = "tasks"."org_id")`;

const assigneesJson = sql<TaskRecord['assignees']>`(SELECT coalesce(json_agg(json_build_object('id', u.id, 'name', coalesce(nullif(u.name, ''), u.user_name)) ORDER BY u.name), '[]'::json)
  FROM users u WHERE u.id = ANY("tasks"."assignee_user_ids") AND u.org_id = "tasks"."org_id")`;

type TaskRow = typeof tasks.$inferSelect & { target_name: string | null; labor: TaskRecord['labor']; assignees: TaskRecord['assignees'] };
const toTask = (row: TaskRow): TaskRecord => ({
  id: row.id,
  org_id: row.orgId,
  activation_id: row.activationId,
  template_id: row.templateId,
  title: row.title,
  title_ar: row.titleAr,
  activity: row.activity,
  custom_activity_id: row.customActivityId,
  target_type: row.targetType,
  target_id: row.targetId,
  target_name: row.target_name,
  due_date: row.dueDate,
  end_date: row.endDate,
  status: row.status,
  actual_date: row.actualDate,
  assignee_roles: row.assigneeRoles,
  assignees: row.assignees,
  planned_materials: row.plannedMaterials,
  hours_worked: row.hoursWorked,
  labor: row.labor,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export type NewTask = Omit<typeof tasks.$inferInsert, 'id' | 'orgId' | 'createdAt' | 'updatedAt'>;

/** Tasks, activations and the targets they are made for. */
export function createTaskRepository(db: Db) {
  const select = () => db.select({ row: tasks, target_name: targetName, labor: laborJson, assignees: assigneesJson }).from(tasks);
  return {
    async list(orgId: string, query: TaskListQuery): Promise<Page<TaskRecord>> {
      const where = and(
        eq(tasks.orgId, orgId),
        query.status ? eq(tasks.status, query.status) : undefined,
        query.activity ? eq(tasks.activity, query.activity) : undefined,
        query.target_id ? eq(tasks.targetId, query.target_id) : undefined,
        query.assignee_role ? sql`${query.assignee_role} = ANY(${tasks.assigneeRoles})` : undefined,
        query.assignee_user_id ? sql`${query.assignee_user_id}::uuid = ANY(${tasks.assigneeUserIds})` : undefined,
        query.from ? gte(tasks.endDate, query.from) : undefined,
        query.to ? lte(tasks.dueDate, query.to) : undefined,
        query.search ? sql`(${tasks.title} ILIKE ${containsPattern(query.search)} OR ${tasks.titleAr} ILIKE ${containsPattern(query.search)})` : undefined,
      );
      const { offset, limit } = pageWindow(query);
      const rows = await db
        .select({ row: tasks, target_name: targetName, labor: laborJson, assignees: assigneesJson, total: totalRows })
        .from(tasks)
        .where(where)
        .orderBy(asc(tasks.dueDate), asc(tasks.id))
        .offset(offset)
        .limit(limit);
      return pageFromRows(query, rows, (r) => toTask({ ...r.row, target_name: r.target_name, labor: r.labor, assignees: r.assignees }), async () => {
        const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(tasks).where(where);
        return counted?.n ?? 0;
      });
    },
    async get(orgId: string, id: string): Promise<TaskRecord | undefined> {
      const [r] = await select().where(and(eq(tasks.orgId, orgId), eq(tasks.id, id))).limit(1);
      return r && toTask({ ...r.row, target_name: r.target_name, labor: r.labor, assignees: r.assignees });
    },
    async exists(orgId: string, id: string): Promise<boolean> {
      const [r] = await db.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.orgId, orgId), eq(tasks.id, id))).limit(1);
      return !!r;
    },
    async labor(orgId: string, laborId: string) {
      const [row] = await db
        .select({ salary: labors.salary, period: labors.salaryPeriod, currency: labors.currency })
        .from(labors)
        .where(and(eq(labors.orgId, orgId), eq(labors.id, laborId)))
        .limit(1);
      return row;
    },
    /** Labour and materials of the target's tasks done between two days (their actual dates). */
    async operatingCost(orgId: string, targetId: string, from: string, to: string) {
      const done = and(eq(tasks.orgId, orgId), eq(tasks.targetId, targetId), eq(tasks.status, 'done'), gte(tasks.actualDate, from), lte(tasks.actualDate, to));
      const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(tasks).where(done);
      const labour = await db
        .select({ currency: taskLaborHours.currency, hours: sql<number>`sum(${taskLaborHours.hours})::float8`, cost: sql<number>`sum(${taskLaborHours.cost})::float8` })
        .from(taskLaborHours)
        .innerJoin(tasks, eq(tasks.id, taskLaborHours.taskId))
        .where(done)
        .groupBy(taskLaborHours.currency)
        .orderBy(taskLaborHours.currency);
      const materials = await db
        .select({
          item_id: inventoryItems.id,
          name_en: inventoryItems.nameEn,
          name_ar: inventoryItems.nameAr,
          unit: inventoryItems.unit,
          quantity: sql<number>`sum(${inventoryTransactions.quantity})::float8`,
          value: sql<number>`sum(${inventoryTransactions.quantity} * coalesce(${inventoryTransactions.unitCost}, 0))::float8`,
        })
        .from(inventoryTransactions)
        .innerJoin(tasks, eq(tasks.id, inventoryTransactions.taskId))
        .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryTransactions.itemId))
        .where(and(done, eq(inventoryTransactions.orgId, orgId), eq(inventoryTransactions.transactionType, 'out')))
        .groupBy(inventoryItems.id, inventoryItems.nameEn, inventoryItems.nameAr, inventoryItems.unit)
        .orderBy(inventoryItems.nameEn);
      return { tasksDone: counted?.n ?? 0, labour, materials };
    },
    async recordLaborHours(orgId: string, taskId: string, rows: { laborId: string; hours: number; cost: number; currency: string }[]): Promise<void> {
      if (rows.length) await db.insert(taskLaborHours).values(rows.map((r) => ({ ...r, orgId, taskId })));
    },
    async setStatus(orgId: string, id: string, set: Partial<Pick<typeof tasks.$inferInsert, 'status' | 'actualDate' | 'hoursWorked'>>): Promise<void> {
      await db.update(tasks).set({ ...set, updatedAt: new Date() }).where(and(eq(tasks.orgId, orgId), eq(tasks.id, id)));
    },

    /** Area and trees of each of the organisation's targets of one type; a target of another organisation is missing. */
    async targetSizes(orgId: string, type: 'farm' | 'tree_field' | 'crop_field', ids: string[]): Promise<Map<string, TargetSize>> {
      const found = new Map<string, TargetSize>();
      if (ids.length === 0) return found;
      let rows: { id: string; areaM2: number; trees: number }[];
      if (type === 'farm') {
        const treesOnFarm = sql<number>`(SELECT count(*)::int FROM trees t JOIN tree_fields tf ON tf.id = t.field_id WHERE tf.farm_id = "farms"."id" AND t.spot_state = 'planted')`;
        rows = await db.select({ id: farms.id, areaM2: farms.areaM2, trees: treesOnFarm }).from(farms).where(and(eq(farms.orgId, orgId), inArray(farms.id, ids)));
      } else if (type === 'tree_field') {
        const planted = sql<number>`(SELECT count(*)::int FROM trees t WHERE t.field_id = "tree_fields"."id" AND t.spot_state = 'planted')`;
        rows = await db.select({ id: treeFields.id, areaM2: treeFields.areaM2, trees: planted }).from(treeFields).where(and(eq(treeFields.orgId, orgId), inArray(treeFields.id, ids)));
      } else {
        rows = await db.select({ id: cropFields.id, areaM2: cropFields.areaM2, trees: sql<number>`0` }).from(cropFields).where(and(eq(cropFields.orgId, orgId), inArray(cropFields.id, ids)));
      }
      for (const r of rows) found.set(r.id, { areaM2: r.areaM2, trees: Number(r.trees) });
      return found;
    },
    async createActivation(orgId: string, templateId: string, startDate: string, userId: string, targets: { type: 'farm' | 'tree_field' | 'crop_field'; id: string }[]): Promise<string> {
      const [activation] = await db.insert(programActivations).values({ orgId, templateId, startDate, userId }).returning({ id: programActivations.id });
      await db.insert(programActivationTargets).values(targets.map((t) => ({ activationId: activation!.id, orgId, templateId, startDate, targetType: t.type, targetId: t.id })));
      return activation!.id;
    },
    async insertTask(orgId: string, task: NewTask): Promise<string> {
      const [row] = await db.insert(tasks).values({ ...task, orgId }).returning({ id: tasks.id });
      return row!.id;
    },
    /** Writes only the columns given. */
    /** How many of the ids are users of the organisation. */
    async countOwnUsers(orgId: string, ids: readonly string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(and(eq(users.orgId, orgId), inArray(users.id, [...ids])));
      return row?.n ?? 0;
    },
    async update(orgId: string, id: string, set: Partial<Pick<typeof tasks.$inferInsert, 'title' | 'titleAr' | 'dueDate' | 'endDate' | 'assigneeRoles' | 'assigneeUserIds'>>): Promise<void> {
      await db.update(tasks).set({ ...set, updatedAt: new Date() }).where(and(eq(tasks.orgId, orgId), eq(tasks.id, id)));
    },
    async insertTasks(orgId: string, list: NewTask[]): Promise<number> {
      for (let i = 0; i < list.length; i += 1000) await db.insert(tasks).values(list.slice(i, i + 1000).map((t) => ({ ...t, orgId })));
      return list.length;
    },
  };
}

export type TaskRepository = ReturnType<typeof createTaskRepository>;
