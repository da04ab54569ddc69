import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS, notifications, organizations, seedDemo, sensorReadings, sensorReadingsHourly, type Db } from '@rayyan/db';
import { buildUser, getTestDatabase } from '@rayyan/db/testing';
import { SENSOR_BATCH_MAX, type IngestResult, type SensorChart, type SensorKey, type SensorRecord } from '@rayyan/contracts';
import { createServer, type AddressInfo } from 'node:net';
import { Aedes } from 'aedes';
import { startMqttBroker, subscribeExternalBroker, type MqttBroker } from '../src/modules/sensors';
import { buildTestApp } from './helpers';
import { buildTenant, callerFor, createAdvisoryPivot, createCropFarm, unique, type Caller } from './tenants';

const NOW = new Date('2026-06-10T09:00:00Z');
/** The server's time: NOW, moved on only by the offline notification test (and put back). */
let clockAt = NOW;
let app: FastifyInstance;
let db: Db;
let broker: MqttBroker;

beforeAll(async () => {
  ({ app, db } = await buildTestApp({}, { clock: { now: () => clockAt } }));
  broker = await startMqttBroker({ port: 0, host: '127.0.0.1', ingestion: app.sensorIngestion, log: app.log });
});
afterAll(async () => {
  await broker?.close();
  await app?.close();
});

const ok = async <T>(response: { statusCode: number; body: string; json: () => unknown }, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
};

/** A soil moisture probe at 20, 40 and 60 cm in a new pivot field of the caller, with its device key. */
async function probe(caller: Caller) {
  const fieldId = await createAdvisoryPivot(caller, await createCropFarm(caller));
  const code = unique('P').replace(' ', '-');
  const sensor = await ok<SensorRecord>(await caller.call('POST', '/api/sensors/', { code, category: 'soil_moisture_probe', technology: 'lorawan', depths_cm: [20, 40, 60], crop_field_id: fieldId }), 201);
  const key = await ok<SensorKey>(await caller.call('POST', `/api/sensors/${sensor.id}/key/`), 201);
  return { sensor, key };
}

/** Probes of two tenants: `mine` and its `neighbour` of one organisation, `theirs` of the `stranger`'s. */
async function threeProbes() {
  const owner = await buildTenant(app, db);
  const stranger = await buildTenant(app, db);
  return { stranger, mine: await probe(owner), neighbour: await probe(owner), theirs: await probe(stranger) };
}

const moisture = (code: string, minutesAgo: number, depth: number, value: number, extra: Record<string, unknown> = {}) => ({
  sensor_code: code,
  measured_at: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
  quantity: 'soil_moisture',
  depth_cm: depth,
  value,
  unit: '%',
  ...extra,
});

