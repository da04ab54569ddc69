import { beforeAll, describe, expect, it } from 'vitest';
import { getTestDatabase, uniqueSuffix } from '@rayyan/db/testing';
import { createJobRunsRepository, type JobRunsRepository } from '../src/jobs/job-runs.repository';

const at = (iso: string) => new Date(iso);

// Starting the embedded database takes up to a minute on a busy machine: before the tests, not inside one.
let runs: JobRunsRepository;
beforeAll(async () => {
  runs = createJobRunsRepository((await getTestDatabase()).db);
});

describe('job run state in the database', () => {
  it('lets one caller claim a subject for a period, hands an abandoned claim over after it expires, and takes released ones back', async () => {
    const job = `test-claims-${uniqueSuffix()}`;
    const night = '2026-03-10T22:00:00.000Z';
    const t0 = at('2026-03-10T22:05:00Z');
    const stale = (now: Date) => new Date(now.getTime() - 3_600_000);

    expect(await runs.claim(job, night, ['f1', 'f2'], t0, stale(t0))).toEqual(['f1', 'f2']);
    // A second process at the same time gets nothing; another night is another period.
    expect(await runs.claim(job, night, ['f1', 'f2', 'f3'], t0, stale(t0))).toEqual(['f3']);
    expect(await runs.claim(job, '2026-03-11T22:00:00.000Z', ['f1'], t0, stale(t0))).toEqual(['f1']);
    await runs.done(job, night, ['f1'], t0);
    // Two hours on, f2 was never finished (its process died): it may be claimed again; f1 is done and stays claimed.
    const t2 = at('2026-03-11T00:05:00Z');
    expect(await runs.claim(job, night, ['f1', 'f2'], t2, stale(t2))).toEqual(['f2']);
    // A failed pass gives its unfinished claims back.
    await runs.release(job, night, ['f1', 'f2', 'f3']);
    expect((await runs.claim(job, night, ['f1', 'f2', 'f3'], t2, stale(t2))).sort()).toEqual(['f2', 'f3']);
  });

  it('records a run with its progress and outcome, and forgets old history', async () => {
    const job = `test-runs-${uniqueSuffix()}`;
    const old = await runs.start(job, at('2026-01-01T02:00:00Z'));
    await runs.finish(old, at('2026-01-01T02:01:00Z'), 'done', { farms: 3 }, null);
    const current = await runs.start(job, at('2026-03-10T02:00:00Z'));
    await runs.progress(current, 40, 100);
    expect(await runs.latest(job)).toMatchObject([{ id: current, outcome: 'running', progressDone: 40, progressTotal: 100, finishedAt: null }]);
    await runs.finish(current, at('2026-03-10T02:03:00Z'), 'failed', null, 'provider down');
    expect((await runs.latest(job))[0]).toMatchObject({ outcome: 'failed', error: 'provider down' });

    await runs.claim(job, 'old-night', ['f1'], at('2026-01-01T02:00:00Z'), at('2026-01-01T01:00:00Z'));
    await runs.prune(at('2026-02-24T00:00:00Z'));
    expect((await runs.latest(job, 5)).map((r) => r.id)).toEqual([current]);
    expect(await runs.claim(job, 'old-night', ['f1'], at('2026-03-10T02:00:00Z'), at('2026-03-10T01:00:00Z'))).toEqual(['f1']);
  });
});
