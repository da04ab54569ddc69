import { decodeJwt, SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo, users } from '@rayyan/db';
import { getTestDatabase, uniquePhone } from '@rayyan/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildSignedUpUser, buildTestApp, signIn, TEST_JWT_SECRET } from './helpers';

const apps: FastifyInstance[] = [];
async function testApp(...args: Parameters<typeof buildTestApp>) {
  const built = await buildTestApp(...args);
  apps.push(built.app);
  return built;
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('POST /api/token/', () => {
  it('signs in by user name and by phone, with the session claims in the access token', async () => {
    const { app } = await testApp();
    const phone = uniquePhone();
    const { org, user, password } = await buildSignedUpUser({ phone, farmRole: 'agriculture_engineer' });

    const byName = await signIn(app, user.userName, password);
    expect(byName.response.statusCode).toBe(200);
    expect(decodeJwt(byName.body.access)).toMatchObject({
      user_id: user.id,
      user_name: user.userName,
      org_id: org.id,
      farming_type: ['tree'],
      super_admin: false,
      farm_role: 'agriculture_engineer',
      typ: 'access',
    });
    const byPhone = await signIn(app, phone, password);
    expect(byPhone.response.statusCode).toBe(200);
    expect(decodeJwt(byPhone.body.refresh).typ).toBe('refresh');
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const { app } = await testApp();
    const { user } = await buildSignedUpUser();
    const expected = { error: { code: 'invalid_credentials', message: 'user name or password is incorrect !' } };
    const wrong = await signIn(app, user.userName, 'not-the-password');
    expect(wrong.response.statusCode).toBe(401);
    expect(wrong.response.json()).toEqual(expected);
    const unknown = await signIn(app, 'nobody.at.all', 'whatever');
    expect(unknown.response.statusCode).toBe(401);
    expect(unknown.response.json()).toEqual(expected);
  });

  it('refuses an inactive user', async () => {
    const { app } = await testApp();
    const { user, password } = await buildSignedUpUser({ isActive: false });
    expect((await signIn(app, user.userName, password)).response.statusCode).toBe(401);
  });

  it('answers 429 with Retry-After after 5 failures from one address', async () => {
    const { app } = await testApp();
    const { user, password } = await buildSignedUpUser();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(app, user.userName, 'wrong-password', '10.1.1.1')).response.statusCode).toBe(401);
    }
    const blocked = await signIn(app, user.userName, password, '10.1.1.1');
    expect(blocked.response.statusCode).toBe(429);
    expect(blocked.response.json().error.code).toBe('too_many_attempts');
    expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(800);
    expect((await signIn(app, user.userName, password, '10.1.1.2')).response.statusCode).toBe(200);
  });

  it('behind a trusted proxy (TRUST_PROXY) counts failures per client address, not per proxy; untrusted senders cannot pick one', async () => {
    const { app } = await testApp({ trustProxy: '10.0.0.0/8' });
    const { user, password } = await buildSignedUpUser();
    const viaProxy = (client: string, pass: string, from = '10.0.0.5') =>
      app.inject({ method: 'POST', url: '/api/token/', payload: { username: user.userName, password: pass }, remoteAddress: from, headers: { 'x-forwarded-for': client } });
    for (let attempt = 0; attempt < 5; attempt++) expect((await viaProxy('203.0.113.7', 'wrong-password')).statusCode).toBe(401);
    expect((await viaProxy('203.0.113.7', password)).statusCode).toBe(429);
    // Another client behind the same proxy is not blocked.
    expect((await viaProxy('198.51.100.9', password)).statusCode).toBe(200);
    // A sender outside the trusted range cannot dodge its own limit by writing X-Forwarded-For.
    for (let attempt = 0; attempt < 5; attempt++) expect((await viaProxy(`192.0.2.${attempt}`, 'wrong-password', '172.16.0.9')).statusCode).toBe(401);
    expect((await viaProxy('192.0.2.99', password, '172.16.0.9')).statusCode).toBe(429);
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const { app } = await testApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_json', message: 'The request body is not valid JSON.' } });
  });

  it('answers missing fields with 400 validation_failed naming them', async () => {
    const { app } = await testApp();
    const response = await app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'someone' } });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields)).toEqual(['password']);
  });

  it('answers a non-JSON body with 415 and an oversized one with 413', async () => {
    const { app } = await testApp();
    const text = await app.inject({ method: 'POST', url: '/api/token/', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('unsupported_media_type');
    const huge = await app.inject({
      method: 'POST',
      url: '/api/crash-reports/',
      payload: { message: 'x', path: '/', stack: 'y'.repeat(20_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('payload_too_large');
  });
});

describe('authenticated routes', () => {
  it('returns the profile with a valid token', async () => {
    const { app } = await testApp();
    const { org, user, password } = await buildSignedUpUser();
    const { body } = await signIn(app, user.userName, password);
    const response = await app.inject({ method: 'GET', url: '/api/me/', headers: bearer(body.access) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, user_name: user.userName, org_id: org.id, org_name: org.name, farming_type: ['tree'] });
  });

  it('refuses no token, a forged token, an expired token and a refresh token', async () => {
    const { app } = await testApp();
    const { org, user, password } = await buildSignedUpUser();
    const { body } = await signIn(app, user.userName, password);

    const none = await app.inject({ method: 'GET', url: '/api/me/' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('unauthenticated');

    const claims = { user_id: user.id, user_name: user.userName, org_id: org.id, farming_type: ['tree'], super_admin: false, farm_role: null, typ: 'access' };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-at-all-0123456789'));
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(past - 3600)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));

    for (const token of [forged, expired, body.refresh, 'garbage']) {
      const response = await app.inject({ method: 'GET', url: '/api/me/', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('token_invalid');
    }
    const notBearer = await app.inject({ method: 'GET', url: '/api/me/', headers: { authorization: `Basic ${body.access}` } });
    expect(notBearer.json().error.code).toBe('token_invalid');
  });

  it('refuses a valid token of a user deactivated since', async () => {
    const { app, db } = await testApp();
    const { user, password } = await buildSignedUpUser();
    const { body } = await signIn(app, user.userName, password);
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const response = await app.inject({ method: 'GET', url: '/api/me/', headers: bearer(body.access) });
    expect(response.statusCode).toBe(401);
  });
});

describe('refresh and revoke', () => {
  it('refreshes, then refuses the token once revoked', async () => {
    const { app } = await testApp();
    const { user, password } = await buildSignedUpUser();
    const { body } = await signIn(app, user.userName, password);

    const refreshed = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: body.refresh } });
    expect(refreshed.statusCode).toBe(200);
    expect(decodeJwt(refreshed.json().access).user_id).toBe(user.id);

    const revoked = await app.inject({ method: 'POST', url: '/api/token/revoke/', payload: { refresh: body.refresh } });
    expect(revoked.statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: body.refresh } });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('token_invalid');
  });

  it('refuses expired, malformed, access and unknown-jti tokens', async () => {
    const { app } = await testApp();
    const { user, org, password } = await buildSignedUpUser();
    const { body } = await signIn(app, user.userName, password);
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = await new SignJWT({ user_id: user.id, org_id: org.id, typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(decodeJwt(body.refresh).jti!)
      .setExpirationTime(past)
      .sign(key);
    const unknownJti = await new SignJWT({ user_id: user.id, org_id: org.id, typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('00000000-0000-4000-8000-000000000000')
      .setExpirationTime('1h')
      .sign(key);
    for (const refresh of [expired, 'not-a-token', body.access, unknownJti]) {
      const response = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('token_invalid');
    }
    const revokeGarbage = await app.inject({ method: 'POST', url: '/api/token/revoke/', payload: { refresh: 'garbage' } });
    expect(revokeGarbage.statusCode).toBe(200);
  });
});

describe('password reset', () => {
  // app.inject sends Host: localhost:80, so the request's own origin is http://localhost.
  const origin = 'http://localhost';

  it('answers 200 for an unknown address and sends nothing', async () => {
    const { app, mailer } = await testApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/request-reset-password/',
      payload: { email: 'nobody@nowhere.example', redirect_url: `${origin}/auth/change-password/` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(mailer.sent).toHaveLength(0);
  });

  it('refuses a redirect to another origin', async () => {
    const { app } = await testApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/request-reset-password/',
      payload: { email: 'a@b.example', redirect_url: 'https://evil.example/steal' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('redirect_not_allowed');
  });

  it('mails a link whose token resets the password once and ends existing sessions', async () => {
    const { app, mailer } = await testApp();
    const { user, password } = await buildSignedUpUser();
    const session = await signIn(app, user.userName, password);

    const requested = await app.inject({
      method: 'POST',
      url: '/api/request-reset-password/',
      payload: { email: user.email!.toUpperCase(), redirect_url: `${origin}/auth/change-password/` },
    });
    expect(requested.statusCode).toBe(200);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.to).toBe(user.email);
    const link = new URL(/http:\S+/.exec(mailer.sent[0]!.text)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${origin}/auth/change-password/`);
    const token = link.searchParams.get('token')!;

    const mismatch = await app.inject({
      method: 'PATCH',
      url: '/api/password-reset-complete/',
      payload: { token, password: 'brand-new-password', confirm_password: 'different-password' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.code).toBe('password_mismatch');

    const payload = { token, password: 'brand-new-password', confirm_password: 'brand-new-password' };
    const done = await app.inject({ method: 'PATCH', url: '/api/password-reset-complete/', payload });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true });

    const reused = await app.inject({ method: 'PATCH', url: '/api/password-reset-complete/', payload });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('reset_token_invalid');

    expect((await signIn(app, user.userName, password)).response.statusCode).toBe(401);
    expect((await signIn(app, user.userName, 'brand-new-password')).response.statusCode).toBe(200);
    const oldRefresh = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: session.body.refresh } });
    expect(oldRefresh.statusCode).toBe(401);
  });

  it('rate-limits reset requests per address', async () => {
    const { app } = await testApp();
    const payload = { email: 'nobody@nowhere.example', redirect_url: `${origin}/x` };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await app.inject({ method: 'POST', url: '/api/request-reset-password/', payload, remoteAddress: '10.9.9.9' })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('PUT /api/change-password/', () => {
  it('refuses a wrong old password and a mismatch, then changes it', async () => {
    const { app } = await testApp();
    const { user, password } = await buildSignedUpUser();
    const { body } = await signIn(app, user.userName, password);
    const change = (payload: object) => app.inject({ method: 'PUT', url: '/api/change-password/', headers: bearer(body.access), payload });

    const wrongOld = await change({ old_password: 'nope', new_password: 'changed-password', confirm_password: 'changed-password' });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().error).toMatchObject({ code: 'invalid_password', message: 'Invalid Password' });

    const mismatch = await change({ old_password: password, new_password: 'changed-password', confirm_password: 'changed-passwort' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toMatchObject({ code: 'password_mismatch', message: 'new password should be identical' });

    const ok = await change({ old_password: password, new_password: 'changed-password', confirm_password: 'changed-password' });
    expect(ok.statusCode).toBe(200);
    expect((await signIn(app, user.userName, 'changed-password')).response.statusCode).toBe(200);
    expect((await signIn(app, user.userName, password)).response.statusCode).toBe(401);
  });

  it('requires a token', async () => {
    const { app } = await testApp();
    const response = await app.inject({ method: 'PUT', url: '/api/change-password/', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('demo seed', () => {
  it('is idempotent; its users sign in to the web, except the field worker whose policy is mobile and WhatsApp only', async () => {
    const { app } = await testApp();
    const database = await getTestDatabase();
    await seedDemo(database);
    expect((await seedDemo(database)).created).toBe(false);
    for (const demo of DEMO_USERS) {
      const { response, body } = await signIn(app, demo.userName, DEMO_PASSWORD, `10.7.0.${DEMO_USERS.indexOf(demo)}`);
      if (demo.userName === 'palm.fieldworker') {
        expect([response.statusCode, response.json().error.code]).toEqual([403, 'web_access_denied']);
        continue;
      }
      expect(response.statusCode).toBe(200);
      expect(decodeJwt(body.access)).toMatchObject({ user_name: demo.userName, super_admin: demo.superAdmin, farm_role: demo.farmRole });
    }
    const byPhone = await signIn(app, '+201000000001', DEMO_PASSWORD);
    expect(decodeJwt(byPhone.body.access)).toMatchObject({ user_name: 'pivot.manager', farming_type: ['crop'] });
  });
});
