import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropRotations, jobRuns, organizations, users, type Db } from '@rayyan/db';
import { buildOrganisation, uniqueSuffix as uniqueJob } from '@rayyan/db/testing';
import { buildTestApp } from './helpers';
import { bodies, buildColleague, buildTenant, multipartFile, PNG_1X1, readXlsx, templateAllowedValues, unique, type Caller, type Method } from './tenants';
import { treeFixtures } from './tenant-isolation.trees';
import { inventoryFixtures } from './tenant-isolation.inventories';
import { programFixtures } from './tenant-isolation.programs';
import { trapFixtures } from './tenant-isolation.traps';
import { assetFixtures } from './tenant-isolation.assets';
import { sensorFixtures } from './tenant-isolation.sensors';
import { pestFixtures } from './tenant-isolation.pests';
import { inspectionFixtures } from './tenant-isolation.inspections';
import { qrLabelFixtures } from './tenant-isolation.qr-labels';
import { treeRecordFixtures } from './tenant-isolation.tree-records';
import { fieldAppFixtures } from './tenant-isolation.field-app';
import { satelliteFixtures } from './tenant-isolation.satellite';
import { labSampleFixtures } from './tenant-isolation.lab-samples';
import { reportFixtures } from './tenant-isolation.reports';
import { pesticideApplicationFixtures } from './tenant-isolation.pesticide-applications';

/**
 * Tenant isolation, proven for every route of the OpenAPI document: an admin with every permission in
 * organisation B can neither read nor change organisation A's records. Each (method, path) needs either
 * an isolation check in FIXTURES or a reasoned entry in ALLOW_LIST; a new route without one fails the
 * coverage test below, so every future module is covered too.
 */

interface Ctx {
  app: FastifyInstance;
  db: Db;
  /** Admin of organisation A (the owner of the records). */
  a: Caller;
  /** Admin of organisation B (the intruder), with every permission of B. */
  b: Caller;
  /** A super admin of a third organisation, for positive controls of super-admin routes. */
  superAdmin: Caller;
}

type Check = (ctx: Ctx) => Promise<void>;

interface ItemCheck {
  /** Creates the record in organisation A and returns its id. */
  create: (ctx: Ctx) => Promise<string>;
  /** The request under test, for that id. */
  request: (id: string, ctx: Ctx) => { method: Method; url: string; payload?: unknown; headers?: Record<string, string> };
  /** A's view of the record (API as A or the database), compared before and after B's call. */
  snapshot: (id: string, ctx: Ctx) => Promise<unknown>;
  /** Who may legitimately make the same request (positive control); default A's admin. */
  owner?: (ctx: Ctx) => Caller;
  /** Status of the owner's request; default any 2xx. */
  ownerStatus?: number;
}

/** B is refused (404, or 403 for routes B's role may not use at all) and A's record is unchanged; the owner's identical request works. */
const item =
  ({ create, request, snapshot, owner = (ctx) => ctx.a, ownerStatus }: ItemCheck): Check =>
  async (ctx) => {
    const id = await create(ctx);
    const before = await snapshot(id, ctx);
    const { method, url, payload, headers } = request(id, ctx);
    const intruder = await ctx.b.call(method, url, payload as never, headers);
    expect([403, 404], `${method} ${url} as another organisation answered ${intruder.statusCode} ${intruder.body}`).toContain(intruder.statusCode);
    expect(await snapshot(id, ctx)).toEqual(before);

    const again = request(id, ctx);
    const legit = await owner(ctx).call(again.method, again.url, again.payload as never, again.headers);
    if (ownerStatus !== undefined) expect(legit.statusCode).toBe(ownerStatus);
    else expect(legit.statusCode, `${method} ${url} as the owner: ${legit.body}`).toBeLessThan(300);
  };

interface ListCheck {
  /** Creates a record in A; returns a text that identifies it (a unique name) and its id. */
  create: (ctx: Ctx) => Promise<{ id: string; name: string }>;
  url: (name: string) => string;
  /** Texts in the answer: JSON for lists, the cells for exports. */
  read: (response: LightMyRequestResponse) => Promise<string>;
}

/** B's list or export holds none of A's records, searched by name or not; A's own does. */
const list =
  ({ create, url, read }: ListCheck): Check =>
  async (ctx) => {
    const { id, name } = await create(ctx);
    for (const target of [url(name), url('')]) {
      const intruder = await ctx.b.call('GET', target);
      expect(intruder.statusCode).toBe(200);
      const text = await read(intruder);
      expect(text).not.toContain(id);
      expect(text).not.toContain(name);
    }
    const own = await ctx.a.call('GET', url(name));
    expect(own.statusCode).toBe(200);
    expect(await read(own)).toContain(name);
  };

const json = async (response: LightMyRequestResponse) => response.body;
const xlsxText = async (response: LightMyRequestResponse) => JSON.stringify(await readXlsx(response.rawPayload));
const search = (base: string) => (name: string) => (name ? `${base}?search=${encodeURIComponent(name)}` : base);

const createVia = (path: string, body: () => unknown) => async (ctx: Ctx) => {
  const response = await ctx.a.call('POST', path, body() as never);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};
const named = (path: string, body: (name: string) => unknown) => async (ctx: Ctx) => {
  const name = unique('Isolated');
  const response = await ctx.a.call('POST', path, body(name) as never);
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id as string, name };
};
const readAsA = (path: (id: string) => string) => async (id: string, ctx: Ctx) => {
  const response = await ctx.a.call('GET', path(id));
  return { status: response.statusCode, body: response.json() };
};
const userRow = async (id: string, ctx: Ctx) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
const orgRow = async (id: string, ctx: Ctx) => (await ctx.db.select().from(organizations).where(eq(organizations.id, id)))[0];

