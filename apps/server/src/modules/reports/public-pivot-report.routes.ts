import type { FastifyInstance } from 'fastify';
import { publicPivotReportEndpoints, type ReportLanguage } from '@rayyan/contracts';
import { loadContentNamespace } from '@rayyan/i18n/lazy';
import { fillPrerenderedPage } from '../../plugins/prerendered-pages';
import { declaredRoute } from '../../shared/declared-route';
import { publicPivotReportHtml } from './public-pivot-report.html';
import type { PublicPivotReportService } from './public-pivot-report.service';

/** Where the prerendered page leaves room for the figures (apps/web/src/public-site/pages/fs1pivot12-report.page.tsx). */
export const PIVOT_REPORT_MARKER = '<!--pivot-report-->';
export const PIVOT_REPORT_PATH = '/fs1pivot12report';

/**
 * The public season report of "FS1 Pivot 12": GET /api/public/pivot-report/ answers its HTML, and a visit of
 * /fs1pivot12report gets the prerendered page with the figures written into it (in the HTML before scripts run).
 * Registered before the prerendered pages plugin, whose file it fills.
 */
export function registerPublicPivotReportRoutes(app: FastifyInstance, { report, webDistDir }: { report: PublicPivotReportService; webDistDir?: string }): void {
  const html = async (lang: ReportLanguage) => {
    const found = await report.current();
    return { found: found !== null, html: publicPivotReportHtml(found, lang, await loadContentNamespace(lang, 'reports')) };
  };
  declaredRoute(app, publicPivotReportEndpoints.report, { tags: ['reports'], errors: [400] }, (request) => html(request.query.lang));

  fillPrerenderedPage(app, { webDistDir, path: PIVOT_REPORT_PATH, marker: PIVOT_REPORT_MARKER, figures: async (lang) => (await html(lang)).html });
}
