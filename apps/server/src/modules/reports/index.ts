import type { FastifyInstance } from 'fastify';
import { DEMO_ORGANISATIONS, type Database } from '@rayyan/db';
import { PUBLIC_PIVOT_REPORT } from '@rayyan/contracts';
import type { Clock } from '../../ports/clock';
import type { PdfRenderer } from '../../ports/pdf-renderer';
import { recordsWithActivity } from '../activity-log';
import { createExecutiveReportRepository } from './executive-report.repository';
import { createExecutiveReportService, type ExecutiveReportDeps } from './executive-report.service';
import { createHarvestRepository } from './harvest.repository';
import { createHarvestsService } from './harvests.service';
import { registerReportRoutes } from './reports.routes';
import { registerPublicPivotReportRoutes } from './public-pivot-report.routes';
import { createPublicPivotReportService } from './public-pivot-report.service';

export interface ReportsDeps {
  database: Database;
  clock: Clock;
  pdf: PdfRenderer;
  /** The web build whose prerendered /fs1pivot12report page the public report fills (absent in tests). */
  webDistDir?: string;
  /** From the irrigation and programs modules: a field's daily balance and a target's operating cost. */
  irrigationHistory: ExecutiveReportDeps['irrigationHistory'];
  operatingCost: ExecutiveReportDeps['operatingCost'];
}

/** Reports and harvests (issue #17): the executive report over every area's records, and harvest records. */
export function registerReports(app: FastifyInstance, { database, clock, pdf, webDistDir, irrigationHistory, operatingCost }: ReportsDeps): void {
  const repo = createExecutiveReportRepository(database.db);
  const reports = createExecutiveReportService({ repo, clock, irrigationHistory, operatingCost });
  const locate = () => repo.publicPivot(DEMO_ORGANISATIONS.crop.name, PUBLIC_PIVOT_REPORT.farmCode, PUBLIC_PIVOT_REPORT.fieldCode);
  registerPublicPivotReportRoutes(app, { report: createPublicPivotReportService({ reports, clock, locate }), ...(webDistDir ? { webDistDir } : {}) });
  const harvests = createHarvestsService(recordsWithActivity(database.db, createHarvestRepository));
  registerReportRoutes(app, { reports, harvests, pdf, clock });
}