/** The same five routes for labors and farm owners (six with the .xlsx export). */
function recordFixtures(base: string, body: (name?: string) => Record<string, unknown>, patch: Record<string, unknown>, { withExport = true } = {}): Record<string, Check> {
  const create = createVia(`${base}/`, () => body());
  const snapshot = readAsA((id) => `${base}/${id}/`);
  return {
    [`GET ${base}/`]: list({ create: named(`${base}/`, body), url: search(`${base}/`), read: json }),
    ...(withExport ? { [`GET ${base}/export/`]: list({ create: named(`${base}/`, body), url: search(`${base}/export/`), read: xlsxText }) } : {}),
    [`POST ${base}/`]: async (ctx) => {
      // Creating lands in the caller's organisation, never in another one.
      const name = unique('Created by B');
      const response = await ctx.b.call('POST', `${base}/`, body(name) as never);
      expect(response.statusCode).toBe(201);
      expect(response.json().org_id).toBe(ctx.b.org.id);
      expect((await ctx.a.call('GET', `${base}/?search=${encodeURIComponent(name)}`)).json().count).toBe(0);
    },
    [`GET ${base}/{id}/`]: item({ create, snapshot, request: (id) => ({ method: 'GET', url: `${base}/${id}/` }) }),
    [`PATCH ${base}/{id}/`]: item({ create, snapshot, request: (id) => ({ method: 'PATCH', url: `${base}/${id}/`, payload: patch }) }),
    [`DELETE ${base}/{id}/`]: item({ create, snapshot, request: (id) => ({ method: 'DELETE', url: `${base}/${id}/` }) }),
  };
}

const createUserInA = createVia('/api/users/', () => bodies.user());
const userSnapshot = async (id: string, ctx: Ctx) => ({ ...(await readAsA((i) => `/api/users/${i}/`)(id, ctx)), row: await userRow(id, ctx) });

/** Regions, farms and fields (issue geography): GeoJSON exports, fields need a farm of the caller's own. */
const SQUARE = { type: 'Polygon', coordinates: [[[31.13, 22.73], [31.17, 22.73], [31.17, 22.77], [31.13, 22.77], [31.13, 22.73]]] };
const SMALL = { type: 'Polygon', coordinates: [[[31.14, 22.74], [31.145, 22.74], [31.145, 22.745], [31.14, 22.745], [31.14, 22.74]]] };
const farmBody = (farmingType: 'tree' | 'crop') => (name = unique('Farm')) => ({ code: unique('F'), name, farming_type: farmingType, geometry: SQUARE });
const farmsOf = new Map<string, Promise<string>>();
/** One farm of each type per organisation, created on first use. */
const farmOf = (caller: Caller, type: 'tree' | 'crop') => {
  const key = `${caller.org.id}:${type}`;
  if (!farmsOf.has(key)) {
    farmsOf.set(
      key,
      caller.call('POST', '/api/farms/', farmBody(type)() as never).then((r) => {
        expect(r.statusCode, r.body).toBe(201);
        return r.json().id as string;
      }),
    );
  }
  return farmsOf.get(key)!;
};
const treeFieldBody = (farmId: string, name = unique('Field')) => ({ farm_id: farmId, code: unique('T'), name, geometry: SMALL });
const cropFieldBody = (farmId: string, name = unique('Crop field')) => ({ farm_id: farmId, code: unique('C'), name, crop: 'wheat', geometry: SMALL });

function geoFixtures(base: string, type: 'farm' | 'tree' | 'crop', patch: Record<string, unknown>): Record<string, Check> {
  const body = async (caller: Caller, name?: string) =>
    type === 'farm' ? farmBody('crop')(name) : type === 'tree' ? treeFieldBody(await farmOf(caller, 'tree'), name) : cropFieldBody(await farmOf(caller, 'crop'), name);
  const create = async (ctx: Ctx) => {
    const response = await ctx.a.call('POST', `${base}/`, (await body(ctx.a)) as never);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const namedIn = async (ctx: Ctx) => {
    const name = unique('Isolated');
    const response = await ctx.a.call('POST', `${base}/`, (await body(ctx.a, name)) as never);
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().id as string, name };
  };
  const snapshot = readAsA((id) => `${base}/${id}/`);
  return {
    [`GET ${base}/`]: list({ create: namedIn, url: search(`${base}/`), read: json }),
    // The map's one-call listing of field borders (no search: B's whole answer must hold none of A's fields).
    ...(type === 'farm' ? {} : { [`GET ${base}/map/`]: list({ create: namedIn, url: () => `${base}/map/`, read: json }) }),
    [`GET ${base}/export/`]: list({
      create: namedIn,
      url: (name) => `${base}/export/?format=geojson${name ? `&search=${encodeURIComponent(name)}` : ''}`,
      read: json,
    }),
    [`POST ${base}/`]: async (ctx) => {
      const name = unique('Created by B');
      const response = await ctx.b.call('POST', `${base}/`, (await body(ctx.b, name)) as never);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().org_id).toBe(ctx.b.org.id);
      expect((await ctx.a.call('GET', `${base}/?search=${encodeURIComponent(name)}`)).json().count).toBe(0);
      if (type !== 'farm') {
        // B cannot put a field into A's farm.
        const intoA = await ctx.b.call('POST', `${base}/`, (await body(ctx.a, unique('Into A'))) as never);
        expect(intoA.statusCode).toBe(400);
        expect(intoA.json().error.fields.farm_id).toBe('Please select Farm');
      }
    },
    [`GET ${base}/{id}/`]: item({ create, snapshot, request: (id) => ({ method: 'GET', url: `${base}/${id}/` }) }),
    [`PATCH ${base}/{id}/`]: item({ create, snapshot, request: (id) => ({ method: 'PATCH', url: `${base}/${id}/`, payload: patch }) }),
    [`DELETE ${base}/{id}/`]: item({ create, snapshot, request: (id) => ({ method: 'DELETE', url: `${base}/${id}/` }) }),
  };
}
/** A field of `kind` in the caller's farm (the irrigation advisory checks). */
const createFieldIn = async (caller: Caller, kind: 'tree' | 'crop', farmId: string) => {
  const response = await caller.call('POST', kind === 'crop' ? '/api/crop-fields/' : '/api/fields/', (kind === 'crop' ? cropFieldBody(farmId) : treeFieldBody(farmId)) as never);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};
