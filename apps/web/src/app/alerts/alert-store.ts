import { ALERT_TIMEOUT_MS, HIGH_PRIORITY_ALERT_MS } from '@rayyan/contracts';

/** A toast alert (spec 3 and 4). `message` is already translated text. */
export interface Alert {
  id: string;
  message: string;
  /** Extra lines, e.g. one per invalid field. */
  messages?: string[];
  status: 'error' | 'other';
  priority: 'high' | 'normal';
  /** How long the alert stays, in ms. */
  timeout: number;
  /** When it was added (ms since epoch), for the countdown bar. */
  createdAt: number;
}

export type AlertInput = Partial<Pick<Alert, 'id' | 'messages' | 'status' | 'priority' | 'timeout'>> & { message: string };

export interface AlertStoreDeps {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** The alert list with add/remove and timed removal; subscribe-able for `useSyncExternalStore`. */
export interface AlertStore {
  getAlerts(): readonly Alert[];
  subscribe(listener: () => void): () => void;
  /** Adds (or replaces, same id) an alert and returns its id. */
  add(input: AlertInput): string;
  remove(id: string): void;
}

/**
 * Creates the toast alert store: an alert is removed after its timeout (default 5 s) or on close;
 * high-priority alerts stay 10 s (spec 9).
 */
export function createAlertStore(deps: AlertStoreDeps): AlertStore {
  let alerts: readonly Alert[] = [];
  let counter = 0;
  const timers = new Map<string, unknown>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const store: AlertStore = {
    getAlerts: () => alerts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(input) {
      const id = input.id ?? `alert-${++counter}`;
      const priority = input.priority ?? 'normal';
      const timeout = input.timeout ?? (priority === 'high' ? HIGH_PRIORITY_ALERT_MS : ALERT_TIMEOUT_MS);
      const alert: Alert = {
        id,
        message: input.message,
        messages: input.messages,
        status: input.status ?? 'other',
        priority,
        timeout,
        createdAt: deps.now(),
      };
      // Re-adding an id replaces the alert and restarts its timer rather than stacking duplicates.
      const existing = timers.get(id);
      if (existing !== undefined) deps.clearTimeout(existing);
      alerts = [...alerts.filter((a) => a.id !== id), alert];
      timers.set(id, deps.setTimeout(() => store.remove(id), timeout));
      emit();
      return id;
    },
    remove(id) {
      const timer = timers.get(id);
      if (timer !== undefined) deps.clearTimeout(timer);
      timers.delete(id);
      if (!alerts.some((a) => a.id === id)) return;
      alerts = alerts.filter((a) => a.id !== id);
      emit();
    },
  };
  return store;
}

/** The browser's alert store. */
export const browserAlertStoreDeps: AlertStoreDeps = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};
