import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildSignedUpUser, fakeWebDist, signIn, withAppPerTest } from './helpers';

const testApp = withAppPerTest();

describe('GET /api/health', () => {
  it('reports the database engine in use', async () => {
    const { app } = await testApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgresql' : 'embedded', database_state: 'ok' });
  });

  it('answers within its 50 ms wait, saying the database is busy, while the database works on a long statement', async () => {
    const { app, database } = await testApp();
    // Two seconds of work in the database itself: on the embedded engine it holds the only connection.
    // (A Drizzle query runs when awaited or then-ed: `then` starts it now.)
    const long = database.db.execute(sql`SELECT pg_sleep(2)`).then(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const elapsed = performance.now() - started;
    await long;
    expect(response.statusCode).toBe(200);
    expect(elapsed).toBeLessThan(1_000);
    // PostgreSQL has a connection free for the ping; the embedded engine answers busy.
    expect(response.json().database_state).toBe(process.env.DATABASE_URL ? 'ok' : 'busy');
  });
});

describe('OpenAPI', () => {
  it('documents the auth paths with a bearer scheme', async () => {
    const { app } = await testApp();
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.info.title).toBe('Rayyan API');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const path of ['/api/token/', '/api/token/refresh/', '/api/token/revoke/', '/api/request-reset-password/', '/api/password-reset-complete/', '/api/change-password/', '/api/me/']) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect(document.paths['/api/token/'].post.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
  });

  it('serves Swagger UI without a token', async () => {
    const { app } = await testApp();
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});

describe('unknown routes', () => {
  it('answers unknown /api paths with the 404 error shape', async () => {
    const { app } = await testApp();
    for (const [method, url] of [['GET', '/api/does-not-exist'], ['POST', '/api/nope/'], ['DELETE', '/api/health']] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    }
  });

  it('says plainly when the web app is not built', async () => {
    const { app } = await testApp();
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('not built');
  });
});

describe('web app serving', () => {
  it('serves files, long-caches hashed assets and falls back to index.html for client routes', async () => {
    const { app } = await testApp({ webDistDir: fakeWebDist() });
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    for (const url of ['/', '/auth/login', '/fields/12?tab=map', '/crop-fields/7/irrigation/', '/Agri-Tech/blogs/any-article']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/missing' })).json().error.code).toBe('not_found');
  });

  it('answers an unknown page with HTTP 404 and the app, which shows its not-found page', async () => {
    const { app } = await testApp({ webDistDir: fakeWebDist() });
    for (const url of ['/no-such-page', '/farms/12/fields', '/fields/1/2/3']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body).toContain('<div id="root">');
    }
  });
});

describe('POST /api/crash-reports/', () => {
  it('forwards an anonymous report to the notifier', async () => {
    const { app, notifier } = await testApp();
    const response = await app.inject({ method: 'POST', url: '/api/crash-reports/', payload: { message: 'Boom', path: '/about' } });
    expect(response.statusCode).toBe(202);
    expect(notifier.sent).toHaveLength(1);
    expect(notifier.sent[0]!.text).toContain('Boom');
    expect(notifier.sent[0]!.text).toContain('/about');
    expect(notifier.sent[0]!.text).toContain('anonymous');
  });

  it('names the signed-in user and organisation when a valid token is sent', async () => {
    const { app, notifier } = await testApp();
    const { org, user, password } = await buildSignedUpUser();
    const { body } = await signIn(app, user.userName, password);
    const response = await app.inject({
      method: 'POST',
      url: '/api/crash-reports/',
      headers: { authorization: `Bearer ${body.access}` },
      payload: { message: 'TypeError: x is undefined', path: '/farms' },
    });
    expect(response.statusCode).toBe(202);
    expect(notifier.sent[0]!.text).toContain(user.userName);
    expect(notifier.sent[0]!.text).toContain(org.id);
  });

  it('still accepts a report with an invalid token, as anonymous', async () => {
    const { app, notifier } = await testApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/crash-reports/',
      headers: { authorization: 'Bearer broken' },
      payload: { message: 'Boom', path: '/' },
    });
    expect(response.statusCode).toBe(202);
    expect(notifier.sent[0]!.text).toContain('anonymous');
  });
});

describe('unexpected errors', () => {
  it('answer 500 internal_error without internals', async () => {
    const { app } = await testApp();
    app.get('/api/test-explode', { config: { public: true } }, async () => {
      throw new Error('secret database detail');
    });
    const response = await app.inject({ method: 'GET', url: '/api/test-explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong !' } });
    expect(response.body).not.toContain('secret');
  });
});
