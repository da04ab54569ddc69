import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { treeRecords, trees, type Db } from '@rayyan/db';
import { buildPalmBlock, type Caller, type Method } from './tenants';
import type { IsolationCheck, IsolationKit } from './tenant-isolation.kit';


/**
 * Records from the field (issue #12): B neither lists, reads, approves nor rejects A's records, records nothing on A's
 * trees (by id or by code), and B's approval of A's records changes neither the records nor the trees.
 */
export function treeRecordFixtures<Ctx extends { a: Caller; b: Caller; db: Db }>(kit: IsolationKit<Ctx>): Record<string, IsolationCheck<Ctx>> {
  const { item, list, json } = kit;
  const treeOfA = async (ctx: Ctx) => {
    const { fieldId } = await buildPalmBlock(ctx.a, 1, 1, 'Record block');
    const [tree] = await ctx.db.select({ id: trees.id, code: trees.code }).from(trees).where(eq(trees.fieldId, fieldId));
    return tree!;
  };
  const recordOfA = async (ctx: Ctx) => {
    const tree = await treeOfA(ctx);
    const created = await ctx.a.call('POST', '/api/tree-records/', { idempotency_key: randomUUID(), tree_id: tree.id, kind: 'health', changes: { health_state: 'infected' } } as never);
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as string;
  };
  const snapshot = async (id: string, ctx: Ctx) => {
    const [record] = await ctx.db.select().from(treeRecords).where(eq(treeRecords.id, id));
    const [tree] = await ctx.db.select({ health: trees.healthState }).from(trees).where(eq(trees.id, record!.treeId));
    return { record, tree };
  };
  const onRecord = (request: (id: string) => { method: Method; url: string; payload?: unknown }) => item({ create: recordOfA, snapshot, request });

  return {
    'GET /api/tree-records/': list({ create: async (ctx) => { const id = await recordOfA(ctx); return { id, name: id }; }, url: () => '/api/tree-records/?page_size=100', read: json }),
    'POST /api/tree-records/': async (ctx) => {
      const tree = await treeOfA(ctx);
      for (const target of [{ tree_id: tree.id }, { tree_code: tree.code }]) {
        const intruder = await ctx.b.call('POST', '/api/tree-records/', { idempotency_key: randomUUID(), ...target, kind: 'health', changes: { health_state: 'dead' } } as never);
        expect(intruder.statusCode, intruder.body).toBe(400);
      }
      expect(await ctx.db.select().from(treeRecords).where(eq(treeRecords.treeId, tree.id))).toHaveLength(0);
    },
    'GET /api/tree-records/{id}/': onRecord((id) => ({ method: 'GET', url: `/api/tree-records/${id}/` })),
    'POST /api/tree-records/{id}/approve/': onRecord((id) => ({ method: 'POST', url: `/api/tree-records/${id}/approve/` })),
    'POST /api/tree-records/{id}/reject/': onRecord((id) => ({ method: 'POST', url: `/api/tree-records/${id}/reject/`, payload: { reason: 'Not ours' } })),
    'POST /api/tree-records/approve/': onRecord((id) => ({ method: 'POST', url: '/api/tree-records/approve/', payload: { ids: [id] } })),
  };
}
