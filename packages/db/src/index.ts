import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import type { Database, Db } from './database';
import { nameRepeatedReads } from './named-statements';
import { openPGliteWorker } from './pglite-proxy';
import { listenEmbedded, listenPostgres } from './change-feed';

export * from './schema';
export { geometry, asGeoJson, SRID, type GeometryType, type GeoJsonGeometry } from './geometry';
export { hashPassword, verifyPassword } from './password';
export { insertTreeGrid, type TreeGridValues, type GridSpot } from './tree-grid';
export { rollUpSensorReadings } from './sensors.seed';
export { seedDemo, seedDemoIfEmpty, DEMO_PASSWORD, DEMO_ORGANISATIONS, DEMO_POLICIES, DEMO_USERS, type SeedResult } from './seed';

export { schema };

export type { Db, DatabaseKind, RawConnection, Database } from './database';
export { SESSION_CHANGES_CHANNEL, type ChangeFeedHandlers, type StopFeed } from './change-feed';

interface EmbeddedDatabase extends Database {
  kind: 'embedded';
  driver: PgliteDatabase<typeof schema>;
}
interface ServerDatabase extends Database {
  kind: 'postgresql';
  driver: NodePgDatabase<typeof schema>;
}

export interface CreateDatabaseOptions {
  /** A PostgreSQL connection string; when set the server is used instead of the embedded engine. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database (created if missing); `memory://` keeps it in memory. */
  dataDir: string;
}

/** The folder of generated SQL migrations (drizzle-kit), identical for both engines. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/** Opens the database: PostgreSQL when `databaseUrl` is given, else PGlite with PostGIS at `dataDir`. */
export async function createDatabase(options: CreateDatabaseOptions): Promise<Database> {
  const connectionString = options.databaseUrl;
  if (connectionString) {
    const pool = new pg.Pool({ connectionString });
    nameRepeatedReads(pool);
    const driver = drizzleNodePg({ client: pool, schema });
    const database: ServerDatabase = {
      kind: 'postgresql',
      db: driver as unknown as Db,
      driver,
      raw: { kind: 'postgresql', connectionString, pool },
      listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers),
      close: () => pool.end(),
    };
    return database;
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  // PGlite with PostGIS in its own thread (pglite-proxy.ts), behind the calls Drizzle makes on a PGlite.
  const client = await openPGliteWorker(options.dataDir);
  const driver = drizzlePglite({ client: client as unknown as PGlite, schema });
  const database: EmbeddedDatabase = {
    kind: 'embedded',
    db: driver as unknown as Db,
    driver,
    raw: { kind: 'embedded', client },
    listen: (channel, handlers) => listenEmbedded(client, channel, handlers),
    close: () => client.close(),
  };
  return database;
}

/** Applies pending migrations with Drizzle's migrator for the engine; already-applied ones are skipped. */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  const { driver } = database as EmbeddedDatabase | ServerDatabase;
  if (database.kind === 'embedded') await migratePglite(driver as PgliteDatabase<typeof schema>, config);
  else await migrateNodePg(driver as NodePgDatabase<typeof schema>, config);
}
