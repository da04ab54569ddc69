import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { addDaysIso } from '@rayyan/agronomy';
import { signInFailures } from '@rayyan/db';
import { buildOrganisation, buildUser, getTestDatabase, TEST_PASSWORD, type BuildUserOptions } from '@rayyan/db/testing';
import { buildApp, offlineAppConfig, type AppConfig, type AppPorts } from '../src/app';
import type { MailMessage, Mailer } from '../src/ports/mailer';
import { ManualJobScheduler } from '../src/ports/job-scheduler';
import type { ChatMessage, Notifier } from '../src/ports/notifier';
import { MemoryStorage } from '../src/ports/storage';

export const TEST_JWT_SECRET = 'medium-test-secret-0123456789abcdefghijklmnop';

/** Records mail instead of sending it. */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
}

/** Records chat messages instead of posting them. */
export class RecordingNotifier implements Notifier {
  readonly sent: ChatMessage[] = [];
  async send(message: ChatMessage) {
    this.sent.push(message);
  }
}

/** A web build with an index page and one hashed asset, for the static serving tests. */
export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rayyan-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Rayyan</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), 'console.log("rayyan")');
  return dir;
}

/** A fresh app (own limiters, recording ports, jobs run by hand) on the worker's shared test database. */
export async function buildTestApp(config: Partial<AppConfig> = {}, ports: Partial<AppPorts> = {}) {
  const database = await getTestDatabase();
  // Failed sign-ins are kept in the database for an hour or a day: start every app without earlier tests' (or runs').
  await database.db.delete(signInFailures);
  const mailer = new RecordingMailer();
  const notifier = new RecordingNotifier();
  const storage = new MemoryStorage();
  const app: FastifyInstance = await buildApp({
    database,
    config: { ...offlineAppConfig(TEST_JWT_SECRET, join(tmpdir(), 'rayyan-test-data')), ...config },
    ports: { mailer, notifier, storage, jobs: new ManualJobScheduler(), ...ports },
    logger: false,
  });
  return { app, database, db: database.db, mailer, notifier, storage };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** A test file's app (with `config` and `ports` as buildTestApp takes them): built before its tests (handed to `set`, which may be async), closed after them. */
export function withTestApp(set: (built: TestApp) => unknown, config: Partial<AppConfig> = {}, ports: Partial<AppPorts> = {}): void {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(config, ports);
    await set(built);
  });
  afterAll(async () => {
    await built?.app.close();
  });
}

/** Apps of single tests: the returned function builds one as buildTestApp does, and every app is closed after the test that built it. */
export function withAppPerTest(): typeof buildTestApp {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  return async (...args) => {
    const built = await buildTestApp(...args);
    apps.push(built.app);
    return built;
  };
}

/** A clock stopped at 10:00 UTC of `today` ('YYYY-MM-DD'), for buildTestApp's ports, and the day `n` days before `today`. */
export function stoppedClock(today: string) {
  return { clock: { now: () => new Date(`${today}T10:00:00Z`) }, daysBefore: (n: number) => addDaysIso(today, -n) };
}

/** A new organisation with one active user signing in with TEST_PASSWORD. */
export async function buildSignedUpUser(overrides: Omit<BuildUserOptions, 'orgId' | 'password'> = {}) {
  const { db } = await getTestDatabase();
  const org = await buildOrganisation(db, { farmingType: ['tree'] });
  const user = await buildUser(db, { orgId: org.id, ...overrides });
  return { org, user, password: TEST_PASSWORD };
}

/** POSTs credentials to /api/token/ and returns the parsed answer. */
export async function signIn(app: FastifyInstance, username: string, password: string, remoteAddress = '127.0.0.1') {
  const response = await app.inject({ method: 'POST', url: '/api/token/', payload: { username, password }, remoteAddress });
  return { response, body: response.json() as { access: string; refresh: string } };
}
