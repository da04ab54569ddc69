import {
  COOKIE_TOKEN,
  TOKEN_CHECK_INTERVAL_MS,
  TOKEN_COOKIE_DAYS,
  TOKEN_REFRESH_THRESHOLD_MS,
  refreshResponseSchema,
  type SessionUser,
  type TokenResponse,
} from '@rayyan/contracts';
import { decodeAccessToken } from './access-token';
import type { CookieJar } from './cookie-jar';

/** The session as the web app sees it (spec 4): signed out, or signed in with tokens and the decoded user. */
export type SessionState =
  | { status: 'unauthenticated' }
  | { status: 'authenticated'; user: SessionUser; access: string; refresh: string | null; remember: boolean };

export type SessionEvent =
  | { type: 'logged_in'; access: string; refresh: string | null; user: SessionUser; remember: boolean }
  | { type: 'refreshed'; access: string; user: SessionUser }
  | { type: 'logged_out' };

export const UNAUTHENTICATED: SessionState = { status: 'unauthenticated' };

/** Pure transition function of the session: the only place a session state is built. */
export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'logged_in':
      return {
        status: 'authenticated',
        user: event.user,
        access: event.access,
        refresh: event.refresh,
        remember: event.remember,
      };
    case 'refreshed':
      // A refresh that lands after a logout must not sign the user back in.
      return state.status === 'authenticated' ? { ...state, access: event.access, user: event.user } : state;
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

/** Web Storage subset the session needs (localStorage / sessionStorage or a fake). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Side effects of the session, injected so tests drive it with fakes and fake timers. */
export interface SessionDeps {
  now: () => number;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  cookies: CookieJar;
  /** Kept across browser restarts: used when "remember me" is checked. */
  persistentStorage: KeyValueStorage;
  /** Cleared when the tab closes: used when "remember me" is unchecked. */
  tabStorage: KeyValueStorage;
  fetch: typeof fetch;
  /** API base, `/api` in the browser. */
  apiBase?: string;
}

export const STORAGE_REFRESH_KEY = 'rayyan.refresh';
export const STORAGE_USER_KEY = 'rayyan.user';

/** The session machine with its side effects; see `createSessionController`. */
export interface SessionController {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Runs after every logout (navigation and cache clearing are wired here by the app). */
  onLogout(listener: (reason: LogoutReason) => void): () => void;
  /** Restores a session from the token cookie and storage, then starts the periodic token check. */
  start(): Promise<void>;
  stop(): void;
  /** Stores the tokens and the decoded user; throws when the access token carries no valid claims. */
  login(tokens: TokenResponse, options: { remember: boolean }): SessionUser;
  logout(reason?: LogoutReason): Promise<void>;
  /** One run of the periodic check (spec 4): logout when expired, refresh when close to expiry. */
  check(): Promise<void>;
  accessToken(): string | null;
}

/**
 * Creates the session machine: tokens live in the `token` cookie (1 day) and the refresh token plus
 * user in local storage (or tab storage without "remember me"); every 90 s the token is checked.
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

  const clearStorage = (): void => {
    deps.cookies.remove(COOKIE_TOKEN);
    for (const storage of [deps.persistentStorage, deps.tabStorage]) {
      storage.removeItem(STORAGE_REFRESH_KEY);
      storage.removeItem(STORAGE_USER_KEY);
    }
  };

  const post = (path: string, body: unknown): Promise<Response> =>
    deps.fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });

  const refresh = async (): Promise<void> => {
    if (state.status !== 'authenticated') return;
    const { refresh: refreshToken } = state;
    if (!refreshToken) return controller.logout('refresh_failed');
    try {
      const response = await post('/token/refresh/', { refresh: refreshToken });
      if (!response.ok) throw new Error(`refresh answered ${response.status}`);
      const { access } = refreshResponseSchema.parse(await response.json());
      const user = decodeAccessToken(access);
      if (!user) throw new Error('refreshed token has no valid claims');
      // Ignore a refresh that finishes after the user logged out or logged in as someone else.
      if (state.status !== 'authenticated' || state.refresh !== refreshToken) return;
      deps.cookies.set(COOKIE_TOKEN, access, { days: TOKEN_COOKIE_DAYS });
      (state.remember ? deps.persistentStorage : deps.tabStorage).setItem(STORAGE_USER_KEY, JSON.stringify(user));
      dispatch({ type: 'refreshed', access, user });
    } catch {
      if (state.status === 'authenticated' && state.refresh === refreshToken) await controller.logout('refresh_failed');
    }
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
      const access = deps.cookies.get(COOKIE_TOKEN);
      if (!access) {
        // No token cookie: nothing to restore, and a leftover refresh token must not linger.
        clearStorage();
        return;
      }
      const user = decodeAccessToken(access);
      if (!user) {
        clearStorage();
        return;
      }
      const remember = deps.persistentStorage.getItem(STORAGE_REFRESH_KEY) !== null;
      const storage = remember ? deps.persistentStorage : deps.tabStorage;
      dispatch({ type: 'logged_in', access, refresh: storage.getItem(STORAGE_REFRESH_KEY), user, remember });
      startTimer();
      // Spec 4: an expired token with a cookie present triggers logout; a nearly expired one is refreshed.
      await controller.check();
    },
    stop() {
      stopTimer();
    },
    login(tokens, { remember }) {
      const user = decodeAccessToken(tokens.access);
      if (!user) throw new Error('The access token carries no valid session claims');
      clearStorage();
      deps.cookies.set(COOKIE_TOKEN, tokens.access, { days: TOKEN_COOKIE_DAYS });
      const storage = remember ? deps.persistentStorage : deps.tabStorage;
      storage.setItem(STORAGE_REFRESH_KEY, tokens.refresh);
      storage.setItem(STORAGE_USER_KEY, JSON.stringify(user));
      dispatch({ type: 'logged_in', access: tokens.access, refresh: tokens.refresh, user, remember });
      startTimer();
      return user;
    },
    async logout(reason = 'user') {
      const refreshToken = state.status === 'authenticated' ? state.refresh : null;
      stopTimer();
      clearStorage();
      dispatch({ type: 'logged_out' });
      logoutListeners.forEach((listener) => listener(reason));
      // Revoking is a courtesy to the server; the session is already gone locally whatever it answers.
      if (refreshToken) await post('/token/revoke/', { refresh: refreshToken }).catch(() => undefined);
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
