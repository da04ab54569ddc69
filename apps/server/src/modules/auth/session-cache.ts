import type { Clock } from '../../ports/clock';
import type { SessionSubject } from './auth.repository';

/** Which open session a request's access token names: its refresh token (sid), user and organisation. */
export interface SessionKey {
  sessionId: string;
  userId: string;
  orgId: string;
}

export interface SessionCacheOptions {
  clock: Clock;
  /** How long a cached session may be served without being read again, even if no change was announced. */
  ttlMs?: number;
  /** The most sessions kept; the oldest are dropped first. */
  maxEntries?: number;
}

/**
 * The open sessions this process has checked, so an authenticated request costs no statement of its own
 * (issue 10: identity and policy resolved once per token, invalidated when they change). Safe only while it is
 * told of every change that could close a session or change its grants:
 * - the database announces each change to sessions, users and policies (migration 0047, channel
 *   rayyan_sessions) to every process, and `clear()` is called for it;
 * - this process also clears it before answering any request that may have written (auth plugin), so a change
 *   made through this server holds for the very next request whatever the notification's delay;
 * - while the feed is down (`setLive(false)`), nothing is served or kept: every request reads its session.
 * Only open sessions are kept: a refused one is read again on each request.
 */
export interface SessionCache {
  /** The cached subject of the session, else `load()`'s, kept when no change was announced meanwhile. */
  lookup(key: SessionKey, load: () => Promise<SessionSubject | undefined>): Promise<SessionSubject | undefined>;
  /** Forgets every session: something they depend on changed. */
  clear(): void;
  /** The change feed is up (serve and keep) or down (neither). Either way, what was kept is forgotten. */
  setLive(live: boolean): void;
}

const DEFAULT_TTL_MS = 60_000;
const DEFAULT_MAX_ENTRIES = 10_000;

export function createSessionCache({ clock, ttlMs = DEFAULT_TTL_MS, maxEntries = DEFAULT_MAX_ENTRIES }: SessionCacheOptions): SessionCache {
  const entries = new Map<string, { subject: SessionSubject; until: number }>();
  let live = false;
  // Bumped by every clear: a read that started before a change must not be kept after it.
  let generation = 0;

  const clear = () => {
    generation++;
    entries.clear();
  };

  return {
    async lookup(key, load) {
      if (!live) return load();
      const id = `${key.sessionId}/${key.userId}/${key.orgId}`;
      const now = clock.now().getTime();
      const cached = entries.get(id);
      if (cached && cached.until > now) return cached.subject;
      if (cached) entries.delete(id);
      const startedIn = generation;
      const subject = await load();
      if (subject && live && startedIn === generation) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(id, { subject, until: now + ttlMs });
      }
      return subject;
    },
    clear,
    setLive(next) {
      live = next;
      clear();
    },
  };
}
