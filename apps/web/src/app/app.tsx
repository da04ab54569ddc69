import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { i18n } from 'i18next';
import { LOGIN_PATH } from '@rayyan/contracts';
import { AppProviders } from './providers';
import { AppErrorBoundary } from './crash/crash-page';
import type { AppServices } from './services';

/**
 * Connects the session to the rest of the app: any logout (user, expiry, failed refresh, revoked token)
 * empties the server-state cache and lands on the login page (spec 4); a forced one says why.
 */
export function wireSession(services: AppServices, router: Pick<DataRouter, 'navigate'>, i18nInstance: i18n): () => void {
  return services.session.onLogout((reason) => {
    services.queryClient.clear();
    if (reason === 'expired' || reason === 'refresh_failed' || reason === 'token_invalid') {
      services.alerts.add({ id: 'session-ended', message: i18nInstance.t('errors:token_invalid'), status: 'error' });
    }
    void router.navigate(LOGIN_PATH, { replace: true });
  });
}

/** The whole web app: providers, top-level error boundary and the data router. */
export function App({ services, i18n: i18nInstance, router }: { services: AppServices; i18n: i18n; router: DataRouter }) {
  return (
    <AppProviders services={services} i18n={i18nInstance}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>
  );
}
