import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { defineJob } from '../../jobs/define-job';
import type { JobRegistry } from '../../jobs/job-registry';
import { recordsWithActivity } from '../activity-log';
import { createTrapRepository } from './trap.repository';
import { trapsRoutes } from './traps.routes';
import { createTrapsService } from './traps.service';
import { createRpwReportRepository } from './rpw-report.repository';
import { registerRpwReportRoutes } from './rpw-report.routes';
import { createRpwReportService } from './rpw-report.service';

export interface TrapsDeps {
  database: Database;
  clock: Clock;
  jobs: JobRegistry;
  /** The built web app, whose prerendered /reports/rpw page gets the report's figures. */
  webDistDir?: string;
}

/** Traps and their catches (issue #16), and the public RPW report refreshed every hour by its job. */
export async function registerTraps(app: FastifyInstance, { database, clock, jobs, webDistDir }: TrapsDeps): Promise<void> {
  const today = () => clock.now().toISOString().slice(0, 10);
  await app.register(trapsRoutes, { traps: createTrapsService({ ...recordsWithActivity(database.db, (db) => createTrapRepository(db, today)), today }), clock });
  const report = createRpwReportService({ repo: createRpwReportRepository(database.db), clock });
  jobs.add(defineJob({ name: 'rpw-report', schedule: '17 * * * *', payload: z.object({}).strict(), handler: () => report.refresh() }));
  app.decorate('rpwReport', report);
  registerRpwReportRoutes(app, { report, webDistDir });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public RPW report (its refresh, for tests and the job). */
    rpwReport: ReturnType<typeof createRpwReportService>;
  }
}
