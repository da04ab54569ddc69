import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FarmingType } from '@rayyan/contracts';
import { createDatabase, migrate, type Database, type Db } from './index';
import { hashPassword } from './password';
import { organizations, users, type NewOrganization, type NewUser, type Organization, type User } from './schema';

const CACHE_KEY = Symbol.for('rayyan.testDatabase');
type GlobalWithCache = typeof globalThis & { [CACHE_KEY]?: Promise<Database> };

/**
 * One migrated database per test worker, cached on globalThis (medium tests run with isolate: false):
 * PGlite with PostGIS in memory by default; on the PostgreSQL server when DATABASE_URL is set, a database of
 * the worker's own beside it (`<name>_w<worker>`, created on first use), so test files run side by side there
 * too, never two at once on one database. Tests never truncate; factories give each test its own uniquely
 * named organisation graph.
 */
export function getTestDatabase(): Promise<Database> {
  const cache = globalThis as GlobalWithCache;
  cache[CACHE_KEY] ??= (async () => {
    const base = process.env.DATABASE_URL;
    const databaseUrl = base ? await workerDatabase(base, process.env.VITEST_POOL_ID) : undefined;
    const database = await createDatabase({ databaseUrl, dataDir: 'memory://' });
    // Safe when migrations already ran on a reused PostgreSQL database: applied ones are skipped.
    await migrate(database);
    return database;
  })();
  return cache[CACHE_KEY];
}

/** The worker's own database on the server of `base` (created when missing); `base` itself outside a test worker. */
export async function workerDatabase(base: string, workerId: string | undefined): Promise<string> {
  if (!workerId || !/^\d+$/.test(workerId)) return base;
  const url = new URL(base);
  const name = `${decodeURIComponent(url.pathname.slice(1)) || 'postgres'}_w${workerId}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** A short unique suffix so factory rows never collide across tests or runs on a reused database. */
export function uniqueSuffix(): string {
  return randomUUID().slice(0, 12);
}

/** Creates an organisation with a unique name; override any column. */
export async function buildOrganisation(db: Db, overrides: Partial<NewOrganization> = {}): Promise<Organization> {
  const [row] = await db
    .insert(organizations)
    .values({ name: `Test Farm ${uniqueSuffix()}`, farmingType: ['tree'] as FarmingType[], country: ['EG'], ...overrides })
    .returning();
  return row!;
}

/** Default password of factory users. */
export const TEST_PASSWORD = 'correct-horse-battery';
let defaultHash: Promise<string> | undefined;

export interface BuildUserOptions extends Partial<Omit<NewUser, 'passwordHash'>> {
  orgId: string;
  /** Plain password to hash; defaults to TEST_PASSWORD (hashed once per worker). */
  password?: string;
}

/** Creates an active user in `orgId` with a unique user name and email; override any column. */
export async function buildUser(db: Db, { password, ...overrides }: BuildUserOptions): Promise<User> {
  const suffix = uniqueSuffix();
  const passwordHash = password === undefined ? await (defaultHash ??= hashPassword(TEST_PASSWORD)) : await hashPassword(password);
  const [row] = await db
    .insert(users)
    .values({
      userName: `user.${suffix}`,
      name: `Test User ${suffix}`,
      email: `user.${suffix}@test.rayyan.farm`,
      userType: 'normal',
      ...overrides,
      passwordHash,
    })
    .returning();
  return row!;
}

/** A unique international phone number (plus sign then digits) for factory users. */
export function uniquePhone(): string {
  return `+20${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
}
