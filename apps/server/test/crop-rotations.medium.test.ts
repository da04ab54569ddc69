import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { activityLog, cropRotations, type Db } from '@rayyan/db';
import { uniqueSuffix } from '@rayyan/db/testing';
import { sheetMultipart, sheetWorkbook } from './sheets';
import { buildColleague, type Caller, readXlsx, unique, withTenantApp } from './tenants';

const SQUARE = { type: 'Polygon', coordinates: [[[31.13, 22.73], [31.17, 22.73], [31.17, 22.77], [31.13, 22.77], [31.13, 22.73]]] };
const SMALL = { type: 'Polygon', coordinates: [[[31.14, 22.74], [31.145, 22.74], [31.145, 22.745], [31.14, 22.745], [31.14, 22.74]]] };

let app: FastifyInstance;
let db: Db;
let a: Caller;
let b: Caller;
let fieldA: { id: string; code: string };
let fieldB: { id: string; code: string };

async function cropField(caller: Caller) {
  const farm = await caller.call('POST', '/api/farms/', { code: unique('F'), name: unique('Farm'), farming_type: 'crop', geometry: SQUARE });
  expect(farm.statusCode, farm.body).toBe(201);
  const code = `C-${uniqueSuffix()}`;
  const field = await caller.call('POST', '/api/crop-fields/', { farm_id: farm.json().id, code, name: unique('Pivot'), crop: 'wheat', geometry: SMALL });
  expect(field.statusCode, field.body).toBe(201);
  return { id: field.json().id as string, code };
}

const workbook = (rows: unknown[][], options: { offsetRows?: number; offsetCols?: number } = {}) => sheetWorkbook(rows, options);
const multipart = (file: Buffer, fields: Record<string, string | number>, fileName = 'rotations.xlsx') => sheetMultipart(file, fields, fileName);
const send = (caller: Caller, url: string, file: Buffer, fields: Record<string, string | number> = {}, fileName?: string) => {
  const body = multipart(file, fields, fileName);
  return caller.call('POST', url, body.payload, body.headers);
};
const countOf = async (fieldId: string) => (await db.select().from(cropRotations).where(eq(cropRotations.cropFieldId, fieldId))).length;
const HEADER = ['Field code', 'Crop', 'Variety', 'Plantation type', 'Planting date (YYYY-MM-DD)', 'Status', 'Notes'];

withTenantApp({ a: {}, b: {} }, async (built) => {
  ({ app, db, a, b } = built);
  [fieldA, fieldB] = await Promise.all([cropField(a), cropField(b)]);
});

