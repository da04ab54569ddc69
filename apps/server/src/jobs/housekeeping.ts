import { z } from 'zod';
import { defineJob } from './define-job';
import type { JobRegistry } from './job-registry';
import type { JobRunsRepository } from './job-runs.repository';

/** How long finished runs and claims are kept: two weeks of history for the operators. */
export const JOB_HISTORY_DAYS = 14;

/** The daily job that forgets job runs and claims older than JOB_HISTORY_DAYS. */
export function registerJobHousekeeping(jobs: Pick<JobRegistry, 'add'>, runs: Pick<JobRunsRepository, 'prune'>) {
  return jobs.add(
    defineJob({
      name: 'jobs-housekeeping',
      schedule: '40 3 * * *',
      payload: z.object({}).strict(),
      handler: async ({ now }) => {
        await runs.prune(new Date(now.getTime() - JOB_HISTORY_DAYS * 86_400_000));
        return { keptDays: JOB_HISTORY_DAYS };
      },
    }),
  );
}
