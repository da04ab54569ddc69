import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Failed sign-ins, counted separately per account and per client address (`key`: `account:<user id>`,
 * `login:<name typed>` for unknown names, `address:<ip>`). In the database, so the count survives restarts
 * and is shared by every server process. Every attempt is counted before the password is checked and taken
 * back when it succeeds (`last_failure_at` is the last counted attempt). A row is forgotten after a quiet
 * period (an account's also on its successful sign-in); `blocked_until` is the back-off after too many
 * failures in a row.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (table) => [
    index('sign_in_failures_last_failure_at_idx').on(table.lastFailureAt),
    check('sign_in_failures_failures_check', sql`${table.failures} > 0`),
  ],
);