const createCropFieldInA = async (ctx: Ctx) => {
  const response = await ctx.a.call('POST', '/api/crop-fields/', cropFieldBody(await farmOf(ctx.a, 'crop')) as never);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};
const cropFieldSnapshot = async (id: string, ctx: Ctx) => ({
  field: await readAsA((i) => `/api/crop-fields/${i}/`)(id, ctx),
  seasons: await readAsA((i) => `/api/crop-fields/${i}/seasons/`)(id, ctx),
});
const withSeason = async (ctx: Ctx) => {
  const id = await createCropFieldInA(ctx);
  const started = await ctx.a.call('POST', `/api/crop-fields/${id}/season/`, { season: 'winter', planting_date: '2025-11-01' } as never);
  expect(started.statusCode, started.body).toBe(200);
  return id;
};

/** Crop rotations (issue #4): on A's crop fields; imports resolve field codes within the caller's organisation. */
const rotationBody = (fieldId: string, crop = unique('Rotation')) => ({ crop_field_id: fieldId, crop, plantation_type: 'direct_seeding', planting_date: '2025-11-01' });
const createRotationInA = async (ctx: Ctx, crop?: string) => {
  const fieldId = await createCropFieldInA(ctx);
  const response = await ctx.a.call('POST', '/api/crop-rotations/', rotationBody(fieldId, crop) as never);
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id as string, fieldId };
};
const rotationsOfA = async (fieldId: string, ctx: Ctx) => readAsA((i) => `/api/crop-fields/${i}/rotations/`)(fieldId, ctx);
const rotationSnapshot = async (id: string, ctx: Ctx) => (await ctx.db.select().from(cropRotations).where(eq(cropRotations.id, id)))[0] ?? null;
/** A real .xlsx naming A's field by its code, uploaded by `caller` to `url`: B's code lookup must not find it. */
const importOfACode = (url: string) => async (ctx: Ctx) => {
  const fieldId = await createCropFieldInA(ctx);
  const code = (await readAsA((i) => `/api/crop-fields/${i}/`)(fieldId, ctx)).body.code as string;
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Rotations');
  sheet.addRow(['Field code', 'Crop', 'Variety', 'Plantation type', 'Planting date', 'Status', 'Notes']);
  sheet.addRow([code, 'Wheat', '', 'direct_seeding', '2025-11-01', '', '']);
  const upload = multipartFile(Buffer.from(await book.xlsx.writeBuffer()), 'rotations.xlsx', 'application/octet-stream');
  const intruder = await ctx.b.call('POST', url, upload.payload, upload.headers);
  if (url.endsWith('/preview/')) {
    expect(intruder.statusCode).toBe(200);
    expect(intruder.json().rows[0].error_keys).toEqual({ 'Field code': 'unknown_field_code' });
  } else {
    expect([intruder.statusCode, intruder.json().error.code]).toEqual([400, 'rows_invalid']);
  }
  expect((await rotationsOfA(fieldId, ctx)).body).toEqual([]);
  const own = await ctx.a.call('POST', url, upload.payload, upload.headers);
  expect(own.statusCode, own.body).toBe(200);
};

