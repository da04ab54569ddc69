import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAlertStore } from './alert-store';

const newStore = () =>
  createAlertStore({
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  });
const messages = (store: ReturnType<typeof newStore>) => store.getAlerts().map((a) => a.message);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('alert store', () => {
  it('shows an alert for 5 s by default', () => {
    const store = newStore();
    store.add({ message: 'updated successfully' });
    vi.advanceTimersByTime(4_999);
    expect(messages(store)).toEqual(['updated successfully']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it('keeps a high-priority alert for 10 s', () => {
    const store = newStore();
    store.add({ message: 'Program Activation Failed, Please Try Again', priority: 'high', status: 'error' });
    vi.advanceTimersByTime(9_999);
    expect(store.getAlerts()).toHaveLength(1);
    expect(store.getAlerts()[0]).toMatchObject({ status: 'error', timeout: 10_000 });
    vi.advanceTimersByTime(1);
    expect(store.getAlerts()).toHaveLength(0);
  });

  it('honours a custom timeout', () => {
    const store = newStore();
    store.add({ message: 'Location Copied', timeout: 1_000 });
    vi.advanceTimersByTime(1_000);
    expect(store.getAlerts()).toHaveLength(0);
  });

  it('removes an alert when it is closed, leaving the others', () => {
    const store = newStore();
    const first = store.add({ message: 'first' });
    store.add({ message: 'second' });
    store.remove(first);
    expect(messages(store)).toEqual(['second']);
  });

  it('replaces an alert added again with the same id and restarts its timer', () => {
    const store = newStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.add({ id: 'save', message: 'saving' });
    vi.advanceTimersByTime(4_000);
    store.add({ id: 'save', message: 'updated successfully' });
    vi.advanceTimersByTime(4_000);
    expect(messages(store)).toEqual(['updated successfully']);
    vi.advanceTimersByTime(1_000);
    expect(messages(store)).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
