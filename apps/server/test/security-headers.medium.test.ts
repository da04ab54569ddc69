import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, fakeWebDist } from './helpers';

/** A web build with the public site prerendered (one page, both languages). */
function webDistWithSite(): string {
  const dir = fakeWebDist();
  for (const lang of ['en', 'ar']) {
    mkdirSync(join(dir, 'site', lang), { recursive: true });
    writeFileSync(join(dir, 'site', lang, 'about.html'), `<!doctype html><html lang="${lang}"><title>About</title></html>`);
  }
  writeFileSync(join(dir, 'site', 'manifest.json'), JSON.stringify({ pages: ['/about'], languages: ['en', 'ar'] }));
  return dir;
}

/** The directives of a Content-Security-Policy header by name. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  // The first app starts the worker's embedded database (slow on a busy machine): a hook, with its longer timeout.
  beforeAll(async () => {
    await (await buildTestApp()).app.close();
  });

  it('every kind of answer (API, error, app page, static asset, prerendered public page) carries the CSP, nosniff and a referrer policy', async () => {
    const { app } = await buildTestApp({ webDistDir: webDistWithSite() });
    try {
      const answers = {
        api: await app.inject({ method: 'GET', url: '/api/health/' }),
        apiError: await app.inject({ method: 'GET', url: '/api/no-such-route/' }),
        unauthenticated: await app.inject({ method: 'GET', url: '/api/users/' }),
        appPage: await app.inject({ method: 'GET', url: '/farms' }),
        asset: await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' }),
        publicPage: await app.inject({ method: 'GET', url: '/about?lang=ar' }),
      };
      expect(answers.publicPage.body).toContain('<html lang="ar">');
      for (const [name, response] of Object.entries(answers)) {
        expect(response.headers['x-content-type-options'], name).toBe('nosniff');
        expect(response.headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
        const csp = directives(response);
        // Scripts only from this origin: no inline script, no eval, no other site.
        expect(csp.get('script-src'), name).toEqual(["'self'", "'wasm-unsafe-eval'"]);
        expect(csp.get('default-src'), name).toEqual(["'self'"]);
        expect(csp.get('frame-ancestors'), name).toEqual(["'none'"]);
        expect(csp.get('object-src'), name).toEqual(["'none'"]);
        // The map's worker and self-hosted fonts stay allowed.
        expect(csp.get('worker-src'), name).toEqual(["'self'", 'blob:']);
        expect(csp.get('font-src'), name).toContain("'self'");
        // Plain HTTP: no HSTS (a browser would pin HTTPS on a host that may not serve it).
        expect(response.headers['strict-transport-security'], name).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });

  it('sends HSTS when a trusted proxy says the request came over HTTPS, not when an untrusted client claims it', async () => {
    const behindProxy = await buildTestApp({ trustProxy: true });
    const direct = await buildTestApp();
    try {
      const https = await behindProxy.app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await behindProxy.app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
      const spoofed = await direct.app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-forwarded-proto': 'https' } });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.app.close();
      await direct.app.close();
    }
  });

  it('lets the map load tiles from the configured tile servers and nowhere else', async () => {
    const { app } = await buildTestApp({ tileOrigins: ['https://tiles.example.org'] });
    try {
      const csp = directives(await app.inject({ method: 'GET', url: '/api/health/' }));
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.org']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://tiles.example.org']);
    } finally {
      await app.close();
    }
  });
});
