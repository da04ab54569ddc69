import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestDatabase, uniqueSuffix } from '@rayyan/db/testing';
import type { Database } from '@rayyan/db';
import { buildApp, offlineAppConfig } from '../src/app';
import { PgBossJobScheduler } from '../src/ports/pg-boss-job-scheduler';
import type { JobLog } from '../src/ports/job-scheduler';
import { TEST_JWT_SECRET } from './helpers';

/** Its own pg-boss schema, so these tests never meet the schedules of a real server on the same database. */
const SCHEMA = 'pgboss_test';

class RecordingLog implements JobLog {
  readonly lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  info(obj: object, msg: string) {
    this.lines.push({ level: 'info', obj: obj as Record<string, unknown>, msg });
  }
  warn(obj: object, msg: string) {
    this.lines.push({ level: 'warn', obj: obj as Record<string, unknown>, msg });
  }
  error(obj: object, msg: string) {
    this.lines.push({ level: 'error', obj: obj as Record<string, unknown>, msg });
  }
  of(job: string, msg: string) {
    return this.lines.filter((l) => l.obj.job === job && l.msg === msg);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PgBossJobScheduler (pg-boss 12 on the test database)', () => {
  let database: Database;
  let scheduler: PgBossJobScheduler;
  const log = new RecordingLog();
  const name = (job: string) => `test-${job}-${uniqueSuffix()}`;
  // Crons of 29 February: the schedules exist, but cron never adds a run while the tests run (runNow drives them).
  const CRONS = { once: '0 3 29 2 *', slow: '15 3 29 2 *', failing: '0 4 29 2 *' };
  const names = { once: name('once'), slow: name('slow'), failing: name('failing'), each: name('each') };
  const eachRuns: string[] = [];
  let releaseEach: () => void = () => {};
  let onceRuns = 0;
  const slow = { runs: 0, active: 0, maxActive: 0 };
  let releaseSlow: () => void = () => {};

  beforeAll(async () => {
    database = await getTestDatabase();
    scheduler = new PgBossJobScheduler({ connection: database.raw!, log, schema: SCHEMA, pollingIntervalSeconds: 0.5 });
    scheduler.schedule(names.once, CRONS.once, async () => ({ run: ++onceRuns }));
    scheduler.schedule(names.slow, CRONS.slow, async () => {
      slow.runs++;
      slow.maxActive = Math.max(slow.maxActive, ++slow.active);
      await new Promise<void>((resolve) => (releaseSlow = resolve));
      slow.active--;
      return slow.runs;
    });
    scheduler.schedule(names.failing, CRONS.failing, async () => {
      throw new Error('provider down');
    });
    // On request only, every request its own run with its own payload (a print per export).
    scheduler.schedule(
      names.each,
      null,
      async (payload) => {
        await new Promise<void>((resolve) => (releaseEach = resolve));
        eachRuns.push((payload as { id: string }).id);
      },
      { requests: 'each' },
    );
    await scheduler.start();
  });

  afterAll(async () => {
    releaseSlow();
    releaseEach();
    await scheduler.stop();
  });

  it('stores each job as a stately queue with its cron schedule (UTC)', async () => {
    const boss = scheduler.instance!;
    const schedules = await boss.getSchedules();
    expect(schedules.filter((s) => Object.values(names).includes(s.name)).map((s) => [s.name, s.cron, s.timezone]).sort()).toEqual(
      [
        [names.failing, CRONS.failing, 'UTC'],
        [names.once, CRONS.once, 'UTC'],
        [names.slow, CRONS.slow, 'UTC'],
      ].sort(),
    );
    expect((await boss.getQueue(names.slow))?.policy).toBe('stately');
  });

  it('runs a job on demand exactly once and resolves when it has finished', async () => {
    await scheduler.runNow(names.once);
    expect(onceRuns).toBe(1);
    const done = log.of(names.once, 'job done');
    expect(done).toHaveLength(1);
    expect(done[0]!.obj.result).toEqual({ run: 1 });
    const [job] = await scheduler.instance!.findJobs(names.once, { id: done[0]!.obj.id as string });
    expect(job?.state).toBe('completed');
    await sleep(1200); // a few polling rounds: nothing else runs it again
    expect(onceRuns).toBe(1);
  });

  it('never overlaps a job with itself: requests during a run merge into one waiting run', async () => {
    const requests = [scheduler.runNow(names.slow)];
    while (slow.active === 0) await sleep(50);
    // The first run is active; these three become a single waiting run (stately: one active, one queued).
    requests.push(scheduler.runNow(names.slow), scheduler.runNow(names.slow), scheduler.runNow(names.slow));
    await sleep(1500); // the worker polls every 0.5 s: an overlapping run would have started by now
    expect(slow).toMatchObject({ runs: 1, active: 1 });
    releaseSlow();
    while (slow.runs < 2) await sleep(50);
    await sleep(1200);
    expect(slow).toMatchObject({ runs: 2, active: 1, maxActive: 1 });
    releaseSlow();
    await Promise.all(requests);
    expect(slow).toMatchObject({ runs: 2, active: 0, maxActive: 1 });
  });

  it('logs a failing job and resolves the request without throwing; pg-boss records the failure', async () => {
    await expect(scheduler.runNow(names.failing)).resolves.toBeUndefined();
    const [failed] = log.of(names.failing, 'job failed');
    expect((failed!.obj.err as Error).message).toBe('provider down');
    const [job] = await scheduler.instance!.findJobs(names.failing, { id: failed!.obj.id as string });
    expect(job?.state).toBe('failed');
  });

  it("queues each request of an on-request job as its own run, answering before the run ends, one run at a time", async () => {
    const boss = scheduler.instance!;
    expect((await boss.getQueue(names.each))?.policy).toBe('standard');
    expect((await boss.getSchedules()).some((s) => s.name === names.each)).toBe(false);
    await scheduler.enqueue(names.each, { id: 'a' });
    await scheduler.enqueue(names.each, { id: 'b' });
    // Both requests answered while the first run still waits: nothing followed them.
    expect(eachRuns).toEqual([]);
    for (let i = 0; eachRuns.length < 2 && i < 100; i++) {
      releaseEach();
      await sleep(100);
    }
    expect(eachRuns.sort()).toEqual(['a', 'b']);
  });

  it('refuses unknown jobs, and jobs scheduled after start', async () => {
    await expect(scheduler.runNow('no-such-job')).rejects.toThrow('unknown job');
    expect(() => scheduler.schedule(name('late'), '* * * * *', async () => 0)).toThrow('after start');
  });
});

describe('the app and pg-boss', () => {
  const config = offlineAppConfig(TEST_JWT_SECRET, '/tmp/rayyan-test-data');

  it('uses pg-boss by default, and does not touch the database until the jobs are started', async () => {
    const database = await getTestDatabase();
    const app = await buildApp({ database, config, logger: false });
    expect(app.jobs).toBeInstanceOf(PgBossJobScheduler);
    expect((app.jobs as PgBossJobScheduler).instance).toBeUndefined();
    await app.close();
  });

  it('stops pg-boss when the app closes', async () => {
    const database = await getTestDatabase();
    const jobs = new PgBossJobScheduler({ connection: database.raw!, log: new RecordingLog(), schema: SCHEMA });
    const app = await buildApp({ database, config, logger: false, ports: { jobs } });
    await jobs.start();
    const boss = jobs.instance!;
    expect((await boss.getSchedules()).map((s) => s.name)).toEqual(expect.arrayContaining(['weather-refresh', 'irrigation-advice', 'irrigation-advice-missing']));
    const stopped = new Promise<void>((resolve) => boss.once('stopped', () => resolve()));
    await app.close();
    await stopped;
    // The database stays usable for the next test (pg-boss never closes the app's connection).
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
  });
});
