import type { FastifyPluginAsync } from 'fastify';
import { customActivitiesEndpoints, programTemplatesEndpoints, tasksEndpoints, type TaskListQuery } from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import type { Clock } from '../../ports/clock';
import { registerCrudRoutes } from '../../shared/crud-routes';
import { declaredRoute } from '../../shared/declared-route';
import type { ActivitiesService, TasksService, TemplatesService } from './programs.service';

const actorOf = (access: { orgId: string; userId: string }) => ({ orgId: access.orgId, userId: access.userId });
const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;

/** /api/custom-activities/, /api/program-templates/ (with activation) and /api/tasks/ (programs, tasks and activities permissions). */
export const programsRoutes: FastifyPluginAsync<{ activities: ActivitiesService; templates: TemplatesService; tasks: TasksService; clock: Clock }> = async (
  app,
  { activities, templates, tasks, clock },
) => {
  registerCrudRoutes(app, {
    endpoints: customActivitiesEndpoints,
    tag: 'programs',
    service: activities,
    clock,
    exportSheet: { name: 'Activities', fileName: 'activities', columns: [{ header: 'Name', value: (a) => a.name_en, width: 28 }, { header: 'Arabic name', value: (a) => a.name_ar, width: 28 }, { header: 'Icon', value: (a) => a.icon }] },
  });
  registerCrudRoutes(app, {
    endpoints: programTemplatesEndpoints,
    tag: 'programs',
    service: templates,
    clock,
    exportSheet: {
      name: 'Program templates',
      fileName: 'program-templates',
      columns: [
        ['Name', 'name', 30], 'crop',
        { header: 'Tasks', value: (p) => p.tasks.length },
        ['Activations', 'activations_count'],
      ],
    },
  });
  const tags = ['programs'];
  declaredRoute(app, programTemplatesEndpoints.activate, { tags, errors: [400, 401, 403, 404, 409] }, async (request, reply) =>
    reply.code(201).send(await tasks.activate(actorOf(callerAccess(request)), idOf(request), request.body)),
  );
  declaredRoute(app, tasksEndpoints.list, { tags, errors: [400, 401, 403] }, (request) => tasks.list(callerAccess(request).orgId, request.query as TaskListQuery));
  declaredRoute(app, tasksEndpoints.create, { tags, errors: [400, 401, 403] }, async (request, reply) => reply.code(201).send(await tasks.create(actorOf(callerAccess(request)), request.body)));
  declaredRoute(app, tasksEndpoints.get, { tags, errors: [400, 401, 403, 404] }, (request) => tasks.get(callerAccess(request).orgId, idOf(request)));
  declaredRoute(app, tasksEndpoints.update, { tags, errors: [400, 401, 403, 404, 409] }, (request) => tasks.update(actorOf(callerAccess(request)), idOf(request), request.body));
  declaredRoute(app, tasksEndpoints.operatingCost, { tags, errors: [400, 401, 403, 404] }, (request) => tasks.operatingCost(callerAccess(request).orgId, request.query));
  declaredRoute(app, tasksEndpoints.complete, { tags, errors: [400, 401, 403, 404, 409] }, (request) => tasks.complete(actorOf(callerAccess(request)), idOf(request), request.body));
  declaredRoute(app, tasksEndpoints.cancel, { tags, errors: [400, 401, 403, 404, 409] }, (request) => tasks.cancel(actorOf(callerAccess(request)), idOf(request)));
};