describe('crop rotations: single and bulk writes', () => {
  it('adds one rotation, lists it, ends it (ended_at stamped) and logs each write', async () => {
    const created = await a.call('POST', '/api/crop-rotations/', { crop_field_id: fieldA.id, crop: 'Alfalfa', plantation_type: 'direct_seeding', planting_date: '2025-10-01' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ crop: 'Alfalfa', status: 'active', ended_at: null, crop_field_code: fieldA.code, variety: null });
    const ended = await a.call('PATCH', `/api/crop-rotations/${created.json().id}/`, { status: 'ended' });
    expect(ended.json().status).toBe('ended');
    expect(ended.json().ended_at).not.toBeNull();
    const list = await a.call('GET', `/api/crop-fields/${fieldA.id}/rotations/`);
    expect(list.json().map((r: { id: string }) => r.id)).toContain(created.json().id);
    const logs = await db.select().from(activityLog).where(and(eq(activityLog.entity, 'crop_rotation'), eq(activityLog.entityId, created.json().id)));
    expect(logs.map((l) => l.action).sort()).toEqual(['create', 'update']);
  });

  it('refuses a field of another organisation', async () => {
    const response = await a.call('POST', '/api/crop-rotations/', { crop_field_id: fieldB.id, crop: 'Wheat', plantation_type: 'direct_seeding', planting_date: '2025-10-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.crop_field_id).toBe('Please select a field.');
    expect(await countOf(fieldB.id)).toBe(0);
  });

  it('add multiple is all-or-nothing and names each bad row', async () => {
    const before = await countOf(fieldA.id);
    const good = { crop_field_id: fieldA.id, crop: 'Maize', plantation_type: 'direct_seeding', planting_date: '2026-04-01' };
    const bad = await a.call('POST', '/api/crop-rotations/bulk/', {
      rows: [good, { ...good, planting_date: '2026-13-01' }, good, { ...good, crop_field_id: fieldB.id }, { ...good, plantation_type: 'grafting' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('rows_invalid');
    expect(bad.json().error.rows).toEqual([
      { index: 1, fields: { planting_date: 'Enter a date as YYYY-MM-DD.' }, codes: { planting_date: 'date_format' } },
      { index: 3, fields: { crop_field_id: 'Please select a field.' }, codes: { crop_field_id: 'select_field' } },
      { index: 4, fields: { plantation_type: 'Choose one of the listed options.' }, codes: { plantation_type: 'invalid_choice' } },
    ]);
    expect(await countOf(fieldA.id)).toBe(before);

    const ok = await a.call('POST', '/api/crop-rotations/bulk/', { rows: [good, { ...good, crop: 'Potato', plantation_type: 'seed_tubers', variety: 'Spunta' }] });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().results).toHaveLength(2);
    expect(await countOf(fieldA.id)).toBe(before + 2);
  });

  it('refuses more than 500 rows', async () => {
    const row = { crop_field_id: fieldA.id, crop: 'Onion', plantation_type: 'transplanting', planting_date: '2026-01-01' };
    const response = await a.call('POST', '/api/crop-rotations/bulk/', { rows: Array.from({ length: 501 }, () => row) });
    expect(response.statusCode).toBe(400);
  });

  it('update multiple is all-or-nothing; another organisation’s ids are unknown', async () => {
    const made = await a.call('POST', '/api/crop-rotations/bulk/', {
      rows: ['Wheat', 'Onion'].map((crop) => ({ crop_field_id: fieldA.id, crop, plantation_type: 'direct_seeding', planting_date: '2026-02-01' })),
    });
    const [one, two] = made.json().results as { id: string }[];
    const otherOrg = await b.call('POST', '/api/crop-rotations/', { crop_field_id: fieldB.id, crop: 'Wheat', plantation_type: 'direct_seeding', planting_date: '2026-02-01' });
    const refused = await a.call('PATCH', '/api/crop-rotations/bulk/', { rows: [{ id: one!.id, variety: 'Giza 171' }, { id: otherOrg.json().id, crop: 'Stolen' }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.rows).toEqual([{ index: 1, fields: { id: 'Choose one of the listed options.' }, codes: { id: 'invalid_choice' } }]);
    expect((await a.call('GET', `/api/crop-fields/${fieldA.id}/rotations/`)).json().find((r: { id: string }) => r.id === one!.id).variety).toBeNull();
    expect((await b.call('GET', `/api/crop-fields/${fieldB.id}/rotations/`)).json()[0].crop).toBe('Wheat');

    const saved = await a.call('PATCH', '/api/crop-rotations/bulk/', { rows: [{ id: one!.id, variety: 'Giza 171' }, { id: two!.id, status: 'ended' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().results.map((r: { variety: string | null; status: string }) => [r.variety, r.status])).toEqual([['Giza 171', 'active'], [null, 'ended']]);
  });

  it('checks permissions: a view-only colleague cannot add', async () => {
    const viewer = await buildColleague(app, db, a);
    const response = await viewer.call('POST', '/api/crop-rotations/', { crop_field_id: fieldA.id, crop: 'Wheat', plantation_type: 'direct_seeding', planting_date: '2026-02-01' });
    expect(response.statusCode).toBe(403);
    expect((await viewer.call('GET', `/api/crop-fields/${fieldA.id}/rotations/`)).statusCode).toBe(200);
  });
});

describe('crop rotations: template, export and sheet import', () => {
  it('the template has the header row and a sheet of allowed values; the export is filled', async () => {
    const template = await a.call('GET', '/api/crop-rotations/template/');
    expect(template.statusCode).toBe(200);
    expect((await readXlsx(template.rawPayload))[0]).toEqual(HEADER);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Crop rotations', 'Allowed values']);
    expect(JSON.stringify(book.worksheets[1]!.getSheetValues())).toContain('seed_tubers');
    expect(JSON.stringify(book.worksheets[1]!.getSheetValues())).toContain(fieldA.code);

    const exported = await a.call('GET', `/api/crop-rotations/export/?crop_field_id=${fieldA.id}`);
    const rows = await readXlsx(exported.rawPayload);
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1).every((r) => r[0] === fieldA.code)).toBe(true);
    expect(rows.length).toBeGreaterThan(2);
  });

  it('previews a chosen range without writing, naming bad sheet rows; the import then saves nothing', async () => {
    const file = await workbook(
      [
        ['Rotation plan 2026'],
        [],
        HEADER,
        [fieldA.code, 'Wheat', 'Giza 171', 'Direct seeding', new Date(Date.UTC(2025, 10, 15)), 'active', 'north half'],
        ['NO-SUCH-FIELD', 'Onion', '', 'transplanting', '2025-12-01', '', ''],
        [fieldB.code, 'Potato', 'Spunta', 'seed_tubers', '2026-01-10', 'ended', ''],
        [fieldA.code, 'Maize', '', 'direct_seeding', '2026/05/01', '', ''],
      ],
      { offsetCols: 1 },
    );
    const before = await countOf(fieldA.id);
    const range = { sheet: 'Rotations', first_row: 3, last_row: 7, first_col: 2, last_col: 8 };
    const preview = await send(a, '/api/crop-rotations/import/preview/', file, range);
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body.sheets).toEqual(['Notes', 'Rotations']);
    expect(body.used_range).toEqual({ first_row: 1, last_row: 7, first_col: 2, last_col: 8 });
    expect(body.columns).toEqual(HEADER);
    expect(body.grid[2][1]).toBe('Field code');
    expect(body.rows.map((r: { index: number; errors: object }) => [r.index, r.errors])).toEqual([
      [4, {}],
      [5, { 'Field code': 'No crop field of yours has this code.' }],
      // Another organisation's field code is an unknown field.
      [6, { 'Field code': 'No crop field of yours has this code.' }],
      [7, { 'Planting date (YYYY-MM-DD)': 'Enter a date as YYYY-MM-DD.' }],
    ]);
    expect(body.rows[0].values).toEqual([fieldA.code, 'Wheat', 'Giza 171', 'Direct seeding', '2025-11-15', 'active', 'north half']);
    expect(body.rows[3].error_keys).toEqual({ 'Planting date (YYYY-MM-DD)': 'date_format' });
    expect(await countOf(fieldA.id)).toBe(before);

    const commit = await send(a, '/api/crop-rotations/import/', file, range);
    expect(commit.statusCode).toBe(400);
    expect(commit.json().error.code).toBe('rows_invalid');
    expect(commit.json().error.rows.map((r: { index: number }) => r.index)).toEqual([5, 6, 7]);
    expect(await countOf(fieldA.id)).toBe(before);
    expect(await countOf(fieldB.id)).toBe(1);

    // Only the good row in range: saved in one go.
    const good = await send(a, '/api/crop-rotations/import/', file, { ...range, last_row: 4 });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toEqual({ created: 1 });
    const list = (await a.call('GET', `/api/crop-fields/${fieldA.id}/rotations/`)).json() as { crop: string; planting_date: string; plantation_type: string }[];
    expect(list.find((r) => r.planting_date === '2025-11-15')).toMatchObject({ crop: 'Wheat', plantation_type: 'direct_seeding' });
  });

  it('imports many rows in one transaction, defaulting to the used range', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => [fieldA.code, 'Alfalfa', `Cut ${i}`, 'direct_seeding', '2024-03-01', 'ended', '']);
    const before = await countOf(fieldA.id);
    const response = await send(a, '/api/crop-rotations/import/', await workbook([HEADER, ...rows]), { sheet: '2' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().created).toBe(40);
    expect(await countOf(fieldA.id)).toBe(before + 40);
  });

  it('validates the range: order, inside the sheet, at most 2,000 rows, header columns', async () => {
    const file = await workbook([HEADER, [fieldA.code, 'Wheat', '', 'direct_seeding', '2025-11-01', '', '']]);
    // Without a sheet, the first one is read ("Notes": one cell, so its header lacks every column).
    const first = await send(a, '/api/crop-rotations/import/preview/', file);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ sheet: 'Notes', sheets: ['Notes', 'Rotations'], rows: [], missing_columns: ['crop_field_code', 'crop', 'plantation_type', 'planting_date'] });
    const refused = await send(a, '/api/crop-rotations/import/', file);
    expect(refused.json().error.fields['Crop']).toBe('This column is missing from the header row.');
    const order = await send(a, '/api/crop-rotations/import/preview/', file, { sheet: 'Rotations', first_row: 2, last_row: 1 });
    expect([order.statusCode, order.json().error.code]).toEqual([400, 'range_invalid']);
    expect(order.json().error.fields.last_row).toBe('The first must not be after the last.');
    const outside = await send(a, '/api/crop-rotations/import/preview/', file, { sheet: 'Rotations', first_row: 1, last_row: 9, last_col: 12 });
    expect(outside.json().error.fields).toEqual({ last_row: 'This is outside the sheet.', last_col: 'This is outside the sheet.' });
    const zero = await send(a, '/api/crop-rotations/import/preview/', file, { sheet: 'Rotations', first_col: 0 });
    expect(zero.statusCode).toBe(400);
    const noSheet = await send(a, '/api/crop-rotations/import/preview/', file, { sheet: 'Missing' });
    expect(noSheet.json().error.fields.sheet).toBeDefined();
    const header = await send(a, '/api/crop-rotations/import/', file, { sheet: 'Rotations', first_col: 2 });
    expect(header.json().error.fields).toEqual({ 'Field code': 'This column is missing from the header row.' });
    expect((await send(a, '/api/crop-rotations/import/preview/', file, { sheet: 'Rotations', first_col: 2 })).json().missing_columns).toEqual(['crop_field_code']);

    const big = await workbook([HEADER, ...Array.from({ length: 2001 }, () => [fieldA.code, 'Wheat', '', 'direct_seeding', '2025-11-01'])]);
    // Without a chosen last row the preview reads the first 2,000 rows; asking for more is refused.
    const capped = await send(a, '/api/crop-rotations/import/preview/', big, { sheet: 'Rotations' });
    expect(capped.json().range).toEqual({ first_row: 1, last_row: 2000, first_col: 1, last_col: 7 });
    const tooMany = await send(a, '/api/crop-rotations/import/preview/', big, { sheet: 'Rotations', last_row: 2002 });
    expect(tooMany.json().error.fields.last_row).toBe('At most 2,000 rows can be imported at once.');
  });

  it('refuses files that are not .xlsx by content, and files over 5 MB', async () => {
    const before = await countOf(fieldA.id);
    const csv = await send(a, '/api/crop-rotations/import/', Buffer.from(`${HEADER.join(',')}\n${fieldA.code},Wheat,,direct_seeding,2025-11-01`), {}, 'rotations.xlsx');
    expect([csv.statusCode, csv.json().error.code]).toEqual([415, 'not_xlsx']);
    // A zip that is not a workbook.
    const zip = await send(a, '/api/crop-rotations/import/preview/', Buffer.from('504b0304140000000000', 'hex'));
    expect([zip.statusCode, zip.json().error.code]).toEqual([415, 'not_xlsx']);
    const large = await send(a, '/api/crop-rotations/import/preview/', Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(5 * 1024 * 1024 + 10)]));
    expect([large.statusCode, large.json().error.code]).toEqual([413, 'xlsx_too_large']);
    const json = await a.call('POST', '/api/crop-rotations/import/', { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(await countOf(fieldA.id)).toBe(before);
  });
});
