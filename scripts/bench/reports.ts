/**
 * Benchmark (issue #17): the executive report of an organisation with 2,000 crop fields and a season of data — the
 * screen's JSON of one farm and of every farm, the Arabic PDF, and peak memory. Prints figures; not a test.
 *
 * One process: a fresh embedded database (PGlite + PostGIS), migrated and seeded with the demo, and the app from
 * buildApp (not listening). pivot.manager (the crop demo organisation) creates BENCH_FARMS farms near Toshka with
 * BENCH_FIELDS crop fields among them (wheat and maize planted 60 days ago, the advisory on, two irrigations and a
 * harvest each), and the weather job stores each farm's forecast. Measured: (a) one farm's report (JSON), (b) every
 * farm's report one after the other, (c) one farm's report as an Arabic PDF (Chromium at CHROMIUM_PATH). RSS is
 * sampled every 50 ms by a worker thread.
 */
import { rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { DEMO_PASSWORD } from '@rayyan/db';
import { benchApp, rect, signedInCaller } from './bench-app';

const FIELDS = Number(process.env.BENCH_FIELDS ?? 2_000);
const FARMS = Number(process.env.BENCH_FARMS ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const mb = (bytes: number) => +(bytes / 1024 / 1024).toFixed(1);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const sampler = new Worker(
  `const { parentPort } = require('node:worker_threads');
   let peak = 0; const sample = () => { const rss = process.memoryUsage.rss(); if (rss > peak) peak = rss; };
   setInterval(sample, 50);
   parentPort.on('message', (m) => { sample(); parentPort.postMessage(peak); if (m === 'reset') { peak = 0; sample(); } });`,
  { eval: true },
);
const ask = (message: 'reset' | 'read') => new Promise<number>((resolve) => (sampler.once('message', resolve), sampler.postMessage(message)));
async function measured<T>(run: () => Promise<T>) {
  globalThis.gc?.();
  await ask('reset');
  const t = performance.now();
  const result = await run();
  return { result, ms: performance.now() - t, peakRss: await ask('read') };
}

const { app, database, dataDir } = await benchApp('reports', { seed: true });

try {
  const { call: api } = await signedInCaller(app, 'pivot.manager', DEMO_PASSWORD);
  const t1 = performance.now();
  const farmIds: string[] = [];
  for (let f = 0; f < FARMS; f++) {
    const w = 31.0 + (f % 5) * 0.03;
    const s = 22.6 + Math.floor(f / 5) * 0.03;
    farmIds.push((await api('POST', '/api/farms/', { code: `RB-${f}`, name: `Report bench farm ${f}`, farming_type: 'crop', geometry: rect(w, s, w + 0.025, s + 0.025) })).json().id);
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < FIELDS) {
        const i = next++;
        const [f, k] = [i % FARMS, Math.floor(i / FARMS)];
        const x = 31.0 + (f % 5) * 0.03 + 0.0012 + (k % 10) * 0.0024;
        const y = 22.6 + Math.floor(f / 5) * 0.03 + 0.0012 + Math.floor(k / 10) * 0.0024;
        const id = (await api('POST', '/api/crop-fields/', { farm_id: farmIds[f], code: `R${f}-${k}`, name: `Field ${f}-${k}`, crop: k % 3 ? 'wheat' : 'maize', irrigation_advisory_enabled: true, geometry: rect(x, y, x + 0.0018, y + 0.0018) })).json().id;
        await api('POST', `/api/crop-fields/${id}/season/`, { season: 'winter', planting_date: day(-60) });
        for (const date of [day(-20), day(-5)]) await api('POST', `/api/crop-fields/${id}/irrigation/logs/`, { date, water_mm: 30 });
        await api('POST', '/api/harvests/', { field_kind: 'crop', field_id: id, harvest_date: day(-1), quantity_kg: 900 + k, grade: k % 2 ? 'a' : 'b', supplier: `Crew ${k % 4}` });
      }
    }),
  );
  for (const farmId of farmIds) await app.weatherJobs.refresh({ farmId });
  console.log(`setup: ${FARMS} farms, ${FIELDS} crop fields with a season, irrigations and a harvest in ${((performance.now() - t1) / 1000).toFixed(1)} s`);

  const url = (farmId: string, format = 'json', lang = 'en') => `/api/reports/executive/?farm_id=${farmId}&from=${day(-90)}&to=${day(0)}&format=${format}&lang=${lang}`;
  const one = await measured(async () => (await api('GET', url(farmIds[0]!))).body.length);
  const oneAgain = await measured(async () => (await api('GET', url(farmIds[0]!))).body.length);
  const all = await measured(async () => {
    let bytes = 0;
    for (const farmId of farmIds) bytes += (await api('GET', url(farmId))).body.length;
    return bytes;
  });
  const pdf = await measured(async () => (await api('GET', url(farmIds[0]!, 'pdf', 'ar'))).rawPayload.length);
  const pdfAgain = await measured(async () => (await api('GET', url(farmIds[0]!, 'pdf', 'ar'))).rawPayload.length);
  const row = (what: string, m: { result: number; ms: number; peakRss: number }) => ({ what, ms: Math.round(m.ms), bytes: m.result, peakRssMB: mb(m.peakRss) });
  console.table([
    row(`(a) one farm's report, JSON (${FIELDS / FARMS} fields)`, one),
    row('(a) the same again', oneAgain),
    row(`(b) every farm's report, JSON (${FARMS} farms, ${FIELDS} fields)`, all),
    row('(c) one farm, Arabic PDF (browser start included)', pdf),
    row('(c) the same again (browser running)', pdfAgain),
  ]);
  console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), shared; embedded database (PGlite + PostGIS) in the same process; Node ${process.version}; process max RSS ${mb(process.resourceUsage().maxRSS * 1024)} MB.`);
} finally {
  await app.close();
  await database.close();
  await sampler.terminate();
  rmSync(dataDir, { recursive: true, force: true });
}
