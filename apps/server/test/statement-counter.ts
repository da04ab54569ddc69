import type { Database } from '@rayyan/db';

type Query = (...args: unknown[]) => unknown;

/**
 * Records the SQL statements sent on `database` (through its engine's client: the PGlite instance or the
 * PostgreSQL pool, which the Drizzle handle calls) until `stop()`. Used by tests and `npm run bench` to
 * count statements per request.
 */
export function recordStatements(database: Database): { statements: string[]; stop(): void } {
  const raw = database.raw;
  if (!raw) throw new Error('recordStatements needs a database opened by createDatabase');
  const target = (raw.kind === 'embedded' ? raw.client : raw.pool) as unknown as { query: Query };
  const original = target.query;
  const statements: string[] = [];
  target.query = function (this: unknown, ...args: unknown[]) {
    const query = args[0];
    statements.push(typeof query === 'string' ? query : String((query as { text?: string }).text));
    return original.apply(this, args);
  };
  return { statements, stop: () => void (target.query = original) };
}
