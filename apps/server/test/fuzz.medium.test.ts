import { appendFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEARNING_CATEGORIES, LEARNING_KINDS } from '@rayyan/contracts';
import type { Database } from '@rayyan/db';
import { buildTestApp } from './helpers';
import { bodies, buildTenant, unique, type Caller } from './tenants';
import { casesFor, type FuzzCase, type Operation } from './fuzz/fuzz-cases';
import { resolver, seededRandom, type IdPool, type JsonSchema } from './fuzz/schema-sample';

/**
 * Hostile input against every operation of the OpenAPI document (issue 18): wrong types, missing and
 * extra fields, hostile strings, numbers, dates and borders, malformed multipart, bad escapes in paths
 * and queries, signed in as a super admin who is also their organisation's admin (so every route is
 * reached). Fails on any 5xx, on a 4xx without the API's error shape, and on any database write made by
 * a refused request. Operations come from app.swagger(), so a new route is fuzzed by construction.
 * Deterministic: a fixed seed; bounded: a sample of hostile values per property.
 */

/** Fixed for CI; FUZZ_SEED=n explores other samples locally. */
const SEED = Number(process.env.FUZZ_SEED ?? 18_2026);

/** Tables a refused request may write by design: a refused sign-in counts against the account and address. */
const WRITES_ON_REFUSAL_ALLOWED: RegExp[] = [/^sign_in_failures$/];

/** FUZZ_TRACE=<file> appends every request's status and each operation's time to that file. */
const TRACE = process.env.FUZZ_TRACE;

const SQUARE = { type: 'Polygon', coordinates: [[[31.13, 22.73], [31.17, 22.73], [31.17, 22.77], [31.13, 22.77], [31.13, 22.73]]] };
const SMALL = { type: 'Polygon', coordinates: [[[31.14, 22.74], [31.145, 22.74], [31.145, 22.745], [31.14, 22.745], [31.14, 22.74]]] };

let app: FastifyInstance;
let database: Database;
let me: Caller;
const ids: IdPool = {};
let treeFarmId = '';

async function created(response: LightMyRequestResponse, what: string): Promise<string> {
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(300);
  return response.json().id as string;
}

/** Records of every kind in the caller's organisation, so ids in paths and bodies name real rows. */
async function createFixtures() {
  ids.region_id = await created(await me.call('POST', '/api/regions/', { name: unique('Region'), code: unique('R') }), 'region');
  ids.farm_owner_id = await created(await me.call('POST', '/api/farm-owners/', bodies.farmOwner()), 'farm owner');
  treeFarmId = await created(await me.call('POST', '/api/farms/', { code: unique('F'), name: unique('Tree farm'), farming_type: 'tree', geometry: SQUARE }), 'tree farm');
  ids.farm_id = await created(await me.call('POST', '/api/farms/', { code: unique('F'), name: unique('Crop farm'), farming_type: 'crop', geometry: SQUARE }), 'crop farm');
  ids.field_id = await created(await me.call('POST', '/api/fields/', { farm_id: treeFarmId, code: unique('T'), name: unique('Field'), geometry: SMALL }), 'tree field');
  ids.crop_field_id = await created(await me.call('POST', '/api/crop-fields/', { farm_id: ids.farm_id, code: unique('C'), name: unique('Crop field'), crop: 'wheat', geometry: SMALL }), 'crop field');
  const season = await me.call('POST', `/api/crop-fields/${ids.crop_field_id}/season/`, { season: 'winter', planting_date: '2025-11-01' });
  expect(season.statusCode, season.body).toBe(200);
  ids.labor_id = await created(await me.call('POST', '/api/labors/', bodies.labor()), 'labor');
  ids.policy_id = await created(await me.call('POST', '/api/policies/', bodies.policy()), 'policy');
  ids.user_id = await created(await me.call('POST', '/api/users/', bodies.user()), 'user');
  ids.supervisor_id = ids.user_id;
  ids.growth_profile_id = await created(await me.call('POST', '/api/growth-profiles/', bodies.growthProfile()), 'growth profile');
  ids.kc_profile_id = await created(await me.call('POST', '/api/kc-profiles/', bodies.kcProfile()), 'kc profile');
  ids.plant_variety_id = await created(await me.call('POST', '/api/plant-varieties/', { name: unique('Variety'), crop: 'potato' }), 'variety');
  await created(
    await me.call('POST', '/api/crop-rotations/', { crop_field_id: ids.crop_field_id, crop: unique('Rotation'), plantation_type: 'direct_seeding', planting_date: '2025-11-01' }),
    'rotation',
  );
  await created(await me.call('POST', '/api/weather-alerts/', { name: unique('Alert'), farm_id: ids.farm_id, type: 'temperature', always_active: true, max_threshold: 40 }), 'alert');
  for (const kind of ['crop-fields', 'fields']) {
    const id = kind === 'fields' ? ids.field_id : ids.crop_field_id;
    expect((await me.call('POST', `/api/${kind}/${id}/irrigation/logs/`, { date: '2025-03-01', water_mm: 10 })).statusCode).toBeLessThan(300);
  }
  const slug = `fuzz-${unique('item').replace(/\W/g, '').toLowerCase()}`;
  const item = await me.call('POST', '/api/learning-zone/', {
    slug,
    kind: LEARNING_KINDS[0],
    category: LEARNING_CATEGORIES[0],
    title: { en: 'Fuzz', ar: 'فحص' },
    summary: { en: 'Fuzz', ar: 'فحص' },
    body: { en: 'Fuzz', ar: 'فحص' },
    image_url: null,
    video_url: null,
    published: false,
  });
  ids.slug = item.statusCode < 300 ? slug : 'no-such-item';
}

