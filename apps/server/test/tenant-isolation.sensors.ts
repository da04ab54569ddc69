import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sensorReadings, sensors, type Db } from '@rayyan/db';
import { unique, type Caller, type Method } from './tenants';

type Check<Ctx> = (ctx: Ctx) => Promise<void>;

/** What the sensor checks need of tenant-isolation.medium.test.ts (passed in, so neither file imports the other's internals). */
export interface SensorIsolationKit<Ctx extends { a: Caller; b: Caller; db: Db }> {
  item: (check: { create: (ctx: Ctx) => Promise<string>; request: (id: string, ctx: Ctx) => { method: Method; url: string; payload?: unknown }; snapshot: (id: string, ctx: Ctx) => Promise<unknown> }) => Check<Ctx>;
  recordFixtures: (base: string, body: (name?: string) => Record<string, unknown>, patch: Record<string, unknown>) => Record<string, Check<Ctx>>;
}

/**
 * Sensors (issue #15): A's sensors are neither listed, exported, read, changed nor deleted by B; B gets no key for
 * them and no chart of them; B's device key cannot post readings for A's sensor.
 */
export function sensorFixtures<Ctx extends { a: Caller; b: Caller; db: Db }>(kit: SensorIsolationKit<Ctx>): Record<string, Check<Ctx>> {
  const { item, recordFixtures } = kit;
  // The searchable name rides in the notes (codes take no spaces).
  const body = (name = unique('Sensor')) => ({ code: unique('S').replace(' ', '-'), category: 'soil_moisture_probe', technology: 'lorawan', depths_cm: [30, 60], notes: name });
  const created = async (caller: Caller) => {
    const response = await caller.call('POST', '/api/sensors/', body() as never);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; code: string };
  };
  const keyOf = async (caller: Caller, id: string) => {
    const response = await caller.call('POST', `/api/sensors/${id}/key/`);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().key as string;
  };
  const sensorRow = async (id: string, ctx: Ctx) => ({
    sensor: (await ctx.db.select().from(sensors).where(eq(sensors.id, id)))[0],
    readings: await ctx.db.select().from(sensorReadings).where(eq(sensorReadings.sensorId, id)),
  });
  const sensorOfA = async (ctx: Ctx) => (await created(ctx.a)).id;
  return {
    ...recordFixtures('/api/sensors', body, { notes: 'Renamed by B', depths_cm: [10] }),
    'POST /api/sensors/{id}/key/': item({ create: sensorOfA, snapshot: sensorRow, request: (id) => ({ method: 'POST', url: `/api/sensors/${id}/key/` }) }),
    'GET /api/sensors/{id}/efficiency/': item({ create: sensorOfA, snapshot: sensorRow, request: (id) => ({ method: 'GET', url: `/api/sensors/${id}/efficiency/` }) }),
    'GET /api/sensors/{id}/readings/': item({ create: sensorOfA, snapshot: sensorRow, request: (id) => ({ method: 'GET', url: `/api/sensors/${id}/readings/` }) }),
    'POST /api/sensor-readings/': async (ctx) => {
      const mine = await created(ctx.a);
      const theirs = await created(ctx.b);
      const reading = { sensor_code: mine.code, measured_at: new Date(Date.now() - 60_000).toISOString(), quantity: 'soil_moisture', depth_cm: 30, value: 25, unit: '%' };
      const post = async (key: string): Promise<LightMyRequestResponse> =>
        ctx.a.call('POST', '/api/sensor-readings/', { readings: [reading] } as never, { authorization: `Device ${key}` });
      const before = await sensorRow(mine.id, ctx);
      const intruder = await post(await keyOf(ctx.b, theirs.id));
      expect(intruder.statusCode).toBe(200);
      expect(intruder.json()).toMatchObject({ stored: 0, rejected: [{ reason: 'other_sensor' }] });
      expect(await sensorRow(mine.id, ctx)).toEqual(before);
      expect((await post(await keyOf(ctx.a, mine.id))).json()).toMatchObject({ stored: 1 });
    },
  };
}
