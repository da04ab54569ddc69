import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.data-*/**', 'test-results/**', 'playwright-report/**', 'packages/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Guard rails (docs/ADDING-A-FEATURE.md): SQL only in repositories and packages/db, the network only
  // through the web app's API client, features independent of the public site. Import cycles are checked
  // by scripts/check-import-cycles.mjs (npm run lint).
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/agronomy/**/*.ts', 'packages/contracts/**/*.ts', 'packages/i18n/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.sql.ts', 'apps/server/test/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: 'SQL belongs in a *.repository.ts (or packages/db).' }] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/app/api/**', 'apps/web/src/app/services.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through apps/web/src/app/api (the typed client, or publicFetch on the public site).' }],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/shared/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/app/router/routes.tsx', 'apps/web/src/app/router/home-route.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/public-site', '**/public-site/**'], message: 'Features do not import the public site; shared pieces live in apps/web/src/shared.' }] }],
    },
  },
  // Components format numbers, dates and units through useFormat() (the user's digits and language);
  // plain helper modules (*.ts) may take its locale as a parameter.
  {
    files: ['apps/web/src/features/**/*.tsx', 'apps/web/src/app/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.object.name='Intl']", message: "Format through useFormat() (apps/web/src/app/i18n/format.ts): it writes the user's digits." }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
