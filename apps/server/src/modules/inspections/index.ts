import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from '@rayyan/db';
import { inspectionsEndpoints } from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import type { Clock } from '../../ports/clock';
import { registerCrudRoutes } from '../../shared/crud-routes';
import { declaredRoute } from '../../shared/declared-route';
import { recordsWithActivity } from '../activity-log';
import { createFormRepository, createProjectRepository } from './inspection.repository';
import { createEvaluationRepository } from './evaluation.repository';

type EvaluationRepository = ReturnType<typeof createEvaluationRepository>;
import { createFormsService, createProjectsService, type FormsService, type ProjectsService } from './inspections.service';

/** /api/rpw-projects/ and /api/inspection-forms/ (with their submit): one service call per route. */
const inspectionsRoutes: FastifyPluginAsync<{ projects: ProjectsService; forms: FormsService; evaluation: EvaluationRepository; clock: Clock }> = async (app, { projects, forms, evaluation, clock }) => {
  const { projects: projectEndpoints, forms: formEndpoints } = inspectionsEndpoints;
  registerCrudRoutes(app, {
    endpoints: projectEndpoints,
    tag: 'rpw-programme',
    service: projects,
    clock,
    exportSheet: {
      name: 'Projects',
      fileName: 'rpw-projects',
      columns: [
        ['Name', 'name', 28], 'project_type', ['Region', 'region_name'], 'team_leader', 'project_manager', 'vehicle_plate', ['Starts', 'starts_on'],
        ['Ends', 'ends_on'], ['Forms', 'forms_count'],
      ],
    },
  });
  declaredRoute(app, inspectionsEndpoints.evaluation, { tags: ['rpw-programme'], errors: [400, 401, 403] }, (request) => {
    const today = clock.now().toISOString().slice(0, 10);
    const { from = new Date(Date.parse(`${today}T00:00:00Z`) - 55 * 86_400_000).toISOString().slice(0, 10), to = today, region_id } = request.query;
    return evaluation.evaluation(callerAccess(request).orgId, from, to, today, region_id);
  });
  declaredRoute(app, formEndpoints.submit, { tags: ['rpw-programme'], errors: [400, 401, 403, 404] }, (request) => {
    const access = callerAccess(request);
    return forms.submit({ orgId: access.orgId, userId: access.userId }, request.params.id);
  });
  registerCrudRoutes(app, {
    endpoints: formEndpoints,
    tag: 'rpw-programme',
    service: forms,
    clock,
    exportSheet: {
      name: 'Inspection forms',
      fileName: 'inspection-forms',
      columns: [
        ['Date and time', 'inspected_at'], 'form_type', ['Project', 'project_name', 28], ['Region', 'region_name'], 'team_leader', 'vehicle_plate',
        'status', ['Total evaluation (%)', 'total_evaluation'], 'planned', 'completed', 'bag_number',
      ],
    },
  });
};

/** The RPW programme's projects and inspection forms (issue #16). */
export async function registerInspections(app: FastifyInstance, { database, clock }: { database: Database; clock: Clock }): Promise<void> {
  await app.register(inspectionsRoutes, {
    projects: createProjectsService(recordsWithActivity(database.db, createProjectRepository)),
    forms: createFormsService({ ...recordsWithActivity(database.db, createFormRepository), now: () => clock.now() }),
    evaluation: createEvaluationRepository(database.db),
    clock,
  });
}
