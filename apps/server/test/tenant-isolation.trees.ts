import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { trees, type Db } from '@rayyan/db';
import type { Caller, Method } from './tenants';

/** What the tree checks need of tenant-isolation.medium.test.ts (passed in, so neither file imports the other's internals). */
export interface TreeIsolationKit<Ctx extends { a: Caller; db: Db }, Check> {
  item: (check: {
    create: (ctx: Ctx) => Promise<string>;
    request: (id: string, ctx: Ctx) => { method: Method; url: string; payload?: unknown };
    snapshot: (id: string, ctx: Ctx) => Promise<unknown>;
  }) => Check;
  list: (check: { create: (ctx: Ctx) => Promise<{ id: string; name: string }>; url: (name: string) => string; read: (response: LightMyRequestResponse) => Promise<string> }) => Check;
  json: (response: LightMyRequestResponse) => Promise<string>;
  xlsxText: (response: LightMyRequestResponse) => Promise<string>;
  farmOf: (caller: Caller, type: 'tree' | 'crop') => Promise<string>;
  treeFieldBody: (farmId: string) => Record<string, unknown>;
}

/**
 * The tree registry (issue #12): A's trees are neither listed, exported, read nor changed by B, and B cannot fill A's
 * field's grid; A's identical requests work.
 */
export function treeFixtures<Ctx extends { a: Caller; db: Db }, Check>(kit: TreeIsolationKit<Ctx, Check>): Record<string, Check> {
  const { item, list, json, xlsxText } = kit;
  /** A 2 × 3 tree field of A, without trees. */
  const fieldOfA = async (ctx: Ctx) => {
    const body = { ...kit.treeFieldBody(await kit.farmOf(ctx.a, 'tree')), rows: 2, columns: 3 };
    const response = await ctx.a.call('POST', '/api/fields/', body as never);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  /** A's field's trees, generated; answers one of them (its id, and its code as the searched name). */
  const treeOfA = async (ctx: Ctx) => {
    const fieldId = await fieldOfA(ctx);
    const generated = await ctx.a.call('POST', `/api/fields/${fieldId}/trees/generate/`, {} as never);
    expect(generated.statusCode, generated.body).toBe(200);
    const [tree] = await ctx.db.select({ id: trees.id, code: trees.code }).from(trees).where(eq(trees.fieldId, fieldId)).limit(1);
    return { id: tree!.id, name: tree!.code };
  };
  const treeSnapshot = async (id: string, ctx: Ctx) => (await ctx.db.select().from(trees).where(eq(trees.id, id)))[0];
  const fieldTrees = async (fieldId: string, ctx: Ctx) => (await ctx.db.select().from(trees).where(eq(trees.fieldId, fieldId))).length;
  const searched = (base: string) => (name: string) => (name ? `${base}?search=${encodeURIComponent(name)}` : base);

  return {
    'GET /api/trees/': list({ create: treeOfA, url: searched('/api/trees/'), read: json }),
    'GET /api/trees/export/': list({ create: treeOfA, url: searched('/api/trees/export/'), read: xlsxText }),
    'GET /api/trees/{id}/': item({ create: async (ctx) => (await treeOfA(ctx)).id, snapshot: treeSnapshot, request: (id) => ({ method: 'GET', url: `/api/trees/${id}/` }) }),
    'PATCH /api/trees/{id}/': item({
      create: async (ctx) => (await treeOfA(ctx)).id,
      snapshot: treeSnapshot,
      request: (id) => ({ method: 'PATCH', url: `/api/trees/${id}/`, payload: { health_state: 'dead', valve: 'B-1' } }),
    }),
    'POST /api/fields/{id}/trees/generate/': item({
      create: fieldOfA,
      snapshot: fieldTrees,
      request: (id) => ({ method: 'POST', url: `/api/fields/${id}/trees/generate/`, payload: {} }),
    }),
  };
}
