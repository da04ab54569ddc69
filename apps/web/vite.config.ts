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
  },
});
