import {
  COOKIE_TOKEN,
  TOKEN_CHECK_INTERVAL_MS,
  TOKEN_COOKIE_DAYS,
  TOKEN_REFRESH_THRESHOLD_MS,
  endpointUrl,
  type Endpoint,
  type SessionUser,
  type TokenResponse,
} from '@rayyan/contracts';
import { decodeAccessToken } from './access-token';
import { loadShellSchemas } from '../api/shell-schemas-loader';
import type { CookieJar } from './cookie-jar';

/** The session as the web app sees it (spec 4): signed out, or signed in with tokens and the decoded user. */
export type SessionState =
  | { status: 'unauthenticated' }
  /** A session cookie is present and the refresh cookie is being exchanged for an access token (page load). */
  | { status: 'restoring' }
  | { status: 'authenticated'; user: SessionUser; access: string };

export type SessionEvent =
  | { type: 'logged_in'; access: string; user: SessionUser }
  | { type: 'refreshed'; access: string; user: SessionUser }
  | { type: 'restoring' }
  | { type: 'logged_out' };

export const UNAUTHENTICATED: SessionState = { status: 'unauthenticated' };

/** Pure transition function of the session: the only place a session state is built. */
export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'logged_in':
      return { status: 'authenticated', user: event.user, access: event.access };
    case 'refreshed':
      // A refresh that lands after a logout must not sign the user back in.
      return state.status === 'authenticated' ? { ...state, access: event.access, user: event.user } : state;
    case 'restoring':
      return state.status === 'unauthenticated' ? { status: 'restoring' } : state;
    case 'logged_out':
      return UNAUTHENTICATED;
  }
}

/** What the periodic check does with a token expiring at `expSeconds` (JWT `exp`) at time `nowMs`. */
export type TokenCheck = 'valid' | 'refresh' | 'expired';

/** Spec 4/5: a token is valid only if its expiry lies in the future; refresh within 30 minutes of it. */
export function tokenCheckFor(expSeconds: number, nowMs: number): TokenCheck {
  const msLeft = expSeconds * 1000 - nowMs;
  if (msLeft <= 0) return 'expired';
  if (msLeft < TOKEN_REFRESH_THRESHOLD_MS) return 'refresh';
  return 'valid';
}

/** Why a session ended; `user` is an explicit logout, the others are forced by the token. */
export type LogoutReason = 'user' | 'expired' | 'refresh_failed' | 'token_invalid';

/** Side effects of the session, injected so tests drive it with fakes and fake timers. */
export interface SessionDeps {
  now: () => number;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  cookies: CookieJar;
  fetch: typeof fetch;
  /** API base, `/api` in the browser. */
  apiBase?: string;
}

/** The session machine with its side effects; see `createSessionController`. */
export interface SessionController {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Runs after every logout (navigation and cache clearing are wired here by the app). */
  onLogout(listener: (reason: LogoutReason) => void): () => void;
  /** Restores a session (the `token` cookie says there is one) by refreshing through the HttpOnly cookie, then starts the periodic token check. */
  start(): Promise<void>;
  stop(): void;
  /** Keeps the access token and the decoded user; throws when the access token carries no valid claims. */
  login(tokens: Pick<TokenResponse, 'access'>): SessionUser;
  logout(reason?: LogoutReason): Promise<void>;
  /** One run of the periodic check (spec 4): logout when expired, refresh when close to expiry. */
  check(): Promise<void>;
  accessToken(): string | null;
}

/**
 * Creates the session machine. The access token lives in memory only and the refresh token in an HttpOnly
 * cookie the server sets (scripts can read neither from storage, so an injected script cannot carry a session
 * away); the `token` cookie (1 day) holds no secret, only the access token's expiry, and says a session may be
 * restored after a reload. Every 90 s the token is checked; within 30 minutes of expiry it is refreshed.
 */
