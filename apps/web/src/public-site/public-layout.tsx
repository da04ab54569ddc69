import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@rayyan/contracts';
import { RouteGuard } from '../app/router/route-guard';
import { PageLoader } from '../app/router/page-loader';
import { useSession } from '../app/session/use-session';
import { SiteLocationContext } from './site-context';
import { SiteLayout } from './site-layout';
import { namespacesFor } from './site-pages';
import { useContentNamespaces } from '../shared/use-content-namespaces';

/**
 * The public site inside the app (a signed-in user following a link, or "/" for a visitor after
 * sign-out): the same pages and frame as the prerendered site, with the app's session and language.
 * Visitors opening a public address directly get the prerendered page from the server instead.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const { user } = useSession();
  const lang: Language = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : DEFAULT_LANGUAGE;
  const ready = useContentNamespaces(children ? namespacesFor('/') : namespacesFor(pathname));
  return (
    <RouteGuard>
      <SiteLocationContext.Provider value={{ path: pathname, lang, signedIn: Boolean(user) }}>
        {ready ? <SiteLayout>{children ?? <Outlet />}</SiteLayout> : <PageLoader />}
      </SiteLocationContext.Provider>
    </RouteGuard>
  );
}
