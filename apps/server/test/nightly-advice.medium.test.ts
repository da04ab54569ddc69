import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { irrigationAdvice, type Db } from '@rayyan/db';
import { createIrrigationRepository } from '../src/modules/irrigation/irrigation.repository';
import { localNight, runNightlyAdvice, utcOffsetMinutes } from '../src/modules/irrigation/nightly-advice';
import { createNightlyAdviceRepository } from '../src/modules/irrigation/nightly-advice.repository';
import { createJobRunsRepository } from '../src/jobs/job-runs.repository';
import { type Caller, createAdvisoryPivot, createCropFarm, unique, withTenantApp } from './tenants';

const DAY_MS = 86_400_000;

/** The job's claims in the database (job_claims) under a job name of the test's own. */
function dbClaims(database: Db, job: string, now: Date) {
  const runs = createJobRunsRepository(database);
  return {
    claim: (night: string, ids: readonly string[]) => runs.claim(job, night, ids, now, new Date(now.getTime() - 3_600_000)),
    done: (night: string, ids: readonly string[]) => runs.done(job, night, ids, now),
    release: (night: string, ids: readonly string[]) => runs.release(job, night, ids),
  };
}

let app: FastifyInstance;
let db: Db;
let caller: Caller;

withTenantApp({ caller: {} }, (built) => ({ app, db, caller } = built));

describe('nightly irrigation advice on the database', () => {
  it("reads the farm's forecast time zone and advice age, and recomputes the farm once its night has come", async () => {
    const farm = { id: await createCropFarm(caller) };
    const fieldId = await createAdvisoryPivot(caller, farm.id);
    // A second pivot whose season has ended: the nightly job skips it (no advice without an active season).
    const endedId = await createAdvisoryPivot(caller, farm.id);
    expect((await caller.call('POST', `/api/crop-fields/${endedId}/end-season/`)).statusCode).toBe(200);
    expect(await app.weatherJobs.refresh({ farmId: farm.id })).toBe(1);
    expect(await app.irrigation.calculateAll({ farmIds: [farm.id] })).toBe(1);

    const nightly = createNightlyAdviceRepository(db);
    const forecast = (await nightly.forecasts()).find((f) => f.farmId === farm.id)!;
    // Toshka, simulated weather: Egypt's standard offset, stored as text, and hours from local midnight.
    expect(forecast).toMatchObject({ timezone: '+02:00', firstHourTime: expect.stringMatching(/T00:00:00\+02:00$/) });
    expect(forecast.fetchedAt).toBeInstanceOf(Date);
    expect(utcOffsetMinutes(forecast, new Date())).toBe(120);
    const advice = (await nightly.adviceTimes()).find((a) => a.fieldId === fieldId)!;
    expect(advice.computedAt).toBeInstanceOf(Date);

    // The advice is from two days ago; now is past 02:00 in Toshka (the real time, or 02:05 if earlier).
    await db.update(irrigationAdvice).set({ computedAt: new Date(Date.now() - 2 * DAY_MS) }).where(eq(irrigationAdvice.fieldId, fieldId));
    const realNow = new Date();
    const { runAt } = localNight(realNow, 120);
    const now = realNow >= runAt ? realNow : new Date(runAt.getTime() + 5 * 60_000);
    const repo = createIrrigationRepository(db);
    const calculated: string[][] = [];
    const claims = dbClaims(db, unique('nightly-test'), now);
    const run = () =>
      runNightlyAdvice({
        now,
        // Only this test's farm: the shared test database holds other tests' farms.
        fields: async () => (await repo.advisoryFields(false)).filter((f) => f.farmId === farm.id),
        forecasts: () => nightly.forecasts(),
        adviceTimes: () => nightly.adviceTimes(),
        calculate: (farmIds) => (calculated.push(farmIds), app.irrigation.calculateAll({ farmIds })),
        claims,
      });
    expect(await run()).toEqual({ farms: 1, fields: 1 });
    expect(calculated).toEqual([[farm.id]]);
    expect(await db.select().from(irrigationAdvice).where(eq(irrigationAdvice.fieldId, endedId))).toEqual([]);
    const [after] = await db.select({ computedAt: irrigationAdvice.computedAt }).from(irrigationAdvice).where(eq(irrigationAdvice.fieldId, fieldId));
    expect(after!.computedAt.getTime()).toBeGreaterThan(realNow.getTime() - 1000);
    expect(await run()).toEqual({ farms: 0, fields: 0 });
  });
});
