import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { Language } from '@rayyan/contracts/constants';
import { createSiteI18n } from './site-i18n';
import { loadBundles } from '../shared/content-namespaces';
import { SITE_PAGES, type SitePage } from './site-pages';
import { SiteApp } from './site-app';
import { PlatformIllustration } from './illustrations';

export { SITE_PAGES };

export interface RenderedPage {
  html: string;
  title: string;
  description: string;
}

/** Renders one public page in one language to HTML, with its title and description (build time). */
export async function renderPage(page: SitePage, lang: Language): Promise<RenderedPage> {
  const [module, bundles] = await Promise.all([page.load(), loadBundles(lang, page.namespaces)]);
  const i18n = createSiteI18n(lang, bundles);
  const html = renderToString(<SiteApp i18n={i18n} path={page.path} lang={lang} Page={module.Component} />);
  const meta =
    typeof page.meta === 'string'
      ? { title: i18n.t(`site:meta.${page.meta}.title`), description: i18n.t(`site:meta.${page.meta}.description`) }
      : {
          title: `${i18n.t(`articles:${page.meta.article}.title`)} · ${i18n.t('site:app_name')}`,
          description: i18n.t(`articles:${page.meta.article}.summary`),
        };
  return { html, ...meta };
}

/** The interface illustration as standalone SVG, rasterised at build time for the image optimizer. */
export function platformIllustrationSvg(): string {
  return renderToStaticMarkup(<PlatformIllustration />).replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ');
}
