import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serviceWorkerPlugin } from './build/service-worker';

// The API is served on the same origin in production; in development Vite forwards /api to it.
export default defineConfig({
  // The service worker (offline field app, issue #12) caches the build and these public files.
  plugins: [react(), serviceWorkerPlugin({ publicFiles: ['favicon.svg', 'lang-dir.js', 'manifest.webmanifest', 'icon-192.png', 'icon-512.png'] })],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Two entries: the app (index.html) and the light public website (site.html, prerendered by
    // scripts/prerender.mjs, which reads the manifest for its modulepreload hints).
    manifest: true,
    // Every browser the app supports knows <link rel="modulepreload">: no polyfill in either entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { main: fileURLToPath(new URL('index.html', import.meta.url)), site: fileURLToPath(new URL('site.html', import.meta.url)) },
      output: {
        // The public site's frame (layout, page list, icons, styles, its namespace loader) is shared by the
        // site entry and the app's lazy public pages: one chunk, so the site entry costs no extra requests.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'site-frame', test: /src\/public-site\/(site-layout|site-pages|site-context|icons|site\.module)|src\/shared\/content-namespaces|i18n\/src\/lazy|contracts\/src\/images/ }],
        },
      },
    },
  },
});
