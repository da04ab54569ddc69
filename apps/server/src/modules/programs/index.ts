import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { transactionOver } from '../../shared/unit-of-work';
import { recordsWithActivity } from '../activity-log';
import { createActivityRepository as createActivityLogRepository } from '../activity-log/activity-log.repository';
import { createStockRepository } from '../inventories';
import { createActivityRepository, createTaskRepository, createTemplateRepository } from './program.repository';
import { programsRoutes } from './programs.routes';
import { createActivitiesService, createTasksService, createTemplatesService, type TaskRepos, type TasksService } from './programs.service';

const reposFor = (db: Db): TaskRepos => ({ templates: createTemplateRepository(db), tasks: createTaskRepository(db), stock: createStockRepository(db), activity: createActivityLogRepository(db) });

/** A farm's or field's operating cost from its done tasks, for the reports (issue #17). */
export function operatingCostOf(database: Database): TasksService['operatingCost'] {
  const tasks = createTasksService({ repos: reposFor(database.db), transaction: transactionOver(database.db, reposFor) });
  return (orgId, query) => tasks.operatingCost(orgId, query);
}

/** Composition of farm operations (issue #14): custom activities, programme templates, their activation into tasks, and tasks. */
export async function registerPrograms(app: FastifyInstance, { database, clock }: { database: Database; clock: Clock }): Promise<void> {
  await app.register(programsRoutes, {
    activities: createActivitiesService(recordsWithActivity(database.db, createActivityRepository)),
    templates: createTemplatesService(recordsWithActivity(database.db, createTemplateRepository)),
    tasks: createTasksService({ repos: reposFor(database.db), transaction: transactionOver(database.db, reposFor) }),
    clock,
  });
}