const post = (key: string | undefined, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/sensor-readings/', headers: key ? { authorization: `Device ${key}` } : {}, payload: body as object });
const stored = async (sensorId: string) => (await db.select().from(sensorReadings).where(eq(sensorReadings.sensorId, sensorId))).length;

describe('sensors over HTTP', () => {
  it('stores a device key as a hash, answers it once, and a new key replaces the old', async () => {
    const owner = await buildTenant(app, db);
    const { sensor, key } = await probe(owner);
    expect(key.key).toMatch(/^rsk_[A-Za-z0-9_-]{43}$/);
    expect(key.mqtt_topic).toBe(`rayyan/${key.org_code}/${sensor.code}/readings`);
    const read = await ok<SensorRecord>(await owner.call('GET', `/api/sensors/${sensor.id}/`));
    expect(read).toMatchObject({ has_key: true, field_name: expect.any(String) });
    expect(JSON.stringify(read)).not.toContain(key.key);
    const next = await ok<SensorKey>(await owner.call('POST', `/api/sensors/${sensor.id}/key/`), 201);
    expect((await post(key.key, { readings: [moisture(sensor.code, 5, 20, 30)] })).statusCode).toBe(401);
    expect(await ok<IngestResult>(await post(next.key, { readings: [moisture(sensor.code, 5, 20, 30)] }))).toMatchObject({ stored: 1 });
  });

  it('stores a batch once, shows it in the chart and updates battery, signal and last seen', async () => {
    const owner = await buildTenant(app, db);
    const { sensor, key } = await probe(owner);
    const readings = [
      moisture(sensor.code, 30, 20, 28.5),
      moisture(sensor.code, 30, 40, 0.31, { unit: 'm3/m3' }),
      moisture(sensor.code, 15, 20, 27.9),
      { sensor_code: sensor.code, measured_at: new Date(NOW.getTime() - 15 * 60_000).toISOString(), quantity: 'battery', value: 87, unit: '%' },
      { sensor_code: sensor.code, measured_at: new Date(NOW.getTime() - 15 * 60_000).toISOString(), quantity: 'signal', value: -97, unit: 'dBm' },
    ];
    expect(await ok<IngestResult>(await post(key.key, { readings }))).toEqual({ received: 5, stored: 5, duplicates: 0, rejected: [] });
    expect(await ok<IngestResult>(await post(key.key, { readings }))).toEqual({ received: 5, stored: 0, duplicates: 5, rejected: [] });
    expect(await stored(sensor.id)).toBe(5);
    const read = await ok<SensorRecord>(await owner.call('GET', `/api/sensors/${sensor.id}/`));
    expect(read).toMatchObject({ battery_pct: 87, signal_dbm: -97, last_seen_at: NOW.toISOString() });
    const chart = await ok<SensorChart>(await owner.call('GET', `/api/sensors/${sensor.id}/readings/?quantity=soil_moisture`));
    expect(chart.bucket_seconds).toBe(900);
    expect(chart.series.map((s) => [s.depth_cm, s.values])).toEqual([
      [20, [28.5, 27.9]],
      [40, [31]],
    ]);
    expect(chart.field_capacity_pct).toBeTypeOf('number');
    // The hourly rollups counted each reading once, and a chart over 100 days (2-hour buckets) reads them.
    const hourly = await db.select().from(sensorReadingsHourly).where(eq(sensorReadingsHourly.sensorId, sensor.id));
    expect(hourly.reduce((n, h) => n + h.valueCount, 0)).toBe(5);
    const from = new Date(NOW.getTime() - 100 * 86_400_000).toISOString();
    const long = await ok<SensorChart>(await owner.call('GET', `/api/sensors/${sensor.id}/readings/?quantity=soil_moisture&from=${encodeURIComponent(from)}`));
    expect(long.bucket_seconds).toBe(7200);
    expect(long.series.map((s) => [s.depth_cm, s.values])).toEqual([
      [20, [28.2]],
      [40, [31]],
    ]);
  });

  it('answers each bad line with its reason and writes nothing when all or nothing', async () => {
    const owner = await buildTenant(app, db);
    const { sensor, key } = await probe(owner);
    const good = moisture(sensor.code, 15, 20, 25);
    const readings = [
      good,
      moisture(sensor.code, -60, 20, 25),
      moisture(sensor.code, 15, 40, 25, { unit: 'inch' }),
      moisture(sensor.code, 15, 60, 140),
      good,
      moisture('SOMEONE-ELSE', 15, 20, 25),
      moisture(sensor.code, 15, 30, 25),
      { sensor_code: sensor.code, value: 'wet' },
      moisture(sensor.code, 15, 20, 25, { quantity: 'vibes' }),
    ];
    const refused = await ok<IngestResult>(await post(key.key, { readings }));
    expect(refused.stored).toBe(0);
    expect(refused.rejected.map((r) => [r.index, r.reason])).toEqual([
      [1, 'in_future'],
      [2, 'unknown_unit'],
      [3, 'out_of_range'],
      [4, 'duplicate'],
      [5, 'other_sensor'],
      [6, 'depth_not_allowed'],
      [7, 'malformed'],
      [8, 'unknown_quantity'],
    ]);
    expect(await stored(sensor.id)).toBe(0);
    const kept = await ok<IngestResult>(await post(key.key, { readings, all_or_nothing: false }));
    expect(kept).toMatchObject({ stored: 1, duplicates: 0 });
    expect(kept.rejected).toHaveLength(8);
    expect(await stored(sensor.id)).toBe(1);
  });

  it('refuses an oversized batch, a missing or unknown key, and a body that is no batch, without a 500', async () => {
    const owner = await buildTenant(app, db);
    const { sensor, key } = await probe(owner);
    const many = Array.from({ length: SENSOR_BATCH_MAX + 1 }, (_, i) => moisture(sensor.code, i * 15, 20, 25));
    const big = await ok<IngestResult>(await post(key.key, { readings: many }));
    expect(big).toMatchObject({ stored: 0, rejected: [{ index: SENSOR_BATCH_MAX, reason: 'batch_too_large' }] });
    expect((await post(undefined, { readings: [moisture(sensor.code, 5, 20, 25)] })).statusCode).toBe(401);
    expect((await post('rsk_not-a-key', { readings: [moisture(sensor.code, 5, 20, 25)] })).statusCode).toBe(401);
    expect((await post(key.key, { readings: 'lots' })).statusCode).toBe(400);
    expect((await post(key.key, [1, 2])).statusCode).toBe(400);
    expect(await stored(sensor.id)).toBe(0);
  });

  it("refuses another organisation's key and another sensor's key for this sensor's readings", async () => {
    const { stranger, mine, neighbour, theirs } = await threeProbes();
    for (const key of [theirs.key.key, neighbour.key.key]) {
      const answer = await ok<IngestResult>(await post(key, { readings: [moisture(mine.sensor.code, 5, 20, 25)] }));
      expect(answer).toMatchObject({ stored: 0, rejected: [{ index: 0, reason: 'other_sensor' }] });
    }
    expect(await stored(mine.sensor.id)).toBe(0);
    expect((await stranger.call('GET', `/api/sensors/${mine.sensor.id}/readings/`)).statusCode).toBe(404);
    expect((await stranger.call('POST', `/api/sensors/${mine.sensor.id}/key/`)).statusCode).toBe(404);
  });
});

/** A device connected to the test's broker (rejects when the broker refuses the connection). */
function device(username: string, password: string): Promise<MqttClient> {
  return new Promise((resolve, reject) => {
    const client = mqtt.connect(`mqtt://127.0.0.1:${broker.port}`, { username, password, reconnectPeriod: 0, connectTimeout: 5000 });
    client.once('connect', () => resolve(client));
    client.once('error', (error) => {
      client.end(true);
      reject(error);
    });
  });
}

/** Publishes at QoS 1 and waits for the broker's answer: resolves on PUBACK, rejects when the broker drops the device. */
function publish(client: MqttClient, topic: string, body: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    client.once('close', () => reject(new Error('closed by the broker')));
    client.publish(topic, typeof body === 'string' ? body : JSON.stringify(body), { qos: 1 }, (error) => (error ? reject(error) : resolve()));
  });
}

