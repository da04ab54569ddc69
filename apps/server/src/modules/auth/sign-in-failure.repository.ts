import { and, eq, lt, lte, sql } from 'drizzle-orm';
import { signInFailures, type Db } from '@rayyan/db';
import type { SignInFailureStore } from './sign-in-throttle';

/** Rows older than this are deleted as attempts are counted (longer than any rule's forget period). */
const KEEP_MS = 2 * 24 * 3_600_000;

const t = signInFailures;

/**
 * The sign-in counters in the database. Counting is one upsert whose update only runs while the key is not
 * blocked; PostgreSQL re-checks that condition on the locked row, so parallel attempts on any number of
 * server processes are counted one after another and none slips past a block another one just set.
 */
export function createSignInFailureRepository(db: Db): SignInFailureStore {
  return {
    async reserve(key, rule, now) {
      const at = sql`${now.toISOString()}::timestamptz`;
      const count = sql`CASE WHEN ${t.lastFailureAt} < ${at} - make_interval(secs => ${rule.forgetAfterMs / 1000}) THEN 1 ELSE ${t.failures} + 1 END`;
      // blockMsAfter (sign-in-throttle.ts) in SQL: base × 2^(count − threshold), at most max, from the threshold on.
      const blockedUntil = sql`CASE WHEN ${count} >= ${rule.threshold}
        THEN ${at} + make_interval(secs => LEAST(${rule.maxBlockMs}, ${rule.baseBlockMs} * power(2, LEAST(${count} - ${rule.threshold}, 30))) / 1000.0)
        END`;
      const firstBlock = rule.threshold <= 1 ? new Date(now.getTime() + rule.baseBlockMs) : null;
      const [counted] = await db
        .insert(t)
        .values({ key, failures: 1, lastFailureAt: now, blockedUntil: firstBlock })
        .onConflictDoUpdate({
          target: t.key,
          set: { failures: count, lastFailureAt: now, blockedUntil },
          setWhere: sql`${t.blockedUntil} IS NULL OR ${t.blockedUntil} <= ${at}`,
        })
        .returning({ blockedUntil: t.blockedUntil });
      if (counted) {
        await db.delete(t).where(lt(t.lastFailureAt, new Date(now.getTime() - KEEP_MS)));
        return { refusedUntil: null, blockSet: counted.blockedUntil };
      }
      const [blocked] = await db.select({ until: t.blockedUntil }).from(t).where(eq(t.key, key));
      return { refusedUntil: blocked?.until ?? now, blockSet: null };
    },
    async release(key, reservation) {
      await db.delete(t).where(and(eq(t.key, key), lte(t.failures, 1)));
      const undoBlock = reservation.blockSet ? sql`${t.blockedUntil} = ${reservation.blockSet.toISOString()}::timestamptz` : sql`false`;
      await db
        .update(t)
        .set({ failures: sql`${t.failures} - 1`, blockedUntil: sql`CASE WHEN ${undoBlock} THEN NULL ELSE ${t.blockedUntil} END` })
        .where(and(eq(t.key, key), sql`${t.failures} > 1`));
    },
    async forget(key) {
      await db.delete(t).where(eq(t.key, key));
    },
  };
}
