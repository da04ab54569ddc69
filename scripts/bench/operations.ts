/**
 * Benchmark (issue #14, "Speed"): 100 concurrent withdrawals on one item (throughput, and the final quantity checked:
 * 100 of 1 unit from 100 all succeed and leave 0; 100 of 2 units from 100 leave 0 with exactly 50 refused), and the
 * activation of the palm season plan (7 tasks, 41 dated tasks per target) over many tree fields in one transaction
 * (tasks created per second). Embedded database by default, PostgreSQL with BENCH_DATABASE_URL. Prints figures; not a test.
 */
import { cpus, loadavg } from 'node:os';
import { ManualJobScheduler } from '../../apps/server/src/ports/job-scheduler';
import { benchAdmin, benchApp } from './bench-app';

const FIELDS = Number(process.env.BENCH_OPS_FIELDS ?? 100);
const { app, database } = await benchApp('ops', { databaseUrl: process.env.BENCH_DATABASE_URL, ports: { jobs: new ManualJobScheduler() } });
const square = (lon: number, lat: number, side: number) => ({ type: 'Polygon', coordinates: [[[lon, lat], [lon + side, lat], [lon + side, lat + side], [lon, lat + side], [lon, lat]]] });
try {
  const { headers } = await benchAdmin(app, database.db, 'tree');
  const inject = (method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await inject(method, url, payload);
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const engine = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded database';
  console.log(`\nFarm operations (${engine}; load average ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores)`);

  const farm = await call('POST', '/api/farms/', { code: 'BENCH', name: 'Bench palms', farming_type: 'tree', geometry: square(49.6, 25.4, 0.2) });
  const item = await call('POST', '/api/inventory-items/', { name_en: 'Bench urea', name_ar: 'يوريا', category: 'fertiliser', unit: 'kg' });
  for (const each of [1, 2]) {
    const store = await call('POST', '/api/inventories/', { name: `Bench store ${each}`, farm_id: farm.id });
    const url = `/api/inventories/${store.id}/transactions/`;
    await call('POST', url, { item_id: item.id, transaction_type: 'in', quantity: 100 });
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 100 }, () => inject('POST', url, { item_id: item.id, transaction_type: 'out', quantity: each })));
    const ms = performance.now() - started;
    const ok = answers.filter((r) => r.statusCode === 201).length;
    const refused = answers.filter((r) => r.statusCode === 409).length;
    const left = (await call('GET', `/api/inventories/${store.id}/items/`)).results[0].quantity;
    const expected = each === 1 ? [100, 0] : [50, 50];
    const checked = ok === expected[0] && refused === expected[1] && left === 0 ? 'checked' : 'WRONG';
    console.log(`100 concurrent withdrawals of ${each} from 100: ${ok} succeeded, ${refused} refused, ${left} left (${checked}) in ${ms.toFixed(0)} ms (${((100 / ms) * 1000).toFixed(0)} requests/s)`);
  }

  const fields: string[] = [];
  for (let i = 0; i < FIELDS; i++) {
    const lon = 49.601 + (i % 10) * 0.019;
    const lat = 25.401 + Math.floor(i / 10) * 0.019;
    fields.push((await call('POST', '/api/fields/', { farm_id: farm.id, code: `B${i}`, name: `Block ${i}`, rows: 10, columns: 10, varieties: ['Khalas'], geometry: square(lon, lat, 0.015) })).id);
  }
  const steps = [
    { title: 'Pollination round', activity: 'pollination', offset_days: 0, duration_days: 2, repeat_every_days: 4, repeat_until_offset_days: 28, materials: [{ item_id: item.id, quantity: 3, basis: 'tree' }] },
    { title: 'Bunch thinning', activity: 'thinning', offset_days: 45, duration_days: 5 },
    { title: 'Bunch bagging', activity: 'bagging', offset_days: 75, duration_days: 6, materials: [{ item_id: item.id, quantity: 0.1, basis: 'tree' }] },
    { title: 'RPW inspection round', activity: 'scouting', offset_days: 0, repeat_every_days: 14, repeat_until_offset_days: 196 },
    { title: 'RPW trap servicing', activity: 'trap_servicing', offset_days: 7, repeat_every_days: 14, repeat_until_offset_days: 189 },
    { title: 'Kimri to tamr harvest', activity: 'harvest', offset_days: 150, duration_days: 30 },
    { title: 'Offshoot removal', activity: 'pruning', offset_days: 200, duration_days: 10 },
  ];
  const template = await call('POST', '/api/program-templates/', { name: 'Bench palm season', crop: 'date_palm', tasks: steps });
  const started = performance.now();
  const result = await call('POST', `/api/program-templates/${template.id}/activate/`, { start_date: '2027-02-20', targets: fields.map((id) => ({ type: 'tree_field', id })) });
  const ms = performance.now() - started;
  console.log(`activation on ${FIELDS} tree fields: ${result.tasks_created.toLocaleString('en')} tasks in one transaction in ${ms.toFixed(0)} ms (${((result.tasks_created / ms) * 1000).toFixed(0)} tasks/s)`);
} finally {
  await app.close();
  await database.close();
}
