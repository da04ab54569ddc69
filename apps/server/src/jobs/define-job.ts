import type { z } from 'zod';

/** What a job's handler gets for one run. */
export interface JobContext<P> {
  /** The run's payload, parsed by the job's schema (cron runs get `{}`). */
  payload: P;
  /** When the run started (the clock port). */
  now: Date;
  /** Reports how far the run is, stored with the run for the progress bar (written at most every second, and at the end). */
  progress(done: number, total: number): Promise<void>;
  /**
   * Claims `subjects` (e.g. farm ids) for `period` (e.g. a night) across every server process and answers the
   * ones this run got: each subject is claimed once per period; claims a run never finished expire.
   */
  claim(period: string, subjects: readonly string[]): Promise<string[]>;
  /** Marks claimed subjects done for the period. */
  done(period: string, subjects: readonly string[]): Promise<void>;
  /** Gives back claimed subjects the run could not do, so a later run takes them. */
  release(period: string, subjects: readonly string[]): Promise<void>;
}

/** A background job: its name, cron schedule (five fields, UTC; null for on request only), payload schema and handler. */
export interface JobDefinition<P = Record<string, never>> {
  readonly name: string;
  readonly schedule: string | null;
  /** `each`: every request is its own run with its own payload (one print per export); by default requests made while one waits join it. */
  readonly requests?: 'once' | 'each';
  readonly payload: z.ZodType<P>;
  /**
   * For a job that works for one organisation: which organisation (and what within it, e.g. a field) a run
   * with this payload works for, so that organisation's people see its progress (GET /api/job-runs/).
   */
  scope?(payload: P): { orgId: string; subject?: string } | null;
  handler(context: JobContext<P>): Promise<unknown>;
}

/** Declares a job (typed: runs are asked for by the definition, never by a bare name). */
export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}