/** Operations of the OpenAPI document, minus the documentation routes. */
function operations(document: Record<string, unknown>): Operation[] {
  const paths = document.paths as Record<string, Record<string, { parameters?: Operation['params']; requestBody?: { content: Record<string, { schema: JsonSchema }> }; description?: string }>>;
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Operation['method'];
      const body = op.requestBody?.content['application/json']?.schema;
      // An upload says so in its description; a body-less write with no path parameter (no record to act on) is taken for one too.
      const takesUpload = !body && upper !== 'GET' && upper !== 'DELETE' && (/multipart/i.test(op.description ?? '') || !path.includes('{'));
      list.push({ method: upper, path, params: op.parameters ?? [], body, multipart: takesUpload });
    }
  }
  return list;
}

/** A real value for each path parameter: the caller's own organisation, else the first row of the collection above it. */
async function pathValues(op: Operation): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  let prefix = '';
  for (const segment of op.path.split('/').filter(Boolean)) {
    const param = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (!param) {
      prefix += `/${segment}`;
      continue;
    }
    let value: string | undefined;
    if (param === 'org_id' || prefix === '/api/organizations') value = me.org.id;
    else if (param === 'slug') value = ids.slug;
    else if (prefix.startsWith('/api/users')) value = ids.user_id;
    else {
      const listing = await me.call('GET', `${prefix}/`);
      const body = listing.statusCode === 200 ? listing.json() : undefined;
      const first = (Array.isArray(body) ? body[0] : body?.results?.[0]) as Record<string, unknown> | undefined;
      value = (first?.[param] ?? first?.id) as string | undefined;
    }
    values[param] = value ?? '00000000-0000-4000-8000-000000000000';
    prefix += `/${values[param]}`;
  }
  return values;
}

/**
 * Whether the database was written since the baseline: the next transaction id moves only when some
 * transaction wrote (cheap, checked after every refused request); when it moved, row counts and latest
 * updates of every table tell a real write from another writer's (PostgreSQL is shared) or an allowed table.
 */
