import type { FastifyInstance } from 'fastify';
import { rpwReportEndpoints } from '@rayyan/contracts';
import { loadContentNamespace } from '@rayyan/i18n/lazy';
import { declaredRoute } from '../../shared/declared-route';
import { fillPrerenderedPage } from '../../plugins/prerendered-pages';
import { rpwFiguresHtml, type RpwTexts } from './rpw-report.html';
import type { RpwReportService } from './rpw-report.service';

/** Where the prerendered page leaves room for the figures (apps/web/src/public-site/pages/rpw-report.page.tsx). */
export const RPW_FIGURES_MARKER = '<!--rpw-figures-->';
export const RPW_REPORT_PATH = '/reports/rpw';

const texts = async (lang: 'en' | 'ar') => ((await loadContentNamespace(lang, 'pests')) as { rpw: RpwTexts }).rpw;

/**
 * The public RPW report: GET /api/public/rpw-report/ answers the figures, and a visit of /reports/rpw gets the
 * prerendered page with the figures written into it (so they are in the HTML before scripts run). Registered before
 * the prerendered pages plugin, whose file it fills; without a build (tests, development) the app's page asks the API.
 */
export function registerRpwReportRoutes(app: FastifyInstance, { report, webDistDir }: { report: RpwReportService; webDistDir?: string }): void {
  const figures = async (lang: 'en' | 'ar') => {
    const current = await report.current();
    return { report: current, html: rpwFiguresHtml(current, lang, await texts(lang)) };
  };
  declaredRoute(app, rpwReportEndpoints.report, { tags: ['reports'], errors: [400] }, (request) => figures(request.query.lang));

  fillPrerenderedPage(app, { webDistDir, path: RPW_REPORT_PATH, marker: RPW_FIGURES_MARKER, figures: async (lang) => (await figures(lang)).html });
}
