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
import { createI18n } from './app/i18n/i18n';
import { languageFromCookie } from './app/i18n/language';
import { routes } from './app/router/routes';

const services = createBrowserServices();
const i18n = createI18n(languageFromCookie());
const router = createBrowserRouter(routes);
wireSession(services, router, i18n);
// Restore the session before the first render so the route guards see a returning user as signed in;
// an expired token cookie logs out here and lands on the login page.
void services.session.start();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App services={services} i18n={i18n} router={router} />
  </StrictMode>,
);