const FIXTURES: Record<string, Check> = {
  ...recordFixtures('/api/regions', (name = unique('Region')) => ({ name, code: unique('R') }), { name: 'Renamed by B' }),
  ...geoFixtures('/api/farms', 'farm', { name: 'Renamed by B', zoom: 3 }),
  ...geoFixtures('/api/fields', 'tree', { name: 'Renamed by B', rows: 1 }),
  ...geoFixtures('/api/crop-fields', 'crop', { name: 'Renamed by B', crop: 'rice' }),
  'GET /api/crop-fields/{id}/seasons/': item({ create: withSeason, snapshot: cropFieldSnapshot, request: (id) => ({ method: 'GET', url: `/api/crop-fields/${id}/seasons/` }) }),
  'POST /api/crop-fields/{id}/season/': item({
    create: createCropFieldInA,
    snapshot: cropFieldSnapshot,
    request: (id) => ({ method: 'POST', url: `/api/crop-fields/${id}/season/`, payload: { season: 'summer', planting_date: '2026-05-01' } }),
  }),
  'PATCH /api/crop-fields/{id}/season/': item({
    create: withSeason,
    snapshot: cropFieldSnapshot,
    request: (id) => ({ method: 'PATCH', url: `/api/crop-fields/${id}/season/`, payload: { expected_yield_ton: 99 } }),
  }),
  'POST /api/crop-fields/{id}/end-season/': item({ create: withSeason, snapshot: cropFieldSnapshot, request: (id) => ({ method: 'POST', url: `/api/crop-fields/${id}/end-season/` }) }),
  'GET /api/crop-fields/{id}/rotations/': item({
    create: async (ctx) => (await createRotationInA(ctx)).fieldId,
    snapshot: rotationsOfA,
    request: (id) => ({ method: 'GET', url: `/api/crop-fields/${id}/rotations/` }),
  }),
  'POST /api/crop-rotations/': async (ctx) => {
    const fieldId = await createCropFieldInA(ctx);
    const intruder = await ctx.b.call('POST', '/api/crop-rotations/', rotationBody(fieldId) as never);
    expect([intruder.statusCode, intruder.json().error.fields?.crop_field_id]).toEqual([400, 'Please select a field.']);
    expect((await rotationsOfA(fieldId, ctx)).body).toEqual([]);
    expect((await ctx.a.call('POST', '/api/crop-rotations/', rotationBody(fieldId) as never)).json().org_id).toBe(ctx.a.org.id);
  },
  'POST /api/crop-rotations/bulk/': async (ctx) => {
    const fieldId = await createCropFieldInA(ctx);
    const intruder = await ctx.b.call('POST', '/api/crop-rotations/bulk/', { rows: [rotationBody(fieldId)] } as never);
    expect([intruder.statusCode, intruder.json().error.code]).toEqual([400, 'rows_invalid']);
    expect((await rotationsOfA(fieldId, ctx)).body).toEqual([]);
    expect((await ctx.a.call('POST', '/api/crop-rotations/bulk/', { rows: [rotationBody(fieldId)] } as never)).statusCode).toBe(201);
  },
  'PATCH /api/crop-rotations/bulk/': async (ctx) => {
    const { id } = await createRotationInA(ctx);
    const before = await rotationSnapshot(id, ctx);
    const intruder = await ctx.b.call('PATCH', '/api/crop-rotations/bulk/', { rows: [{ id, crop: 'Renamed by B', status: 'ended' }] } as never);
    expect([intruder.statusCode, intruder.json().error.code]).toEqual([400, 'rows_invalid']);
    expect(await rotationSnapshot(id, ctx)).toEqual(before);
    expect((await ctx.a.call('PATCH', '/api/crop-rotations/bulk/', { rows: [{ id, crop: 'Renamed by A' }] } as never)).statusCode).toBe(200);
  },
  'PATCH /api/crop-rotations/{id}/': item({
    create: async (ctx) => (await createRotationInA(ctx)).id,
    snapshot: rotationSnapshot,
    request: (id) => ({ method: 'PATCH', url: `/api/crop-rotations/${id}/`, payload: { crop: 'Renamed by B', status: 'ended' } }),
  }),
  'DELETE /api/crop-rotations/{id}/': item({
    create: async (ctx) => (await createRotationInA(ctx)).id,
    snapshot: rotationSnapshot,
    request: (id) => ({ method: 'DELETE', url: `/api/crop-rotations/${id}/` }),
  }),
  'GET /api/crop-rotations/export/': list({
    create: async (ctx) => {
      const name = unique('Isolated crop');
      return { id: (await createRotationInA(ctx, name)).id, name };
    },
    url: () => '/api/crop-rotations/export/',
    read: xlsxText,
  }),
  'GET /api/crop-rotations/template/': async (ctx) => {
    // The template's allowed values list the caller's field codes only.
    const fieldId = await createCropFieldInA(ctx);
    const code = (await readAsA((i) => `/api/crop-fields/${i}/`)(fieldId, ctx)).body.code as string;
    const codes = (caller: Caller) => templateAllowedValues(caller, '/api/crop-rotations/template/');
    expect(await codes(ctx.b)).not.toContain(code);
    expect(await codes(ctx.a)).toContain(code);
  },
  'POST /api/crop-rotations/import/preview/': importOfACode('/api/crop-rotations/import/preview/'),
  'POST /api/crop-rotations/import/': importOfACode('/api/crop-rotations/import/'),
  ...recordFixtures('/api/labors', bodies.labor, { name: 'Renamed by B', salary: 1 }),
  ...recordFixtures('/api/farm-owners', bodies.farmOwner, { name: 'Renamed by B', gmt_offset: 4 }),

  'GET /api/users/': list({ create: named('/api/users/', (name) => bodies.user({ name })), url: search('/api/users/'), read: json }),
  'GET /api/users/export/': list({ create: named('/api/users/', (name) => bodies.user({ name })), url: search('/api/users/export/'), read: xlsxText }),
  'POST /api/users/': async (ctx) => {
    // B cannot attach its new user to A's policy or supervisor: both are unknown in B.
    const policy = await ctx.a.call('POST', '/api/policies/', bodies.policy() as never);
    const countA = async () => (await ctx.db.select().from(users).where(eq(users.orgId, ctx.a.org.id))).length;
    const before = await countA();
    const withPolicy = await ctx.b.call('POST', '/api/users/', bodies.user({ policy_id: policy.json().id }) as never);
    expect([withPolicy.statusCode, withPolicy.json().error.code]).toEqual([400, 'unknown_policy']);
    const withSupervisor = await ctx.b.call('POST', '/api/users/', bodies.user({ supervisor_id: ctx.a.user.id }) as never);
    expect([withSupervisor.statusCode, withSupervisor.json().error.code]).toEqual([400, 'unknown_supervisor']);
    const plain = await ctx.b.call('POST', '/api/users/', bodies.user() as never);
    expect(plain.json().org_id).toBe(ctx.b.org.id);
    expect(await countA()).toBe(before);
  },
  'GET /api/users/{id}/': item({ create: createUserInA, snapshot: userSnapshot, request: (id) => ({ method: 'GET', url: `/api/users/${id}/` }) }),
  'PATCH /api/users/{id}/': item({
    create: createUserInA,
    snapshot: userSnapshot,
    request: (id) => ({ method: 'PATCH', url: `/api/users/${id}/`, payload: { name: 'Renamed by B', email: `${id.slice(0, 8)}@intruder.test` } }),
  }),
  'POST /api/users/{id}/deactivate/': item({ create: createUserInA, snapshot: userSnapshot, request: (id) => ({ method: 'POST', url: `/api/users/${id}/deactivate/` }) }),
  'POST /api/users/{id}/activate/': item({
    create: async (ctx) => {
      const id = await createUserInA(ctx);
      expect((await ctx.a.call('POST', `/api/users/${id}/deactivate/`)).statusCode).toBe(200);
      return id;
    },
    snapshot: userSnapshot,
    request: (id) => ({ method: 'POST', url: `/api/users/${id}/activate/` }),
  }),
  'PUT /api/users/{id}/profile-image/': item({
    create: createUserInA,
    snapshot: userSnapshot,
    request: (id) => ({ method: 'PUT', url: `/api/users/${id}/profile-image/`, ...multipartFile(PNG_1X1, 'me.png', 'image/png') }),
  }),
  'GET /api/users/{id}/profile-image/': item({
    create: async (ctx) => {
      const id = await createUserInA(ctx);
      const upload = multipartFile(PNG_1X1, 'me.png', 'image/png');
      expect((await ctx.a.call('PUT', `/api/users/${id}/profile-image/`, upload.payload, upload.headers)).statusCode).toBe(200);
      return id;
    },
    snapshot: userSnapshot,
    request: (id) => ({ method: 'GET', url: `/api/users/${id}/profile-image/` }),
  }),

  'GET /api/policies/': list({ create: named('/api/policies/', (name) => bodies.policy(name)), url: search('/api/policies/'), read: json }),
  'POST /api/policies/': async (ctx) => {
    // Names are unique per organisation: B may reuse A's name, and A's policy stays as it was.
    const { id, name } = await named('/api/policies/', (n) => bodies.policy(n))(ctx);
    const before = await ctx.a.call('GET', `/api/policies/${id}/`);
    const response = await ctx.b.call('POST', '/api/policies/', { name, template: 'full_access' });
    expect(response.statusCode).toBe(201);
    expect(response.json().org_id).toBe(ctx.b.org.id);
    expect((await ctx.a.call('GET', `/api/policies/${id}/`)).json()).toEqual(before.json());
  },
  'GET /api/policies/{id}/': item({ create: createVia('/api/policies/', () => bodies.policy()), snapshot: readAsA((id) => `/api/policies/${id}/`), request: (id) => ({ method: 'GET', url: `/api/policies/${id}/` }) }),
  'PATCH /api/policies/{id}/': item({
    create: createVia('/api/policies/', () => bodies.policy()),
    snapshot: readAsA((id) => `/api/policies/${id}/`),
    request: (id) => ({ method: 'PATCH', url: `/api/policies/${id}/`, payload: { permissions: { system_accessibility: ['web'], users_and_labors: ['view', 'create', 'edit', 'delete'] } } }),
  }),
  'DELETE /api/policies/{id}/': item({ create: createVia('/api/policies/', () => bodies.policy()), snapshot: readAsA((id) => `/api/policies/${id}/`), request: (id) => ({ method: 'DELETE', url: `/api/policies/${id}/` }) }),

  'GET /api/activity-log/': list({
    create: async (ctx) => named('/api/labors/', bodies.labor)(ctx),
    url: () => '/api/activity-log/?page_size=100',
    read: json,
  }),

  'GET /api/job-runs/': async (ctx) => {
    // A run of a per-organisation job for A: A sees its progress, B asking for the same job and subject sees nothing.
    const job = `isolation-${uniqueJob()}`;
    await ctx.db.insert(jobRuns).values({ job, orgId: ctx.a.org.id, subject: 'field-a', startedAt: new Date(), progressDone: 2, progressTotal: 5 });
    expect((await ctx.b.call('GET', `/api/job-runs/?job=${job}&subject=field-a`)).json()).toEqual([]);
    expect((await ctx.b.call('GET', `/api/job-runs/?job=${job}&limit=20`)).json()).toEqual([]);
    expect((await ctx.a.call('GET', `/api/job-runs/?job=${job}&subject=field-a`)).json()).toMatchObject([{ progress_done: 2, progress_total: 5 }]);
  },
  'GET /api/organizations/': async (ctx) => {
    const intruder = await ctx.b.call('GET', `/api/organizations/?search=${encodeURIComponent(ctx.a.org.name)}`);
    expect(intruder.statusCode).toBe(200);
    expect(intruder.body).not.toContain(ctx.a.org.id);
    expect((await ctx.b.call('GET', '/api/organizations/?page_size=100')).json().results.map((o: { id: string }) => o.id)).toEqual([ctx.b.org.id]);
    expect((await ctx.superAdmin.call('GET', `/api/organizations/?search=${encodeURIComponent(ctx.a.org.name)}`)).body).toContain(ctx.a.org.id);
  },
  'POST /api/organizations/': async (ctx) => {
    const name = unique('Org by B');
    const body = { name, farming_type: ['crop'], admin: { name: 'X', user_name: unique('x').replace(' ', '.'), email: `${unique('x').replace(' ', '.')}@t.test`, password: 'a-long-password' } };
    const response = await ctx.b.call('POST', '/api/organizations/', body);
    expect([response.statusCode, response.json().error.code]).toEqual([403, 'not_authenticated']);
    expect(await ctx.db.select().from(organizations).where(eq(organizations.name, name))).toHaveLength(0);
  },
  'PATCH /api/organizations/': item({
    create: async (ctx) => ctx.a.org.id,
    snapshot: orgRow,
    request: (id) => ({ method: 'PATCH', url: '/api/organizations/', payload: { id, contracted_fields: 5_000 } }),
    owner: (ctx) => ctx.superAdmin,
  }),
  'GET /api/organizations/{id}/': item({ create: async (ctx) => ctx.a.org.id, snapshot: orgRow, request: (id) => ({ method: 'GET', url: `/api/organizations/${id}/` }) }),
  'GET /api/organizations/message/{org_id}/': item({
    create: async (ctx) => ctx.a.org.id,
    snapshot: orgRow,
    request: (id) => ({ method: 'GET', url: `/api/organizations/message/${id}/` }),
  }),
  'PATCH /api/organizations/{id}/': async (ctx) => {
    const publish = await ctx.superAdmin.call('PATCH', `/api/organizations/${ctx.a.org.id}/`, { message: unique('Hello A'), notification_status: true });
    expect(publish.statusCode).toBe(200);
    const before = { org: await orgRow(ctx.a.org.id, ctx), admin: await userRow(ctx.a.user.id, ctx) };
    for (const payload of [{ notification_status: false }, { message: 'Written by B', notification_status: true }]) {
      const intruder = await ctx.b.call('PATCH', `/api/organizations/${ctx.a.org.id}/`, payload);
      expect(intruder.statusCode).toBe(404);
    }
    expect({ org: await orgRow(ctx.a.org.id, ctx), admin: await userRow(ctx.a.user.id, ctx) }).toEqual(before);
    expect((await ctx.a.call('PATCH', `/api/organizations/${ctx.a.org.id}/`, { notification_status: false })).statusCode).toBe(200);
  },
  'DELETE /api/organizations/{id}/': item({
    create: async (ctx) => (await buildOrganisation(ctx.db)).id,
    snapshot: orgRow,
    request: (id) => ({ method: 'DELETE', url: `/api/organizations/${id}/` }),
    owner: (ctx) => ctx.superAdmin,
    ownerStatus: 204,
  }),
  ...weatherFixtures(),
  ...irrigationFixtures(),
  ...cropProfileFixtures(),
  ...treeFixtures<Ctx, Check>({ item, list, json, xlsxText, farmOf, treeFieldBody, check: (run) => run }),
  ...inventoryFixtures<Ctx>({ item, list, json, xlsxText, farmOf, recordFixtures }),
  ...programFixtures<Ctx>({ item, list, json, xlsxText, farmOf, recordFixtures }),
  ...trapFixtures<Ctx>({ item, list, json, xlsxText }),
  ...assetFixtures<Ctx>({ item, list, json, xlsxText, farmOf }),
  ...sensorFixtures<Ctx>({ item, recordFixtures }),
  ...pestFixtures<Ctx>({ item, list, json, xlsxText }),
  ...inspectionFixtures<Ctx>({ item, list, json, xlsxText }),
  ...qrLabelFixtures<Ctx>({ item, list, json }),
  ...treeRecordFixtures<Ctx>({ item, list, json }),
  ...fieldAppFixtures<Ctx>({ item, list, json }),
  ...satelliteFixtures<Ctx, Check>({ item, farmOf, createFieldIn }),
  ...labSampleFixtures<Ctx>({ item, recordFixtures }),
  ...reportFixtures<Ctx>({ item, list, json, xlsxText, farmOf, createFieldIn }),
  ...pesticideApplicationFixtures<Ctx>({ item, list, json, xlsxText, farmOf, createFieldIn }),
};

