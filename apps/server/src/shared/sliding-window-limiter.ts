import type { Clock } from '../ports/clock';

/** Counts events per key (a client IP) and says when the key has had too many in a time window. */
export interface AttemptLimiter {
  /** Seconds until the key may try again, or null when it is not blocked. */
  retryAfterSeconds(key: string): number | null;
  /** Counts one event (a failed sign-in, a request). */
  record(key: string): void;
  /** Forgets the key (a successful sign-in). */
  reset(key: string): void;
}

export interface SlidingWindowOptions {
  /** Events allowed within the window; the next one is refused. */
  max: number;
  windowMs: number;
  clock: Clock;
  /** Keys kept before expired ones are swept, bounding memory under a flood of addresses. */
  sweepAbove?: number;
}

/**
 * In-memory sliding-window limiter. Per process: with several API processes each keeps its own count,
 * which still bounds guessing; a shared store can implement the same interface later.
 */
export function createSlidingWindowLimiter({ max, windowMs, clock, sweepAbove = 10_000 }: SlidingWindowOptions): AttemptLimiter {
  const events = new Map<string, number[]>();

  const recent = (key: string, nowMs: number): number[] => {
    const kept = (events.get(key) ?? []).filter((at) => at > nowMs - windowMs);
    if (kept.length === 0) events.delete(key);
    else events.set(key, kept);
    return kept;
  };

  return {
    retryAfterSeconds(key) {
      const nowMs = clock.now().getTime();
      const kept = recent(key, nowMs);
      if (kept.length < max) return null;
      // Blocked until enough old events leave the window to allow one more.
      const freeAt = kept[kept.length - max]! + windowMs;
      return Math.max(1, Math.ceil((freeAt - nowMs) / 1000));
    },
    record(key) {
      const nowMs = clock.now().getTime();
      if (events.size > sweepAbove) for (const k of [...events.keys()]) recent(k, nowMs);
      events.set(key, [...recent(key, nowMs), nowMs]);
    },
    reset(key) {
      events.delete(key);
    },
  };
}