describe('a silent sensor', () => {
  it('is notified once per silence after 3 hours, with its farm', async () => {
    const owner = await buildTenant(app, db);
    const { sensor, key } = await probe(owner);
    const offline = async () => (await db.select().from(notifications).where(eq(notifications.orgId, owner.org.id))).filter((n) => n.kind === 'sensor_offline');
    await ok<IngestResult>(await post(key.key, { readings: [moisture(sensor.code, 5, 20, 25)] }));
    try {
      clockAt = new Date(NOW.getTime() + 2 * 3600_000);
      await app.jobRegistry.runNow(app.sensorJobs.offline);
      expect(await offline()).toHaveLength(0);
      clockAt = new Date(NOW.getTime() + 3.5 * 3600_000);
      await app.jobRegistry.runNow(app.sensorJobs.offline);
      await app.jobRegistry.runNow(app.sensorJobs.offline);
      const [raised, ...more] = await offline();
      expect(more).toHaveLength(0);
      expect(raised).toMatchObject({ params: { sensor_code: sensor.code, last_seen_at: NOW.toISOString().replace('.000', '') }, farmId: expect.any(String) });
      // It reports again, then falls silent again: a second notification.
      await ok<IngestResult>(await post(key.key, { readings: [moisture(sensor.code, 5, 40, 25)] }));
      clockAt = new Date(NOW.getTime() + 8 * 3600_000);
      await app.jobRegistry.runNow(app.sensorJobs.offline);
      expect(await offline()).toHaveLength(2);
    } finally {
      clockAt = NOW;
    }
  });
});

describe('sensors over MQTT', () => {
  it('stores a batch published by the device to its own topic, acknowledged once stored', async () => {
    const owner = await buildTenant(app, db);
    const { sensor, key } = await probe(owner);
    const client = await device(sensor.code, key.key);
    try {
      await publish(client, key.mqtt_topic, { readings: [moisture(sensor.code, 15, 20, 24.5), moisture(sensor.code, 15, 40, 26)] });
      expect(await stored(sensor.id)).toBe(2);
      const chart = await ok<SensorChart>(await owner.call('GET', `/api/sensors/${sensor.id}/readings/`));
      expect(chart.series.map((s) => s.values)).toEqual([[24.5], [26]]);
      // A malformed payload and a batch with a bad line (all or nothing): acknowledged, logged, nothing written.
      await publish(client, key.mqtt_topic, '{"readings": [');
      await publish(client, key.mqtt_topic, { readings: [moisture(sensor.code, 0, 20, 24), moisture(sensor.code, 0, 20, 400)] });
      expect(await stored(sensor.id)).toBe(2);
    } finally {
      client.end(true);
    }
  });

  it('accepts the organisation code as user name', async () => {
    const owner = await buildTenant(app, db);
    const { sensor, key } = await probe(owner);
    const client = await device(key.org_code, key.key);
    try {
      await publish(client, key.mqtt_topic, { readings: [moisture(sensor.code, 15, 60, 30)] });
      expect(await stored(sensor.id)).toBe(1);
    } finally {
      client.end(true);
    }
  });

  it("refuses an unknown key, and another sensor's or organisation's key on this sensor's topic, writing nothing", async () => {
    const { mine, neighbour, theirs } = await threeProbes();
    await expect(device(mine.sensor.code, 'rsk_wrong')).rejects.toThrow();
    await expect(device(mine.sensor.code, theirs.key.key)).rejects.toThrow();
    for (const other of [neighbour, theirs]) {
      const client = await device(other.sensor.code, other.key.key);
      try {
        await expect(publish(client, mine.key.mqtt_topic, { readings: [moisture(mine.sensor.code, 15, 20, 25)] })).rejects.toThrow();
      } finally {
        client.end(true);
      }
    }
    expect(await stored(mine.sensor.id)).toBe(0);
  });
});

