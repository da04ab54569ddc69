import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { rpwReportEndpoints } from '@rayyan/contracts';
import { loadContentNamespace } from '@rayyan/i18n/lazy';
import { declaredRoute } from '../../shared/declared-route';
import { loadPrerenderedPages } from '../../plugins/prerendered-pages';
import { rpwFiguresHtml, type RpwTexts } from './rpw-report.html';
import type { RpwReportService } from './rpw-report.service';

/** Where the prerendered page leaves room for the figures (apps/web/src/public-site/pages/rpw-report.page.tsx). */
export const RPW_FIGURES_MARKER = '<!--rpw-figures-->';
export const RPW_REPORT_PATH = '/reports/rpw';

const texts = async (lang: 'en' | 'ar') => ((await loadContentNamespace(lang, 'pests')) as { rpw: RpwTexts }).rpw;
const cookie = (header: string | undefined, name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header ?? '')?.[1];

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

  const page = webDistDir ? loadPrerenderedPages(webDistDir).get(RPW_REPORT_PATH) : undefined;
  if (!page) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [rawPath = '', query = ''] = request.url.split('?', 2);
    if (rawPath.replace(/\/+$/, '') !== RPW_REPORT_PATH) return;
    const asked = new URLSearchParams(query).get('lang');
    const lang = asked === 'ar' || asked === 'en' ? asked : cookie(request.headers.cookie, 'lang') === 'ar' ? 'ar' : 'en';
    const html = await readFile(page[lang], 'utf8').catch(() => null);
    if (html === null || !html.includes(RPW_FIGURES_MARKER)) return;
    const filled = html.replace(RPW_FIGURES_MARKER, (await figures(lang)).html);
    if (asked === 'ar' || asked === 'en') reply.header('set-cookie', `lang=${asked}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`);
    return reply.header('cache-control', 'no-cache').header('vary', 'Cookie').header('content-language', lang).type('text/html; charset=utf-8').send(filled);
  });
}
