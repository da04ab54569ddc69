import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/fakes';

describe('crash page', () => {
  it('shows the crash page when a page chunk fails to load, reports it once, and reloads on demand', async () => {
    const fetch = vi.fn(async () => jsonResponse(202, {}));
    const { router } = renderApp({ path: '/auth/forget-password', fetch: fetch as unknown as typeof globalThis.fetch });
    await screen.findByTestId('forget-email');

    // Make the next lazy route fail the way a lost chunk does.
    const route = router.routes[0]?.children?.find((r) => r.children?.some((c) => c.path === '/auth/login'));
    const login = route?.children?.find((c) => c.path === '/auth/login');
    if (!login) throw new Error('login route not found');
    login.lazy = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await router.navigate('/auth/login').catch(() => undefined);

    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Something Went Wrong' })).toBeTruthy();
    expect(screen.getByText("We're sorry, but something went wrong. Please try again later.")).toBeTruthy();

    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/crash-reports/', expect.objectContaining({ method: 'POST' })));
    const reports = fetch.mock.calls.filter((call) => (call as unknown[])[0] === '/api/crash-reports/');
    expect(reports).toHaveLength(1);
    const body = JSON.parse(String((reports[0] as unknown as [string, RequestInit])[1].body));
    expect(body.message).toBe('Failed to fetch dynamically imported module');

    const original = window.location;
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      fireEvent.click(screen.getByTestId('crash-reload'));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('speaks Arabic when the language is Arabic', async () => {
    const { router } = renderApp({ path: '/auth/login', fetch: vi.fn(async () => jsonResponse(202, {})), language: 'ar' });
    await screen.findByTestId('login-username');
    const root = router.routes[0];
    const notFound = root?.children?.find((r) => r.path === '*');
    if (!notFound) throw new Error('404 route not found');
    notFound.lazy = () => Promise.reject(new Error('boom'));
    await router.navigate('/no-such-page').catch(() => undefined);
    expect(await screen.findByRole('heading', { name: 'خطأ' })).toBeTruthy();
    expect(screen.getByText('نعتذر، لقد حدث خطأ ما. يرجى المحاولة مرة أخرى لاحقًا.')).toBeTruthy();
  });
});
