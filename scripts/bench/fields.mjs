// Benchmark of 2,000 crop fields (issue #4 "done when"): field-list API latency (median and p95) and the
// time for the map to show the fields in Chromium. Prints figures; not a test. Builds nothing: run
// `npm run build:e2e` first (its map asks no tile server on the network) (or point BENCH_WEB_DIST at a `vite build` output).
// Setup goes through the API only: pivot.manager (crop demo organisation) creates FARMS farms in a grid
// near Toshka and FIELDS_PER_FARM fields in each (alternately a small square and a pivot circle).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';

const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.BENCH_PORT ?? 3191);
const FARMS = Number(process.env.BENCH_FARMS ?? 20);
const FIELDS_PER_FARM = Number(process.env.BENCH_FIELDS_PER_FARM ?? 100);
const TOTAL = FARMS * FIELDS_PER_FARM;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const PASSWORD = 'rayyan-demo-2026';
const base = `http://127.0.0.1:${port}`;

const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'rayyan-bench-fields-')),
    INIT_CWD: root,
    NODE_ENV: 'production',
    ...(process.env.BENCH_WEB_DIST ? { WEB_DIST_DIR: process.env.BENCH_WEB_DIST } : {}),
  },
  stdio: 'ignore',
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {
    /* already gone */
  }
};

