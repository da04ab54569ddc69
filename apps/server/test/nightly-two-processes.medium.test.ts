import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropFields, irrigationAdvice, jobClaims, jobRuns, type Db } from '@rayyan/db';
import { buildTestApp } from './helpers';
import { buildTenant, createAdvisoryPivot, createCropFarm, type Caller } from './tenants';

// Two server processes on one database: two apps, each with its own job registry and scheduler, the same
// clock (03:00 in Toshka today, past the 02:00 nightly run) and the same database.
// A random millisecond in that hour, so runs kept from earlier test runs on the same database never match it.
const NOW = new Date(Date.parse(`${new Date().toISOString().slice(0, 10)}T01:00:00Z`) + Math.floor(Math.random() * 3_000_000));
const clock = { now: () => NOW };

let a: FastifyInstance;
let b: FastifyInstance;
let db: Db;
let caller: Caller;

beforeAll(async () => {
  const first = await buildTestApp({}, { clock });
  a = first.app;
  db = first.db;
  b = (await buildTestApp({}, { clock })).app;
  caller = await buildTenant(a, db);
});
afterAll(() => Promise.all([a.close(), b.close()]));

describe('nightly advice with two server processes on one database', () => {
  it('computes each farm once a night: the processes split the due farms between them', async () => {
    const farmIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const farmId = await createCropFarm(caller);
      await createAdvisoryPivot(caller, farmId);
      expect(await a.weatherJobs.refresh({ farmId })).toBe(1);
      farmIds.push(farmId);
    }
    expect(await a.irrigation.calculateAll({ farmIds })).toBe(4);
    // Yesterday's advice: every farm is due tonight.
    const fieldIds = (await db.select({ id: cropFields.id }).from(cropFields).where(inArray(cropFields.farmId, farmIds))).map((f) => f.id);
    await db.update(irrigationAdvice).set({ computedAt: new Date(NOW.getTime() - 2 * 86_400_000) }).where(inArray(irrigationAdvice.fieldId, fieldIds));

    await Promise.all([a.jobRegistry.runNow(a.backgroundJobs.advice), b.jobRegistry.runNow(b.backgroundJobs.advice)]);

    // Each of the farms was claimed once for tonight, and done.
    const claims = await db.select().from(jobClaims).where(and(eq(jobClaims.job, 'irrigation-advice'), inArray(jobClaims.subject, farmIds)));
    expect(claims.map((c) => c.subject).sort()).toEqual([...farmIds].sort());
    expect(claims.every((c) => c.doneAt !== null && c.period === new Date(`${NOW.toISOString().slice(0, 10)}T00:00:00Z`).toISOString())).toBe(true);
    // The two runs together computed exactly the farms claimed at this instant (this file's and any other due farm): none twice.
    const runs = await db.select().from(jobRuns).where(and(eq(jobRuns.job, 'irrigation-advice'), eq(jobRuns.startedAt, NOW)));
    expect(runs).toHaveLength(2);
    expect(runs.every((r) => r.outcome === 'done' && r.finishedAt !== null)).toBe(true);
    const claimedNow = await db.select().from(jobClaims).where(and(eq(jobClaims.job, 'irrigation-advice'), eq(jobClaims.claimedAt, NOW)));
    const computedFarms = runs.reduce((sum, r) => sum + (r.result as { farms: number }).farms, 0);
    expect(computedFarms).toBe(claimedNow.length);
    // The advice of every field is tonight's.
    const advice = await db.select({ computedAt: irrigationAdvice.computedAt }).from(irrigationAdvice).where(inArray(irrigationAdvice.fieldId, fieldIds));
    expect(advice.every((row) => row.computedAt.getTime() >= NOW.getTime())).toBe(true);

    // A third pass the same night (either process) computes nothing more.
    await a.jobRegistry.runNow(a.backgroundJobs.advice);
    const third = (await a.jobRegistry.latestRun(a.backgroundJobs.advice))!;
    expect(third.result).toEqual({ farms: 0, fields: 0 });
  });
});
