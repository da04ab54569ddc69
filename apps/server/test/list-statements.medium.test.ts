/**
 * The common path is cheap (issue 10): an authenticated list request costs at most two SQL statements (the
 * session with its role and policy, then the page with its count), and one once the session has been checked
 * (session-cache.ts). Keeping checked sessions still lets a deactivated user, a revoked session or an edited
 * policy take effect: on the very next request when the change goes through this server, and as soon as the
 * database's notification arrives when another process (here, the test's own connection) writes it.
 * List pages are written from their JSON schema (response-serializer.ts): the bytes are those zod would write.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { cropFieldListItemSchema, farmSchema, laborSchema, paginated, regionSchema, treeFieldListItemSchema, userSchema } from '@rayyan/contracts';
import { DEMO_PASSWORD, policies, seedDemo, users } from '@rayyan/db';
import { buildUser, getTestDatabase, TEST_PASSWORD } from '@rayyan/db/testing';
import { buildSignedUpUser, buildTestApp, signIn } from './helpers';
import { recordStatements } from './statement-counter';

let app: FastifyInstance;
beforeAll(async () => {
  const database = await getTestDatabase();
  await seedDemo(database);
  ({ app } = await buildTestApp());
});
afterAll(() => app.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function statementsOf(url: string, token: string) {
  const recorder = recordStatements(await getTestDatabase());
  try {
    const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
    return { response, statements: [...recorder.statements] };
  } finally {
    recorder.stop();
  }
}

describe('statements per list request', () => {
  it.each<[string, string, z.ZodType]>([
    ['palm.manager', '/api/farms/?page=1&page_size=25', farmSchema],
    ['palm.manager', '/api/fields/?page=1&page_size=25', treeFieldListItemSchema],
    ['pivot.manager', '/api/crop-fields/?page=1&page_size=25', cropFieldListItemSchema],
    ['palm.manager', '/api/users/?page=1&page_size=25', userSchema],
    ['palm.manager', '/api/labors/?page=1&page_size=25', laborSchema],
    ['palm.manager', '/api/regions/?page=1&page_size=25', regionSchema],
  ])('%s GET %s: rows and their count in at most 2 statements, 1 once the session is checked, written as the contract says', async (userName, url, record) => {
    const { body } = await signIn(app, userName, DEMO_PASSWORD, '10.9.0.1');
    const first = await statementsOf(url, body.access);
    expect(first.response.statusCode).toBe(200);
    expect(first.statements.length, first.statements.join('\n')).toBeLessThanOrEqual(2);
    const { response, statements } = await statementsOf(url, body.access);
    expect(response.statusCode).toBe(200);
    const page = response.json() as { count: number; results: unknown[] };
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.count).toBeGreaterThanOrEqual(page.results.length);
    expect(statements.length, statements.join('\n')).toBe(1);
    expect(response.body).toBe(JSON.stringify(paginated(record).parse(page)));
  });

  it('a page past the end still tells how many rows there are', async () => {
    const { body } = await signIn(app, 'palm.manager', DEMO_PASSWORD, '10.9.0.2');
    const first = (await statementsOf('/api/labors/?page=1&page_size=2', body.access)).response.json() as { count: number };
    const past = await statementsOf('/api/labors/?page=999&page_size=2', body.access);
    expect(past.response.json()).toMatchObject({ count: first.count, page: 999, results: [] });
  });
});

/** Another process's change reaches this one by the database's notification: at once on PGlite, within moments on PostgreSQL. */
const announced = { timeout: 3_000, interval: 10 };

describe('what the session check reads takes effect once the database announces it', () => {
  async function viewer() {
    const { db } = await getTestDatabase();
    const signedUp = await buildSignedUpUser({ userType: 'normal' });
    const [policy] = await db
      .insert(policies)
      .values({ orgId: signedUp.org.id, name: `Viewers ${signedUp.user.id}`, template: 'view_only', permissions: { system_accessibility: ['web'], users_and_labors: ['view'] } })
      .returning();
    await db.update(users).set({ policyId: policy!.id }).where(eq(users.id, signedUp.user.id));
    const { body } = await signIn(app, signedUp.user.userName, signedUp.password, '10.9.0.3');
    const list = () => app.inject({ method: 'GET', url: '/api/labors/?page=1&page_size=10', headers: bearer(body.access) });
    expect((await list()).statusCode).toBe(200);
    return { ...signedUp, db, policyId: policy!.id, tokens: body, list };
  }

  it('a deactivated user', async () => {
    const { db, user, list } = await viewer();
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await expect.poll(async () => (await list()).statusCode, announced).toBe(401);
  });

  it('a user deactivated through this server: on the very next request', async () => {
    const { org, list, user } = await viewer();
    const admin = await buildUser((await getTestDatabase()).db, { orgId: org.id, userType: 'admin' });
    const { body } = await signIn(app, admin.userName, TEST_PASSWORD, '10.9.0.4');
    const deactivated = await app.inject({ method: 'POST', url: `/api/users/${user.id}/deactivate/`, headers: bearer(body.access) });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await list()).statusCode).toBe(401);
  });

  it('a revoked session (sign-out through this server): on the very next request', async () => {
    const { tokens, list } = await viewer();
    expect((await app.inject({ method: 'POST', url: '/api/token/revoke/', payload: { refresh: tokens.refresh } })).statusCode).toBe(200);
    expect((await list()).json().error.code).toBe('token_invalid');
  });

  it('a policy that no longer grants the list', async () => {
    const { db, policyId, list } = await viewer();
    await db.update(policies).set({ permissions: { system_accessibility: ['web'], farm_and_fields: ['view'] } }).where(eq(policies.id, policyId));
    await expect.poll(async () => (await list()).json().error?.code, announced).toBe('forbidden_policy');
    expect((await list()).statusCode).toBe(403);
  });

  it('a policy that no longer allows the web client', async () => {
    const { db, policyId, list } = await viewer();
    await db.update(policies).set({ permissions: { system_accessibility: ['mobile'], users_and_labors: ['view'] } }).where(eq(policies.id, policyId));
    await expect.poll(async () => (await list()).json().error?.code, announced).toBe('web_access_denied');
  });
});
