/**
 * Benchmark (issue 5): the nightly job end to end on the embedded database for 1,000 crop fields — wall
 * time and peak memory. Prints figures; not a test.
 *
 * One process: a fresh embedded database (PGlite + PostGIS) in a temp dir, migrated and seeded with the
 * demo data, and the app from buildApp (not listening; setup goes through app.inject). pivot.manager (crop
 * demo organisation) creates BENCH_FARMS farms near Toshka and BENCH_FIELDS crop fields spread over them
 * with the irrigation advisory enabled. Then, each measured on its own: (a) the weather refresh of those
 * farms (`app.weatherJobs.refresh`, simulated provider unless WEATHER_PROVIDER says otherwise) and (b) the
 * `irrigation-advice` job (`app.irrigation.calculateAll()`, every advisory field that has weather — the
 * demo seed's advisory fields count too). RSS is sampled every 50 ms during each job (see measured).
 */
import { rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { DEMO_PASSWORD } from '@rayyan/db';
import { benchApp, rect, signedInCaller } from './bench-app';

const FIELDS = Number(process.env.BENCH_FIELDS ?? 1_000);
const FARMS = Number(process.env.BENCH_FARMS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const MB = 1024 * 1024;
const mb = (bytes: number) => +(bytes / MB).toFixed(1);

/**
 * RSS is sampled every 50 ms by a worker thread: the jobs keep the main thread's event loop busy (PGlite
 * answers through microtasks), so a main-thread timer hardly fires while they run. The main thread's heap
 * can only be read on the main thread: its timer samples it when the loop lets it (`heapSamples`), and the
 * heap is read at the start and the end. `heapSamples` against the ~wall/50 ms expected shows how
 * long the main loop was held (timers, and so HTTP requests, wait).
 */
const sampler = new Worker(
  `const { parentPort } = require('node:worker_threads');
   let peak = 0, samples = 0;
   const sample = () => { const rss = process.memoryUsage.rss(); samples++; if (rss > peak) peak = rss; };
   setInterval(sample, 50);
   parentPort.on('message', (m) => { sample(); parentPort.postMessage({ peak, samples }); if (m === 'reset') { peak = 0; samples = 0; sample(); } });`,
  { eval: true },
);
const ask = (message: 'reset' | 'read') =>
  new Promise<{ peak: number; samples: number }>((resolve) => {
    sampler.once('message', resolve);
    sampler.postMessage(message);
  });

async function measured<T>(run: () => Promise<T>) {
  globalThis.gc?.();
  await ask('reset');
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  let heapSamples = 0;
  const timer = setInterval(() => {
    heapSamples++;
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 50);
  const t = performance.now();
  try {
    const result = await run();
    const ms = performance.now() - t;
    const after = process.memoryUsage();
    const rss = await ask('read');
    return { result, ms, before, after, peakRss: Math.max(rss.peak, after.rss), rssSamples: rss.samples, peakHeap: Math.max(peakHeap, after.heapUsed), heapSamples };
  } finally {
    clearInterval(timer);
  }
}

const t0 = performance.now();
const { app, database, dataDir } = await benchApp('nightly', { seed: true });
const dbMs = performance.now() - t0;

try {
  const signedIn = await signedInCaller(app, 'pivot.manager', DEMO_PASSWORD);
  const api = async (method: 'POST' | 'GET', url: string, payload?: object) => (await signedIn.call(method, url, payload)).json() as Record<string, unknown>;

  // ---- Setup: farms in a 5-column grid 0.03° apart near Toshka; fields in a 10-column grid inside each.
  const t1 = performance.now();
  const farmIds: string[] = [];
  for (let f = 0; f < FARMS; f++) {
    const w = 31.0 + (f % 5) * 0.03;
    const s = 22.6 + Math.floor(f / 5) * 0.03;
    const farm = await api('POST', '/api/farms/', { code: `NB-${f}`, name: `Nightly bench farm ${f}`, farming_type: 'crop', geometry: rect(w, s, w + 0.025, s + 0.025) });
    farmIds.push(farm.id as string);
  }
  const bodies: object[] = [];
  for (let i = 0; i < FIELDS; i++) {
    const f = i % FARMS;
    const k = Math.floor(i / FARMS);
    const x = 31.0 + (f % 5) * 0.03 + 0.0012 + (k % 10) * 0.0024;
    const y = 22.6 + Math.floor(f / 5) * 0.03 + 0.0012 + Math.floor(k / 10) * 0.0024;
    const body = { farm_id: farmIds[f], code: `N${f}-${k}`, name: `Field ${f}-${k}`, crop: k % 3 ? 'wheat' : 'maize', irrigation_advisory_enabled: true };
    bodies.push(k % 2 ? { ...body, geometry: rect(x, y, x + 0.0018, y + 0.0018) } : { ...body, pivot: { center: { lat: y + 0.0009, lng: x + 0.0009 }, radius_m: 90 } });
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < bodies.length) await api('POST', '/api/crop-fields/', bodies[next++]!);
    }),
  );
  const setupMs = performance.now() - t1;
  console.log(
    `setup: embedded database created, migrated and seeded + app built in ${(dbMs / 1000).toFixed(1)} s; ` +
      `${FARMS} farms and ${FIELDS} crop fields (advisory on) through app.inject in ${(setupMs / 1000).toFixed(1)} s (${CONCURRENCY} in flight)`,
  );

  // ---- (a) Weather refresh of the benchmark's farms, one after the other as the job does.
  const weather = await measured(async () => {
    let stored = 0;
    for (const farmId of farmIds) stored += await app.weatherJobs.refresh({ farmId });
    return stored;
  });
  // ---- (b) The irrigation-advice job: every advisory field whose farm has weather (the demo farms have none yet).
  const advice = await measured(() => app.irrigation.calculateAll());
  // A second run: the advice rows now exist, so every save is an update (as on every night after the first).
  const adviceAgain = await measured(() => app.irrigation.calculateAll());

  const row = (job: string, units: string, m: Awaited<ReturnType<typeof measured<number>>>) => ({
    job,
    done: `${m.result} ${units}`,
    wallS: +(m.ms / 1000).toFixed(2),
    perS: +(m.result / (m.ms / 1000)).toFixed(1),
    msEach: +(m.ms / Math.max(1, m.result)).toFixed(1),
    rssStartMB: mb(m.before.rss),
    rssPeakMB: mb(m.peakRss),
    heapStartMB: mb(m.before.heapUsed),
    heapPeakMB: mb(m.peakHeap),
    heapEndMB: mb(m.after.heapUsed),
    rssSamples: m.rssSamples,
    heapSamples: `${m.heapSamples} of ~${Math.floor(m.ms / 50)}`,
  });
  console.table([
    row(`(a) weather refresh, ${FARMS} farms`, 'farms', weather),
    row('(b) irrigation-advice, first night', 'fields', advice),
    row('(b) irrigation-advice, next night', 'fields', adviceAgain),
  ]);
  const total = weather.ms + advice.ms;
  console.log(
    `nightly end to end (a + b first night): ${(total / 1000).toFixed(2)} s for ${advice.result} fields ` +
      `(${FIELDS} benchmark + ${advice.result - FIELDS} demo); peak RSS ${mb(Math.max(weather.peakRss, advice.peakRss))} MB ` +
      `(process max RSS ${mb(process.resourceUsage().maxRSS * 1024)} MB, setup included)`,
  );
  console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), shared; embedded database (PGlite + PostGIS) in the same process; Node ${process.version}.`);
} finally {
  await app.close();
  await database.close();
  await sampler.terminate();
  rmSync(dataDir, { recursive: true, force: true });
}
