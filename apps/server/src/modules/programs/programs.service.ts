import { customActivities, programTemplates, tasks } from '@rayyan/db';
import {
  ERROR_MESSAGES,
  PROGRAM_LIMITS,
  V,
  labourCost,
  movedTask,
  planOccurrences,
  plannedQuantity,
  type ActivateTemplate,
  type ActivationResult,
  type ActivityRecord,
  type CompleteTask,
  type CreateTask,
  type TaskDetail,
  type UpdateTask,
  type OperatingCost,
  type OperatingCostQuery,
  type CreateActivity,
  type CreateTemplate,
  type TaskListQuery,
  type TaskRecord,
  type TemplateListQuery,
  type TemplateRecord,
  type UpdateActivity,
  type UpdateTemplate,
} from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import { violatedUniqueConstraint } from '../../shared/db-errors';
import { createRecordService, type Actor, type RecordServiceDeps } from '../../shared/record-service';
import { lockRow } from '../../shared/row-lock.repository';
import type { Transaction } from '../../shared/unit-of-work';
import type { ActivityRepository as ActivityLogRepository } from '../activity-log/activity-log.repository';
import type { StockRepository } from '../inventories';
import type { ActivityRepository, NewTask, TaskRepository, TemplateRepository } from './program.repository';

const nameExists = (error: unknown) =>
  violatedUniqueConstraint(error) === 'program_templates_org_id_name_key' ? new AppError('template_name_exists', 409, { name: ERROR_MESSAGES.template_name_exists }) : error;
const activityNameExists = (error: unknown) =>
  violatedUniqueConstraint(error) === 'custom_activities_org_id_name_en_key' ? new AppError('name_exists', 409, { name_en: ERROR_MESSAGES.name_exists }) : error;

/** Custom activities (settings). */
export function createActivitiesService(deps: Omit<RecordServiceDeps<ActivityRepository>, 'entity' | 'table'>) {
  return createRecordService<ActivityRecord, CreateActivity, UpdateActivity, { page: number; page_size: number; search?: string | undefined }>(
    { ...deps, entity: 'custom_activity', table: customActivities },
    { mapError: activityNameExists },
  );
}

/** Programme templates: a duplicate name is "Template Name Already Exists"; custom activities and materials must be the organisation's. */
export function createTemplatesService(deps: Omit<RecordServiceDeps<TemplateRepository>, 'entity' | 'table'>) {
  return createRecordService<TemplateRecord, CreateTemplate, UpdateTemplate, TemplateListQuery, TemplateRepository>(
    { ...deps, entity: 'program_template', table: programTemplates },
    {
      mapError: nameExists,
      checkWrite: async (orgId, value, records) => {
        const list = value.tasks ?? [];
        const activities = [...new Set(list.flatMap((t) => (t.custom_activity_id ? [t.custom_activity_id] : [])))];
        if ((await records.countOwnActivities(orgId, activities)) !== activities.length) throw new AppError('validation_failed', 400, { tasks: V.activity_required });
        const items = [...new Set(list.flatMap((t) => t.materials.map((m) => m.item_id)))];
        if ((await records.countOwnItems(orgId, items)) !== items.length) throw new AppError('validation_failed', 400, { tasks: V.unknown_item });
      },
    },
  );
}

export interface TaskRepos {
  templates: TemplateRepository;
  tasks: TaskRepository;
  stock: StockRepository;
  activity: Pick<ActivityLogRepository, 'record' | 'list'>;
}

/** Users a task is given to must be the organisation's. */
async function ownUsers(r: TaskRepos, orgId: string, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if ((await r.tasks.countOwnUsers(orgId, unique)) !== unique.length) throw new AppError('validation_failed', 400, { assignee_user_ids: V.unknown_user });
}

const failed = (field: string, reason: string, status = 400) => new AppError('program_activation_failed', status, { [field]: reason });

/**
 * Activation and the tasks it creates: every task of the plan for every target in one transaction, or nothing ("Program
 * Activation Failed, Please Try Again" with the reason); a task marked done withdraws the materials used from their
 * stores in the same transaction (a withdrawal larger than the stock leaves the task pending and the stores untouched).
 */
