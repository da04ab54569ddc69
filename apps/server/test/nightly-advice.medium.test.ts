import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { irrigationAdvice, type Db } from '@rayyan/db';
import { createIrrigationRepository } from '../src/modules/irrigation/irrigation.repository';
import { localNight, runNightlyAdvice, utcOffsetMinutes } from '../src/modules/irrigation/nightly-advice';
import { createNightlyAdviceRepository } from '../src/modules/irrigation/nightly-advice.repository';
import { buildTestApp } from './helpers';
import { buildTenant, unique, type Caller } from './tenants';

const SQUARE = { type: 'Polygon', coordinates: [[[31.13, 22.73], [31.17, 22.73], [31.17, 22.77], [31.13, 22.77], [31.13, 22.73]]] };
const DAY_MS = 86_400_000;

let app: FastifyInstance;
let db: Db;
let caller: Caller;

beforeAll(async () => {
  const built = await buildTestApp();
  app = built.app;
  db = built.db;
  caller = await buildTenant(app, db);
});
afterAll(() => app.close());

describe('nightly irrigation advice on the database', () => {
  it("reads the farm's forecast time zone and advice age, and recomputes the farm once its night has come", async () => {
    const farm = (await caller.call('POST', '/api/farms/', { code: unique('F'), name: unique('Farm'), farming_type: 'crop', geometry: SQUARE } as never)).json();
    const created = await caller.call('POST', '/api/crop-fields/', {
      farm_id: farm.id,
      code: unique('C'),
      name: unique('Pivot'),
      crop: 'wheat',
      irrigation_type: 'center_pivot',
      irrigation_advisory_enabled: true,
      pivot: { center: { lat: 22.75, lng: 31.15 }, radius_m: 400 },
    } as never);
    expect(created.statusCode, created.body).toBe(201);
    const fieldId = created.json().id as string;
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
    const tried = new Map<string, number>();
    const run = () =>
      runNightlyAdvice({
        now,
        // Only this test's farm: the shared test database holds other tests' farms.
        fields: async () => (await repo.advisoryFields(false)).filter((f) => f.farmId === farm.id),
        forecasts: () => nightly.forecasts(),
        adviceTimes: () => nightly.adviceTimes(),
        calculate: (farmIds) => (calculated.push(farmIds), app.irrigation.calculateAll({ farmIds })),
        tried,
      });
    expect(await run()).toEqual({ farms: 1, fields: 1 });
    expect(calculated).toEqual([[farm.id]]);
    const [after] = await db.select({ computedAt: irrigationAdvice.computedAt }).from(irrigationAdvice).where(eq(irrigationAdvice.fieldId, fieldId));
    expect(after!.computedAt.getTime()).toBeGreaterThan(realNow.getTime() - 1000);
    expect(await run()).toEqual({ farms: 0, fields: 0 });
  });
});
