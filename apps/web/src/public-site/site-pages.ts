import type { ComponentType } from 'react';
import type { ContentNamespace } from '@rayyan/i18n/lazy';

/** The blog articles of spec point 2, by address; their text is in the i18n namespace "articles". */
export const ARTICLES = [
  { slug: 'crop-evapotranspiration-remote-sensing', key: 'crop_et' },
  { slug: 'how-much-to-irrigate-today', key: 'irrigate_today' },
  { slug: 'five-steps-to-digitize-your-farm', key: 'digitize' },
  { slug: 'variable-rate-techniques', key: 'variable_rate' },
] as const;
export type ArticleKey = (typeof ARTICLES)[number]['key'];

export interface SitePage {
  path: string;
  /** `site:meta.<meta>.title` and `.description`, or an article's own title and summary. */
  meta: string | { article: ArticleKey };
  namespaces: ContentNamespace[];
  load: () => Promise<{ Component: ComponentType }>;
}

const withSite = (...more: ContentNamespace[]): ContentNamespace[] => ['site', ...more];

/**
 * Every prerendered public page (spec point 2). The RPW report's figures are written into its page by the server
 * (issue #16), and the public pivot report's into /fs1pivot12report (issue #17); /toshkalakes stays in the app (not
 * prerendered): its simulated lakes are drawn in the browser (issue #13).
 */
export const SITE_PAGES: SitePage[] = [
  { path: '/', meta: 'landing', namespaces: withSite(), load: () => import('./landing.page') },
  { path: '/about', meta: 'about', namespaces: withSite(), load: () => import('./pages/about.page') },
  { path: '/contact-us', meta: 'contact', namespaces: withSite('contact'), load: () => import('./pages/contact-us.page') },
  { path: '/apppolicy', meta: 'app_policy', namespaces: withSite('guides'), load: () => import('./pages/app-policy.page') },
  { path: '/test', meta: 'test', namespaces: withSite(), load: () => import('./pages/test.page') },
  { path: '/Agri-Tech', meta: 'agri_tech', namespaces: withSite('articles'), load: () => import('./pages/agri-tech.page') },
  { path: '/Agri-Tech/blogs', meta: 'blogs', namespaces: withSite('articles'), load: () => import('./pages/agri-tech-blogs.page') },
  ...ARTICLES.map(
    (article): SitePage => ({
      path: `/Agri-Tech/blogs/${article.slug}`,
      meta: { article: article.key },
      namespaces: withSite('articles'),
      load: () => import('./pages/agri-tech-blog-article.page'),
    }),
  ),
  { path: '/Agri-Tech/packages', meta: 'packages', namespaces: withSite(), load: () => import('./pages/agri-tech-packages.page') },
  { path: '/Agri-Tech/faq', meta: 'faq', namespaces: withSite(), load: () => import('./pages/agri-tech-faq.page') },
  { path: '/learning-zone/alfalfa', meta: 'alfalfa', namespaces: withSite('guides'), load: () => import('./pages/alfalfa.page') },
  { path: '/learning-zone/alfalfa/irrigation', meta: 'alfalfa_irrigation', namespaces: withSite('guides'), load: () => import('./pages/alfalfa-irrigation.page') },
  { path: '/learning-zone/alfalfa/service', meta: 'alfalfa_service', namespaces: withSite('guides'), load: () => import('./pages/alfalfa-service.page') },
  { path: '/learning-zone/alfalfa/fertilization', meta: 'alfalfa_fertilization', namespaces: withSite('guides'), load: () => import('./pages/alfalfa-fertilization.page') },
  { path: '/learning-zone/alfalfa/insectdiseases', meta: 'alfalfa_insect_diseases', namespaces: withSite('guides'), load: () => import('./pages/alfalfa-insect-diseases.page') },
  { path: '/learning-zone/alfalfa/plantation', meta: 'alfalfa_plantation', namespaces: withSite('guides'), load: () => import('./pages/alfalfa-plantation.page') },
  { path: '/Agri-Trade', meta: 'agri_trade', namespaces: withSite(), load: () => import('./pages/agri-trade.page') },
  { path: '/Agri-Processing', meta: 'agri_processing', namespaces: withSite(), load: () => import('./pages/agri-processing.page') },
  { path: '/reports/rpw', meta: 'rpw_report', namespaces: withSite('pests'), load: () => import('./pages/rpw-report.page') },
  { path: '/fs1pivot12report', meta: 'fs1pivot12_report', namespaces: withSite('reports'), load: () => import('./pages/fs1pivot12-report.page') },
];

/** The page registered for a path (trailing slash ignored), if any. */
export function sitePageFor(path: string): SitePage | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return SITE_PAGES.find((page) => page.path === normalized);
}

/** Namespaces the app must load to show the public page at `path` (the article page needs `articles`). */
export function namespacesFor(path: string): ContentNamespace[] {
  const page = sitePageFor(path);
  if (page) return page.namespaces;
  if (path.startsWith('/Agri-Tech')) return withSite('articles');
  return withSite('guides', 'contact');
}
