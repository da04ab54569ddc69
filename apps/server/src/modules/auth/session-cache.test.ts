import { describe, expect, it } from 'vitest';
import type { SessionSubject } from './auth.repository';
import { createSessionCache } from './session-cache';

const manager: SessionSubject = { userType: 'normal', superAdmin: false, policyPermissions: { system_accessibility: ['web'] } };
const key = { sessionId: 's1', userId: 'u1', orgId: 'o1' };

function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 0;
  const cache = createSessionCache({ clock: { now: () => new Date(now) }, ...options });
  let reads = 0;
  const load = async () => {
    reads++;
    return manager;
  };
  return { cache, load, reads: () => reads, advance: (ms: number) => (now += ms) };
}

describe('session cache', () => {
  it('serves nothing until the change feed is live: every request reads its session', async () => {
    const { cache, load, reads } = setup();
    await cache.lookup(key, load);
    await cache.lookup(key, load);
    expect(reads()).toBe(2);
  });

  it('reads a session once while the feed is live, and again after a change is announced', async () => {
    const { cache, load, reads } = setup();
    cache.setLive(true);
    expect(await cache.lookup(key, load)).toEqual(manager);
    expect(await cache.lookup(key, load)).toEqual(manager);
    expect(reads()).toBe(1);
    cache.clear();
    await cache.lookup(key, load);
    expect(reads()).toBe(2);
  });

  it('keeps sessions apart by session, user and organisation', async () => {
    const { cache, load, reads } = setup();
    cache.setLive(true);
    await cache.lookup(key, load);
    await cache.lookup({ ...key, sessionId: 's2' }, load);
    await cache.lookup({ ...key, orgId: 'o2' }, load);
    expect(reads()).toBe(3);
  });

  it('never keeps a refused session: it is read again on every request', async () => {
    const { cache } = setup();
    cache.setLive(true);
    let reads = 0;
    const closed = async () => {
      reads++;
      return undefined;
    };
    expect(await cache.lookup(key, closed)).toBeUndefined();
    expect(await cache.lookup(key, closed)).toBeUndefined();
    expect(reads).toBe(2);
  });

  it('does not keep a read that was under way when a change was announced', async () => {
    const { cache } = setup();
    cache.setLive(true);
    let release: (subject: SessionSubject) => void = () => undefined;
    const slow = () => new Promise<SessionSubject>((resolve) => (release = resolve));
    const pending = cache.lookup(key, slow);
    cache.clear();
    release(manager);
    expect(await pending).toEqual(manager);
    let reads = 0;
    await cache.lookup(key, async () => {
      reads++;
      return manager;
    });
    expect(reads).toBe(1);
  });

  it('forgets everything and stops serving when the feed goes down', async () => {
    const { cache, load, reads } = setup();
    cache.setLive(true);
    await cache.lookup(key, load);
    cache.setLive(false);
    await cache.lookup(key, load);
    await cache.lookup(key, load);
    expect(reads()).toBe(3);
  });

  it('reads a session again once its time to live has passed', async () => {
    const { cache, load, reads, advance } = setup({ ttlMs: 1_000 });
    cache.setLive(true);
    await cache.lookup(key, load);
    advance(999);
    await cache.lookup(key, load);
    expect(reads()).toBe(1);
    advance(1);
    await cache.lookup(key, load);
    expect(reads()).toBe(2);
  });

  it('keeps at most maxEntries sessions, dropping the oldest', async () => {
    const { cache, load, reads } = setup({ maxEntries: 2 });
    cache.setLive(true);
    for (const sessionId of ['a', 'b', 'c']) await cache.lookup({ ...key, sessionId }, load);
    expect(reads()).toBe(3);
    await cache.lookup({ ...key, sessionId: 'c' }, load);
    await cache.lookup({ ...key, sessionId: 'b' }, load);
    expect(reads()).toBe(3);
    await cache.lookup({ ...key, sessionId: 'a' }, load);
    expect(reads()).toBe(4);
  });
});