/** Plant varieties, growth and KC profiles (settings): B can neither see A's nor attach A's profiles to its own variety. */
function cropProfileFixtures(): Record<string, Check> {
  const { growthProfile: growth, kcProfile: kc } = bodies;
  const variety = (name = unique('Variety')) => ({ name, crop: 'potato', notes: 'isolation' });
  const varieties = recordFixtures('/api/plant-varieties', variety, { name: 'Renamed by B' });
  return {
    ...recordFixtures('/api/growth-profiles', growth, { name: 'Renamed by B', stages: { initial: 1, development: 1, mid: 1, late: 1 } }),
    ...recordFixtures('/api/kc-profiles', kc, { name: 'Renamed by B', kc_mid: 0.5 }),
    ...varieties,
    'POST /api/plant-varieties/': async (ctx) => {
      await varieties['POST /api/plant-varieties/']!(ctx);
      const profiles = { growth_profile_id: await createVia('/api/growth-profiles/', () => growth())(ctx), kc_profile_id: await createVia('/api/kc-profiles/', () => kc())(ctx) };
      const intruder = await ctx.b.call('POST', '/api/plant-varieties/', { ...variety(), ...profiles } as never);
      expect([intruder.statusCode, Object.keys(intruder.json().error.fields).sort()]).toEqual([400, ['growth_profile_id', 'kc_profile_id']]);
      expect((await ctx.a.call('POST', '/api/plant-varieties/', { ...variety(), ...profiles } as never)).statusCode).toBe(201);
    },
  };
}

