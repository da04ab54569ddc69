import type { FastifyInstance } from 'fastify';
import type { Database } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import type { PdfRenderer } from '../../ports/pdf-renderer';
import { recordsWithActivity } from '../activity-log';
import { createExecutiveReportRepository } from './executive-report.repository';
import { createExecutiveReportService, type ExecutiveReportDeps } from './executive-report.service';
import { createHarvestRepository } from './harvest.repository';
import { createHarvestsService } from './harvests.service';
import { registerReportRoutes } from './reports.routes';

export interface ReportsDeps {
  database: Database;
  clock: Clock;
  pdf: PdfRenderer;
  /** From the irrigation and programs modules: a field's daily balance and a target's operating cost. */
  irrigationHistory: ExecutiveReportDeps['irrigationHistory'];
  operatingCost: ExecutiveReportDeps['operatingCost'];
}

/** Reports and harvests (issue #17): the executive report over every area's records, and harvest records. */
export function registerReports(app: FastifyInstance, { database, clock, pdf, irrigationHistory, operatingCost }: ReportsDeps): void {
  const reports = createExecutiveReportService({ repo: createExecutiveReportRepository(database.db), clock, irrigationHistory, operatingCost });
  const harvests = createHarvestsService(recordsWithActivity(database.db, createHarvestRepository));
  registerReportRoutes(app, { reports, harvests, pdf, clock });
}
