import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FarmingType } from '@rayyan/contracts';
import pg from 'pg';
import { createDatabase, migrate, seedDemo, type Database, type Db } from '@rayyan/db';
import { buildOrganisation, buildUser, TEST_PASSWORD } from '@rayyan/db/testing';
import { buildApp, offlineAppConfig, type AppPorts } from '../../apps/server/src/app';

/** A benchmark server's configuration: its own signing key, no web build, files under `dataDir`. */
export const benchConfig = (name: string, dataDir: string) => offlineAppConfig(`bench-${name}-secret-0123456789abcdefghijklmnop`, dataDir);

/** The machine's load averages (1, 5 and 15 minutes) and cores, for a benchmark's heading. */
export const uptime = () => `load average ${loadavg().map((l) => l.toFixed(2)).join(', ')} on ${cpus().length} cores`;

/** A new embedded database (PGlite + PostGIS, in process) under a new temporary folder `rayyan-bench-<name>-db-…`. */
export const embeddedBenchDatabase = (name: string) => createDatabase({ databaseUrl: undefined, dataDir: join(mkdtempSync(join(tmpdir(), `rayyan-bench-${name}-db-`)), 'db') });
export const EMBEDDED_LABEL = 'embedded database (PGlite + PostGIS, in process)';

/**
 * Hands `run` a new database `rayyan_bench_<name>_<pid>` on the PostgreSQL server at BENCH_DATABASE_URL, else
 * DATABASE_URL, else postgres://postgres@127.0.0.1:5432, and its label, then drops it. A server that cannot be
 * reached is said, and ends the process with `unreachableExit`.
 */
export async function onScratchPostgres(name: string, run: (database: Database, label: string) => Promise<unknown>, unreachableExit: number): Promise<void> {
  const serverUrl = new URL(process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432');
  const benchDb = `rayyan_bench_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: Object.assign(new URL(serverUrl), { pathname: '/postgres' }).toString() });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\nPostgreSQL at ${serverUrl.host} not reachable (${(error as Error).message}): PostgreSQL figures skipped`);
    process.exit(unreachableExit);
  }
  try {
    await admin.query(`CREATE DATABASE ${benchDb}`);
    await run(await createDatabase({ databaseUrl: Object.assign(new URL(serverUrl), { pathname: `/${benchDb}` }).toString(), dataDir: '' }), `PostgreSQL (${serverUrl.host})`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * A benchmark's app on `database`, migrated, holding the demo when `seed` is set, with `ports` when given; its files
 * under `dataDir`, by default a new temporary folder `rayyan-bench-<name>-…`.
 */
export async function benchAppOn(name: string, database: Database, options: { seed?: boolean; ports?: AppPorts; dataDir?: string } = {}) {
  await migrate(database);
  if (options.seed) await seedDemo(database);
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `rayyan-bench-${name}-`));
  const app = await buildApp({ database, config: benchConfig(name, dataDir), ports: options.ports, logger: false });
  return { app, database, dataDir };
}

/** A benchmark's app (benchAppOn) on a fresh database: embedded in its folder (removing it removes both), or PostgreSQL at `databaseUrl`. */
export async function benchApp(name: string, options: { databaseUrl?: string; seed?: boolean; ports?: AppPorts } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `rayyan-bench-${name}-`));
  const database = await createDatabase({ databaseUrl: options.databaseUrl, dataDir: join(dataDir, 'db') });
  return benchAppOn(name, database, { ...options, dataDir });
}

/** The admin of a new organisation of `farmingType`, signed in (see signedInCaller). */
export async function benchAdmin(app: FastifyInstance, db: Db, farmingType: FarmingType) {
  const org = await buildOrganisation(db, { farmingType: [farmingType] });
  const admin = await buildUser(db, { orgId: org.id, userType: 'admin' });
  return signedInCaller(app, admin.userName, TEST_PASSWORD);
}

/**
 * Signs `userName` in and answers its bearer headers and a caller of the API in process that throws on any answer
 * of 300 or more (a benchmark measures only what worked).
 */
export async function signedInCaller(app: FastifyInstance, userName: string, password: string) {
  const signIn = await app.inject({ method: 'POST', url: '/api/token/', payload: { username: userName, password } });
  if (signIn.statusCode !== 200) throw new Error(`sign-in of ${userName}: ${signIn.statusCode} ${signIn.body}`);
  const headers = { authorization: `Bearer ${signIn.json<{ access: string }>().access}` };
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response;
  };
  return { headers, call };
}

/** A rectangle's border (WGS84), west, south, east, north. */
export const rect = (w: number, s: number, e: number, n: number) => ({ type: 'Polygon', coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] });