describe('sensors through an external broker (MQTT_URL)', () => {
  it("stores what devices publish there to their sensor's topic, and nothing for a topic naming no sensor or a malformed payload", async () => {
    // The external broker (here a bare aedes, as Mosquitto would be) authenticates the devices itself.
    const external = await Aedes.createBroker();
    const server = createServer(external.handle);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `mqtt://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const subscription = await subscribeExternalBroker({ url, ingestion: app.sensorIngestion, log: app.log });
    const owner = await buildTenant(app, db);
    const { sensor, key } = await probe(owner);
    const client = await mqtt.connectAsync(url, { reconnectPeriod: 0 });
    try {
      // The server's subscription is in place once a message to it is delivered (retried until then).
      for (let i = 0; i < 50 && (await stored(sensor.id)) === 0; i++) {
        await client.publishAsync(key.mqtt_topic, JSON.stringify({ readings: [moisture(sensor.code, 15, 20, 21)] }), { qos: 1 });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await stored(sensor.id)).toBe(1);
      await client.publishAsync(`rayyan/${key.org_code}/NO-SUCH-SENSOR/readings`, JSON.stringify({ readings: [moisture('NO-SUCH-SENSOR', 15, 20, 21)] }), { qos: 1 });
      await client.publishAsync(key.mqtt_topic, 'not json', { qos: 1 });
      await client.publishAsync(key.mqtt_topic, JSON.stringify({ readings: [moisture(sensor.code, 30, 40, 22)] }), { qos: 1 });
      for (let i = 0; i < 50 && (await stored(sensor.id)) < 2; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await stored(sensor.id)).toBe(2);
    } finally {
      await client.endAsync();
      await subscription.close();
      await new Promise<void>((resolve) => external.close(() => server.close(() => resolve())));
    }
  });
});

describe('the demo sensors', () => {
  it("seed the pivot's six-depth probe and flow meter and the palm block's probe with a season of 15-minute readings, once", async () => {
    const started = Date.now();
    // Seeded on the real day, as every other demo test does: the first file of a worker to seed sets the demo's day
    // for the files after it on that database.
    await seedDemo(await getTestDatabase());
    const seedMs = Date.now() - started;
    const [crop] = await db.select().from(organizations).where(eq(organizations.name, DEMO_ORGANISATIONS.crop.name));
    const manager = await callerFor(app, crop!, await buildUser(db, { orgId: crop!.id, userType: 'admin' }));
    const list = await ok<{ results: SensorRecord[] }>(await manager.call('GET', '/api/sensors/'));
    const probeOfP1 = list.results.find((s) => s.code === 'SMP-TA-P1')!;
    expect(probeOfP1).toMatchObject({ category: 'soil_moisture_probe', depths_cm: [10, 20, 30, 40, 60, 80], field_name: 'Pivot 1 – Wheat' });
    expect(list.results.map((s) => s.code)).toContain('FM-TA-P2');
    // The week before the probe's last reading: the demo may have been seeded by an earlier test file, on its own day.
    const lastSeen = Date.parse(probeOfP1.last_seen_at!);
    const range = `&from=${encodeURIComponent(new Date(lastSeen - 7 * 86_400_000).toISOString())}&to=${encodeURIComponent(new Date(lastSeen).toISOString())}`;
    const week = await ok<SensorChart>(await manager.call('GET', `/api/sensors/${probeOfP1.id}/readings/?quantity=soil_moisture${range}`));
    expect(week.series.map((s) => s.depth_cm)).toEqual([10, 20, 30, 40, 60, 80]);
    // A week of 15-minute readings up to 10 minutes before now; every value between the refill point and field capacity, more or less.
    for (const series of week.series) {
      expect(series.values.length).toBeGreaterThan(660);
      expect(Math.min(...series.values)).toBeGreaterThan(10);
      expect(Math.max(...series.values)).toBeLessThan(35);
    }
    const again = await seedDemo(await getTestDatabase());
    expect(again.created).toBe(false);
    expect(seedMs).toBeLessThan(60_000);
  });
});
