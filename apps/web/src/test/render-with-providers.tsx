import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AppProviders } from '../app/providers';
import { createApiClient } from '../app/api/api-client';
import { browserAlertStoreDeps, createAlertStore } from '../app/alerts/alert-store';
import { createAppQueryClient } from '../app/query-client';
import { createI18n } from '../app/i18n/i18n';
import { createSessionController } from '../app/session/session-machine';
import type { AppServices } from '../app/services';
import { MemoryCookieJar } from './fakes';

/** A session controller on the real clock and timers, with cookies in memory, calling `fetch`. */
export function testSession(fetch: typeof globalThis.fetch) {
  return createSessionController({
    now: () => Date.now(),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    cookies: new MemoryCookieJar(),
    fetch,
  });
}

/**
 * Renders a component inside the app's providers (signed out, an API answering `{}` unless `fetch` is given), in a
 * language; the result carries the services (the alerts it raised).
 */
export function renderWithProviders(node: ReactNode, language: 'en' | 'ar', fetch: typeof globalThis.fetch = (async () => new Response('{}')) as typeof globalThis.fetch) {
  const session = testSession(fetch);
  const services: AppServices = {
    session,
    api: createApiClient({ fetch, accessToken: () => null, onTokenInvalid: () => {} }),
    alerts: createAlertStore(browserAlertStoreDeps),
    queryClient: createAppQueryClient(),
  };
  const result = render(
    <AppProviders services={services} i18n={createI18n(language)} env="test">
      {node}
    </AppProviders>,
  );
  return { ...result, services };
}
