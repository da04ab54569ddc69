import '../shared/zod-jitless';
import '@fontsource/baloo-2/400.css';
import '@fontsource/baloo-2/700.css';
import '@fontsource/almarai/400.css';
import '@fontsource/almarai/700.css';
import { hydrateRoot } from 'react-dom/client';
import type { Language } from '@rayyan/contracts/constants';
import { createSiteI18n } from './site-i18n';
import { loadBundles } from '../shared/content-namespaces';
import { sitePageFor } from './site-pages';
import { SiteApp } from './site-app';

// The lightweight entry of the prerendered public pages: React, i18next and the one page shown, in
// one language. It never loads the app shell, Mantine, maps, charts or spreadsheets (issue #6).

const LANG_COOKIE_SECONDS = 365 * 24 * 3600;

async function start(): Promise<void> {
  const root = document.getElementById('site-root');
  const lang: Language = document.documentElement.lang === 'ar' ? 'ar' : 'en';
  const path = window.location.pathname;
  const page = sitePageFor(path);
  if (!root || !page) return;
  // The reader's language is the page's: keep it for the app (spec 1: cookie `lang`).
  document.cookie = `lang=${lang}; path=/; max-age=${LANG_COOKIE_SECONDS}; samesite=lax`;
  const [module, bundles] = await Promise.all([page.load(), loadBundles(lang, page.namespaces)]);
  const i18n = createSiteI18n(lang, bundles);
  hydrateRoot(root, <SiteApp i18n={i18n} path={page.path} lang={lang} Page={module.Component} />);
}

void start();