let fingerprintSql = '';
async function tableFingerprint(): Promise<string> {
  if (!fingerprintSql) {
    const tables = (await database.db.execute(sql`
      select t.table_name as name, exists (select 1 from information_schema.columns c where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'updated_at') as updated
      from information_schema.tables t where t.table_schema = 'public' and t.table_type = 'BASE TABLE' order by t.table_name`)) as unknown as { rows: { name: string; updated: boolean }[] };
    const parts = tables.rows
      .filter((t) => !WRITES_ON_REFUSAL_ALLOWED.some((re) => re.test(t.name)))
      .map((t) => `'${t.name}', json_build_array((select count(*) from "${t.name}")${t.updated ? `, (select max(updated_at) from "${t.name}")` : ''})`);
    // A function takes at most 100 arguments: one json_build_object per 40 tables (80 arguments), then one array.
    const groups: string[] = [];
    for (let i = 0; i < parts.length; i += 40) groups.push(`json_build_object(${parts.slice(i, i + 40).join(', ')})`);
    fingerprintSql = `select json_build_array(${groups.join(', ')})::text as fp`;
  }
  const result = (await database.db.execute(sql.raw(fingerprintSql))) as unknown as { rows: { fp: string }[] };
  return result.rows[0]!.fp;
}
const nextTransactionId = async () =>
  String(((await database.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`)) as unknown as { rows: { x: string }[] }).rows[0]!.x);

interface Baseline {
  tables: string;
  xid: string;
}
const baseline = async (): Promise<Baseline> => ({ tables: await tableFingerprint(), xid: await nextTransactionId() });
/** True when something other than an allowed table changed since `base`; moves `base` forward otherwise. */
async function wroteSince(base: Baseline): Promise<boolean> {
  const xid = await nextTransactionId();
  if (xid === base.xid) return false;
  const tables = await tableFingerprint();
  if (tables !== base.tables) return true;
  base.xid = xid;
  return false;
}

const hasErrorShape = (response: LightMyRequestResponse) => {
  try {
    const { error } = response.json() as { error?: { code?: unknown; message?: unknown } };
    return typeof error?.code === 'string' && typeof error.message === 'string';
  } catch {
    return false;
  }
};

beforeAll(async () => {
  ({ app, database } = await buildTestApp());
  me = await buildTenant(app, database.db, { superAdmin: true });
  ids.org_id = me.org.id;
  await createFixtures();
});
afterAll(async () => {
  await app?.close();
});

describe('fuzzing every API operation', () => {
  it('answers hostile input with 4xx in the error shape, never 5xx, and a refused request writes nothing', async () => {
    const document = app.swagger() as unknown as Record<string, unknown>;
    const resolve = resolver(document as never);
    const random = seededRandom(SEED);
    const ops = operations(document);
    expect(ops.length).toBeGreaterThan(100);
    const failures: string[] = [];
    const uncovered: string[] = [];
    let requests = 0;

    for (const op of ops) {
      const pool = op.path.startsWith('/api/fields') ? { ...ids, farm_id: treeFarmId } : ids;
      const cases: FuzzCase[] = casesFor(op, resolve, pool, await pathValues(op), random);
      if (cases.length === 0) uncovered.push(`${op.method} ${op.path}`);
      const started = Date.now();
      let before = await baseline();
      for (const c of cases) {
        const response = await app.inject({
          method: op.method,
          url: c.url,
          headers: { authorization: `Bearer ${me.token}`, ...c.headers },
          ...(c.payload === undefined ? {} : { payload: c.payload }),
        });
        requests++;
        const where = `${op.method} ${op.path} :: ${c.label}`;
        if (TRACE) appendFileSync(TRACE, `${response.statusCode} ${where.slice(0, 150)}\n`);
        if (response.statusCode >= 500) failures.push(`${where} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400 && response.statusCode !== 416 && !hasErrorShape(response)) failures.push(`${where} -> ${response.statusCode} without the error shape: ${response.body.slice(0, 120)}`);
        if (response.statusCode < 400) before = await baseline();
        else if (await wroteSince(before)) {
          failures.push(`${where} -> ${response.statusCode} but the database changed`);
          before = await baseline();
        }
      }
      if (TRACE) appendFileSync(TRACE, `${Date.now() - started}ms ${cases.length} ${op.method} ${op.path}\n`);
    }
    expect(uncovered).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 600_000);
});
