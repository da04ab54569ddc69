import { defineConfig } from 'drizzle-kit';

// Generate only: migrations are applied in code at start (src/index.ts `migrate`), because
// `drizzle-kit migrate` against PGlite has no PostGIS (STACK-NOTES).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './migrations',
});
