/**
 * Benchmark (issue 10, "the common path is fast"): requests per second of the main list endpoints beside a
 * bare Fastify server answering 2 KB of static JSON, in the same run on the same machine, on the embedded
 * database (PGlite + PostGIS) and on PostgreSQL; and the SQL statements each list request sends.
 * Target on PostgreSQL: every list at 10 % or more of the bare server, at most 2 statements per request.
 *
 * The servers listen on 127.0.0.1 in this process; the load comes from a worker thread (Node http with
 * keep-alive, BENCH_CONCURRENCY requests in flight), without Accept-Encoding (so no compression on either side).
 * The machine's load drifts (other processes): each endpoint is measured in BENCH_ROUNDS rounds of a
 * BENCH_SLICE_SECONDS slice on the bare server then one on the list (each after a 0.3 s warm-up), and its ratio
 * is the sum of its slices over the sum of the bare server's. PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432; a database rayyan_bench_lists_<pid> is created there and dropped after.
 * BENCH_ENGINES=postgresql (or embedded) runs one engine. Prints figures; not a test (list-statements.medium.test.ts asserts the statement count).
 */
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import { DEMO_PASSWORD, type Database } from '@rayyan/db';
import { recordStatements } from '../../apps/server/test/statement-counter';
import { benchAppOn, EMBEDDED_LABEL, embeddedBenchDatabase, onScratchPostgres, uptime } from './bench-app';

/** Per endpoint: ROUNDS slices of SLICE_SECONDS on the bare server then on the list, so both see the same load. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SLICE_SECONDS = Number(process.env.BENCH_SLICE_SECONDS ?? 1.5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const TARGET = 0.1;
const LISTS = [
  ['palm.manager', '/api/farms/?page=1&page_size=25'],
  ['palm.manager', '/api/fields/?page=1&page_size=25'],
  ['pivot.manager', '/api/crop-fields/?page=1&page_size=25'],
  ['palm.manager', '/api/users/?page=1&page_size=25'],
  ['palm.manager', '/api/labors/?page=1&page_size=25'],
  ['palm.manager', '/api/regions/?page=1&page_size=25'],
] as const;

// The load loop, in its own thread so it does not share the servers' event loop.
const LOAD = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, path, headers, concurrency, ms } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const once = () => new Promise((resolve) => {
  const req = http.get({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
    let bytes = 0;
    res.on('data', (chunk) => { bytes += chunk.length; });
    res.on('end', () => resolve({ ok: res.statusCode === 200, bytes }));
  });
  req.on('error', () => resolve({ ok: false, bytes: 0 }));
});
(async () => {
  const run = async (duration) => {
    let ok = 0, failed = 0, bytes = 0;
    const end = Date.now() + duration;
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const r = await once();
        if (r.ok) { ok++; bytes = r.bytes; } else failed++;
      }
    }));
    return { ok, failed, bytes };
  };
  await run(300);
  const t = Date.now();
  const result = await run(ms);
  parentPort.postMessage({ ...result, seconds: (Date.now() - t) / 1000 });
  agent.destroy();
})();
`;

interface Load {
  perSecond: number;
  failed: number;
  bytes: number;
}

function load(port: number, path: string, headers: Record<string, string> = {}): Promise<Load> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD, { eval: true, workerData: { port, path, headers, concurrency: CONCURRENCY, ms: SLICE_SECONDS * 1000 } });
    worker.once('message', (m: { ok: number; failed: number; bytes: number; seconds: number }) => {
      resolve({ perSecond: m.ok / m.seconds, failed: m.failed, bytes: m.bytes });
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

const fmt = (n: number) => Math.round(n).toLocaleString('en');

/** The bare server: 2 KB of static JSON from one route; answers its port and how to stop it. */
async function bare(): Promise<{ port: number; kb: number; close(): Promise<void> }> {
  const server = Fastify({ logger: false });
  const items = Array.from({ length: 20 }, (_, i) => ({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, name: `Item ${i}`, code: `C-${i}`, value: i * 1.5, active: i % 2 === 0 }));
  const body = JSON.stringify({ count: 20, page: 1, page_size: 20, results: items, padding: 'x'.repeat(Math.max(0, 2048 - JSON.stringify(items).length - 80)) });
  server.get('/static', (_request, reply) => reply.type('application/json').send(body));
  await server.listen({ port: 0, host: '127.0.0.1' });
  return { port: (server.server.address() as { port: number }).port, kb: body.length / 1024, close: () => server.close() };
}

async function lists(database: Database, label: string): Promise<boolean> {
  const { app } = await benchAppOn('lists', database, { seed: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  let met = true;
  try {
    const tokens = new Map<string, string>();
    for (const userName of new Set(LISTS.map(([u]) => u))) {
      const signIn = await app.inject({ method: 'POST', url: '/api/token/', payload: { username: userName, password: DEMO_PASSWORD } });
      if (signIn.statusCode !== 200) throw new Error(`sign-in of ${userName}: ${signIn.statusCode} ${signIn.body}`);
      tokens.set(userName, signIn.json<{ access: string }>().access);
    }
    console.log(`\n${label} (${uptime()})`);
    const baseline = await bare();
    const rows = [];
    for (const [userName, path] of LISTS) {
      const headers = { authorization: `Bearer ${tokens.get(userName)}` };
      const recorder = recordStatements(database);
      const SAMPLES = 20;
      for (let i = 0; i < SAMPLES; i++) await app.inject({ method: 'GET', url: path, headers });
      recorder.stop();
      const statements = recorder.statements.length / SAMPLES;
      let bareSum = 0;
      let listSum = 0;
      let failed = 0;
      let bytes = 0;
      for (let round = 0; round < ROUNDS; round++) {
        bareSum += (await load(baseline.port, '/static')).perSecond;
        const result = await load(port, path, headers);
        listSum += result.perSecond;
        failed += result.failed;
        bytes = result.bytes;
      }
      const ratio = listSum / bareSum;
      if (statements > 2 || ratio < TARGET) met = false;
      rows.push({ list: `GET ${path.split('?')[0]}`, 'req/s': fmt(listSum / ROUNDS), 'bare req/s': fmt(bareSum / ROUNDS), ratio: `${(ratio * 100).toFixed(1)} %`, 'SQL per request': statements, KB: +(bytes / 1024).toFixed(1), failed });
    }
    await baseline.close();
    console.log(`bare server: Fastify answering ${baseline.kb.toFixed(1)} KB of static JSON`);
    console.table(rows);
    console.log(`${label}: ${met ? 'met' : 'MISSED'} (target: >= ${TARGET * 100} % of the bare server and <= 2 statements per list request; ${uptime()})`);
  } finally {
    await app.close();
    // The bench database is dropped with its connections forced closed: an idle one's error is expected.
    if (database.raw?.kind === 'postgresql') database.raw.pool.on('error', () => undefined);
    await database.close();
  }
  return met;
}

console.log(`list endpoints vs a bare server: ${CONCURRENCY} requests in flight, ${ROUNDS} rounds of ${SLICE_SECONDS} s on each per endpoint, page_size=25, demo data; ${uptime()}`);
// BENCH_ENGINES=postgresql (or embedded) measures one engine only.
const ENGINES = (process.env.BENCH_ENGINES ?? 'embedded,postgresql').split(',');
if (ENGINES.includes('embedded')) await lists(await embeddedBenchDatabase('lists'), EMBEDDED_LABEL);
// Asked for and not reachable: a failure.
if (ENGINES.includes('postgresql')) await onScratchPostgres('lists', lists, 1);
process.exit(0);
