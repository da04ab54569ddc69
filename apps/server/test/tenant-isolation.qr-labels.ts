import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { qrExports, type Db } from '@rayyan/db';
import { createQrTokens } from '../src/modules/qr-labels/qr-token';
import { TEST_JWT_SECRET } from './helpers';
import { buildPalmBlock, type Caller, type Method } from './tenants';
import type { IsolationCheck, IsolationKit } from './tenant-isolation.kit';


/**
 * QR labels (issue #12): B neither lists, reads, cancels, downloads nor deletes A's exports, prints none of A's
 * fields, gets no code of A's trees, and A's labels resolve to nothing for B.
 */
export function qrLabelFixtures<Ctx extends { a: Caller; b: Caller; db: Db }>(kit: IsolationKit<Ctx>): Record<string, IsolationCheck<Ctx>> {
  const { item, list, json } = kit;
  /** A tree field of A with its 1 × 2 trees generated. */
  const fieldOfA = async (ctx: Ctx) => (await buildPalmBlock(ctx.a, 1, 2, 'QR block')).fieldId;
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
    'GET /api/trees/{id}/qr/': item({ create: treeOfA, snapshot: async () => null, request: (id) => ({ method: 'GET', url: `/api/trees/${id}/qr/` }) }),
    'GET /api/trees/qr/{token}/': async (ctx) => {
      const token = createQrTokens(TEST_JWT_SECRET).sign(await treeOfA(ctx));
      expect((await ctx.b.call('GET', `/api/trees/qr/${token}/`)).statusCode).toBe(404);
      expect((await ctx.a.call('GET', `/api/trees/qr/${token}/`)).statusCode).toBe(200);
    },
  };
}
