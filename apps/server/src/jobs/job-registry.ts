import type { Clock } from '../ports/clock';
import type { JobLog, JobScheduler } from '../ports/job-scheduler';
import type { JobDefinition } from './define-job';
import type { JobRunsRepository } from './job-runs.repository';

const PROGRESS_WRITE_MS = 1_000;
/** An unfinished claim older than this belongs to a process that died: another run may take it. */
const CLAIM_EXPIRES_MS = 3_600_000;

/**
 * The app's background jobs: each definition is scheduled on the job port (pg-boss across processes, or by
 * hand in tests), and each run is recorded in the database with its progress and outcome.
 */
export function createJobRegistry({ scheduler, runs, clock, log }: { scheduler: JobScheduler; runs: JobRunsRepository; clock: Clock; log: JobLog }) {
  // Definitions of any payload type; `runNow` keeps the caller's payload typed by its definition.
  const definitions = new Map<string, JobDefinition<never>>();

  const run = async <P>(definition: JobDefinition<P>, raw: unknown): Promise<unknown> => {
    const parsed = definition.payload.safeParse(raw ?? {});
    if (!parsed.success) throw new Error(`job ${definition.name}: payload refused: ${parsed.error.message}`);
    const now = clock.now();
    const id = await runs.start(definition.name, now, definition.scope?.(parsed.data) ?? null);
    let lastWrite = 0;
    const claimFor = (period: string, subjects: readonly string[]) =>
      runs.claim(definition.name, period, subjects, clock.now(), new Date(clock.now().getTime() - CLAIM_EXPIRES_MS));
    try {
      const result = await definition.handler({
        payload: parsed.data,
        now,
        progress: async (done, total) => {
          const at = Date.now();
          if (done < total && at - lastWrite < PROGRESS_WRITE_MS) return;
          lastWrite = at;
          await runs.progress(id, done, total);
        },
        claim: claimFor,
        done: (period, subjects) => runs.done(definition.name, period, subjects, clock.now()),
        release: (period, subjects) => runs.release(definition.name, period, subjects),
      });
      await runs.finish(id, clock.now(), 'done', result, null);
      return result;
    } catch (error) {
      await runs.finish(id, clock.now(), 'failed', null, error instanceof Error ? error.message : String(error)).catch((err: unknown) => log.error({ err }, 'job run state not saved'));
      throw error;
    }
  };

  return {
    /** Schedules a job; call before the scheduler starts. */
    add<P>(definition: JobDefinition<P>): JobDefinition<P> {
      if (definitions.has(definition.name)) throw new Error(`job ${definition.name} defined twice`);
      definitions.set(definition.name, definition as unknown as JobDefinition<never>);
      scheduler.schedule(definition.name, definition.schedule, (payload) => run(definition, payload), { requests: definition.requests ?? 'once' });
      return definition;
    },
    /** Runs a job now (queued behind a running one) and resolves when it has ended. */
    runNow<P>(definition: JobDefinition<P>, payload?: P): Promise<void> {
      if (definitions.get(definition.name) !== (definition as unknown)) return Promise.reject(new Error(`job ${definition.name} is not registered`));
      return scheduler.runNow(definition.name, payload);
    },
    /** Queues a run (one per request for a job taking `requests: 'each'`) and does not follow it: the run records its own progress. */
    enqueue<P>(definition: JobDefinition<P>, payload: P): Promise<void> {
      if (definitions.get(definition.name) !== (definition as unknown)) return Promise.reject(new Error(`job ${definition.name} is not registered`));
      return scheduler.enqueue(definition.name, payload);
    },
    /** The latest run of a job (outcome, progress), as every process sees it. */
    latestRun<P>(definition: JobDefinition<P>) {
      return runs.latest(definition.name).then((rows) => rows[0] ?? null);
    },
    names(): string[] {
      return [...definitions.keys()];
    },
  };
}
export type JobRegistry = ReturnType<typeof createJobRegistry>;
