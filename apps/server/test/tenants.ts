import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildOrganisation, buildUser, TEST_PASSWORD, uniqueSuffix, type BuildUserOptions } from '@rayyan/db/testing';
import type { Db, Organization, User } from '@rayyan/db';
import type { AppConfig, AppPorts } from '../src/app';
import { signIn, withTestApp, type TestApp } from './helpers';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in user and a way to call the API as them. */
export interface Caller {
  org: Organization;
  user: User;
  token: string;
  call(method: Method, url: string, payload?: InjectOptions['payload'], headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** Signs `user` in and returns a caller. */
export async function callerFor(app: FastifyInstance, org: Organization, user: User, password = TEST_PASSWORD): Promise<Caller> {
  const { response, body } = await signIn(app, user.userName, password, `10.${Math.floor(Math.random() * 250)}.0.1`);
  if (response.statusCode !== 200) throw new Error(`sign-in of ${user.userName} failed: ${response.statusCode} ${response.body}`);
  return {
    org,
    user,
    token: body.access,
    call: (method, url, payload, headers = {}) =>
      app.inject({ method, url, headers: { authorization: `Bearer ${body.access}`, ...headers }, ...(payload === undefined ? {} : { payload }) }),
  };
}

/** A new organisation with an admin (full permissions), signed in. */
export async function buildTenant(app: FastifyInstance, db: Db, user: Omit<BuildUserOptions, 'orgId'> = {}): Promise<Caller> {
  const org = await buildOrganisation(db, { farmingType: ['tree'] });
  const admin = await buildUser(db, { orgId: org.id, userType: 'admin', ...user });
  return callerFor(app, org, admin);
}

/**
 * A test file's app and its callers, each the admin of a new organisation (with the user options given under its
 * key, e.g. `{ a: {}, root: { superAdmin: true } }`): built before the file's tests and handed to `set` together
 * (`(built) => ({ app, db, a, root } = built)`), the app closed after them.
 */
export function withTenantApp<K extends string>(
  users: Record<K, Omit<BuildUserOptions, 'orgId'>>,
  set: (built: TestApp & Record<K, Caller>) => unknown,
  config: Partial<AppConfig> = {},
  ports: Partial<AppPorts> = {},
): void {
  withTestApp(async (built) => {
    const entries = Object.entries(users) as [K, Omit<BuildUserOptions, 'orgId'>][];
    const callers = await Promise.all(entries.map(([, user]) => buildTenant(built.app, built.db, user)));
    await set(Object.assign({ ...built }, Object.fromEntries(entries.map(([key], i) => [key, callers[i]!])) as Record<K, Caller>));
  }, config, ports);
}

/** Another user of `tenant`'s organisation, signed in. */
export async function buildColleague(app: FastifyInstance, db: Db, tenant: Caller, user: Omit<BuildUserOptions, 'orgId'> = {}): Promise<Caller> {
  const colleague = await buildUser(db, { orgId: tenant.org.id, ...user });
  return callerFor(app, tenant.org, colleague);
}

export const unique = (prefix: string) => `${prefix} ${uniqueSuffix()}`;

/** Valid bodies for creating records through the API. */
export const bodies = {
  labor: (name = unique('Labor')) => ({ name, salary: 3000, salary_period: 'monthly', currency: 'EGP', join_date: '2025-01-01' }),
  farmOwner: (name = unique('Owner')) => ({ name, center_lat: 25.38, center_lng: 49.59, gmt_offset: 3 }),
  policy: (name = unique('Policy')) => ({ name, template: 'view_only' }),
  growthProfile: (name = unique('Growth')) => ({
    name,
    crop: 'potato',
    evergreen: false,
    root_depth_min_m: 0.4,
    root_depth_max_m: 0.6,
    depletion_p: 0.35,
    max_height_m: 0.6,
    stages: { initial: 25, development: 30, mid: 45, late: 20 },
  }),
  kcProfile: (name = unique('Kc')) => ({ name, crop: 'potato', kc_ini: 0.45, kc_mid: 1.1, kc_end: 0.7, climate_adjustment: true }),
  user: (overrides: Record<string, unknown> = {}) => {
    const suffix = uniqueSuffix();
    return { name: `Person ${suffix}`, user_name: `person.${suffix}`, email: `person.${suffix}@test.rayyan.farm`, password: 'a-long-password', ...overrides };
  },
};

/** A tree organisation with a first admin, created through the API by a super admin; returns its id. */
export async function createOrganisation(superAdmin: Caller, name: string): Promise<string> {
  const userName = unique('first.admin').replace(' ', '.');
  const created = await superAdmin.call('POST', '/api/organizations/', {
    name: unique(name),
    farming_type: ['tree'],
    admin: { name: 'First Admin', user_name: userName, email: `${userName}@test.rayyan.farm`, password: 'palm-groves-2026!' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as string;
}

/** A learning-zone article (published, in English and Arabic unless `fields` say otherwise) created by a super admin; returns its unique slug. */
export async function createArticle(superAdmin: Caller, slugPrefix: string, fields: Record<string, unknown> = {}): Promise<string> {
  const slug = unique(slugPrefix).toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const response = await superAdmin.call('POST', '/api/learning-zone/', {
    slug,
    kind: 'article',
    category: 'irrigation',
    title: { en: 'Article', ar: 'مقال' },
    summary: { en: 'Summary', ar: 'ملخص' },
    body: { en: 'Text', ar: 'نص' },
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return slug;
}

/** Smallest valid PNG (1×1). */
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A multipart body with one file field. */
export function multipartFile(data: Buffer, fileName: string, contentType: string, field = 'file') {
  const boundary = `----rayyan${uniqueSuffix()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Cell texts of the first sheet of an .xlsx workbook, row by row. */
export async function readXlsx(data: Buffer): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

/** The allowed values (second sheet) of the import template `caller` downloads from `url`, as one text. */
export async function templateAllowedValues(caller: Caller, url: string): Promise<string> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await caller.call('GET', url)).rawPayload as unknown as ArrayBuffer);
  return JSON.stringify(book.worksheets[1]!.getSheetValues());
}

/** A square border at Toshka, Egypt (the demo pivots' area). */
export const TOSHKA_SQUARE = { type: 'Polygon', coordinates: [[[31.13, 22.73], [31.17, 22.73], [31.17, 22.77], [31.13, 22.77], [31.13, 22.73]]] };

/** A new crop farm of the caller's organisation at Toshka; answers its id. */
export async function createCropFarm(caller: Caller): Promise<string> {
  const farm = await caller.call('POST', '/api/farms/', { code: unique('F'), name: unique('Farm'), farming_type: 'crop', geometry: TOSHKA_SQUARE } as never);
  expect(farm.statusCode, farm.body).toBe(201);
  return farm.json().id as string;
}

/**
 * A wheat center pivot (160 m³/h, 22 h per revolution at 100 %, 4 sectors) with the irrigation advisory on, on the
 * caller's farm, its winter season planted on `plantingDate` (40 days ago by default: only a field with an active
 * season gets advice); answers its id.
 */
export async function createAdvisoryPivot(caller: Caller, farmId: string, plantingDate = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10)): Promise<string> {
  const created = await caller.call('POST', '/api/crop-fields/', {
    farm_id: farmId,
    code: unique('C'),
    name: unique('Pivot'),
    crop: 'wheat',
    irrigation_type: 'center_pivot',
    irrigation_advisory_enabled: true,
    pivot: { center: { lat: 22.75, lng: 31.15 }, radius_m: 400 },
    sectors: 4,
    pivot_capacity_m3_h: 160,
    pivot_hours_per_revolution: 22,
  } as never);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const season = await caller.call('POST', `/api/crop-fields/${id}/season/`, { season: 'winter', planting_date: plantingDate } as never);
  expect(season.statusCode, season.body).toBe(200);
  return id;
}

/** An Al-Ahsa tree farm's border and, inside it, a palm block's. */
export const PALM_FARM = { type: 'Polygon', coordinates: [[[49.6, 25.4], [49.62, 25.4], [49.62, 25.42], [49.6, 25.42], [49.6, 25.4]]] };
export const PALM_BLOCK = { type: 'Polygon', coordinates: [[[49.601, 25.401], [49.605, 25.401], [49.605, 25.405], [49.601, 25.405], [49.601, 25.401]]] };

/** A tree farm of the caller with one block of `rows` × `columns` palms, generated; answers the block's and the farm's ids. */
export async function buildPalmBlock(caller: Caller, rows: number, columns: number, name = 'Palm block'): Promise<{ fieldId: string; farmId: string }> {
  const farm = await caller.call('POST', '/api/farms/', { code: unique('F'), name: unique('Palms'), farming_type: 'tree', geometry: PALM_FARM } as never);
  expect(farm.statusCode, farm.body).toBe(201);
  const field = await caller.call('POST', '/api/fields/', { farm_id: farm.json().id, code: unique('B').replace(' ', ''), name, rows, columns, geometry: PALM_BLOCK } as never);
  expect(field.statusCode, field.body).toBe(201);
  const generated = await caller.call('POST', `/api/fields/${field.json().id}/trees/generate/`, {} as never);
  expect(generated.statusCode, generated.body).toBe(200);
  return { fieldId: field.json().id, farmId: farm.json().id };
}

/**
 * The satellite jobs take every organisation's work; on a test database shared by earlier test files (one per
 * worker, on PostgreSQL too) that is theirs as well: hundreds of fields whose scenes took runs past their time
 * limit. Their open refresh requests are closed and, for `day`, the daily ingestion marked done for them, so a run
 * does the work of `orgId` only, whatever ran before.
 */
export async function onlySatelliteWorkOf(db: Db, orgId: string, day?: string): Promise<void> {
  await db.execute(sql`UPDATE satellite_refresh_requests SET done_at = now(), outcome = 'left by an earlier test' WHERE done_at IS NULL AND org_id <> ${orgId}`);
  if (day === undefined) return;
  await db.execute(sql`INSERT INTO job_claims (job, subject, period, claimed_at, done_at)
    SELECT 'satellite-daily', id::text, ${day}, now(), now() FROM organizations WHERE id <> ${orgId} ON CONFLICT DO NOTHING`);
}
