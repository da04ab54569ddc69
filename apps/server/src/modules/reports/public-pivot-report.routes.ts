import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { publicPivotReportEndpoints, type ReportLanguage } from '@rayyan/contracts';
import { loadContentNamespace } from '@rayyan/i18n/lazy';
import { loadPrerenderedPages } from '../../plugins/prerendered-pages';
import { declaredRoute } from '../../shared/declared-route';
import { publicPivotReportHtml } from './public-pivot-report.html';
import type { PublicPivotReportService } from './public-pivot-report.service';

/** Where the prerendered page leaves room for the figures (apps/web/src/public-site/pages/fs1pivot12-report.page.tsx). */
export const PIVOT_REPORT_MARKER = '<!--pivot-report-->';
export const PIVOT_REPORT_PATH = '/fs1pivot12report';

const cookie = (header: string | undefined, name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header ?? '')?.[1];

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

  const page = webDistDir ? loadPrerenderedPages(webDistDir).get(PIVOT_REPORT_PATH) : undefined;
  if (!page) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [rawPath = '', query = ''] = request.url.split('?', 2);
    if (rawPath.replace(/\/+$/, '') !== PIVOT_REPORT_PATH) return;
    const asked = new URLSearchParams(query).get('lang');
    const lang = asked === 'ar' || asked === 'en' ? asked : cookie(request.headers.cookie, 'lang') === 'ar' ? 'ar' : 'en';
    const file = await readFile(page[lang], 'utf8').catch(() => null);
    if (file === null || !file.includes(PIVOT_REPORT_MARKER)) return;
    const filled = file.replace(PIVOT_REPORT_MARKER, (await html(lang)).html);
    if (asked === 'ar' || asked === 'en') reply.header('set-cookie', `lang=${asked}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`);
    return reply.header('cache-control', 'no-cache').header('vary', 'Cookie').header('content-language', lang).type('text/html; charset=utf-8').send(filled);
  });
}
