import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_CHECK_INTERVAL_MS, TOKEN_COOKIE_DAYS } from '@rayyan/contracts';
import {
  STORAGE_REFRESH_KEY,
  STORAGE_USER_KEY,
  createSessionController,
  sessionReducer,
  tokenCheckFor,
  UNAUTHENTICATED,
  type LogoutReason,
} from './session-machine';
import { MemoryCookieJar, MemoryStorage, fakeAccessToken, jsonResponse } from '../../test/fakes';

const MINUTE = 60_000;
const T0 = Date.UTC(2025, 0, 1, 8, 0, 0);
const expIn = (ms: number) => Math.floor((T0 + ms) / 1000);

function setup(fetchImpl: (url: string, init?: RequestInit) => Promise<Response> = async () => jsonResponse(200, {})) {
  const cookies = new MemoryCookieJar();
  const local = new MemoryStorage();
  const tab = new MemoryStorage();
  const fetch = vi.fn(fetchImpl);
  const session = createSessionController({
    now: () => Date.now(),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    cookies,
    persistentStorage: local,
    tabStorage: tab,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const logouts: LogoutReason[] = [];
  session.onLogout((reason) => logouts.push(reason));
  const calls = (path: string) => fetch.mock.calls.filter(([url]) => url === `/api${path}`);
  return { session, cookies, local, tab, fetch, logouts, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('tokenCheckFor', () => {
  it('keeps a token with more than 30 minutes left, refreshes inside 30 minutes, expires at its exp', () => {
    expect(tokenCheckFor(expIn(31 * MINUTE), T0)).toBe('valid');
    expect(tokenCheckFor(expIn(29 * MINUTE), T0)).toBe('refresh');
    expect(tokenCheckFor(expIn(0), T0)).toBe('expired');
    expect(tokenCheckFor(expIn(-MINUTE), T0)).toBe('expired');
  });
});

describe('sessionReducer', () => {
  it('ignores a refresh that arrives after logout', () => {
    const user = { user_id: 'u', user_name: 'a', org_id: 'o', farming_type: [], super_admin: false, farm_role: null, exp: 1 };
    expect(sessionReducer(UNAUTHENTICATED, { type: 'refreshed', access: 'x', user })).toBe(UNAUTHENTICATED);
  });
});

describe('session machine', () => {
  it('login keeps the access token in a 1-day cookie and the refresh token and user in local storage', () => {
    const { session, cookies, local, tab } = setup();
    const access = fakeAccessToken({ exp: expIn(60 * MINUTE), user_name: 'سارة' });
    const user = session.login({ access, refresh: 'r-1' }, { remember: true });

    expect(user.user_name).toBe('سارة');
    expect(session.getState()).toMatchObject({ status: 'authenticated', user: { user_name: 'سارة' } });
    expect(cookies.cookies.get('token')).toEqual({ value: access, days: TOKEN_COOKIE_DAYS });
    expect(local.getItem(STORAGE_REFRESH_KEY)).toBe('r-1');
    expect(JSON.parse(local.getItem(STORAGE_USER_KEY) ?? '{}')).toMatchObject({ user_name: 'سارة' });
    expect(tab.getItem(STORAGE_REFRESH_KEY)).toBeNull();
  });

  it('without "remember me" the refresh token lives only in tab storage', () => {
    const { session, local, tab } = setup();
    session.login({ access: fakeAccessToken({ exp: expIn(60 * MINUTE) }), refresh: 'r-1' }, { remember: false });
    expect(tab.getItem(STORAGE_REFRESH_KEY)).toBe('r-1');
    expect(local.getItem(STORAGE_REFRESH_KEY)).toBeNull();
  });

  it('refuses a token without valid claims and stays signed out', () => {
    const { session } = setup();
    expect(() => session.login({ access: 'not-a-jwt', refresh: 'r' }, { remember: true })).toThrow();
    expect(session.getState().status).toBe('unauthenticated');
  });

  it('checks every 90 s and refreshes only once fewer than 30 minutes are left', async () => {
    const fresh = fakeAccessToken({ exp: expIn(120 * MINUTE) });
    const { session, cookies, calls } = setup(async () => jsonResponse(200, { access: fresh }));
    session.login({ access: fakeAccessToken({ exp: expIn(32 * MINUTE) }), refresh: 'r-1' }, { remember: true });

    // 90 s in: 30.5 minutes left, still above the threshold.
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(calls('/token/refresh/')).toHaveLength(0);

    // 180 s in: 29 minutes left, the check refreshes with the refresh token.
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(calls('/token/refresh/')).toHaveLength(1);
    expect(JSON.parse(String(calls('/token/refresh/')[0]?.[1]?.body))).toEqual({ refresh: 'r-1' });
    expect(session.accessToken()).toBe(fresh);
    expect(cookies.get('token')).toBe(fresh);

    // The fresh token has ~2 hours left: the next checks leave it alone.
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS * 3);
    expect(calls('/token/refresh/')).toHaveLength(1);
  });

  it('logs out when the refresh fails, clearing cookie and storage and revoking the refresh token', async () => {
    const { session, cookies, local, logouts, calls } = setup(async (url) =>
      url.endsWith('/token/refresh/') ? jsonResponse(401, { error: { code: 'token_invalid', message: 'x' } }) : jsonResponse(200, {}),
    );
    session.login({ access: fakeAccessToken({ exp: expIn(10 * MINUTE) }), refresh: 'r-1' }, { remember: true });

    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);

    expect(session.getState().status).toBe('unauthenticated');
    expect(logouts).toEqual(['refresh_failed']);
    expect(cookies.get('token')).toBeNull();
    expect(local.getItem(STORAGE_REFRESH_KEY)).toBeNull();
    expect(local.getItem(STORAGE_USER_KEY)).toBeNull();
    expect(calls('/token/revoke/')).toHaveLength(1);
  });

  it('logs out at the first check after the token expired', async () => {
    // The clock jumps past the expiry between two checks (a laptop waking from sleep).
    const { session, logouts } = setup(async () => {
      throw new TypeError('offline');
    });
    session.login({ access: fakeAccessToken({ exp: expIn(2 * MINUTE) }), refresh: 'r-1' }, { remember: true });
    vi.setSystemTime(T0 + 3 * MINUTE);
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(session.getState().status).toBe('unauthenticated');
    expect(logouts).toEqual(['expired']);
  });

  it('stops checking after logout', async () => {
    const { session, fetch } = setup();
    session.login({ access: fakeAccessToken({ exp: expIn(10 * MINUTE) }), refresh: 'r-1' }, { remember: true });
    await session.logout();
    fetch.mockClear();
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS * 5);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on load, an expired token with its cookie present logs out', async () => {
    const { session, cookies, local, logouts } = setup();
    cookies.set('token', fakeAccessToken({ exp: expIn(-MINUTE) }), { days: 1 });
    local.setItem(STORAGE_REFRESH_KEY, 'r-old');
    await session.start();
    expect(session.getState().status).toBe('unauthenticated');
    expect(logouts).toEqual(['expired']);
    expect(cookies.get('token')).toBeNull();
    expect(local.getItem(STORAGE_REFRESH_KEY)).toBeNull();
  });

  it('on load, a valid cookie restores the session with the stored refresh token', async () => {
    const { session, cookies, local, calls } = setup();
    cookies.set('token', fakeAccessToken({ exp: expIn(60 * MINUTE), user_name: 'omar' }), { days: 1 });
    local.setItem(STORAGE_REFRESH_KEY, 'r-7');
    await session.start();
    expect(session.getState()).toMatchObject({ status: 'authenticated', refresh: 'r-7', remember: true, user: { user_name: 'omar' } });
    expect(calls('/token/refresh/')).toHaveLength(0);
  });

  it('on load without a cookie stays signed out and drops a leftover refresh token', async () => {
    const { session, local, logouts } = setup();
    local.setItem(STORAGE_REFRESH_KEY, 'r-old');
    await session.start();
    expect(session.getState().status).toBe('unauthenticated');
    expect(local.getItem(STORAGE_REFRESH_KEY)).toBeNull();
    expect(logouts).toEqual([]);
  });

  it('logout by the user clears everything, tells listeners and revokes the refresh token', async () => {
    const { session, cookies, tab, logouts, calls } = setup();
    session.login({ access: fakeAccessToken({ exp: expIn(60 * MINUTE) }), refresh: 'r-9' }, { remember: false });
    await session.logout();
    expect(session.getState().status).toBe('unauthenticated');
    expect(cookies.get('token')).toBeNull();
    expect(tab.getItem(STORAGE_REFRESH_KEY)).toBeNull();
    expect(logouts).toEqual(['user']);
    expect(JSON.parse(String(calls('/token/revoke/')[0]?.[1]?.body))).toEqual({ refresh: 'r-9' });
  });

  it('a failing revoke does not keep the user signed in', async () => {
    const { session } = setup(async () => {
      throw new TypeError('offline');
    });
    session.login({ access: fakeAccessToken({ exp: expIn(60 * MINUTE) }), refresh: 'r-9' }, { remember: true });
    await expect(session.logout()).resolves.toBeUndefined();
    expect(session.getState().status).toBe('unauthenticated');
  });
});
