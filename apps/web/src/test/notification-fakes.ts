import type { Language } from '@rayyan/contracts';
import { renderApp } from './render-app';
import { fakeApi, profile, signedInToken } from './api-fakes';

/**
 * Signs in on the (empty) weather alerts page with `notifications` waiting, `unread` of them unread (all by
 * default): what the bell and its toasts are shown from.
 */
export function signInWithNotifications(notifications: unknown[], { unread = notifications.length, language = 'en' }: { unread?: number; language?: Language } = {}) {
  const api = fakeApi({
    '/api/me/': profile(),
    '/api/notifications/': { results: notifications, unread_count: unread },
    '/api/weather-alerts/': { count: 0, page: 1, page_size: 20, results: [] },
    '/api/farms/': { count: 0, page: 1, page_size: 100, results: [] },
  });
  const app = renderApp({ path: '/settings/weather-alerts', fetch: api.fetch, language });
  app.services.session.login({ access: signedInToken() });
  return { api, app };
}
