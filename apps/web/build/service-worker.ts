import type { Plugin } from 'vite';

/**
 * The web app's service worker (issue #12: the field app works offline), written at build time by the plugin below
 * with the build's own file list, so no run-time library is needed and the CSP's `worker-src 'self'` suffices.
 * - install: every built file (the app's chunks, styles, fonts, the decoder's WebAssembly, the public files) and the
 *   app's page (`/field` answers index.html) go into a cache named after the build;
 * - a page: from the network (the server decides: app page, public page, 404), and when there is none, the cached
 *   app page, where the app routes it (the signed-in session then decides what it shows);
 * - a hashed file under /assets/: from the cache, else the network (and kept);
 * - /api/: never touched (the app's outbox deals with a lost connection);
 * - activate: the caches of older builds are deleted.
 */
export function serviceWorkerSource(version: string, files: readonly string[]): string {
  return `// Rayyan service worker, build ${version} (written by apps/web/build/service-worker.ts).
const CACHE = 'rayyan-app-${version}';
const SHELL = '/field';
const FILES = ${JSON.stringify(files)};

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // One missing file must not leave the app without its worker: each is cached on its own.
    await Promise.all([SHELL, ...FILES].map((url) => cache.add(new Request(url, { cache: 'reload', credentials: 'same-origin' })).catch(() => undefined)));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith('rayyan-app-') && name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(async () => (await caches.match(SHELL, { cacheName: CACHE })) || Response.error()));
    return;
  }
  event.respondWith((async () => {
    const cached = await caches.match(request, { cacheName: CACHE, ignoreSearch: !url.pathname.startsWith('/assets/') });
    if (cached) return cached;
    const answer = await fetch(request);
    if (answer.ok && url.pathname.startsWith('/assets/')) (await caches.open(CACHE)).put(request, answer.clone());
    return answer;
  })());
});
`;
}

/** Emits `sw.js` into the client build (not the server-side rendering build) with every file of the build. */
export function serviceWorkerPlugin({ publicFiles }: { publicFiles: readonly string[] }): Plugin {
  return {
    name: 'rayyan-service-worker',
    apply: 'build',
    generateBundle(options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const built = Object.keys(bundle).filter((name) => !name.endsWith('.map') && !name.endsWith('.html') && !name.startsWith('.vite/'));
      const files = [...built.map((name) => `/${name}`), ...publicFiles.map((name) => `/${name}`)].sort();
      // The build's identity: its hashed file names (a new build, a new cache).
      let hash = 0;
      for (const char of files.join('|')) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerSource((hash >>> 0).toString(36), files) });
    },
  };
}
