/**
 * Background jobs as a port: named handlers run on a schedule and on demand, never inside a page request.
 * The in-process interval adapter is used today; a pg-boss adapter (same database, ARCHITECTURE.md) can
 * replace it without touching the jobs.
 */
export interface JobScheduler {
  /** Registers `handler` under `name`, run every `everyMs` (at most once at a time). */
  schedule(name: string, everyMs: number, handler: () => Promise<unknown>): void;
  /** Runs a job now, in the background (a failure is logged, never thrown). */
  runNow(name: string): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

export interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** In-process timers; each job is serialised (a slow run is never overlapped by the next tick). */
export class IntervalJobScheduler implements JobScheduler {
  private readonly jobs = new Map<string, { everyMs: number; handler: () => Promise<unknown>; running: Promise<void> | null; timer?: NodeJS.Timeout }>();
  private started = false;

  constructor(private readonly log: JobLog) {}

  schedule(name: string, everyMs: number, handler: () => Promise<unknown>): void {
    this.jobs.set(name, { everyMs, handler, running: null });
    if (this.started) this.arm(name);
  }

  runNow(name: string): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) return Promise.reject(new Error(`unknown job ${name}`));
    if (job.running) return job.running;
    const started = Date.now();
    job.running = job
      .handler()
      .then((result) => this.log.info({ job: name, result, ms: Date.now() - started }, 'job done'))
      .catch((err: unknown) => this.log.error({ job: name, err }, 'job failed'))
      .finally(() => {
        job.running = null;
      });
    return job.running;
  }

  private arm(name: string): void {
    const job = this.jobs.get(name)!;
    job.timer = setInterval(() => void this.runNow(name), job.everyMs);
    job.timer.unref();
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const name of this.jobs.keys()) this.arm(name);
  }

  async stop(): Promise<void> {
    this.started = false;
    for (const job of this.jobs.values()) clearInterval(job.timer);
    await Promise.all([...this.jobs.values()].map((j) => j.running));
  }
}
