import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { JOB_RUN_OUTCOMES } from '@rayyan/contracts';
import { organizations } from './core.schema';
import { enumCheck, idColumn, optionalRef } from './schema-columns';


/**
 * One run of a background job (apps/server/src/jobs): when it started and ended, how it ended, what it
 * returned, and its progress while it runs (`progress_done` of `progress_total`), for the progress bar.
 * In the database, so every server process sees every run.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: idColumn(),
    job: text('job').notNull(),
    /** The organisation a run works for (a per-organisation job, e.g. one organisation's imagery), so its people see its progress; null for the whole system's runs. */
    orgId: optionalRef('org_id', () => organizations.id, 'cascade'),
    /** What the run works on within the organisation (e.g. a field's id), for the progress bar beside it. */
    subject: text('subject'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: text('outcome').$type<(typeof JOB_RUN_OUTCOMES)[number]>().notNull().default('running'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total'),
    result: jsonb('result').$type<unknown>(),
    error: text('error'),
  },
  (table) => [
    index('job_runs_job_started_idx').on(table.job, table.startedAt),
    index('job_runs_org_job_idx').on(table.orgId, table.job, table.startedAt),
    enumCheck(table.outcome, JOB_RUN_OUTCOMES),
    check('job_runs_progress_check', sql`${table.progressDone} >= 0 AND (${table.progressTotal} IS NULL OR ${table.progressTotal} >= 0)`),
  ],
);

/**
 * Work a job has claimed for a period, e.g. a farm's nightly advice for one night (`subject` the farm id,
 * `period` the night): the primary key lets one server process claim it, so two processes never do the
 * same farm twice in a night. `done_at` is set when the work is done; an unfinished claim can be taken
 * again after a while (its process died).
 */
export const jobClaims = pgTable(
  'job_claims',
  {
    job: text('job').notNull(),
    subject: text('subject').notNull(),
    period: text('period').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.job, table.subject, table.period] }), index('job_claims_claimed_at_idx').on(table.claimedAt)],
);

export type JobRunRow = typeof jobRuns.$inferSelect;
