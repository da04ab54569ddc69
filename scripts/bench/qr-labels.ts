/**
 * Benchmark (issue #12, "A QR PDF of 10,000 labels: time and peak memory"): a 100 × 100 tree field (10,000 trees)
 * on the embedded database, then POST /api/qr-exports/ of the whole field in small labels (250 A4 sheets) and the
 * print job run to the end: wall time, labels per second, the PDF's size, and the peak resident memory of the server
 * process (sampled every 50 ms; Chromium prints in its own processes, whose memory is not counted here) against its
 * memory before the export. Prints figures; not a test.
 */
import { cpus, loadavg } from 'node:os';
import { ManualJobScheduler } from '../../apps/server/src/ports/job-scheduler';
import { benchAdmin, benchApp } from './bench-app';

const SIDE = Number(process.env.BENCH_QR_SIDE ?? 100);
const SIZE = (process.env.BENCH_QR_SIZE ?? 'small') as 'small' | 'medium' | 'large';
const BORDER = { type: 'Polygon', coordinates: [[[49.6, 25.4], [49.64, 25.4], [49.64, 25.44], [49.6, 25.44], [49.6, 25.4]]] };
const BLOCK = { type: 'Polygon', coordinates: [[[49.601, 25.401], [49.639, 25.401], [49.639, 25.439], [49.601, 25.439], [49.601, 25.401]]] };
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const { app, database } = await benchApp('qr', { ports: { jobs: new ManualJobScheduler() } });
try {
  const api = await benchAdmin(app, database.db, 'tree');
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => (await api.call(method, url, payload)).json();
  const farm = await call('POST', '/api/farms/', { code: 'BENCH', name: 'Bench palms', farming_type: 'tree', geometry: BORDER });
  const field = await call('POST', '/api/fields/', { farm_id: farm.id, code: 'BENCH-A', name: 'Bench block', rows: SIDE, columns: SIDE, varieties: ['Khalas'], geometry: BLOCK });
  await call('POST', `/api/fields/${field.id}/trees/generate/`, {});

  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const created = await call('POST', '/api/qr-exports/', { field_id: field.id, label_size: SIZE });
  let record = created;
  while (record.state === 'queued' || record.state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 200));
    record = await call('GET', `/api/qr-exports/${created.id}/`);
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (record.state !== 'done') throw new Error(`the export ended ${record.state}`);
  console.log(`\nQR labels (embedded database; load average ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores)`);
  console.log(`${record.label_count.toLocaleString('en')} ${SIZE} labels → ${(record.file_size / 1024 / 1024).toFixed(1)} MB PDF in ${seconds.toFixed(1)} s (${(record.label_count / seconds).toFixed(0)} labels/s)`);
  console.log(`server process memory: ${mb(before)} before, peak ${mb(peak)} (+${mb(peak - before)}) while printing`);
} finally {
  await app.close();
  await database.close();
  const { closeCpuPool } = await import('../../apps/server/src/shared/cpu-pool');
  await closeCpuPool();
}
