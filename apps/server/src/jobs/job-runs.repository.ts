import { and, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { JobRun, JobRunQuery } from '@rayyan/contracts';
import { jobClaims, jobRuns, type Db, type JobRunRow } from '@rayyan/db';

/**
 * Run state of background jobs, in the database so every server process shares it: one row per run
 * (start, progress, outcome) and the claims a job takes on work for a period (a farm for a night).
 */
export function createJobRunsRepository(db: Db) {
  return {
    async start(job: string, at: Date, scope: { orgId: string; subject?: string } | null = null): Promise<string> {
      const [row] = await db
        .insert(jobRuns)
        .values({ job, startedAt: at, orgId: scope?.orgId ?? null, subject: scope?.subject ?? null })
        .returning({ id: jobRuns.id });
      return row!.id;
    },
    async progress(id: string, done: number, total: number | null): Promise<void> {
      await db.update(jobRuns).set({ progressDone: done, progressTotal: total }).where(eq(jobRuns.id, id));
    },
    async finish(id: string, at: Date, outcome: 'done' | 'failed', result: unknown, error: string | null): Promise<void> {
      await db.update(jobRuns).set({ finishedAt: at, outcome, result: result ?? null, error }).where(eq(jobRuns.id, id));
    },
    /** The latest runs of a job, newest first. */
    async latest(job: string, limit = 1): Promise<JobRunRow[]> {
      return db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(desc(jobRuns.startedAt)).limit(limit);
    },
    /** The latest runs of a job for one organisation (and subject), newest first: what its progress bars show. */
    async ofOrganisation(orgId: string, query: JobRunQuery): Promise<JobRun[]> {
      const rows = await db
        .select()
        .from(jobRuns)
        .where(and(eq(jobRuns.orgId, orgId), eq(jobRuns.job, query.job), query.subject === undefined ? undefined : eq(jobRuns.subject, query.subject)))
        .orderBy(desc(jobRuns.startedAt))
        .limit(query.limit);
      return rows.map((r) => ({
        id: r.id,
        job: r.job,
        subject: r.subject,
        started_at: r.startedAt.toISOString(),
        finished_at: r.finishedAt?.toISOString() ?? null,
        outcome: r.outcome,
        progress_done: r.progressDone,
        progress_total: r.progressTotal,
      }));
    },
    /**
     * Claims `subjects` of `job` for `period` and answers those this caller got: a subject is claimed once per
     * period; an unfinished claim older than `staleBefore` (its process died) may be claimed again.
     */
    async claim(job: string, period: string, subjects: readonly string[], at: Date, staleBefore: Date): Promise<string[]> {
      if (subjects.length === 0) return [];
      const rows = await db
        .insert(jobClaims)
        .values(subjects.map((subject) => ({ job, subject, period, claimedAt: at })))
        .onConflictDoUpdate({
          target: [jobClaims.job, jobClaims.subject, jobClaims.period],
          set: { claimedAt: at },
          setWhere: and(isNull(jobClaims.doneAt), lt(jobClaims.claimedAt, staleBefore)),
        })
        .returning({ subject: jobClaims.subject });
      return rows.map((r) => r.subject);
    },
    /** Marks claimed work done (it stays claimed for the period). */
    async done(job: string, period: string, subjects: readonly string[], at: Date): Promise<void> {
      if (subjects.length === 0) return;
      await db.update(jobClaims).set({ doneAt: at }).where(and(eq(jobClaims.job, job), eq(jobClaims.period, period), inArray(jobClaims.subject, [...subjects])));
    },
    /** Gives unfinished claims back (the run failed as a whole), so a later run takes them. */
    async release(job: string, period: string, subjects: readonly string[]): Promise<void> {
      if (subjects.length === 0) return;
      await db.delete(jobClaims).where(and(eq(jobClaims.job, job), eq(jobClaims.period, period), inArray(jobClaims.subject, [...subjects]), isNull(jobClaims.doneAt)));
    },
    /** Forgets claims and finished runs older than `before` (housekeeping). */
    async prune(before: Date): Promise<void> {
      await db.delete(jobClaims).where(lt(jobClaims.claimedAt, before));
      await db.delete(jobRuns).where(and(lt(jobRuns.startedAt, before), or(eq(jobRuns.outcome, 'done'), eq(jobRuns.outcome, 'failed'))!));
    },
  };
}
export type JobRunsRepository = ReturnType<typeof createJobRunsRepository>;