export function createTasksService({ repos, transaction }: { repos: TaskRepos; transaction: Transaction<TaskRepos> }) {
  async function openTask(r: TaskRepos, tx: Parameters<Parameters<Transaction<TaskRepos>>[0]>[1], orgId: string, id: string) {
    await lockRow(tx, tasks, orgId, id);
    const task = await r.tasks.get(orgId, id);
    if (!task) throw new AppError('not_found', 404);
    if (task.status === 'done' || task.status === 'cancelled') throw new AppError('task_closed', 409);
    return task;
  }
  return {
    list: (orgId: string, query: TaskListQuery) => repos.tasks.list(orgId, query),

    /** One task with its history, newest first (404 when it is not the organisation's). */
    async get(orgId: string, id: string): Promise<TaskDetail> {
      const task = await repos.tasks.get(orgId, id);
      if (!task) throw new AppError('not_found', 404);
      const history = await repos.activity.list(orgId, { page: 1, page_size: 100, entity: 'task', entity_id: id });
      return { ...task, history: history.results };
    },

    /** A single task on one of the organisation's targets, with the organisation's own activity and items. */
    create: (actor: Actor, input: CreateTask): Promise<TaskRecord> =>
      transaction(async (r) => {
        if (!(await r.tasks.targetSizes(actor.orgId, input.target.type, [input.target.id])).has(input.target.id)) throw new AppError('validation_failed', 400, { 'target.id': V.unknown_target });
        if (input.custom_activity_id && (await r.templates.countOwnActivities(actor.orgId, [input.custom_activity_id])) !== 1) throw new AppError('validation_failed', 400, { activity: V.activity_required });
        const items = [...new Set(input.materials.map((m) => m.item_id))];
        if ((await r.templates.countOwnItems(actor.orgId, items)) !== items.length) throw new AppError('validation_failed', 400, { materials: V.unknown_item });
        await ownUsers(r, actor.orgId, input.assignee_user_ids);
        const [dates] = planOccurrences([{ offset_days: 0, duration_days: input.duration_days, repeat_every_days: null, repeat_until_offset_days: null }], input.due_date);
        const id = await r.tasks.insertTask(actor.orgId, {
          title: input.title,
          titleAr: input.title_ar ?? null,
          activity: input.activity ?? null,
          customActivityId: input.custom_activity_id ?? null,
          targetType: input.target.type,
          targetId: input.target.id,
          dueDate: dates!.dueDate,
          endDate: dates!.endDate,
          assigneeRoles: input.assignee_roles,
          assigneeUserIds: [...new Set(input.assignee_user_ids)],
          plannedMaterials: input.materials,
        });
        await r.activity.record(actor.orgId, { userId: actor.userId, action: 'create', entity: 'task', entityId: id, changes: { title: { from: null, to: input.title }, due_date: { from: null, to: dates!.dueDate } } });
        return (await r.tasks.get(actor.orgId, id))!;
      }),

    /** Renames, reschedules (keeping the duration) or reassigns an open task; a done or cancelled one is refused. */
    update: (actor: Actor, id: string, patch: UpdateTask): Promise<TaskRecord> =>
      transaction(async (r, tx) => {
        const task = await openTask(r, tx, actor.orgId, id);
        const set: Parameters<TaskRepository['update']>[2] = {};
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        if (patch.title !== undefined && patch.title !== task.title) [set.title, changes.title] = [patch.title, { from: task.title, to: patch.title }];
        if (patch.title_ar !== undefined && patch.title_ar !== task.title_ar) [set.titleAr, changes.title_ar] = [patch.title_ar, { from: task.title_ar, to: patch.title_ar }];
        if (patch.due_date !== undefined && patch.due_date !== task.due_date) {
          const moved = movedTask(task, patch.due_date);
          [set.dueDate, set.endDate, changes.due_date] = [moved.dueDate, moved.endDate, { from: task.due_date, to: moved.dueDate }];
        }
        if (patch.assignee_roles !== undefined && patch.assignee_roles.join() !== task.assignee_roles.join()) [set.assigneeRoles, changes.assignee_roles] = [patch.assignee_roles, { from: task.assignee_roles, to: patch.assignee_roles }];
        if (patch.assignee_user_ids !== undefined) {
          const ids = [...new Set(patch.assignee_user_ids)];
          await ownUsers(r, actor.orgId, ids);
          set.assigneeUserIds = ids;
        }
        if (Object.keys(set).length) await r.tasks.update(actor.orgId, id, set);
        const after = (await r.tasks.get(actor.orgId, id))!;
        const names = (list: TaskRecord['assignees']) => list.map((u) => u.name);
        if (set.assigneeUserIds && names(after.assignees).join() !== names(task.assignees).join()) changes.assignees = { from: names(task.assignees), to: names(after.assignees) };
        await r.activity.record(actor.orgId, { userId: actor.userId, action: 'update', entity: 'task', entityId: id, changes });
        return after;
      }),

    activate: (actor: Actor, templateId: string, input: ActivateTemplate): Promise<ActivationResult> =>
      transaction(async (r) => {
        const template = await r.templates.getById(actor.orgId, templateId);
        if (!template) throw new AppError('not_found', 404);
        const unique = [...new Map(input.targets.map((t) => [`${t.type}:${t.id}`, t])).values()];
        const sizes = new Map<string, { areaM2: number; trees: number }>();
        for (const type of ['farm', 'tree_field', 'crop_field'] as const) {
          const ids = unique.filter((t) => t.type === type).map((t) => t.id);
          for (const [id, size] of await r.tasks.targetSizes(actor.orgId, type, ids)) sizes.set(id, size);
        }
        if (unique.some((t) => !sizes.has(t.id))) throw failed('targets', V.unknown_target);
        const occurrences = planOccurrences(template.tasks, input.start_date);
        if (occurrences.length * unique.length > PROGRAM_LIMITS.tasksPerActivation) throw failed('targets', V.out_of_range);
        const activationId = await r.tasks.createActivation(actor.orgId, templateId, input.start_date, actor.userId, unique);
        const rows: NewTask[] = unique.flatMap((target) =>
          occurrences.map((o) => {
            const step = template.tasks[o.taskIndex]!;
            return {
              activationId,
              templateId,
              title: step.title,
              titleAr: step.title_ar,
              activity: step.activity,
              customActivityId: step.custom_activity_id,
              targetType: target.type,
              targetId: target.id,
              dueDate: o.dueDate,
              endDate: o.endDate,
              assigneeRoles: step.assignee_roles,
              plannedMaterials: step.materials.map((m) => ({ item_id: m.item_id, quantity: plannedQuantity(m, sizes.get(target.id)!) })),
            };
          }),
        );
        const created = await r.tasks.insertTasks(actor.orgId, rows);
        await r.activity.record(actor.orgId, {
          userId: actor.userId,
          action: 'create',
          entity: 'program_activation',
          entityId: activationId,
          changes: { template: { from: null, to: template.name }, start_date: { from: null, to: input.start_date }, tasks: { from: null, to: created } },
        });
        return { activation_id: activationId, tasks_created: created, message: 'Program Activated successfully' as const };
      }).catch((error: unknown) => {
        throw violatedUniqueConstraint(error) === 'program_activation_targets_once_key' ? failed('targets', V.already_activated, 409) : error;
      }),

    complete: (actor: Actor, id: string, input: CompleteTask): Promise<TaskRecord> =>
      transaction(async (r, tx) => {
        const task = await openTask(r, tx, actor.orgId, id);
        for (const [i, used] of input.materials.entries()) {
          if (!(await r.stock.storeExists(actor.orgId, used.inventory_id))) throw new AppError('validation_failed', 400, { [`materials.${i}.inventory_id`]: V.unknown_inventory });
          if (!(await r.stock.item(actor.orgId, used.item_id))) throw new AppError('validation_failed', 400, { [`materials.${i}.item_id`]: V.unknown_item });
          const left = await r.stock.withdraw(actor.orgId, used.inventory_id, used.item_id, used.quantity);
          if (!left) throw new AppError('quantity_exceeds_stock', 409, { [`materials.${i}.quantity`]: ERROR_MESSAGES.quantity_exceeds_stock });
          await r.stock.record(actor.orgId, {
            inventoryId: used.inventory_id,
            itemId: used.item_id,
            transactionType: 'out',
            quantity: used.quantity,
            quantityAfter: left.quantity,
            unitCost: left.unitCost,
            taskId: id,
            note: task.title,
            userId: actor.userId,
          });
        }
        const costed = [];
        for (const [i, worked] of input.labor_hours.entries()) {
          const labor = await r.tasks.labor(actor.orgId, worked.labor_id);
          if (!labor) throw new AppError('validation_failed', 400, { [`labor_hours.${i}.labor_id`]: V.unknown_labor });
          costed.push({ laborId: worked.labor_id, hours: worked.hours, cost: labourCost(worked.hours, labor.salary, labor.period), currency: labor.currency });
        }
        await r.tasks.recordLaborHours(actor.orgId, id, costed);
        const total = input.hours_worked ?? (costed.length ? costed.reduce((sum, c) => sum + c.hours, 0) : null);
        await r.tasks.setStatus(actor.orgId, id, { status: 'done', actualDate: input.actual_date, hoursWorked: total });
        await r.activity.record(actor.orgId, { userId: actor.userId, action: 'update', entity: 'task', entityId: id, changes: { status: { from: task.status, to: 'done' } } });
        return (await r.tasks.get(actor.orgId, id))!;
      }),

    /** A farm's or field's labour and materials over a period, from its done tasks (404 when it is not the organisation's). */
    async operatingCost(orgId: string, query: OperatingCostQuery): Promise<OperatingCost> {
      if (!(await repos.tasks.targetSizes(orgId, query.target_type, [query.target_id])).has(query.target_id)) throw new AppError('not_found', 404);
      const found = await repos.tasks.operatingCost(orgId, query.target_id, query.from, query.to);
      const round = (n: number) => Math.round(n * 100) / 100;
      return {
        target_id: query.target_id,
        from: query.from,
        to: query.to,
        tasks_done: found.tasksDone,
        labour: found.labour.map((l) => ({ ...l, cost: round(l.cost) })),
        materials: found.materials.map((m) => ({ ...m, value: round(m.value) })),
        materials_value: round(found.materials.reduce((sum, m) => sum + m.value, 0)),
      };
    },

    cancel: (actor: Actor, id: string): Promise<TaskRecord> =>
      transaction(async (r, tx) => {
        const task = await openTask(r, tx, actor.orgId, id);
        await r.tasks.setStatus(actor.orgId, id, { status: 'cancelled' });
        await r.activity.record(actor.orgId, { userId: actor.userId, action: 'update', entity: 'task', entityId: id, changes: { status: { from: task.status, to: 'cancelled' } } });
        return (await r.tasks.get(actor.orgId, id))!;
      }),
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
export type TemplatesService = ReturnType<typeof createTemplatesService>;
export type TasksService = ReturnType<typeof createTasksService>;
