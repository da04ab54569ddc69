import { describe, expect, it } from 'vitest';
import { ACCOUNT_RULE, ADDRESS_RULE, blockMsAfter, createMemoryFailureStore, createSignInThrottle } from './sign-in-throttle';

const MINUTE = 60_000;

function setup() {
  let now = Date.parse('2026-03-01T08:00:00Z');
  const store = createMemoryFailureStore();
  const throttle = createSignInThrottle({ store, clock: { now: () => new Date(now) } });
  return { store, throttle, advance: (ms: number) => (now += ms) };
}

describe('sign-in back-off', () => {
  it('blocks from the threshold on, doubling each failure up to an hour', () => {
    expect([4, 5, 6, 7, 10, 11, 40].map((n) => blockMsAfter(n, ACCOUNT_RULE) / MINUTE)).toEqual([0, 1, 2, 4, 32, 60, 60]);
    expect([9, 10, 11].map((n) => blockMsAfter(n, ADDRESS_RULE) / MINUTE)).toEqual([0, 1, 2]);
  });

  it('counts an attempt before the password is checked, so parallel guesses cannot pass a block', async () => {
    const { throttle } = setup();
    const attempts = await Promise.all(Array.from({ length: 12 }, () => throttle.begin({ account: 'account:a', address: 'address:1.2.3.4' })));
    expect(attempts.filter((attempt) => attempt.retryAfterSeconds === null)).toHaveLength(5);
    expect(attempts.at(-1)!.retryAfterSeconds).toBe(60);
  });

  it('takes a successful attempt back: the address keeps only its failures and no block its success set', async () => {
    const { throttle, store } = setup();
    for (let i = 0; i < 9; i++) await throttle.begin({ account: `login:guess${i}`, address: 'address:office' });
    const tenth = await throttle.begin({ account: 'account:colleague', address: 'address:office' });
    expect(store.rows.get('address:office')!.blockedUntil).not.toBeNull();
    await tenth.succeeded();
    expect(store.rows.get('address:office')).toMatchObject({ failures: 9, blockedUntil: null });
    expect(store.rows.has('account:colleague')).toBe(false);
  });

  it('forgets an address after an hour without attempts, an account after a day', async () => {
    const { throttle, store, advance } = setup();
    const keys = { account: 'account:a', address: 'address:1.2.3.4' };
    for (let i = 0; i < 4; i++) await throttle.begin(keys);
    advance(61 * MINUTE);
    expect((await throttle.begin(keys)).retryAfterSeconds).toBeNull();
    expect(store.rows.get('address:1.2.3.4')!.failures).toBe(1);
    expect(store.rows.get('account:a')!.failures).toBe(5);
    expect((await throttle.begin(keys)).retryAfterSeconds).toBe(60);
    advance(25 * 60 * MINUTE);
    expect((await throttle.begin(keys)).retryAfterSeconds).toBeNull();
    expect(store.rows.get('account:a')!.failures).toBe(1);
  });
});