/** Weather (issue weather): A's farm gets stored weather by running the job; alerts and notifications are A's rows. */
function weatherFixtures(): Record<string, Check> {
  const farmWithWeather = async (ctx: Ctx) => {
    const id = await farmOf(ctx.a, 'crop');
    await ctx.app.weatherJobs.refresh({ farmId: id });
    return id;
  };
  const alertBody = (name = unique('Alert')) => ({ name, type: 'heat', always_active: true, max_threshold: -50 });
  const createAlert = async (ctx: Ctx) => {
    const r = await ctx.a.call('POST', '/api/weather-alerts/', alertBody() as never);
    expect(r.statusCode, r.body).toBe(201);
    return r.json().id as string;
  };
  const alertSnapshot = async (id: string, ctx: Ctx) => (await ctx.a.call('GET', `/api/weather-alerts/${id}/`)).json();
  const namedAlert = async (ctx: Ctx) => {
    const name = unique('Alert');
    const r = await ctx.a.call('POST', '/api/weather-alerts/', alertBody(name) as never);
    return { id: r.json().id as string, name };
  };
  const createNotification = async (ctx: Ctx) => {
    const farmId = await farmWithWeather(ctx);
    const r = await ctx.a.call('POST', '/api/weather-alerts/', { ...alertBody(), farm_id: farmId } as never);
    await ctx.app.weatherJobs.checkAlerts();
    const list = (await ctx.a.call('GET', '/api/notifications/?unread=true')).json().results as { id: string; alert_id: string }[];
    return list.find((n) => n.alert_id === r.json().id)!.id;
  };
  const notificationSnapshot = async (id: string, ctx: Ctx) => (await ctx.a.call('GET', '/api/notifications/')).json().results.find((n: { id: string }) => n.id === id);
  return {
    'GET /api/farms/{id}/weather/': item({ create: farmWithWeather, snapshot: async () => null, request: (id) => ({ method: 'GET', url: `/api/farms/${id}/weather/` }) }),
    'GET /api/farms/{id}/spray-advice/': item({ create: farmWithWeather, snapshot: async () => null, request: (id) => ({ method: 'GET', url: `/api/farms/${id}/spray-advice/` }) }),
    'GET /api/spray-settings/': async (ctx) => {
      const mine = { sun_rise_offset_hours: 1, sun_set_offset_hours: 2, min_temperature_c: 7, max_temperature_c: 31, min_humidity_pct: 20, max_humidity_pct: 91, min_wind_speed_kmh: 2, max_wind_speed_kmh: 14, precipitation_mm: 0.3, rain_free_hours: 4 };
      expect((await ctx.a.call('PUT', '/api/spray-settings/', mine as never)).statusCode).toBe(200);
      expect((await ctx.b.call('GET', '/api/spray-settings/')).json()).not.toEqual(mine);
      expect((await ctx.a.call('GET', '/api/spray-settings/')).json()).toEqual(mine);
    },
    'PUT /api/spray-settings/': async (ctx) => {
      const before = (await ctx.a.call('GET', '/api/spray-settings/')).json();
      const theirs = { ...before, rain_free_hours: 11 };
      expect((await ctx.b.call('PUT', '/api/spray-settings/', theirs as never)).statusCode).toBe(200);
      expect((await ctx.a.call('GET', '/api/spray-settings/')).json()).toEqual(before);
    },
    'GET /api/weather-alerts/': list({ create: namedAlert, url: search('/api/weather-alerts/'), read: async (r) => r.body }),
    'GET /api/weather-alerts/export/': list({ create: namedAlert, url: search('/api/weather-alerts/export/'), read: xlsxText }),
    'POST /api/weather-alerts/': async (ctx) => {
      const farmId = await farmOf(ctx.a, 'crop');
      const intruder = await ctx.b.call('POST', '/api/weather-alerts/', { ...alertBody(), farm_id: farmId } as never);
      expect(intruder.statusCode).toBe(400);
      expect((await ctx.a.call('POST', '/api/weather-alerts/', { ...alertBody(), farm_id: farmId } as never)).statusCode).toBe(201);
    },
    'GET /api/weather-alerts/{id}/': item({ create: createAlert, snapshot: alertSnapshot, request: (id) => ({ method: 'GET', url: `/api/weather-alerts/${id}/` }) }),
    'PATCH /api/weather-alerts/{id}/': item({ create: createAlert, snapshot: alertSnapshot, request: (id) => ({ method: 'PATCH', url: `/api/weather-alerts/${id}/`, payload: { name: 'Renamed by B' } }) }),
    'DELETE /api/weather-alerts/{id}/': item({ create: createAlert, snapshot: alertSnapshot, request: (id) => ({ method: 'DELETE', url: `/api/weather-alerts/${id}/` }), ownerStatus: 204 }),
    'GET /api/notifications/': async (ctx) => {
      const id = await createNotification(ctx);
      expect((await ctx.b.call('GET', '/api/notifications/')).body).not.toContain(id);
      expect((await ctx.a.call('GET', '/api/notifications/')).body).toContain(id);
    },
    'POST /api/notifications/{id}/read/': item({ create: createNotification, snapshot: notificationSnapshot, request: (id) => ({ method: 'POST', url: `/api/notifications/${id}/read/` }) }),
  };
}

