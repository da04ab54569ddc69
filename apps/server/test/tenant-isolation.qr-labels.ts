import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { qrExports, type Db } from '@rayyan/db';
import { createQrTokens } from '../src/modules/qr-labels/qr-token';
import { TEST_JWT_SECRET } from './helpers';
import { unique, type Caller, type Method } from './tenants';

type Check<Ctx> = (ctx: Ctx) => Promise<void>;

/** What the QR label checks need of tenant-isolation.medium.test.ts (passed in, so neither file imports the other's internals). */
export interface QrIsolationKit<Ctx extends { a: Caller; b: Caller; db: Db }> {
  item: (check: {
    create: (ctx: Ctx) => Promise<string>;
    request: (id: string, ctx: Ctx) => { method: Method; url: string; payload?: unknown };
    snapshot: (id: string, ctx: Ctx) => Promise<unknown>;
    ownerStatus?: number;
  }) => Check<Ctx>;
  list: (check: { create: (ctx: Ctx) => Promise<{ id: string; name: string }>; url: (name: string) => string; read: (response: LightMyRequestResponse) => Promise<string> }) => Check<Ctx>;
  json: (response: LightMyRequestResponse) => Promise<string>;
}

const SQUARE = { type: 'Polygon', coordinates: [[[49.6, 25.4], [49.62, 25.4], [49.62, 25.42], [49.6, 25.42], [49.6, 25.4]]] };
const BLOCK = { type: 'Polygon', coordinates: [[[49.601, 25.401], [49.605, 25.401], [49.605, 25.405], [49.601, 25.405], [49.601, 25.401]]] };

/**
 * QR labels (issue #12): B neither lists, reads, cancels, downloads nor deletes A's exports, prints none of A's
 * fields, gets no code of A's trees, and A's labels resolve to nothing for B.
 */
export function qrLabelFixtures<Ctx extends { a: Caller; b: Caller; db: Db }>(kit: QrIsolationKit<Ctx>): Record<string, Check<Ctx>> {
  const { item, list, json } = kit;
  /** A tree field of A with its 1 × 2 trees generated. */
  const fieldOfA = async (ctx: Ctx) => {
    const farm = await ctx.a.call('POST', '/api/farms/', { code: unique('F'), name: unique('Palms'), farming_type: 'tree', geometry: SQUARE } as never);
    const field = await ctx.a.call('POST', '/api/fields/', { farm_id: farm.json().id, code: unique('Q').replace(' ', ''), name: 'QR block', rows: 1, columns: 2, geometry: BLOCK } as never);
    expect(field.statusCode, field.body).toBe(201);
    expect((await ctx.a.call('POST', `/api/fields/${field.json().id}/trees/generate/`, {} as never)).statusCode).toBe(200);
    return field.json().id as string;
  };
  const exportOfA = async (ctx: Ctx) => {
    const created = await ctx.a.call('POST', '/api/qr-exports/', { field_id: await fieldOfA(ctx), label_size: 'small' } as never);
    expect(created.statusCode, created.body).toBe(202);
    return created.json().id as string;
  };
  const printedExportOfA = async (ctx: Ctx) => {
    const id = await exportOfA(ctx);
    for (let i = 0; i < 200; i++) {
      const [row] = await ctx.db.select({ state: qrExports.state }).from(qrExports).where(eq(qrExports.id, id));
      if (row?.state === 'done') return id;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the export was not printed');
  };
  const treeOfA = async (ctx: Ctx) => (await ctx.a.call('GET', `/api/trees/?field_id=${await fieldOfA(ctx)}`)).json().results[0].id as string;
  // The print job moves the export on (queued, running, done) while a check runs: what B must not change is the
  // record itself, and whether it was cancelled.
  const exportRow = async (id: string, ctx: Ctx) => {
    const [row] = await ctx.db.select().from(qrExports).where(eq(qrExports.id, id));
    return row && { id: row.id, orgId: row.orgId, fieldId: row.fieldId, labelCount: row.labelCount, cancelled: row.state === 'cancelled' };
  };
  const exportItem = (request: (id: string) => { method: Method; url: string }, options: { printed?: boolean; ownerStatus?: number } = {}) =>
    item({ create: options.printed ? printedExportOfA : exportOfA, snapshot: exportRow, request, ownerStatus: options.ownerStatus });

  return {
    'GET /api/qr-exports/': list({ create: async (ctx) => { const id = await exportOfA(ctx); return { id, name: id }; }, url: () => '/api/qr-exports/', read: json }),
    'POST /api/qr-exports/': async (ctx) => {
      const fieldId = await fieldOfA(ctx);
      const intruder = await ctx.b.call('POST', '/api/qr-exports/', { field_id: fieldId, label_size: 'small' } as never);
      expect([intruder.statusCode, intruder.json().error.field_codes]).toEqual([400, { field_id: 'invalid_choice' }]);
      expect(await ctx.db.select().from(qrExports).where(eq(qrExports.fieldId, fieldId))).toHaveLength(0);
    },
    'GET /api/qr-exports/{id}/': exportItem((id) => ({ method: 'GET', url: `/api/qr-exports/${id}/` })),
    'POST /api/qr-exports/{id}/cancel/': exportItem((id) => ({ method: 'POST', url: `/api/qr-exports/${id}/cancel/` })),
    'GET /api/qr-exports/{id}/download/': exportItem((id) => ({ method: 'GET', url: `/api/qr-exports/${id}/download/` }), { printed: true }),
    'DELETE /api/qr-exports/{id}/': exportItem((id) => ({ method: 'DELETE', url: `/api/qr-exports/${id}/` }), { ownerStatus: 204 }),
    'GET /api/trees/{id}/qr.svg': item({ create: treeOfA, snapshot: async () => null, request: (id) => ({ method: 'GET', url: `/api/trees/${id}/qr.svg` }) }),
    'GET /api/trees/qr/{token}/': async (ctx) => {
      const token = createQrTokens(TEST_JWT_SECRET).sign(await treeOfA(ctx));
      expect((await ctx.b.call('GET', `/api/trees/qr/${token}/`)).statusCode).toBe(404);
      expect((await ctx.a.call('GET', `/api/trees/qr/${token}/`)).statusCode).toBe(200);
    },
  };
}
