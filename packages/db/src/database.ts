import type { ChangeFeedHandlers, StopFeed } from './change-feed';
import type { PGliteClient } from './pglite-proxy';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type * as schema from './schema';

/**
 * The Drizzle handle repositories use. Both drivers (and their transactions) satisfy it, so a
 * repository written against `Db` runs unchanged on PGlite and on PostgreSQL.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Which engine backs the database: PGlite in process, or a PostgreSQL server. */
export type DatabaseKind = 'embedded' | 'postgresql';

/**
 * The engine's own client under the Drizzle handle, for tools that issue their own SQL on the same
 * database (the pg-boss job queue): the embedded engine's client (PGlite in its worker thread), or the PostgreSQL connection string and pool.
 */
export type RawConnection = { kind: 'embedded'; client: PGliteClient } | { kind: 'postgresql'; connectionString: string; pool: pg.Pool };

/** An open database: the Drizzle handle, its engine, and how to close it. */
export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The underlying client (set by createDatabase; absent on hand-made test doubles). */
  raw?: RawConnection;
  /**
   * Listens for NOTIFY on `channel` (sent at commit by a trigger or a statement, by any process on this
   * database); absent on hand-made test doubles, where nothing may rely on being told of changes.
   */
  listen?(channel: string, handlers: ChangeFeedHandlers): Promise<StopFeed>;
  close(): Promise<void>;
}
