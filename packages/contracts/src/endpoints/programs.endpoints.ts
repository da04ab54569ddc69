import { idParamsSchema, paginated } from '../common';
import { endpoint } from '../endpoint';
import {
  activateTemplateSchema,
  activationResultSchema,
  completeTaskSchema,
  createTaskSchema,
  taskDetailSchema,
  updateTaskSchema,
  operatingCostQuerySchema,
  operatingCostSchema,
  taskListQuerySchema,
  taskSchema,
  activityCrudSchemas,
  templateCrudSchemas,
} from '../programs';
import { crudEndpoints } from './crud';

/** Custom activities (settings) and programme templates with their activation (programs, tasks and activities permissions). */
export const customActivitiesEndpoints = crudEndpoints('/api/custom-activities', 'programs_tasks_activities', activityCrudSchemas);
export const programTemplatesEndpoints = {
  ...crudEndpoints('/api/program-templates', 'programs_tasks_activities', templateCrudSchemas),
  activate: endpoint({
    method: 'POST',
    path: '/api/program-templates/:id/activate/',
    params: idParamsSchema,
    body: activateTemplateSchema,
    response: activationResultSchema,
    status: 201,
    access: 'programs_tasks_activities:create',
  }),
};
/** Tasks (work orders): the calendar's list, a single new task, one task with its history, rescheduling, marking one done with the materials used, cancelling one. */
export const tasksEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/tasks/', query: taskListQuerySchema, response: paginated(taskSchema), access: 'programs_tasks_activities:view' }),
  create: endpoint({ method: 'POST', path: '/api/tasks/', body: createTaskSchema, response: taskSchema, status: 201, access: 'programs_tasks_activities:create' }),
  get: endpoint({ method: 'GET', path: '/api/tasks/:id/', params: idParamsSchema, response: taskDetailSchema, access: 'programs_tasks_activities:view' }),
  update: endpoint({ method: 'PATCH', path: '/api/tasks/:id/', params: idParamsSchema, body: updateTaskSchema, response: taskSchema, access: 'programs_tasks_activities:edit' }),
  complete: endpoint({ method: 'POST', path: '/api/tasks/:id/done/', params: idParamsSchema, body: completeTaskSchema, response: taskSchema, access: 'programs_tasks_activities:edit' }),
  operatingCost: endpoint({ method: 'GET', path: '/api/tasks/operating-cost/', query: operatingCostQuerySchema, response: operatingCostSchema, access: 'programs_tasks_activities:view' }),
  cancel: endpoint({ method: 'POST', path: '/api/tasks/:id/cancel/', params: idParamsSchema, response: taskSchema, access: 'programs_tasks_activities:edit' }),
};
