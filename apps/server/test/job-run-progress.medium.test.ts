import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../src/jobs/define-job';
import { type Caller, unique, withTenantApp } from './tenants';

/** A per-organisation job's progress is visible to that organisation's people only (the web's progress bars). */

let app: FastifyInstance;
let a: Caller;
let b: Caller;

withTenantApp({ a: {}, b: {} }, (built) => ({ app, a, b } = built));

describe('GET /api/job-runs/', () => {
  it("shows the running job's progress to its organisation, then its outcome, and nothing to another organisation", async () => {
    const name = `test-progress-${unique('job').replace(/\W+/g, '-')}`;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reported!: () => void;
    const halfway = new Promise<void>((resolve) => (reported = resolve));
    const job = app.jobRegistry.add(
      defineJob({
        name,
        schedule: '0 3 * * *',
        payload: z.object({ org_id: z.string(), field_id: z.string() }),
        scope: (payload) => ({ orgId: payload.org_id, subject: payload.field_id }),
        handler: async (run) => {
          await run.progress(3, 12);
          reported();
          await gate;
          await run.progress(12, 12);
          return { scenes: 12 };
        },
      }),
    );
    const finished = app.jobRegistry.runNow(job, { org_id: a.org.id, field_id: 'field-1' });
    await halfway;

    const running = await a.call('GET', `/api/job-runs/?job=${name}&subject=field-1`);
    expect(running.statusCode, running.body).toBe(200);
    expect(running.json()).toMatchObject([{ job: name, subject: 'field-1', outcome: 'running', progress_done: 3, progress_total: 12, finished_at: null }]);
    // Another organisation sees no run of that job, and another subject has none.
    expect((await b.call('GET', `/api/job-runs/?job=${name}`)).json()).toEqual([]);
    expect((await a.call('GET', `/api/job-runs/?job=${name}&subject=field-2`)).json()).toEqual([]);

    release();
    await finished;
    const ended = (await a.call('GET', `/api/job-runs/?job=${name}`)).json();
    expect(ended).toMatchObject([{ outcome: 'done', progress_done: 12, progress_total: 12, finished_at: expect.any(String) }]);
  });

  it('refuses a query without a job or with a limit out of range (400), and a caller without a token (401)', async () => {
    expect((await a.call('GET', '/api/job-runs/')).statusCode).toBe(400);
    expect((await a.call('GET', '/api/job-runs/?job=x&limit=500')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/job-runs/?job=x' })).statusCode).toBe(401);
  });
});
