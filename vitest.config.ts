import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three tiers (CONVENTIONS.md): small tests sit beside the code as *.test.ts(x); medium tests
// (real database: PGlite, or PostgreSQL when DATABASE_URL is set) are *.medium.test.ts and share one
// database per worker; end-to-end tests live in e2e/ and run with Playwright.
/** Medium tests that time the server (health answering within 200 ms while it works): they run last, alone. */
const TIMED = ['apps/server/test/hostile-uploads.medium.test.ts'];

export default defineConfig({
  test: {
    // Both cores (the default leaves one idle on a two-core machine).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'small',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.medium.test.ts', '**/node_modules/**'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'small-web',
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'medium',
          environment: 'node',
          include: ['**/*.medium.test.ts'],
          exclude: ['**/node_modules/**', ...TIMED],
          // One database per worker (packages/db/src/testing.ts): its own PGlite with PostGIS (starting one costs
          // seconds and ~1 GB), or on PostgreSQL (DATABASE_URL) its own database beside the named one; so files run
          // two at a time, never two on one database.
          pool: 'forks',
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'medium-timed',
          environment: 'node',
          include: TIMED,
          // One embedded database per worker: starting PGlite with PostGIS costs seconds and ~1 GB.
          pool: 'forks',
          isolate: false,
          fileParallelism: false,
          testTimeout: 60_000,
          // After every other test has finished: alone on the machine, their health timings measure the server, not the other tests.
          sequence: { groupOrder: 1 },
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
