import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { activityLog, users, type Db } from '@rayyan/db';
import type { MemoryStorage } from '../src/ports/storage';
import { bodies, type Caller, createArticle, multipartFile, PNG_1X1, unique, withTenantApp } from './tenants';

/**
 * Issue 18 points 7 and 11: input that used to reach a 500 (with the SQL parameters in the log), or to
 * say more than it should, is refused with the API's error shape and changes nothing.
 */

let app: FastifyInstance;
let db: Db;
let storage: MemoryStorage;
let admin: Caller;
let other: Caller;
let superAdmin: Caller;

const SQUARE = { type: 'Polygon', coordinates: [[[31.13, 22.73], [31.17, 22.73], [31.17, 22.77], [31.13, 22.77], [31.13, 22.73]]] };
const SMALL = { type: 'Polygon', coordinates: [[[31.14, 22.74], [31.145, 22.74], [31.145, 22.745], [31.14, 22.745], [31.14, 22.74]]] };

withTenantApp({ admin: {}, other: {}, superAdmin: { superAdmin: true } }, (built) => ({ app, db, storage, admin, other, superAdmin } = built));

const logCount = async (caller: Caller) => (await db.select({ n: count() }).from(activityLog).where(eq(activityLog.orgId, caller.org.id)))[0]!.n;
const errorOf = (response: { statusCode: number; json: () => unknown }) => [response.statusCode, (response.json() as { error: { code: string } }).error.code];

async function cropFieldWithSeason(caller: Caller) {
  const farm = await caller.call('POST', '/api/farms/', { code: unique('F'), name: unique('Farm'), farming_type: 'crop', geometry: SQUARE });
  const field = await caller.call('POST', '/api/crop-fields/', { farm_id: farm.json().id, code: unique('C'), name: unique('Field'), crop: 'wheat', geometry: SMALL });
  const id = field.json().id as string;
  expect((await caller.call('POST', `/api/crop-fields/${id}/season/`, { season: 'winter', planting_date: '2025-11-01' })).statusCode).toBe(200);
  return { farmId: farm.json().id as string, fieldId: id };
}

describe('hostile input answers 400 and writes nothing', () => {
  it('refuses a NUL character in a JSON text, naming the field', async () => {
    const before = await logCount(admin);
    const response = await admin.call('POST', '/api/labors/', { ...bodies.labor(), notes: 'night\u0000shift' });
    expect(errorOf(response)).toEqual([400, 'validation_failed']);
    expect(response.json().error.fields).toEqual({ notes: 'This text holds a character that cannot be stored (NUL); remove it.' });
    const nested = await admin.call('POST', '/api/crop-rotations/bulk/', { rows: [{ crop_field_id: '00000000-0000-4000-8000-000000000000', crop: 'x\u0000' }] });
    expect(nested.json().error.fields).toHaveProperty(['rows.0.crop']);
    expect(await logCount(admin)).toBe(before);
  });

  it('refuses %00 in a search or any query parameter', async () => {
    for (const url of ['/api/labors/?search=%00', '/api/users/export/?search=a%00b', '/api/activity-log/?entity=%00', '/api/learning-zone/?search=%00']) {
      const response = await admin.call('GET', url);
      expect(errorOf(response), url).toEqual([400, 'validation_failed']);
    }
  });

  it('refuses year-0000 and far-off dates, and an empty season edit', async () => {
    const { fieldId } = await cropFieldWithSeason(admin);
    const before = await logCount(admin);
    for (const planting_date of ['0000-01-01', '1899-12-31', '2200-01-01']) {
      const response = await admin.call('PATCH', `/api/crop-fields/${fieldId}/season/`, { planting_date });
      expect(errorOf(response)).toEqual([400, 'validation_failed']);
      expect(response.json().error.fields.planting_date).toBe('Enter a date between 1900 and 2199.');
    }
    const log = await admin.call('POST', `/api/crop-fields/${fieldId}/irrigation/logs/`, { date: '0000-01-01', water_mm: 5 });
    expect(errorOf(log)).toEqual([400, 'validation_failed']);
    const empty = await admin.call('PATCH', `/api/crop-fields/${fieldId}/season/`, {});
    expect(errorOf(empty)).toEqual([400, 'validation_failed']);
    expect(empty.json().error.fields.body).toBe('Change at least one value.');
    expect(await logCount(admin)).toBe(before);
    expect((await admin.call('PATCH', `/api/crop-fields/${fieldId}/season/`, { planting_date: '2025-11-02' })).statusCode).toBe(200);
  });

  it('refuses a world-spanning or antimeridian-crossing border', async () => {
    const before = await logCount(admin);
    for (const ring of [
      [[-180, -90], [180, -90], [180, 90], [-180, 90], [-180, -90]],
      [[170, 10], [-170, 10], [-170, 20], [170, 20], [170, 10]],
    ]) {
      const response = await admin.call('POST', '/api/farms/', { code: unique('F'), name: unique('World'), farming_type: 'tree', geometry: { type: 'Polygon', coordinates: [ring] } });
      expect(errorOf(response)).toEqual([400, 'validation_failed']);
      expect(Object.values(response.json().error.fields)).toContain('A border may span at most 5 degrees (about 550 km); check its coordinates.');
    }
    expect(await logCount(admin)).toBe(before);
  });

  it('refuses a malformed percent-encoding in the public image path and in any path', async () => {
    expect(errorOf(await app.inject({ method: 'GET', url: '/api/images?url=%2Fimages%2F%25E0%25A4%25A.png&w=640&q=75' }))).toEqual([400, 'image_source']);
    const badPath = await admin.call('GET', '/api/labors/%E0%A4%A/');
    expect(errorOf(badPath)).toEqual([400, 'validation_failed']);
    expect(badPath.body).not.toContain('%E0');
  });

  it('refuses a body in UTF-16 with 415 instead of reading it as UTF-8', async () => {
    const response = await admin.call('POST', '/api/labors/', Buffer.from(JSON.stringify(bodies.labor()), 'utf16le'), { 'content-type': 'application/json; charset=utf-16' });
    expect(errorOf(response)).toEqual([415, 'unsupported_media_type']);
    const utf8 = await admin.call('POST', '/api/labors/', JSON.stringify(bodies.labor('عامل')), { 'content-type': 'application/json; charset=UTF-8' });
    expect(utf8.statusCode).toBe(201);
  });
});

