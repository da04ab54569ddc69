import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Language } from '@rayyan/contracts';
import { AppProviders } from '../app/providers';
import { createApiClient } from '../app/api/api-client';
import { createAlertStore, browserAlertStoreDeps } from '../app/alerts/alert-store';
import { createAppQueryClient } from '../app/query-client';
import { createI18n } from '../app/i18n/i18n';
import { wireSession } from '../app/app';
import { createRoutes } from '../app/router/routes';
import type { AppServices } from '../app/services';
import { testSession } from './render-with-providers';

/** Renders the real route tree at `path` with a fake API (`fetch`) in the given language. */
export function renderApp({ path, fetch, language = 'en' }: { path: string; fetch: typeof globalThis.fetch; language?: Language }) {
  const session = testSession(fetch);
  const api = createApiClient({ fetch, accessToken: () => session.accessToken(), onTokenInvalid: () => void session.logout('token_invalid') });
  const services: AppServices = { session, api, alerts: createAlertStore(browserAlertStoreDeps), queryClient: createAppQueryClient() };
  const i18n = createI18n(language);
  const router = createMemoryRouter(createRoutes(i18n), { initialEntries: [path] });
  wireSession(services, router, i18n);
  const view = render(
    <AppProviders services={services} i18n={i18n} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, services, router, i18n };
}
