import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, DEMO_USERS, policies, seedDemo, signInFailures, users } from '@rayyan/db';
import { getTestDatabase, uniquePhone } from '@rayyan/db/testing';
import { tmpdir } from 'node:os';
import { buildApp } from '../src/app';
import { buildSignedUpUser, signIn, TEST_JWT_SECRET, withAppPerTest } from './helpers';

const testApp = withAppPerTest();
// Starting the embedded database (PostGIS, migrations) takes up to a minute on a busy machine: do it in a hook.
beforeAll(async () => {
  await getTestDatabase();
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

  it('blocks an account after 5 failures from any addresses, says when to retry, and keeps counting across a restart', async () => {
    const { app, database } = await testApp();
    const { user, password } = await buildSignedUpUser();
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await signIn(app, user.userName, 'wrong-password', `10.1.1.${attempt}`)).response.statusCode).toBe(401);
    }
    // A restarted server (or another process) reads the same counts from the database.
    const restarted = await buildApp({ database, config: { jwtSecret: TEST_JWT_SECRET, accessTokenMinutes: 60, refreshTokenHours: 24, publicUrl: undefined, crashWebhookUrl: undefined, webDistDir: tmpdir(), dataDir: tmpdir() }, logger: false });
    onTestFinished(() => restarted.close());
    expect((await signIn(restarted, user.userName, 'wrong-password', '10.1.1.9')).response.statusCode).toBe(401);
    for (const [server, address] of [[restarted, '10.1.2.1'], [app, '10.1.2.2']] as const) {
      const blocked = await signIn(server, user.userName, password, address);
      expect(blocked.response.statusCode).toBe(429);
      expect(blocked.response.json().error).toEqual({ code: 'too_many_attempts', message: 'Too many failed sign-in attempts. Please try again later.' });
      expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(50);
      expect(Number(blocked.response.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
  });

  it('counts parallel guesses one by one: only 5 reach the password check, then the block doubles after it ends', async () => {
    const { app, db } = await testApp();
    const { user } = await buildSignedUpUser();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(app, user.userName, `guess-${i}`, `10.3.3.${i}`)));
    const statuses = answers.map((answer) => answer.response.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    // When the minute is over, one more failure blocks for two.
    await db.update(signInFailures).set({ blockedUntil: new Date(Date.now() - 1000) }).where(eq(signInFailures.key, `account:${user.id}`));
    expect((await signIn(app, user.userName, 'guess-again', '10.3.3.99')).response.statusCode).toBe(401);
    const blocked = await signIn(app, user.userName, 'guess-again', '10.3.3.99');
    expect(blocked.response.statusCode).toBe(429);
    expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(110);
    expect(Number(blocked.response.headers['retry-after'])).toBeLessThanOrEqual(120);
  });

  it("blocks an address after 10 failures over many accounts; signing in to one's own account in between does not reset it", async () => {
    const { app } = await testApp();
    const attacker = await buildSignedUpUser();
    const victims = await Promise.all(Array.from({ length: 10 }, () => buildSignedUpUser()));
    for (const victim of victims) {
      expect((await signIn(app, victim.user.userName, 'guess-password', '10.2.2.2')).response.statusCode).toBe(401);
      if (victim !== victims.at(-1)) expect((await signIn(app, attacker.user.userName, attacker.password, '10.2.2.2')).response.statusCode).toBe(200);
    }
    const blocked = await signIn(app, attacker.user.userName, attacker.password, '10.2.2.2');
    expect(blocked.response.statusCode).toBe(429);
    expect(blocked.response.headers['retry-after']).toBeDefined();
    // The victims themselves, from their own addresses, are not locked out.
    expect((await signIn(app, victims[0]!.user.userName, victims[0]!.password, '10.2.2.3')).response.statusCode).toBe(200);
  });

  it('behind a trusted proxy (TRUST_PROXY) counts failures per client address, not per proxy; untrusted senders cannot pick one', async () => {
    const { app } = await testApp({ trustProxy: '10.0.0.0/8' });
    const { user, password } = await buildSignedUpUser();
    const viaProxy = (client: string, username: string, pass: string, from = '10.0.0.5') =>
      app.inject({ method: 'POST', url: '/api/token/', payload: { username, password: pass }, remoteAddress: from, headers: { 'x-forwarded-for': client } });
    // Ten unknown names (no account reaches its own limit) from one client address.
    for (let attempt = 0; attempt < 10; attempt++) expect((await viaProxy('203.0.113.7', `nobody.${attempt}`, 'wrong-password')).statusCode).toBe(401);
    expect((await viaProxy('203.0.113.7', user.userName, password)).statusCode).toBe(429);
    // Another client behind the same proxy is not blocked.
    expect((await viaProxy('198.51.100.9', user.userName, password)).statusCode).toBe(200);
    // A sender outside the trusted range cannot dodge its own limit by writing X-Forwarded-For.
    for (let attempt = 0; attempt < 10; attempt++) expect((await viaProxy(`192.0.2.${attempt}`, `someone.${attempt}`, 'wrong-password', '172.16.0.9')).statusCode).toBe(401);
    expect((await viaProxy('192.0.2.99', user.userName, password, '172.16.0.9')).statusCode).toBe(429);
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

describe('the client a token was issued for (its audience), on every request', () => {
  async function fieldWorker(systems: ('web' | 'mobile' | 'whatsapp')[]) {
    const { db } = await getTestDatabase();
    const signedUp = await buildSignedUpUser({ userType: 'normal' });
    const [policy] = await db
      .insert(policies)
      .values({ orgId: signedUp.org.id, name: `Field workers ${signedUp.user.id}`, template: 'view_only', permissions: { system_accessibility: systems, farm_and_fields: ['view'] } })
      .returning();
    await db.update(users).set({ policyId: policy!.id }).where(eq(users.id, signedUp.user.id));
    return { ...signedUp, policyId: policy!.id };
  }
  const browser = { 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' };

  it('a mobile sign-in gives a user without web access no token that works in a browser', async () => {
    const { app } = await testApp();
    const { user, password } = await fieldWorker(['mobile', 'whatsapp']);
    const mobile = await app.inject({ method: 'POST', url: '/api/token/', payload: { username: user.userName, password, client: 'mobile' } });
    expect(mobile.statusCode).toBe(200);
    const { access, refresh } = mobile.json();
    expect(decodeJwt(access).aud).toBe('mobile');
    const inBrowser = await app.inject({ method: 'GET', url: '/api/me/', headers: { ...bearer(access), ...browser } });
    expect(inBrowser.statusCode).toBe(403);
    expect(inBrowser.json().error.code).toBe('web_access_denied');
    // The mobile app itself keeps working, and its refreshed tokens stay mobile tokens.
    expect((await app.inject({ method: 'GET', url: '/api/me/', headers: bearer(access) })).statusCode).toBe(200);
    const refreshed = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
    expect(decodeJwt(refreshed.json().access).aud).toBe('mobile');
  });

  it('refuses tokens whose client the policy no longer allows, once the change is announced', async () => {
    const { app, db } = await testApp();
    const { user, password, policyId } = await fieldWorker(['web', 'mobile']);
    const { body } = await signIn(app, user.userName, password);
    expect((await app.inject({ method: 'GET', url: '/api/me/', headers: { ...bearer(body.access), ...browser } })).statusCode).toBe(200);
    // Written beside the server, as another process would: it holds once the database's notification arrives.
    await db.update(policies).set({ permissions: { system_accessibility: ['mobile'], farm_and_fields: ['view'] } }).where(eq(policies.id, policyId));
    const me = () => app.inject({ method: 'GET', url: '/api/me/', headers: { ...bearer(body.access), ...browser } });
    await expect.poll(async () => (await me()).json().error?.code, { timeout: 3_000, interval: 10 }).toBe('web_access_denied');
    expect((await me()).statusCode).toBe(403);
    const refreshed = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: body.refresh } });
    expect([refreshed.statusCode, refreshed.json().error.code]).toEqual([403, 'web_access_denied']);
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

  it('keeps the web session\'s refresh token in an HttpOnly cookie scripts cannot read, scoped to /api/token/', async () => {
    const { app } = await testApp();
    const { user, password } = await buildSignedUpUser();
    const login = await app.inject({ method: 'POST', url: '/api/token/', payload: { username: user.userName, password, refresh_in: 'cookie', remember: false }, remoteAddress: '10.9.8.7' });
    expect(login.statusCode, login.body).toBe(200);
    // The answer carries the access token only; the refresh token is in the cookie.
    expect(Object.keys(login.json())).toEqual(['access']);
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/^rayyan_refresh=[\w-]+\.[\w-]+\.[\w-]+; Path=\/api\/token\/; HttpOnly; SameSite=Strict$/);
    const cookie = setCookie.split(';')[0]!;

    // The cookie refreshes without any token in the body; nothing at all is refused.
    const refreshed = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: {}, headers: { cookie } });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(decodeJwt(refreshed.json().access).user_id).toBe(user.id);
    const none = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: {} });
    expect([none.statusCode, none.json().error.code]).toEqual([401, 'token_invalid']);

    // Remembered sign-ins keep the cookie for the refresh token's lifetime.
    const remembered = await app.inject({ method: 'POST', url: '/api/token/', payload: { username: user.userName, password, refresh_in: 'cookie' }, remoteAddress: '10.9.8.7' });
    expect(String(remembered.headers['set-cookie'])).toContain(`Max-Age=${24 * 3600}`);

    // Signing out revokes the cookie's token and removes the cookie.
    const revoked = await app.inject({ method: 'POST', url: '/api/token/revoke/', payload: {}, headers: { cookie } });
    expect(revoked.statusCode).toBe(200);
    expect(String(revoked.headers['set-cookie'])).toMatch(/^rayyan_refresh=; Path=\/api\/token\/; HttpOnly; SameSite=Strict; Max-Age=0$/);
    const after = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: {}, headers: { cookie } });
    expect(after.statusCode).toBe(401);
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
  // With neither PUBLIC_URL nor ALLOWED_ORIGINS set, reset links may point at loopback origins only.
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

  it('never lets a forged Host or Origin header carry the reset link elsewhere', async () => {
    const { user } = await buildSignedUpUser();
    const forged = { host: 'evil.example', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' };
    for (const config of [{}, { publicUrl: 'https://app.rayyan.example' }]) {
      const { app, mailer } = await testApp(config);
      for (const redirect_url of ['http://evil.example/auth/change-password/', 'https://evil.example/auth/change-password/']) {
        const response = await app.inject({ method: 'POST', url: '/api/request-reset-password/', headers: forged, payload: { email: user.email, redirect_url } });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('redirect_not_allowed');
      }
      expect(mailer.sent).toHaveLength(0);
    }
    const { app, mailer } = await testApp({ publicUrl: 'https://app.rayyan.example' });
    const ok = await app.inject({
      method: 'POST',
      url: '/api/request-reset-password/',
      headers: forged,
      payload: { email: user.email, redirect_url: 'https://app.rayyan.example/auth/change-password/' },
    });
    expect(ok.statusCode).toBe(200);
    expect(new URL(/https:\S+/.exec(mailer.sent[0]!.text)![0]).origin).toBe('https://app.rayyan.example');
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
    const common = await app.inject({ method: 'PATCH', url: '/api/password-reset-complete/', payload: { token, password: 'qwerty123', confirm_password: 'qwerty123' } });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields).toEqual({ password: 'This password is among the most common ones and easy to guess; choose another.' });
    // The stable code beside the English text: clients show the message for the code in their user's language.
    expect(common.json().error.field_codes).toEqual({ password: 'password_common' });

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

  it('ends every other session of the user; the one that changed it stays signed in', async () => {
    const { app } = await testApp();
    const { user, password } = await buildSignedUpUser();
    const laptop = (await signIn(app, user.userName, password)).body;
    const phone = (await signIn(app, user.userName, password)).body;
    const current = (await signIn(app, user.userName, password)).body;
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/change-password/',
      headers: bearer(current.access),
      payload: { old_password: password, new_password: 'orchard-lantern-42', confirm_password: 'orchard-lantern-42' },
    });
    expect(changed.statusCode).toBe(200);
    for (const old of [laptop, phone]) {
      expect((await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: old.refresh } })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/me/', headers: bearer(old.access) })).statusCode).toBe(401);
    }
    expect((await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: current.refresh } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/me/', headers: bearer(current.access) })).statusCode).toBe(200);
  });

  it('refuses a common password, one holding the user name and the current one, naming the field, and changes nothing', async () => {
    const { app } = await testApp();
    const { user, password } = await buildSignedUpUser();
    const { body } = await signIn(app, user.userName, password);
    const cases = [
      ['Password123!', 'This password is among the most common ones and easy to guess; choose another.'],
      [`${user.userName}-2026`, "The password must not contain the account holder's name, user name, e-mail or phone number."],
      [password, 'The new password must differ from the current one.'],
    ];
    for (const [newPassword, message] of cases) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/change-password/',
        headers: bearer(body.access),
        payload: { old_password: password, new_password: newPassword, confirm_password: newPassword },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: { new_password: message } });
    }
    expect((await signIn(app, user.userName, password)).response.statusCode).toBe(200);
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
