import { z } from 'zod';

/** How a background job's run stands: running, or ended done or failed. */
export const JOB_RUN_OUTCOMES = ['running', 'done', 'failed'] as const;
export type JobRunOutcome = (typeof JOB_RUN_OUTCOMES)[number];

/** One run of a per-organisation background job, for its progress bar (`progress_done` of `progress_total`). */
export const jobRunSchema = z
  .object({
    id: z.uuid(),
    job: z.string(),
    /** What the run works on (e.g. a field's id); null for the whole organisation. */
    subject: z.string().nullable(),
    started_at: z.string(),
    finished_at: z.string().nullable(),
    outcome: z.enum(JOB_RUN_OUTCOMES),
    progress_done: z.number().int(),
    /** Unknown until the run has counted its work. */
    progress_total: z.number().int().nullable(),
  })
  .meta({ id: 'JobRun' });
export type JobRun = z.infer<typeof jobRunSchema>;

/** The latest runs of one job for the caller's organisation, newest first; optionally of one subject. */
export const jobRunQuerySchema = z.object({
  job: z.string().min(1).max(100),
  subject: z.string().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(20).default(1),
});
export type JobRunQuery = z.infer<typeof jobRunQuerySchema>;
