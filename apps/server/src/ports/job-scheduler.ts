/**
 * Background jobs as a port: named handlers run on a cron schedule and on demand, never inside a page
 * request, and never two runs of one job at once. Production uses pg-boss on the app's own database
 * (`PgBossJobScheduler`, ARCHITECTURE.md); tests use `ManualJobScheduler` and run jobs by hand.
 */
export interface JobScheduler {
  /**
   * Registers `handler` under `name`, run on `cron` (five fields, UTC; at most once a minute; null: on request
   * only). Call before `start()`. A run that is still going when the next one comes due is not overlapped.
   * By default a request while a run waits joins that run (`once`); `each` queues every request with its own
   * payload (e.g. one print job per export), still one run at a time.
   */
  schedule(name: string, cron: string | null, handler: JobHandler, options?: JobQueueOptions): void;
  /**
   * Asks for a run of a registered job now and resolves when that run has ended (a failure is logged,
   * never thrown). While a run is going, the requested one waits for it.
   */
  runNow(name: string, payload?: unknown): Promise<void>;
  /** Asks for a run of a registered job and resolves once it is queued, without following it (its run records its progress). */
  enqueue(name: string, payload?: unknown): Promise<void>;
  /** Starts the schedules and workers (a no-op once started). */
  start(): Promise<void>;
  /** Stops the schedules and waits (bounded) for running jobs. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  requests?: 'once' | 'each';
}

/** A job body, given the run's payload (undefined for cron runs); what it resolves to is logged with the run. */
export type JobHandler = (payload?: unknown) => Promise<unknown>;

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Jobs in process without timers, for tests and scripts: schedules are recorded but never fire; `runNow`
 * runs the handler, serialised per job (a request during a run waits for it, then runs once more).
 */
export class ManualJobScheduler implements JobScheduler {
  readonly schedules = new Map<string, string | null>();
  private readonly jobs = new Map<string, { handler: JobHandler; tail: Promise<void> }>();

  constructor(private readonly log?: JobLog) {}

  schedule(name: string, cron: string | null, handler: JobHandler): void {
    this.schedules.set(name, cron);
    this.jobs.set(name, { handler, tail: Promise.resolve() });
  }

  runNow(name: string, payload?: unknown): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) return Promise.reject(new Error(`unknown job ${name}`));
    const run = job.tail.then(async () => {
      const started = Date.now();
      try {
        const result = await job.handler(payload);
        this.log?.info({ job: name, result, ms: Date.now() - started }, 'job done');
      } catch (err) {
        this.log?.error({ job: name, err }, 'job failed');
      }
    });
    job.tail = run;
    return run;
  }

  enqueue(name: string, payload?: unknown): Promise<void> {
    void this.runNow(name, payload);
    return Promise.resolve();
  }

  async start(): Promise<void> {}

  async stop(): Promise<void> {
    await Promise.all([...this.jobs.values()].map((j) => j.tail));
  }
}
