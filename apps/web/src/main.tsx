import './shared/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import '@mantine/core/styles.css';
import '@fontsource/baloo-2/400.css';
import '@fontsource/baloo-2/600.css';
import '@fontsource/baloo-2/700.css';
import '@fontsource/almarai/400.css';
import '@fontsource/almarai/700.css';
import { App, wireSession } from './app/app';
import { createBrowserServices } from './app/services';
import { createBrowserI18n } from './app/i18n/i18n';
import { ensureAppNamespaces } from './app/i18n/app-namespaces';
import { languageFromCookie } from './app/i18n/language';
import { createRoutes } from './app/router/routes';
import { loadShellSchemas } from './app/api/shell-schemas-loader';
import { registerServiceWorker } from './app/pwa';

const services = createBrowserServices();
const i18n = createBrowserI18n(languageFromCookie());

/** Restores the session (route guards wait for it) and, for a returning user, loads the app's namespaces. */
function startSession(): void {
  // An expired session cookie logs out here and lands on the login page.
  void services.session.start();
  // A returning user sees an app page (the map on "/"): its message namespaces load now, beside its chunk.
  if (services.session.getState().status !== 'unauthenticated') void ensureAppNamespaces(i18n).catch(() => undefined);
}

// The token's claims are checked with the contract's schema, which arrives with zod in parallel with the
// first page's chunk (not in the shell); the session starts once it is in (or failed to load: signed out).
const sessionStarted = loadShellSchemas().then(startSession, startSession);
// Creating the router starts loading the first page's chunk (and its message namespaces) at once; the
// root route's loader holds the page until the session has started, the loader screen shows meanwhile.
const router = createBrowserRouter(createRoutes(i18n, sessionStarted));
wireSession(services, router, i18n);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App services={services} i18n={i18n} router={router} />
  </StrictMode>,
);
registerServiceWorker();
