import type { FastifyInstance } from 'fastify';
import { harvestsEndpoints, reportsEndpoints } from '@rayyan/contracts';
import { loadContentNamespace } from '@rayyan/i18n/lazy';
import { callerAccess } from '../../plugins/permissions';
import type { Clock } from '../../ports/clock';
import type { PdfRenderer } from '../../ports/pdf-renderer';
import { registerCrudRoutes } from '../../shared/crud-routes';
import { declaredRoute } from '../../shared/declared-route';
import { XLSX_CONTENT_TYPE } from '../../shared/xlsx';
import { executiveReportPdf, executiveReportWorkbook } from './executive-report.export';
import type { ExecutiveReportService } from './executive-report.service';
import type { HarvestsService } from './harvests.service';

const tags = ['reports'];

/** Reports (issue #17): the executive report as the screen's data, an Excel workbook or a PDF; and harvest records. */
export function registerReportRoutes(app: FastifyInstance, { reports, harvests, pdf, clock }: { reports: ExecutiveReportService; harvests: HarvestsService; pdf: PdfRenderer; clock: Clock }): void {
  declaredRoute(
    app,
    reportsEndpoints.executive,
    { tags, errors: [400, 401, 403, 404, 503], description: 'format=json answers the report; xlsx and pdf answer the file in lang (503 pdf_unavailable without Chromium).' },
    async (request, reply) => {
      const { format, lang, ...query } = request.query;
      const report = await reports.executive(callerAccess(request).orgId, query);
      if (format === 'json') return report;
      const texts = await loadContentNamespace(lang, 'reports');
      const name = `executive-report-${report.farm.code}-${report.from}-${report.to}`.replace(/[^A-Za-z0-9._-]/g, '_');
      if (format === 'xlsx') {
        return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', `attachment; filename="${name}.xlsx"`).send(await executiveReportWorkbook(report, lang, texts));
      }
      const bytes = await executiveReportPdf(pdf, report, lang, texts);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}.pdf"`).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
  registerCrudRoutes(app, {
    endpoints: harvestsEndpoints,
    tag: 'harvests',
    service: harvests,
    clock,
    exportSheet: {
      name: 'Harvests',
      fileName: 'harvests',
      columns: [
        'harvest_date', 'field_kind', ['Field id', 'field_id', 38], 'tree_row', ['Quantity (kg)', 'quantity_kg'], 'grade', 'buyer', 'supplier',
        ['Notes', 'notes', 40],
      ],
    },
  });
}
