import type { FastifyInstance } from 'fastify';
import { jobRunsEndpoints } from '@rayyan/contracts';
import { callerAccess } from '../plugins/permissions';
import { declaredRoute } from '../shared/declared-route';
import type { JobRunsRepository } from './job-runs.repository';

/** GET /api/job-runs/: the caller's organisation's runs of a job (the web's progress bars poll it); never another's. */
export function registerJobRunRoutes(app: FastifyInstance, runs: JobRunsRepository): void {
  declaredRoute(app, jobRunsEndpoints.list, { tags: ['jobs'], errors: [400, 401] }, (request) => runs.ofOrganisation(callerAccess(request).orgId, request.query));
}
