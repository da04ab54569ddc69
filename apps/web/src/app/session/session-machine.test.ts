import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_CHECK_INTERVAL_MS, TOKEN_COOKIE_DAYS } from '@rayyan/contracts';
import {
  createSessionController,
  sessionReducer,
  tokenCheckFor,
  UNAUTHENTICATED,
  type LogoutReason,
} from './session-machine';
import { MemoryCookieJar, fakeAccessToken, jsonResponse } from '../../test/fakes';

const MINUTE = 60_000;
const T0 = Date.UTC(2025, 0, 1, 8, 0, 0);
const expIn = (ms: number) => Math.floor((T0 + ms) / 1000);

function setup(fetchImpl: (url: string, init?: RequestInit) => Promise<Response> = async () => jsonResponse(200, {})) {
  const cookies = new MemoryCookieJar();
  const fetch = vi.fn(fetchImpl);
  const session = createSessionController({
    now: () => Date.now(),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    cookies,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const logouts: LogoutReason[] = [];
  session.onLogout((reason) => logouts.push(reason));
  const calls = (path: string) => fetch.mock.calls.filter(([url]) => url === `/api${path}`);
  return { session, cookies, fetch, logouts, calls };
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
  it('login keeps the access token in memory only; the 1-day token cookie holds no secret, just its expiry', () => {
    const { session, cookies } = setup();
    const access = fakeAccessToken({ exp: expIn(60 * MINUTE), user_name: 'سارة' });
    const user = session.login({ access });

    expect(user.user_name).toBe('سارة');
    expect(session.getState()).toMatchObject({ status: 'authenticated', user: { user_name: 'سارة' } });
    expect(session.accessToken()).toBe(access);
    expect(cookies.cookies.get('token')).toEqual({ value: String(expIn(60 * MINUTE)), days: TOKEN_COOKIE_DAYS });
    // Nothing else a script could read: the refresh token is the server's HttpOnly cookie.
    expect([...cookies.cookies.keys()]).toEqual(['token']);
  });

  it('refuses a token without valid claims and stays signed out', () => {
    const { session } = setup();
    expect(() => session.login({ access: 'not-a-jwt' })).toThrow();
    expect(session.getState().status).toBe('unauthenticated');
  });

  it('checks every 90 s and refreshes through the cookie only once fewer than 30 minutes are left', async () => {
    const fresh = fakeAccessToken({ exp: expIn(120 * MINUTE) });
    const { session, cookies, calls } = setup(async () => jsonResponse(200, { access: fresh }));
    session.login({ access: fakeAccessToken({ exp: expIn(32 * MINUTE) }) });

    // 90 s in: 30.5 minutes left, still above the threshold.
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(calls('/token/refresh/')).toHaveLength(0);

    // 180 s in: 29 minutes left, the check refreshes; the body carries no token (the cookie does).
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(calls('/token/refresh/')).toHaveLength(1);
    expect(JSON.parse(String(calls('/token/refresh/')[0]?.[1]?.body))).toEqual({});
    expect(calls('/token/refresh/')[0]?.[1]?.credentials).toBe('same-origin');
    expect(session.accessToken()).toBe(fresh);
    expect(cookies.get('token')).toBe(String(expIn(120 * MINUTE)));

    // The fresh token has ~2 hours left: the next checks leave it alone.
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS * 3);
    expect(calls('/token/refresh/')).toHaveLength(1);
  });

  it('logs out when the refresh fails, clearing the cookie and revoking the session', async () => {
    const { session, cookies, logouts, calls } = setup(async (url) =>
      url.endsWith('/token/refresh/') ? jsonResponse(401, { error: { code: 'token_invalid', message: 'x' } }) : jsonResponse(200, {}),
    );
    session.login({ access: fakeAccessToken({ exp: expIn(10 * MINUTE) }) });

    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);

    expect(session.getState().status).toBe('unauthenticated');
    expect(logouts).toEqual(['refresh_failed']);
    expect(cookies.get('token')).toBeNull();
    expect(session.accessToken()).toBeNull();
    expect(calls('/token/revoke/')).toHaveLength(1);
  });

  it('keeps the session when a refresh gets no answer (offline), and refreshes once the connection is back', async () => {
    let online = false;
    const fresh = fakeAccessToken({ exp: expIn(120 * MINUTE) });
    const { session, logouts, calls } = setup(async (url) => {
      if (!online) throw new TypeError('offline');
      return url.endsWith('/token/refresh/') ? jsonResponse(200, { access: fresh }) : jsonResponse(200, {});
    });
    session.login({ access: fakeAccessToken({ exp: expIn(10 * MINUTE) }) });
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(session.getState().status).toBe('authenticated');
    expect(logouts).toEqual([]);
    online = true;
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(session.accessToken()).toBe(fresh);
    expect(calls('/token/refresh/')).toHaveLength(2);
  });

  it('logs out at the first check after the token expired', async () => {
    // The clock jumps past the expiry between two checks (a laptop waking from sleep).
    const { session, logouts } = setup(async () => {
      throw new TypeError('offline');
    });
    session.login({ access: fakeAccessToken({ exp: expIn(2 * MINUTE) }) });
    vi.setSystemTime(T0 + 3 * MINUTE);
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);
    expect(session.getState().status).toBe('unauthenticated');
    expect(logouts).toEqual(['expired']);
  });

  it('stops checking after logout', async () => {
    const { session, fetch } = setup();
    session.login({ access: fakeAccessToken({ exp: expIn(10 * MINUTE) }) });
    await session.logout();
    fetch.mockClear();
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS * 5);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on load, a session cookie whose refresh is refused logs out', async () => {
    const { session, cookies, logouts } = setup(async (url) =>
      url.endsWith('/token/refresh/') ? jsonResponse(401, { error: { code: 'token_invalid', message: 'x' } }) : jsonResponse(200, {}),
    );
    cookies.set('token', String(expIn(-MINUTE)), { days: 1 });
    await session.start();
    expect(session.getState().status).toBe('unauthenticated');
    expect(logouts).toEqual(['expired']);
    expect(cookies.get('token')).toBeNull();
  });

  it('on load, a session cookie restores the session with a fresh access token from the refresh cookie', async () => {
    const access = fakeAccessToken({ exp: expIn(60 * MINUTE), user_name: 'omar' });
    const { session, cookies, calls } = setup(async () => jsonResponse(200, { access }));
    cookies.set('token', String(expIn(50 * MINUTE)), { days: 1 });
    const starting = session.start();
    // Until the server answers, the route guards wait instead of sending the user to the login page.
    expect(session.getState().status).toBe('restoring');
    await starting;
    expect(session.getState()).toMatchObject({ status: 'authenticated', access, user: { user_name: 'omar' } });
    expect(calls('/token/refresh/')).toHaveLength(1);
    expect(cookies.get('token')).toBe(String(expIn(60 * MINUTE)));
  });

  it('on load, a refresh that gets no answer (offline, or the page reloaded mid-request) keeps the session for the next load', async () => {
    const { session, cookies, logouts, calls } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    cookies.set('token', String(expIn(50 * MINUTE)), { days: 1 });
    await session.start();
    expect(session.getState().status).toBe('unauthenticated');
    expect(logouts).toEqual([]);
    expect(cookies.get('token')).toBe(String(expIn(50 * MINUTE)));
    expect(calls('/token/revoke/')).toHaveLength(0);
  });

  it('on load without a session cookie stays signed out and asks the server nothing', async () => {
    const { session, logouts, fetch } = setup();
    await session.start();
    expect(session.getState().status).toBe('unauthenticated');
    expect(fetch).not.toHaveBeenCalled();
    expect(logouts).toEqual([]);
    // Signing out without a session revokes nothing.
    await session.logout();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('logout by the user clears the session, tells listeners and revokes the refresh cookie', async () => {
    const { session, cookies, logouts, calls } = setup();
    session.login({ access: fakeAccessToken({ exp: expIn(60 * MINUTE) }) });
    await session.logout();
    expect(session.getState().status).toBe('unauthenticated');
    expect(cookies.get('token')).toBeNull();
    expect(logouts).toEqual(['user']);
    expect(calls('/token/revoke/')).toHaveLength(1);
    expect(calls('/token/revoke/')[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('a failing revoke does not keep the user signed in', async () => {
    const { session } = setup(async () => {
      throw new TypeError('offline');
    });
    session.login({ access: fakeAccessToken({ exp: expIn(60 * MINUTE) }) });
    await expect(session.logout()).resolves.toBeUndefined();
    expect(session.getState().status).toBe('unauthenticated');
  });
});
