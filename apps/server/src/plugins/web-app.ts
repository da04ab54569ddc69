import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isWebAppPath } from '@rayyan/contracts';
import { sendError } from './error-handler';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built web app from `webDistDir`: hashed files under /assets/ are cached for a year,
 * index.html never, and a GET of a page of the web app (contracts' route lists) gets index.html (client-side
 * routing); any other path gets index.html with HTTP 404, where the app shows its not-found page.
 * Unknown /api paths get the API's 404 error shape. A missing build is reported, not a crash.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const built = existsSync(join(webDistDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      // Hashed assets have .br/.gz twins from the build (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', path.endsWith('.html') ? 'no-cache' : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built; run `npm run build` to serve it');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, 404, 'not_found');
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(`The Rayyan web app is not built: ${webDistDir} has no index.html. Run \`npm run build\`, then restart. The API is under /api/.`);
    }
    // A missing hashed asset is a stale or wrong URL, not a page: answering index.html would be cached as JS.
    if (path.startsWith('/assets/')) return sendError(reply, 404, 'not_found');
    return reply
      .code(isWebAppPath(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  });
}
