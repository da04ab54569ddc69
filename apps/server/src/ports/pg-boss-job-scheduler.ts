import { PgBoss, fromPglite, type ConstructorOptions, type Queue } from 'pg-boss';
import type { RawConnection } from '@rayyan/db';
import type { JobHandler, JobLog, JobQueueOptions, JobScheduler } from './job-scheduler';

export interface PgBossJobSchedulerOptions {
  /** The app's database (`Database.raw`): pg-boss keeps its queue there, in its own schema. */
  connection: RawConnection;
  log: JobLog;
  /** Schema of pg-boss's tables; default `pgboss`. */
  schema?: string;
  /** How often an idle worker looks for a queued job, seconds (pg-boss minimum 0.5); default 2. */
  pollingIntervalSeconds?: number;
  /** A run still active after this long is failed by pg-boss's supervisor; default 4 hours. */
  expireInSeconds?: number;
  /** How long `stop()` waits for running jobs; default 30 s. */
  stopTimeoutMs?: number;
  /** Remove stored schedules of job names no longer registered (jobs renamed or dropped); default true. */
  pruneSchedules?: boolean;
}

const FINISHED = new Set(['completed', 'failed', 'cancelled']);

/**
 * The job port on pg-boss 12, in the app's own database: PGlite in process through pg-boss's PGlite
 * adapter, or the PostgreSQL server through pg-boss's own small pool. Each job is a queue with the
 * `stately` policy (at most one run active and one waiting, across every server process on the
 * database), a worker per queue that takes one job at a time, and a cron schedule that enqueues runs.
 * Nothing touches the database before `start()`, so an app that never starts its jobs pays nothing.
 */
export class PgBossJobScheduler implements JobScheduler {
  private readonly jobs = new Map<string, { cron: string | null; handler: JobHandler; each: boolean }>();
  private boss: PgBoss | undefined;
  private starting: Promise<PgBoss> | undefined;
  private stopping = false;

  constructor(private readonly options: PgBossJobSchedulerOptions) {}

  schedule(name: string, cron: string | null, handler: JobHandler, options: JobQueueOptions = {}): void {
    if (this.starting) throw new Error(`job ${name} scheduled after start()`);
    this.jobs.set(name, { cron, handler, each: options.requests === 'each' });
  }

  start(): Promise<void> {
    this.starting ??= this.open();
    return this.starting.then(() => undefined);
  }

  async runNow(name: string, payload?: unknown): Promise<void> {
    if (!this.jobs.has(name)) throw new Error(`unknown job ${name}`);
    if (!this.starting) throw new Error('job scheduler not started');
    const boss = await this.starting;
    // `stately`: refused (null) while a run is already waiting; then this request is that run.
    let id = await boss.send(name, (payload ?? {}) as object);
    if (!id) id = (await boss.findJobs(name, { queued: true, limit: 1 }))[0]?.id ?? null;
    if (id) await this.finished(boss, name, id);
  }

  async enqueue(name: string, payload?: unknown): Promise<void> {
    if (!this.jobs.has(name)) throw new Error(`unknown job ${name}`);
    if (!this.starting) throw new Error('job scheduler not started');
    await (await this.starting).send(name, (payload ?? {}) as object);
  }

  async stop(): Promise<void> {
    if (!this.starting || this.stopping) return;
    this.stopping = true;
    const boss = await this.starting.catch(() => undefined);
    await boss?.stop({ graceful: true, timeout: this.options.stopTimeoutMs ?? 30_000 });
    this.options.log.info({ jobs: this.jobs.size }, 'pg-boss stopped');
  }

  /** The underlying pg-boss instance once started (tests read job states through it). */
  get instance(): PgBoss | undefined {
    return this.boss;
  }

  private async open(): Promise<PgBoss> {
    const { connection, log, schema = 'pgboss' } = this.options;
    const common: ConstructorOptions = { schema, application_name: 'rayyan-jobs' };
    const boss =
      connection.kind === 'embedded'
        ? new PgBoss({ ...common, db: fromPglite(connection.client as unknown as Parameters<typeof fromPglite>[0]), backend: 'pglite' })
        : new PgBoss({ ...common, connectionString: connection.connectionString, max: 4 });
    boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
    boss.on('warning', (warning) => log.warn({ warning }, 'pg-boss warning'));
    this.boss = boss;
    const started = Date.now();
    await boss.start();
    const queue: Omit<Queue, 'name'> = {
      policy: 'stately',
      // A failed run is not retried: the next scheduled run does the work again.
      retryLimit: 0,
      expireInSeconds: this.options.expireInSeconds ?? 4 * 3600,
      // Finished runs are history only; a minutely job would otherwise keep ~10,000 rows a week.
      deleteAfterSeconds: 24 * 3600,
    };
    for (const [name, job] of this.jobs) {
      // `standard` keeps every request of an `each` job (one run per payload); `stately` folds waiting requests into one.
      await boss.createQueue(name, { ...queue, policy: job.each ? 'standard' : 'stately' });
      await boss.updateQueue(name, { retryLimit: queue.retryLimit, expireInSeconds: queue.expireInSeconds, deleteAfterSeconds: queue.deleteAfterSeconds });
      await boss.work(name, { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 }, async ([claimed]) =>
        this.run(name, job.handler, claimed?.id, claimed?.data ?? undefined),
      );
      if (job.cron) await boss.schedule(name, job.cron, null, { tz: 'UTC' });
    }
    if (this.options.pruneSchedules ?? true) {
      for (const stored of await boss.getSchedules()) if (!this.jobs.get(stored.name)?.cron) await boss.unschedule(stored.name, stored.key);
    }
    log.info({ engine: connection.kind, schema, jobs: Object.fromEntries([...this.jobs].map(([n, j]) => [n, j.cron])), ms: Date.now() - started }, 'pg-boss started');
    return boss;
  }

  private async run(name: string, handler: JobHandler, id: string | undefined, payload: unknown): Promise<{ result: unknown }> {
    const started = Date.now();
    try {
      const result = await handler(payload);
      this.options.log.info({ job: name, id, result, ms: Date.now() - started }, 'job done');
      return { result: result ?? null };
    } catch (err) {
      this.options.log.error({ job: name, id, err }, 'job failed');
      throw err;
    }
  }

  /** Resolves when the job has ended (whichever process ran it), or when this scheduler stops. */
  private async finished(boss: PgBoss, name: string, id: string): Promise<void> {
    while (!this.stopping) {
      const [job] = await boss.findJobs(name, { id, limit: 1 });
      if (!job || FINISHED.has(job.state)) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
