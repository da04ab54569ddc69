import { createContext, useContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from './api/api-client';
import { createAlertStore, browserAlertStoreDeps, type AlertStore } from './alerts/alert-store';
import { createSessionController, type SessionController } from './session/session-machine';
import { createDocumentCookieJar } from './session/cookie-jar';
import { createAppQueryClient } from './query-client';

/** The app's long-lived, non-React services; one set per page load (or per test). */
export interface AppServices {
  session: SessionController;
  api: ApiClient;
  alerts: AlertStore;
  queryClient: QueryClient;
}

/** Wires the services to the browser: real cookies, storage, timers and fetch. */
export function createBrowserServices(): AppServices {
  const session = createSessionController({
    now: () => Date.now(),
    setInterval: (fn, ms) => window.setInterval(fn, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
    cookies: createDocumentCookieJar(),
    fetch: (...args) => window.fetch(...args),
  });
  const api = createApiClient({
    fetch: (...args) => window.fetch(...args),
    accessToken: () => session.accessToken(),
    onTokenInvalid: () => void session.logout('token_invalid'),
  });
  return { session, api, alerts: createAlertStore(browserAlertStoreDeps), queryClient: createAppQueryClient() };
}

export const ServicesContext = createContext<AppServices | null>(null);

/** The services given to `AppProviders`. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside AppProviders');
  return services;
}

/** The `apiFetch` client: Bearer auth from the session and typed `ApiRequestError`s. */
export function useApi(): ApiClient {
  return useServices().api;
}
