import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API is served on the same origin in production; in development Vite forwards /api to it.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Two entries: the app (index.html) and the light public website (site.html, prerendered by
    // scripts/prerender.mjs, which reads the manifest for its modulepreload hints).
    manifest: true,
    rolldownOptions: {
      input: { main: fileURLToPath(new URL('index.html', import.meta.url)), site: fileURLToPath(new URL('site.html', import.meta.url)) },
    },
  },
});