/** Irrigation advisory (issue irrigation): on A's crop field and A's tree field whose farm has stored weather; logs and settings are A's rows. */
function irrigationFixtures(): Record<string, Check> {
  const kinds = { crop: { list: '/api/crop-fields', path: '/api/crop-fields/{id}/irrigation' }, tree: { list: '/api/fields', path: '/api/fields/{id}/irrigation' } } as const;
  const fixtures: Record<string, Check> = {};
  for (const kind of ['crop', 'tree'] as const) {
    const { list, path } = kinds[kind];
    // One field for all checks, an existing one of A when there is (A's contract allows only so many fields).
    let shared: Promise<string> | undefined;
    const fieldWithWeather = (ctx: Ctx) =>
      (shared ??= (async () => {
        const existing = (await ctx.a.call('GET', `${list}/`)).json().results as { id: string; farm_id: string }[];
        const farmId = existing[0]?.farm_id ?? (await farmOf(ctx.a, kind));
        const id = existing[0]?.id ?? (await createFieldIn(ctx.a, kind, farmId));
        await ctx.app.weatherJobs.refresh({ farmId });
        return id;
      })());
    const base = (id: string) => `${list}/${id}/irrigation`;
    const snapshot = async (id: string, ctx: Ctx) => ({
      status: await readAsA((i) => `${base(i)}/`)(id, ctx),
      logs: await readAsA((i) => `${base(i)}/logs/`)(id, ctx),
    });
    const pastDate = () => new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const check = (method: Method, suffix: string, payload?: () => unknown) =>
      item({ create: fieldWithWeather, snapshot, request: (id) => ({ method, url: `${base(id)}${suffix}`, ...(payload ? { payload: payload() } : {}) }) });
    // The overview of stored advice (field lists): B's holds none of A's fields, A's holds them.
    if (kind === 'crop') {
      fixtures['GET /api/irrigation/overview/'] = async (ctx) => {
        const id = await fieldWithWeather(ctx);
        expect((await ctx.a.call('POST', `${base(id)}/calculate/`)).statusCode).toBe(200);
        expect((await ctx.b.call('GET', '/api/irrigation/overview/')).body).not.toContain(id);
        expect((await ctx.a.call('GET', '/api/irrigation/overview/')).body).toContain(id);
      };
      // The irrigation plan export: B's sheet holds none of A's fields (by code), A's holds them.
      fixtures['GET /api/irrigation/overview/export/'] = async (ctx) => {
        const id = await fieldWithWeather(ctx);
        expect((await ctx.a.call('POST', `${base(id)}/calculate/`)).statusCode).toBe(200);
        const code = (await ctx.a.call('GET', `${list}/${id}/`)).json().code as string;
        expect(await xlsxText(await ctx.b.call('GET', '/api/irrigation/overview/export/'))).not.toContain(code);
        expect(await xlsxText(await ctx.a.call('GET', '/api/irrigation/overview/export/'))).toContain(code);
      };
    }
    Object.assign(fixtures, {
      [`GET ${path}/`]: check('GET', '/'),
      [`POST ${path}/calculate/`]: check('POST', '/calculate/'),
      [`PATCH ${path}/settings/`]: check('PATCH', '/settings/', () => ({ efficiency: 0.6, soil_type: 'clay', drips_per_tree: 2, valve_code: 'B-1' })),
      [`POST ${path}/hold/`]: check('POST', '/hold/', () => ({ until: '2099-01-01' })),
      [`POST ${path}/resume/`]: check('POST', '/resume/'),
      [`GET ${path}/logs/`]: check('GET', '/logs/'),
      [`POST ${path}/logs/`]: check('POST', '/logs/', () => ({ date: pastDate(), water_mm: 12, notes: 'by B' })),
      [`GET ${path}/history/`]: check('GET', '/history/?days=10'),
      // A's log entry ("fieldId/logId"): B cannot delete it; A can.
      [`DELETE ${path}/logs/{logId}/`]: item({
        create: async (ctx) => {
          const fieldId = await fieldWithWeather(ctx);
          const created = await ctx.a.call('POST', `${base(fieldId)}/logs/`, { date: pastDate(), water_mm: 7, notes: 'to delete' } as never);
          expect(created.statusCode, created.body).toBe(201);
          return `${fieldId}/${created.json().id as string}`;
        },
        snapshot: (key, ctx) => snapshot(key.split('/')[0]!, ctx),
        request: (key) => {
          const [fieldId, logId] = key.split('/');
          return { method: 'DELETE', url: `${base(fieldId!)}/logs/${logId!}/` };
        },
        ownerStatus: 204,
      }),
    });
  }
  return fixtures;
}