const stats = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)];
  return { n: s.length, medianMs: +q(0.5).toFixed(1), p95Ms: +q(0.95).toFixed(1), maxMs: +s[s.length - 1].toFixed(1) };
};

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 180) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const login = await (await fetch(`${base}/api/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'pivot.manager', password: PASSWORD }) })).json();
  const auth = { authorization: `Bearer ${login.access}`, 'content-type': 'application/json', 'accept-encoding': 'gzip, br' };
  const api = async (method, path, body) => {
    const response = await fetch(`${base}${path}`, { method, headers: auth, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return { text, json: () => JSON.parse(text) };
  };

  // ---- Setup through the API: farms in a 5-column grid, 0.03° apart; fields in a 10 × 10 grid inside each.
  const rect = (w, s, e, n) => ({ type: 'Polygon', coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] });
  const t0 = performance.now();
  const farmIds = [];
  for (let f = 0; f < FARMS; f++) {
    const w = 31.0 + (f % 5) * 0.03;
    const s = 22.6 + Math.floor(f / 5) * 0.03;
    const farm = (await api('POST', '/api/farms/', { code: `BF-${f}`, name: `Bench farm ${f}`, farming_type: 'crop', geometry: rect(w, s, w + 0.025, s + 0.025) })).json();
    farmIds.push(farm.id);
  }
  const farmsMs = performance.now() - t0;
  const jobs = [];
  for (let f = 0; f < FARMS; f++) {
    const w = 31.0 + (f % 5) * 0.03;
    const s = 22.6 + Math.floor(f / 5) * 0.03;
    for (let k = 0; k < FIELDS_PER_FARM; k++) {
      const x = w + 0.0012 + (k % 10) * 0.0024;
      const y = s + 0.0012 + Math.floor(k / 10) * 0.0024;
      const body = { farm_id: farmIds[f], code: `F${f}-${k}`, name: `Field ${f}-${k}`, crop: k % 3 ? 'wheat' : 'maize' };
      jobs.push(k % 2 ? { ...body, geometry: rect(x, y, x + 0.0018, y + 0.0018) } : { ...body, pivot: { center: { lat: y + 0.0009, lng: x + 0.0009 }, radius_m: 90 } });
    }
  }
  const t1 = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: 4 }, async () => {
    while (next < jobs.length) await api('POST', '/api/crop-fields/', jobs[next++]);
  }));
  const fieldsMs = performance.now() - t1;
  console.log(`setup through the API: ${FARMS} farms in ${(farmsMs / 1000).toFixed(1)} s, ${TOTAL} crop fields in ${(fieldsMs / 1000).toFixed(1)} s (${(fieldsMs / TOTAL).toFixed(1)} ms per create, 4 in flight)`);

  // ---- API latency.
  const timed = async (path, n = SAMPLES) => {
    const ms = [];
    let bytes = 0;
    for (let i = 0; i < n; i++) {
      const url = typeof path === 'function' ? path(i) : path;
      const t = performance.now();
      const { text } = await api('GET', url);
      ms.push(performance.now() - t);
      bytes = text.length;
    }
    return { ...stats(ms), jsonKB: +(bytes / 1024).toFixed(1) };
  };
  const farmOf = (i) => farmIds[i % farmIds.length];
  const rows = [];
  rows.push({ call: `GET /api/crop-fields/?farm_id=…&page=1&page_size=100 (one farm's ${FIELDS_PER_FARM} fields)`, ...(await timed((i) => `/api/crop-fields/?farm_id=${farmOf(i)}&page=1&page_size=100`)) });
  rows.push({ call: 'GET /api/farms/?page=1&page_size=100 (map: farm listing)', ...(await timed('/api/farms/?page=1&page_size=100')) });
  rows.push({ call: 'GET /api/crop-fields/?page=N&page_size=100 (one page of all fields)', ...(await timed((i) => `/api/crop-fields/?page=${(i % 20) + 1}&page_size=100`)) });
  // Every page in turn, as listAll does for "all fields" (20 sequential requests).
  const sequences = [];
  let pages = 0;
  let listed = 0;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    for (let page = 1; ; page++) {
      const body = (await api('GET', `/api/crop-fields/?page=${page}&page_size=100`)).json();
      pages = page;
      listed = body.count;
      if (page * 100 >= body.count || body.results.length === 0) break;
    }
    sequences.push(performance.now() - t);
  }
  rows.push({ call: `listAll of all ${listed} fields (${pages} sequential pages)`, ...stats(sequences) });
  const mapEndpoint = await fetch(`${base}/api/crop-fields/map/`, { headers: auth });
  if (mapEndpoint.ok) {
    rows.push({ call: `GET /api/crop-fields/map/ (all ${listed} fields' map features, one call)`, ...(await timed('/api/crop-fields/map/')) });
    rows.push({ call: 'GET /api/crop-fields/map/?farm_id=… (one farm)', ...(await timed((i) => `/api/crop-fields/map/?farm_id=${farmOf(i)}`)) });
  }
  console.table(rows);

  // The demo seed's own crop fields come on top of the benchmark's.
  const orgFields = (await api('GET', '/api/crop-fields/?page=1&page_size=1')).json().count;
  console.log(`the organisation holds ${orgFields} crop fields (${TOTAL} from this benchmark, ${orgFields - TOTAL} from the demo seed)`);

  // ---- Chromium: navigation to the map view until the map reports the field borders rendered.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  const browserRows = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: base });
    const page = await context.newPage();
    if (process.env.BENCH_DEBUG) {
      page.on('pageerror', (error) => console.error('page error:', error.message));
      page.on('console', (message) => message.type() === 'error' && console.error('console:', message.text()));
      page.on('response', (response) => response.url().includes('/api/') && console.error(response.status(), response.url()));
    }
    await page.goto('/auth/login');
    await page.getByTestId('login-username').fill('pivot.manager');
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 60_000 });
    const map = page.getByTestId('map-view-map');
    const rendered = (n) => page.waitForFunction((count) => document.querySelector('[data-testid="map-view-map"]')?.getAttribute('data-features-rendered') === String(count), n, { timeout: 180_000, polling: 50 });
    const runs = Number(process.env.BENCH_BROWSER_RUNS ?? 3);
    const farmRuns = [];
    const clickRuns = [];
    const allRuns = [];
    for (let r = 0; r < runs; r++) {
      // Today's map view: farms on the map; a farm's fields once it is chosen in the listing.
      const t = Date.now();
      await page.goto('/', { waitUntil: 'commit' });
      await map.and(page.locator('[data-loaded="true"]')).waitFor({ timeout: 120_000 });
      await page.getByTestId(`farm-listing-item-${farmIds[r % farmIds.length]}`).waitFor();
      const click = Date.now();
      await page.getByTestId(`farm-listing-item-${farmIds[r % farmIds.length]}`).click();
      await rendered(FIELDS_PER_FARM);
      farmRuns.push(Date.now() - t);
      clickRuns.push(Date.now() - click);
      // The all-fields view (`/?fields=all`), when the build has it.
      const ta = Date.now();
      await page.goto('/?fields=all', { waitUntil: 'commit' });
      await map.and(page.locator('[data-loaded="true"]')).waitFor({ timeout: 120_000 });
      const hasAll = await page.getByTestId('map-view-all-fields').count();
      if (!hasAll) continue;
      if (process.env.BENCH_DEBUG) {
        await page.waitForTimeout(8000);
        console.error('debug:', await page.evaluate(() => {
          const el = document.querySelector('[data-testid="map-view-map"]');
          return { rendered: el?.getAttribute('data-features-rendered'), loaded: el?.getAttribute('data-loaded'), url: location.href, checked: document.querySelector('[data-testid="map-view-all-fields"]')?.checked };
        }));
      }
      await rendered(orgFields);
      allRuns.push(Date.now() - ta);
    }
    browserRows.push({ view: `navigate to / and choose a farm: its ${FIELDS_PER_FARM} fields rendered`, ...stats(farmRuns) });
    browserRows.push({ view: `  of which: click on the farm until its ${FIELDS_PER_FARM} fields are rendered`, ...stats(clickRuns) });
    if (allRuns.length) browserRows.push({ view: `navigate to /?fields=all: all ${orgFields} fields rendered`, ...stats(allRuns) });
    else browserRows.push({ view: 'all-fields view', note: 'not in this build (the map view shows one farm\'s fields at a time)' });
    await context.close();
  } finally {
    await browser.close();
  }
  console.table(browserRows);
  console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), shared; embedded database (PGlite + PostGIS); Chromium with SwiftShader WebGL.`);
} finally {
  stop();
}