export function createSessionController(deps: SessionDeps): SessionController {
  const api = deps.apiBase ?? '/api';
  let state: SessionState = UNAUTHENTICATED;
  let timer: unknown = null;
  let refreshing: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const logoutListeners = new Set<(reason: LogoutReason) => void>();

  const dispatch = (event: SessionEvent): void => {
    const next = sessionReducer(state, event);
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };

  const startTimer = (): void => {
    if (timer !== null) return;
    timer = deps.setInterval(() => void controller.check(), TOKEN_CHECK_INTERVAL_MS);
  };
  const stopTimer = (): void => {
    if (timer === null) return;
    deps.clearInterval(timer);
    timer = null;
  };

  const keepMarker = (user: SessionUser): void => deps.cookies.set(COOKIE_TOKEN, String(user.exp), { days: TOKEN_COOKIE_DAYS });
  const clearMarker = (): void => deps.cookies.remove(COOKIE_TOKEN);

  /** Calls a declared auth endpoint with `fetch` itself: the session runs before the API client exists. */
  const post = (endpoint: Pick<Endpoint, 'method' | 'path'>, body: unknown): Promise<Response> =>
    deps.fetch(`${api}${endpointUrl(endpoint).slice('/api'.length)}`, {
      method: endpoint.method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      // The HttpOnly refresh cookie rides along (same origin only).
      credentials: 'same-origin',
    });

  /** A new access token through the refresh cookie, with its user; null when the server refuses. */
  const exchange = async (): Promise<{ access: string; user: SessionUser } | null> => {
    const { authEndpoints } = await loadShellSchemas();
    const response = await post(authEndpoints.refresh, {});
    if (!response.ok) return null;
    const { access } = authEndpoints.refresh.response.parse(await response.json());
    const user = decodeAccessToken(access);
    return user ? { access, user } : null;
  };

  const refresh = async (): Promise<void> => {
    if (state.status !== 'authenticated') return;
    const before = state.access;
    // No answer (offline in the field, issue #12) is not a refusal: the session stays and the next check tries again,
    // until the token expires.
    const fresh = await exchange().catch(() => 'unreachable' as const);
    // Ignore a refresh that finishes after the user logged out or signed in again.
    if (state.status !== 'authenticated' || state.access !== before || fresh === 'unreachable') return;
    if (!fresh) return controller.logout('refresh_failed');
    keepMarker(fresh.user);
    dispatch({ type: 'refreshed', access: fresh.access, user: fresh.user });
  };

  const controller: SessionController = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onLogout(listener) {
      logoutListeners.add(listener);
      return () => logoutListeners.delete(listener);
    },
    async start() {
      if (!deps.cookies.get(COOKIE_TOKEN)) return;
      dispatch({ type: 'restoring' });
      let fresh: Awaited<ReturnType<typeof exchange>>;
      try {
        fresh = await exchange();
      } catch {
        // No answer (offline, or the page is being left or reloaded mid-request): not a refusal, so the session
        // is kept for the next page load; this page goes on signed out.
        if (state.status === 'restoring') dispatch({ type: 'logged_out' });
        return;
      }
      if (state.status !== 'restoring') return; // signed in or out meanwhile
      // Spec 4: a session cookie present but no longer valid (the server refused the refresh) triggers logout.
      if (!fresh) return controller.logout('expired');
      keepMarker(fresh.user);
      dispatch({ type: 'logged_in', access: fresh.access, user: fresh.user });
      startTimer();
    },
    stop() {
      stopTimer();
    },
    login(tokens) {
      const user = decodeAccessToken(tokens.access);
      if (!user) throw new Error('The access token carries no valid session claims');
      keepMarker(user);
      dispatch({ type: 'logged_in', access: tokens.access, user });
      startTimer();
      return user;
    },
    async logout(reason = 'user') {
      const wasSignedIn = state.status !== 'unauthenticated' || deps.cookies.get(COOKIE_TOKEN) !== null;
      stopTimer();
      clearMarker();
      dispatch({ type: 'logged_out' });
      logoutListeners.forEach((listener) => listener(reason));
      // Revoking (and dropping the refresh cookie) is a courtesy to the server; the session is already gone here.
      if (wasSignedIn) await loadShellSchemas().then(({ authEndpoints }) => post(authEndpoints.revoke, {})).catch(() => undefined);
    },
    async check() {
      if (state.status !== 'authenticated') return;
      const verdict = tokenCheckFor(state.user.exp, deps.now());
      if (verdict === 'expired') return controller.logout('expired');
      if (verdict === 'refresh') {
        refreshing ??= refresh().finally(() => {
          refreshing = null;
        });
        return refreshing;
      }
    },
    accessToken: () => (state.status === 'authenticated' ? state.access : null),
  };
  return controller;
}