/** Routes that hold no organisation's records, each with the reason. */
const ALLOW_LIST: Record<string, string> = {
  'GET /api/health': 'public liveness; no data',
  'POST /api/token/': 'public sign-in; acts only on the credentials sent',
  'POST /api/token/refresh/': 'public; acts only on the refresh token sent',
  'POST /api/token/revoke/': 'public; acts only on the refresh token sent',
  'POST /api/request-reset-password/': 'public; mails the owner of the address, answers the same either way',
  'PATCH /api/password-reset-complete/': 'public; acts only on the single-use token sent',
  'PUT /api/change-password/': "the caller's own password",
  'POST /api/crash-reports/': 'public; forwards a crash report to the crash channel, stores nothing',
  'GET /api/me/': "the caller's own profile",
  'PATCH /api/me/preferences/': "the caller's own preferences",
  'GET /api/policy-templates/': 'constant templates from the contracts, the same for everyone',
  // Public website (issue #6): platform-wide data without org_id.
  'POST /api/contacts/': 'public contact form; platform data without org_id',
  'GET /api/contacts/': 'super admins only; visitor requests are platform data without org_id',
  'PATCH /api/contacts/{id}/': 'super admins only; visitor requests are platform data without org_id',
  'GET /api/learning-zone/': 'public learning zone; platform content without org_id',
  'GET /api/learning-zone/{slug}/': 'public learning zone; platform content without org_id',
  'POST /api/learning-zone/': 'super admins only; platform content without org_id',
  'PUT /api/learning-zone/{slug}/': 'super admins only; platform content without org_id',
  'DELETE /api/learning-zone/{slug}/': 'super admins only; platform content without org_id',
  'POST /api/learning-zone/{slug}/media/': 'super admins only; uploads an image or video of platform content without org_id',
  'GET /api/learning-zone/media/{name}': 'public media of the learning zone; platform content without org_id',
  'GET /api/site-settings/pricing/': 'public pricing; platform settings without org_id',
  'PUT /api/site-settings/pricing/': 'super admins only; platform settings without org_id',
  'GET /api/images': 'public image optimizer over the web build; no organisation data',
  'GET /api/public/pivot-report/': 'public season report of the demo pivot (issue #17): the one field of its farm, no other field, farm or organisation (public-pivot-report.medium.test.ts checks nothing else leaks)',
  'GET /api/public/rpw-report/': 'public RPW report (issue #16): region-level totals of the organisations that chose to publish them, no record of any organisation (rpw-report.medium.test.ts checks nothing finer leaks)',
  'POST /api/geometry/parse/': 'reads the uploaded file only; stores nothing and reads no organisation data',
};

let ctx: Ctx;
let documentRoutes: string[] = [];

beforeAll(async () => {
  const { app, db } = await buildTestApp();
  const [a, b, superAdmin] = await Promise.all([buildTenant(app, db), buildTenant(app, db), buildTenant(app, db, { superAdmin: true })]);
  ctx = { app, db, a, b, superAdmin };
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  documentRoutes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(async () => {
  await ctx?.app.close();
});

describe('tenant isolation', () => {
  it('has an isolation check or an allow-list entry for every route in the OpenAPI document', () => {
    expect(documentRoutes.length).toBeGreaterThan(30);
    const missing = documentRoutes.filter((route) => !(route in FIXTURES) && !(route in ALLOW_LIST)).map((route) => `no isolation check for ${route}`);
    expect(missing).toEqual([]);
    // Entries for routes that no longer exist would hide a renamed route.
    const stale = [...Object.keys(FIXTURES), ...Object.keys(ALLOW_LIST)].filter((route) => !documentRoutes.includes(route));
    expect(stale).toEqual([]);
  });

  it('checks the isolation of every /api route that holds organisation data', () => {
    expect(Object.keys(FIXTURES).length).toBeGreaterThanOrEqual(30);
  });

  for (const [route, check] of Object.entries(FIXTURES)) {
    it(`${route}: another organisation's admin can neither read nor change it`, async () => {
      await check(ctx);
    });
  }

  it('B is a real admin with every permission in its own organisation (the checks are not vacuous)', async () => {
    const colleague = await buildColleague(ctx.app, ctx.db, ctx.b);
    expect((await ctx.b.call('GET', `/api/users/${colleague.user.id}/`)).statusCode).toBe(200);
    expect((await ctx.b.call('GET', '/api/me/')).json().permissions.users_and_labors).toEqual(['view', 'create', 'edit', 'delete']);
  });
});
