/**
 * Benchmark (issue #15, "Speed"): HTTP ingestion of readings in batches of 500 over a real socket (readings per second
 * sustained with 4 devices sending at once, and the p99 of a batch's answer), MQTT ingestion end to end (QoS 1
 * messages of one 15-minute step at 6 depths, PUBACK only once stored: messages per second), and the chart's answer
 * for a year of 15-minute readings of one probe at 6 depths (time and size). Embedded database by default, PostgreSQL
 * with BENCH_DATABASE_URL (or DATABASE_URL). Prints figures; not a test.
 */
import { cpus, loadavg } from 'node:os';
import { brotliCompressSync, constants } from 'node:zlib';
import mqtt from 'mqtt';
import { sql } from 'drizzle-orm';
import { rollUpSensorReadings } from '@rayyan/db';
import { ManualJobScheduler } from '../../apps/server/src/ports/job-scheduler';
import { startMqttBroker } from '../../apps/server/src/modules/sensors';
import { benchAdmin, benchApp } from './bench-app';

const BATCHES = Number(process.env.BENCH_SENSOR_BATCHES ?? 200);
const BATCH = 500;
const DEVICES = 4;
const MESSAGES = Number(process.env.BENCH_MQTT_MESSAGES ?? 2000);
const DEPTHS = [10, 20, 30, 40, 60, 80];
const STEP_MS = 15 * 60_000;

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const { app, database } = await benchApp('sensors', { databaseUrl, ports: { jobs: new ManualJobScheduler() } });
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

