import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type Lang = 'en' | 'ar';
const LANG_COOKIE_SECONDS = 365 * 24 * 3600;

/**
 * The files of the prerendered public pages of `webDistDir/site` (apps/web/scripts/prerender.mjs) by
 * path and language. Files are read per request, like index.html, so a rebuild needs no restart.
 */
export function loadPrerenderedPages(webDistDir: string): Map<string, Record<Lang, string>> {
  const pages = new Map<string, Record<Lang, string>>();
  const siteDir = join(webDistDir, 'site');
  const manifestFile = join(siteDir, 'manifest.json');
  if (!existsSync(manifestFile)) return pages;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { pages: string[] };
  for (const path of manifest.pages) {
    const file = (lang: Lang) => join(siteDir, lang, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
    if (existsSync(file('en')) && existsSync(file('ar'))) pages.set(path, { en: file('en'), ar: file('ar') });
  }
  return pages;
}

const cookieValue = (request: FastifyRequest, name: string) =>
  new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.cookie ?? '')?.[1];

/**
 * Serves the prerendered public pages before the app (issue #6): content and metadata arrive in the
 * HTML, then the light public bundle hydrates. The language is `?lang=` (en or ar; an explicit choice
 * is stored in the `lang` cookie), else the `lang` cookie, else English. "/" is the landing page only
 * for visitors: with a session cookie the app's index.html answers, as before.
 */
export function registerPrerenderedPages(app: FastifyInstance, webDistDir: string): void {
  const pages = loadPrerenderedPages(webDistDir);
  if (pages.size === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [rawPath = '/', query = ''] = request.url.split('?', 2);
    const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
    const page = pages.get(path);
    if (!page) return;
    if (path === '/' && cookieValue(request, 'token')) return;
    const asked = new URLSearchParams(query).get('lang');
    const explicit: Lang | undefined = asked === 'ar' || asked === 'en' ? asked : undefined;
    const lang: Lang = explicit ?? (cookieValue(request, 'lang') === 'ar' ? 'ar' : 'en');
    const html = await readFile(page[lang], 'utf8').catch(() => null);
    if (html === null) return;
    if (explicit) reply.header('set-cookie', `lang=${explicit}; Path=/; Max-Age=${LANG_COOKIE_SECONDS}; SameSite=Lax`);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .header('content-language', lang)
      .type('text/html; charset=utf-8')
      .send(html);
  });
}

/**
 * Writes a public report's current figures into its prerendered page on each visit (the RPW report, the pivot season
 * report): the file of `path` in the visitor's language (as above) with `marker` replaced by `figures(lang)`, so they
 * are in the HTML before scripts run. Registered before `registerPrerenderedPages`, which would send the file as built.
 * Without a build (tests, development) nothing is registered and the app's page asks the API.
 */
export function fillPrerenderedPage(app: FastifyInstance, { webDistDir, path, marker, figures }: { webDistDir?: string | undefined; path: string; marker: string; figures: (lang: Lang) => Promise<string> }): void {
  const page = webDistDir ? loadPrerenderedPages(webDistDir).get(path) : undefined;
  if (!page) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [rawPath = '', query = ''] = request.url.split('?', 2);
    if (rawPath.replace(/\/+$/, '') !== path) return;
    const asked = new URLSearchParams(query).get('lang');
    const explicit: Lang | undefined = asked === 'ar' || asked === 'en' ? asked : undefined;
    const lang: Lang = explicit ?? (cookieValue(request, 'lang') === 'ar' ? 'ar' : 'en');
    const html = await readFile(page[lang], 'utf8').catch(() => null);
    if (html === null || !html.includes(marker)) return;
    const filled = html.replace(marker, await figures(lang));
    if (explicit) reply.header('set-cookie', `lang=${explicit}; Path=/; Max-Age=${LANG_COOKIE_SECONDS}; SameSite=Lax`);
    return reply.header('cache-control', 'no-cache').header('vary', 'Cookie').header('content-language', lang).type('text/html; charset=utf-8').send(filled);
  });
}
