import type { Clock } from '../../ports/clock';

/** When failures of one kind (account or address) start to block, and for how long. */
export interface BackOffRule {
  /** Failures in a row that block for `baseBlockMs`; every further one doubles the block. */
  threshold: number;
  baseBlockMs: number;
  maxBlockMs: number;
  /** Failures are forgotten after this long without a new one. */
  forgetAfterMs: number;
}

const MINUTE_MS = 60_000;

/**
 * Per account: 5 failures in a row block it for 1 minute, then 2, 4, 8 … up to an hour per further
 * failure, wherever they come from (at most ~30 guesses a day); forgotten on its successful sign-in or after
 * a day without failures. Per address: 10, then the same back-off, forgotten after an hour without failures
 * and never by a success, so guessing cannot be spread over accounts or reset with one's own account.
 */
export const ACCOUNT_RULE: BackOffRule = { threshold: 5, baseBlockMs: MINUTE_MS, maxBlockMs: 60 * MINUTE_MS, forgetAfterMs: 24 * 60 * MINUTE_MS };
export const ADDRESS_RULE: BackOffRule = { threshold: 10, baseBlockMs: MINUTE_MS, maxBlockMs: 60 * MINUTE_MS, forgetAfterMs: 60 * MINUTE_MS };

/** How long the `failures`-th failure in a row blocks (0 below the threshold). */
export function blockMsAfter(failures: number, rule: BackOffRule): number {
  if (failures < rule.threshold) return 0;
  return Math.min(rule.maxBlockMs, rule.baseBlockMs * 2 ** Math.min(failures - rule.threshold, 30));
}

/**
 * Where the counts live (the database in the app; a Map in small tests). An attempt is counted before the
 * password is checked, atomically with the test that the key is not blocked, so parallel guesses cannot
 * all slip in before the first failure is written; a successful attempt is taken back.
 */
export interface SignInFailureStore {
  /**
   * Counts one attempt on `key` unless it is blocked at `now` (then `refusedUntil` is when the block ends
   * and nothing is counted). The count starts again at 1 when the last attempt was longer than
   * `rule.forgetAfterMs` ago; reaching the threshold sets the block of `blockMsAfter` (`blockSet`).
   */
  reserve(key: string, rule: BackOffRule, now: Date): Promise<Reservation>;
  /** Takes back one counted attempt that succeeded, and the block it set (unless a later attempt changed it). */
  release(key: string, reservation: Reservation): Promise<void>;
  forget(key: string): Promise<void>;
}

/** What counting one attempt did. */
export interface Reservation {
  refusedUntil: Date | null;
  blockSet: Date | null;
}

/** The two counters of one sign-in attempt. */
export interface SignInKeys {
  /** `account:<user id>`, or `login:<name typed>` when no account has it (unknown names are throttled alike). */
  account: string;
  /** `address:<client ip>`. */
  address: string;
}

/** One sign-in attempt, counted as a failure until it is known to have succeeded. */
export interface SignInAttempt {
  /** Seconds to wait when the account or the address is blocked (the attempt was not counted), else null. */
  retryAfterSeconds: number | null;
  /** The password was right: the account's failures are forgotten, the address's count drops by this attempt only. */
  succeeded(): Promise<void>;
}

/** Failed sign-ins per account and per address, with back-off. */
export interface SignInThrottle {
  /** Counts an attempt for the account and the address before the password is checked. */
  begin(keys: SignInKeys): Promise<SignInAttempt>;
}

export function createSignInThrottle({
  store,
  clock,
  account = ACCOUNT_RULE,
  address = ADDRESS_RULE,
}: {
  store: SignInFailureStore;
  clock: Clock;
  account?: BackOffRule;
  address?: BackOffRule;
}): SignInThrottle {
  const refused = (until: Date, now: Date): SignInAttempt => ({
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
    succeeded: async () => undefined,
  });
  return {
    async begin(keys) {
      const now = clock.now();
      const accountSide = await store.reserve(keys.account, account, now);
      if (accountSide.refusedUntil) return refused(accountSide.refusedUntil, now);
      const addressSide = await store.reserve(keys.address, address, now);
      if (addressSide.refusedUntil) {
        await store.release(keys.account, accountSide);
        return refused(addressSide.refusedUntil, now);
      }
      return {
        retryAfterSeconds: null,
        async succeeded() {
          await store.forget(keys.account);
          await store.release(keys.address, addressSide);
        },
      };
    },
  };
}

/** In-memory store for small tests: the same rules as the database's statements. */
export function createMemoryFailureStore(): SignInFailureStore & { rows: Map<string, { failures: number; lastAttemptAt: Date; blockedUntil: Date | null }> } {
  const rows = new Map<string, { failures: number; lastAttemptAt: Date; blockedUntil: Date | null }>();
  return {
    rows,
    async reserve(key, rule, now) {
      const row = rows.get(key);
      if (row?.blockedUntil && row.blockedUntil > now) return { refusedUntil: row.blockedUntil, blockSet: null };
      const failures = row && row.lastAttemptAt.getTime() >= now.getTime() - rule.forgetAfterMs ? row.failures + 1 : 1;
      const blockMs = blockMsAfter(failures, rule);
      const blockedUntil = blockMs > 0 ? new Date(now.getTime() + blockMs) : null;
      rows.set(key, { failures, lastAttemptAt: now, blockedUntil });
      return { refusedUntil: null, blockSet: blockedUntil };
    },
    async release(key, reservation) {
      const row = rows.get(key);
      if (!row) return;
      if (row.failures <= 1) rows.delete(key);
      else {
        const undoBlock = reservation.blockSet !== null && row.blockedUntil?.getTime() === reservation.blockSet.getTime();
        rows.set(key, { ...row, failures: row.failures - 1, blockedUntil: undoBlock ? null : row.blockedUntil });
      }
    },
    async forget(key) {
      rows.delete(key);
    },
  };
}