describe('framework errors use the error shape and do not echo the request', () => {
  it('answers a path parameter over the length limit with 414', async () => {
    const long = 'x'.repeat(5000);
    const response = await admin.call('GET', `/api/labors/${long}/`);
    expect(errorOf(response)).toEqual([414, 'uri_too_long']);
    expect(response.body).not.toContain('xxxxxxxx');
  });

  it('answers headers over Node’s limit with 431 in the error shape', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const secret = `/api/labors/?q=${'s'.repeat(20_000)}`;
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: secret, method: 'GET' }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(431);
    expect(JSON.parse(body)).toEqual({ error: { code: 'headers_too_large', message: 'The request headers are too large.' } });
    expect(body).not.toContain('sss');
  });
});

describe('users and farms of another organisation', () => {
  it('answers a sign-in key used in another organisation without naming the field or saying where', async () => {
    const before = (await db.select({ n: count() }).from(users).where(eq(users.orgId, admin.org.id)))[0]!.n;
    for (const key of [{ email: other.user.email }, { user_name: other.user.userName }]) {
      const response = await admin.call('POST', '/api/users/', bodies.user(key));
      expect(errorOf(response)).toEqual([409, 'sign_in_key_unavailable']);
      expect(response.json().error.fields).toBeUndefined();
      expect(response.body).not.toMatch(/another user|organi[sz]ation|elsewhere/i);
    }
    // Within one's own organisation the form still marks the field: those users are in the admin's own list.
    const own = await admin.call('POST', '/api/users/', bodies.user({ email: admin.user.email }));
    expect(errorOf(own)).toEqual([409, 'duplicate_email']);
    expect((await db.select({ n: count() }).from(users).where(eq(users.orgId, admin.org.id)))[0]!.n).toBe(before);
  });

  it('refuses another organisation’s farms as supervisory farms', async () => {
    const { farmId: foreignFarm } = await cropFieldWithSeason(other);
    const { farmId: ownFarm } = await cropFieldWithSeason(admin);
    const refused = await admin.call('POST', '/api/users/', bodies.user({ supervisory_farm_ids: [ownFarm, foreignFarm] }));
    expect(errorOf(refused)).toEqual([400, 'validation_failed']);
    expect(refused.json().error.fields).toHaveProperty('supervisory_farm_ids');
    const created = await admin.call('POST', '/api/users/', bodies.user({ supervisory_farm_ids: [ownFarm] }));
    expect(created.statusCode, created.body).toBe(201);
    const patched = await admin.call('PATCH', `/api/users/${created.json().id}/`, { supervisory_farm_ids: [foreignFarm] });
    expect(errorOf(patched)).toEqual([400, 'validation_failed']);
    expect((await admin.call('GET', `/api/users/${created.json().id}/`)).json().supervisory_farm_ids).toEqual([ownFarm]);
  });
});

describe('public media and images', () => {
  it('does not serve the media of an unpublished learning-zone item, except to a super admin', async () => {
    const slug = await createArticle(superAdmin, 'draft', { published: false });
    const file = multipartFile(PNG_1X1, 'x.png', 'image/png');
    const uploaded = await superAdmin.call('POST', `/api/learning-zone/${slug}/media/`, file.payload, file.headers);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json().image_url as string;
    expect(storage.files.size).toBeGreaterThan(0);

    expect(errorOf(await app.inject({ method: 'GET', url }))).toEqual([404, 'not_found']);
    expect(errorOf(await app.inject({ method: 'GET', url: `/api/images?url=${encodeURIComponent(url)}&w=640&q=75` }))).toEqual([400, 'image_source']);
    const preview = await superAdmin.call('GET', url);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');

    const item = (await superAdmin.call('GET', `/api/learning-zone/${slug}/`)).json();
    expect((await superAdmin.call('PUT', `/api/learning-zone/${slug}/`, { ...item, published: true })).statusCode).toBe(200);
    const published = await app.inject({ method: 'GET', url });
    expect(published.statusCode).toBe(200);
    expect(published.headers['cache-control']).toContain('public');
  });

  it('limits the public image path per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 600; i++) {
      statuses.push((await app.inject({ method: 'GET', url: '/api/images?url=/images/none.png&w=640&q=75', remoteAddress: '203.0.113.9' })).statusCode);
    }
    expect(statuses.every((s) => s === 400)).toBe(true);
    const limited = await app.inject({ method: 'GET', url: '/api/images?url=/images/none.png&w=640&q=75', remoteAddress: '203.0.113.9' });
    expect(errorOf(limited)).toEqual([429, 'rate_limited']);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await app.inject({ method: 'GET', url: '/api/images?url=/images/none.png&w=640&q=75', remoteAddress: '203.0.113.10' })).statusCode).toBe(400);
  });
});