try {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const { headers, call } = await benchAdmin(app, database.db, 'crop');
  const probe = async (code: string) => {
    const sensor = (await call('POST', '/api/sensors/', { code, category: 'soil_moisture_probe', technology: 'lorawan', depths_cm: DEPTHS })).json<{ id: string }>();
    const key = (await call('POST', `/api/sensors/${sensor.id}/key/`)).json<{ key: string; mqtt_topic: string }>();
    return { id: sensor.id, code, ...key };
  };
  const engine = databaseUrl ? 'PostgreSQL' : 'embedded database';
  console.log(`\nSensor readings (${engine}; load average ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores)`);

  // HTTP: each device sends its own history, newest step first, 500 readings (83 steps of 6 depths) a batch.
  const devices = await Promise.all(Array.from({ length: DEVICES }, (_, i) => probe(`BENCH-HTTP-${i}`)));
  const now = Math.floor(Date.now() / STEP_MS) * STEP_MS;
  const batchOf = (code: string, n: number) => {
    const readings = [];
    for (let i = 0; i < BATCH; i++) {
      const step = n * Math.ceil(BATCH / DEPTHS.length) + Math.floor(i / DEPTHS.length);
      readings.push({ sensor_code: code, measured_at: new Date(now - step * STEP_MS).toISOString(), quantity: 'soil_moisture', depth_cm: DEPTHS[i % DEPTHS.length], value: 20 + (i % 7), unit: '%' });
    }
    return JSON.stringify({ readings });
  };
  const latencies: number[] = [];
  let stored = 0;
  const started = performance.now();
  await Promise.all(
    devices.map(async (device, d) => {
      for (let n = d; n < BATCHES; n += DEVICES) {
        const body = batchOf(device.code, Math.floor(n / DEVICES));
        const t0 = performance.now();
        const response = await fetch(`${base}/api/sensor-readings/`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Device ${device.key}` }, body });
        const answer = (await response.json()) as { stored: number };
        latencies.push(performance.now() - t0);
        if (response.status !== 200) throw new Error(`ingestion answered ${response.status}`);
        stored += answer.stored;
      }
    }),
  );
  const httpMs = performance.now() - started;
  console.log(
    `HTTP: ${stored.toLocaleString('en')} readings in ${BATCHES} batches of ${BATCH} from ${DEVICES} devices at once: ${((stored / httpMs) * 1000).toFixed(0)} readings/s; batch answer p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`,
  );

  // MQTT: one device publishes QoS 1 messages (one step at 6 depths each); PUBACK comes once the readings are stored.
  const broker = await startMqttBroker({ port: 0, host: '127.0.0.1', ingestion: app.sensorIngestion, log: app.log });
  const device = await probe('BENCH-MQTT');
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${broker.port}`, { username: device.code, password: device.key, reconnectPeriod: 0 });
  const mqttStarted = performance.now();
  await Promise.all(
    Array.from({ length: MESSAGES }, (_, n) =>
      client.publishAsync(
        device.mqtt_topic,
        JSON.stringify({ readings: DEPTHS.map((depth_cm) => ({ sensor_code: device.code, measured_at: new Date(now - n * STEP_MS).toISOString(), quantity: 'soil_moisture', depth_cm, value: 22.5, unit: '%' })) }),
        { qos: 1 },
      ),
    ),
  );
  const mqttMs = performance.now() - mqttStarted;
  const counted = (await database.db.execute(sql`SELECT count(*)::int AS n FROM sensor_readings WHERE sensor_id = ${device.id}::uuid`)) as unknown as { rows: { n: number }[] };
  const mqttRows = counted.rows[0]?.n ?? 0;
  console.log(`MQTT: ${MESSAGES} messages of ${DEPTHS.length} readings, acknowledged once stored, in ${mqttMs.toFixed(0)} ms: ${((MESSAGES / mqttMs) * 1000).toFixed(0)} messages/s (${mqttRows.toLocaleString('en')} rows stored)`);
  await client.endAsync();
  await broker.close();

  // The chart of a year: 35,040 steps at 6 depths (210,240 readings) written by the database, then the answer's time.
  const year = await probe('BENCH-YEAR');
  const yearStart = new Date(now - 365 * 86_400_000).toISOString();
  const seeded = performance.now();
  await database.db.execute(sql`
    INSERT INTO sensor_readings (sensor_id, quantity, depth_cm, measured_at, value)
    SELECT ${year.id}::uuid, 'soil_moisture', d, t, 18 + d * 0.05 + 6 * exp(-d / 50.0) * abs(sin(extract(epoch FROM t) / 86400.0))
    FROM generate_series(${yearStart}::timestamptz, ${new Date(now).toISOString()}::timestamptz - interval '15 minutes', interval '15 minutes') AS t, unnest(ARRAY[10, 20, 30, 40, 60, 80]) AS d`);
  await rollUpSensorReadings(database.db, year.id);
  const seedMs = performance.now() - seeded;
  const url = `/api/sensors/${year.id}/readings/?from=${encodeURIComponent(yearStart)}&to=${encodeURIComponent(new Date(now).toISOString())}`;
  const times: number[] = [];
  let bytes = 0;
  let points = 0;
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    const response = await fetch(`${base}${url}`, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - t0);
    if (i === 0) {
      const raw = await call('GET', url);
      const chart = raw.json<{ series: { values: number[] }[] }>();
      points = chart.series.reduce((sum, s) => sum + s.values.length, 0);
      bytes = raw.rawPayload.length;
      // The server compresses answers with brotli at quality 5 (app.ts); the size a browser downloads.
      const compressed = brotliCompressSync(raw.rawPayload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
      console.log(`a year of one probe at 6 depths: 210,240 readings and their hourly rollups written in ${seedMs.toFixed(0)} ms; the answer holds ${chart.series.length} series, ${points.toLocaleString('en')} points, ${(bytes / 1024).toFixed(0)} KB (${(compressed / 1024).toFixed(0)} KB with brotli)`);
    }
  }
  console.log(`chart of the year: median ${percentile(times.slice(1), 50).toFixed(0)} ms, slowest ${Math.max(...times.slice(1)).toFixed(0)} ms (first, cold: ${times[0]!.toFixed(0)} ms)`);
} finally {
  await app.close();
  await database.close();
}
