import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations, policies, SESSION_CHANGES_CHANNEL, users } from './index';
import { buildOrganisation, buildUser, getTestDatabase } from './testing';

/** Listens on the session channel and counts what it is told. */
async function sessionFeed() {
  const database = await getTestDatabase();
  const told = { changes: 0, live: [] as boolean[] };
  const stop = await database.listen!(SESSION_CHANGES_CHANNEL, { changed: () => told.changes++, live: (live) => told.live.push(live) });
  return { database, told, stop };
}

const poll = { timeout: 3_000, interval: 10 };

describe('change feed (session changes, migration 0047)', () => {
  it('is told of a change to users, policies and sessions, at commit, and not of a rolled-back one or of other tables', async () => {
    const { database, told, stop } = await sessionFeed();
    const { db } = database;
    try {
      expect(told.live).toEqual([true]);
      const org = await buildOrganisation(db);
      const user = await buildUser(db, { orgId: org.id });
      // Inserting a user or an organisation changes no open session: not announced.
      await db.update(organizations).set({ name: `${org.name} (renamed)` }).where(eq(organizations.id, org.id));
      await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      await expect.poll(() => told.changes, poll).toBe(1);

      await db.update(policies).set({ name: 'nothing' }).where(eq(policies.orgId, org.id));
      await expect.poll(() => told.changes, poll).toBe(2);

      await db
        .transaction(async (tx) => {
          await tx.update(users).set({ isActive: true }).where(eq(users.id, user.id));
          tx.rollback();
        })
        .catch(() => undefined);
      await db.execute(sql`UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = ${user.id}`);
      await expect.poll(() => told.changes, poll).toBe(3);
      const [still] = await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, user.id));
      expect(still?.isActive).toBe(false);
    } finally {
      await stop();
    }
  });

  // Only PostgreSQL's feed has a connection of its own to lose (PGlite's runs in process): this test belongs to the
  // PostgreSQL tier, which CI runs with DATABASE_URL set.
  if (process.env.DATABASE_URL) it('goes down when its connection is cut, then comes back by itself (PostgreSQL)', async () => {
    const { database, told, stop } = await sessionFeed();
    try {
      await database.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = ${`LISTEN ${SESSION_CHANGES_CHANNEL}`} AND pid <> pg_backend_pid()`);
      await expect.poll(() => told.live.join(','), poll).toBe('true,false,true');
      const org = await buildOrganisation(database.db);
      const user = await buildUser(database.db, { orgId: org.id });
      await database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      await expect.poll(() => told.changes, poll).toBeGreaterThan(0);
    } finally {
      await stop();
    }
  });
});
