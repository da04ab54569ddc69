import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { qrExports, type Db } from '@rayyan/db';
import { createQrTokens } from '../src/modules/qr-labels/qr-token';
import { TEST_JWT_SECRET } from './helpers';
import { buildPalmBlock, type Caller, withTenantApp } from './tenants';

/** QR label exports (issue #12), printed by Debian's Chromium as the server does. */

let db: Db;
let a: Caller;
let b: Caller;
let field: { id: string; farmId: string };

withTenantApp({ a: {}, b: {} }, async (built) => {
  ({ db, a, b } = built);
  const block = await buildPalmBlock(a, 5, 6, 'North block');
  field = { id: block.fieldId, farmId: block.farmId };
});

/** Asks for the export until it has ended (the print job runs in the background). */
async function ended(caller: Caller, id: string) {
  for (let i = 0; i < 240; i++) {
    const record = (await caller.call('GET', `/api/qr-exports/${id}/`)).json();
    if (!['queued', 'running'].includes(record.state)) return record;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the export did not end');
}

const exportCount = async () => (await db.select({ id: qrExports.id }).from(qrExports).where(eq(qrExports.orgId, a.org.id))).length;

describe('QR label exports', () => {
  it('prints the chosen rows of a field as a PDF of A4 sheets, with its progress for the organisation, and lists it', async () => {
    const created = await a.call('POST', '/api/qr-exports/', { field_id: field.id, from_row: 2, to_row: 3, label_size: 'large' });
    expect(created.statusCode, created.body).toBe(202);
    expect(created.json()).toMatchObject({ state: 'queued', label_count: 12, from_row: 2, to_row: 3, target_name: expect.stringContaining('North block') });
    const id = created.json().id as string;

    const done = await ended(a, id);
    expect(done).toMatchObject({ state: 'done', file_size: expect.any(Number), finished_at: expect.any(String) });
    const runs = (await a.call('GET', `/api/job-runs/?job=trees.qr-labels&subject=${id}`)).json();
    expect(runs).toMatchObject([{ outcome: 'done', progress_done: 12, progress_total: 12 }]);

    const file = await a.call('GET', `/api/qr-exports/${id}/download/`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="qr-labels-.+\.pdf"/);
    const pdf = await PDFDocument.load(file.rawPayload);
    // 12 large labels, 10 to an A4 sheet: two sheets of 210 × 297 mm.
    expect(pdf.getPageCount()).toBe(2);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round((width / 72) * 25.4), Math.round((height / 72) * 25.4)]).toEqual([210, 297]);
    expect(pdf.getTitle()).toBe('Rayyan QR labels (12)');

    const list = (await a.call('GET', '/api/qr-exports/?state=done')).json();
    expect(list.results[0]).toMatchObject({ id, state: 'done', label_count: 12 });
    expect((await b.call('GET', '/api/qr-exports/')).json().count).toBe(0);
  }, 120_000);

  it("resolves a label's signed link to its tree, refuses an altered one, and gives each tree's code as SVG", async () => {
    const tree = (await a.call('GET', `/api/trees/?field_id=${field.id}&row=4&column=5`)).json().results[0];
    const token = createQrTokens(TEST_JWT_SECRET).sign(tree.id);
    expect((await a.call('GET', `/api/trees/qr/${token}/`)).json()).toEqual({ tree_id: tree.id, code: tree.code, field_id: field.id, row: 4, column: 5 });
    const altered = await a.call('GET', `/api/trees/qr/${token.slice(0, 10)}${token[10] === 'x' ? 'y' : 'x'}${token.slice(11)}/`);
    expect([altered.statusCode, altered.json().error.code]).toEqual([400, 'qr_link_invalid']);
    // Another organisation's valid label names a tree it cannot see.
    expect((await b.call('GET', `/api/trees/qr/${token}/`)).statusCode).toBe(404);

    const svg = await a.call('GET', `/api/trees/${tree.id}/qr/`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toMatch(/^<svg[^>]+viewBox/);
    expect((await b.call('GET', `/api/trees/${tree.id}/qr/`)).statusCode).toBe(404);
  });

  it('refuses what cannot be printed with a clear message and writes nothing', async () => {
    const before = await exportCount();
    const refused = async (body: Record<string, unknown>, field: string, code: string) => {
      const response = await a.call('POST', '/api/qr-exports/', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.field_codes).toMatchObject({ [field]: code });
    };
    await refused({ label_size: 'small' }, 'field_id', 'qr_target_required');
    await refused({ farm_id: field.farmId, from_row: 1, label_size: 'small' }, 'from_row', 'qr_rows_need_field');
    await refused({ field_id: field.id, from_row: 4, to_row: 2, label_size: 'small' }, 'to_row', 'range_order');
    await refused({ field_id: field.id, label_size: 'huge' }, 'label_size', 'invalid_choice');
    await refused({ tree_codes: ['NO-SUCH-TREE'], label_size: 'small' }, 'tree_codes', 'qr_no_trees');
    await refused({ field_id: field.id, from_row: 50, label_size: 'small' }, 'field_id', 'qr_no_trees');
    // Another organisation's field and farm are not choices.
    const intruder = await b.call('POST', '/api/qr-exports/', { field_id: field.id, label_size: 'small' });
    expect([intruder.statusCode, intruder.json().error.field_codes]).toEqual([400, { field_id: 'invalid_choice' }]);
    expect((await b.call('POST', '/api/qr-exports/', { farm_id: field.farmId, label_size: 'small' })).json().error.field_codes).toEqual({ farm_id: 'invalid_choice' });
    expect(await exportCount()).toBe(before);
  });

  it('cancels a waiting export (nothing is printed), refuses to cancel it twice or download it, and deletes it', async () => {
    const created = (await a.call('POST', '/api/qr-exports/', { tree_codes: [], farm_id: field.farmId, label_size: 'small' })).json();
    const cancelled = await a.call('POST', `/api/qr-exports/${created.id}/cancel/`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().state).toBe('cancelled');
    expect((await ended(a, created.id)).state).toBe('cancelled');
    const again = await a.call('POST', `/api/qr-exports/${created.id}/cancel/`);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'qr_export_finished']);
    const download = await a.call('GET', `/api/qr-exports/${created.id}/download/`);
    expect([download.statusCode, download.json().error.code]).toEqual([409, 'qr_export_not_ready']);
    expect((await b.call('DELETE', `/api/qr-exports/${created.id}/`)).statusCode).toBe(404);
    expect((await a.call('DELETE', `/api/qr-exports/${created.id}/`)).statusCode).toBe(204);
    expect((await a.call('GET', `/api/qr-exports/${created.id}/`)).statusCode).toBe(404);
  }, 60_000);
});
