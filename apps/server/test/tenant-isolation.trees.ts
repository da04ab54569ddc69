import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { treeFields, trees, type Db } from '@rayyan/db';
import { sheetMultipart, sheetWorkbook } from './sheets';
import { readXlsx, templateAllowedValues, type Caller, type Method } from './tenants';
import { searched } from './tenant-isolation.kit';

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
 * The tree registry (issue #12): A's trees are neither listed, exported, read nor changed by B (one by one or in bulk),
 * B cannot fill A's field's grid nor read it, nor count A's farm's trees, nor import into A's field or trees (nor preview
 * them, nor see A's field codes in the import template); A's identical requests work.
 */
export function treeFixtures<Ctx extends { a: Caller; b: Caller; db: Db }, Check>(
  kit: TreeIsolationKit<Ctx, Check> & { /** A check written out in full. */ check: (run: (ctx: Ctx) => Promise<void>) => Check },
): Record<string, Check> {
  const { item, list, json, xlsxText } = kit;
  /** A 2 × 3 tree field of A, without trees. */
  const fieldOfA = async (ctx: Ctx) => (await fieldAndFarmOfA(ctx)).fieldId;
  const fieldAndFarmOfA = async (ctx: Ctx) => {
    const farmId = await kit.farmOf(ctx.a, 'tree');
    const body = { ...kit.treeFieldBody(farmId), rows: 2, columns: 3 };
    const response = await ctx.a.call('POST', '/api/fields/', body as never);
    expect(response.statusCode, response.body).toBe(201);
    return { fieldId: response.json().id as string, farmId };
  };
  /** A's field with its trees generated. */
  const generatedFieldOfA = async (ctx: Ctx) => {
    const ids = await fieldAndFarmOfA(ctx);
    const generated = await ctx.a.call('POST', `/api/fields/${ids.fieldId}/trees/generate/`, {} as never);
    expect(generated.statusCode, generated.body).toBe(200);
    return ids;
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
  /** A sheet naming A's field by code (a new tree on row 2, column 3) and A's tree by code (now dead), sent by `caller`. */
  const importOfA = async (ctx: Ctx) => {
    const ids = await generatedFieldOfA(ctx);
    const [field] = await ctx.db.select({ code: treeFields.code }).from(treeFields).where(eq(treeFields.id, ids.fieldId));
    await ctx.db.delete(trees).where(and(eq(trees.fieldId, ids.fieldId), eq(trees.row, 2), eq(trees.column, 3)));
    const [tree] = await ctx.db.select({ code: trees.code }).from(trees).where(eq(trees.fieldId, ids.fieldId)).limit(1);
    const book = await sheetWorkbook([['Code', 'Field', 'Row', 'Column', 'Health State'], ['', field!.code, 2, 3, 'infected'], [tree!.code, field!.code, '', '', 'dead']], { name: 'Trees' });
    const send = (caller: Caller, url: string) => {
      const body = sheetMultipart(book, { sheet: 'Trees' }, 'trees.xlsx');
      return caller.call('POST', url, body.payload, body.headers);
    };
    const before = JSON.stringify(await ctx.db.select().from(trees).where(eq(trees.fieldId, ids.fieldId)).orderBy(trees.id));
    return { fieldId: ids.fieldId, fieldCode: field!.code, send, unchanged: async () => expect(JSON.stringify(await ctx.db.select().from(trees).where(eq(trees.fieldId, ids.fieldId)).orderBy(trees.id))).toBe(before) };
  };

  return {
    'GET /api/trees/': list({ create: treeOfA, url: searched('/api/trees/'), read: json }),
    'GET /api/trees/export/': list({ create: treeOfA, url: searched('/api/trees/export/'), read: xlsxText }),
    'GET /api/trees/{id}/': item({ create: async (ctx) => (await treeOfA(ctx)).id, snapshot: treeSnapshot, request: (id) => ({ method: 'GET', url: `/api/trees/${id}/` }) }),
    'PATCH /api/trees/{id}/': item({
      create: async (ctx) => (await treeOfA(ctx)).id,
      snapshot: treeSnapshot,
      request: (id) => ({ method: 'PATCH', url: `/api/trees/${id}/`, payload: { health_state: 'dead', valve: 'B-1' } }),
    }),
    'PATCH /api/trees/bulk/': item({
      create: async (ctx) => (await treeOfA(ctx)).id,
      snapshot: treeSnapshot,
      request: (id) => ({ method: 'PATCH', url: '/api/trees/bulk/', payload: { ids: [id], health_state: 'dead', variety: 'Forged' } }),
    }),
    'GET /api/fields/{id}/trees/grid/': item({
      create: async (ctx) => (await generatedFieldOfA(ctx)).fieldId,
      snapshot: fieldTrees,
      request: (id) => ({ method: 'GET', url: `/api/fields/${id}/trees/grid/` }),
    }),
    'GET /api/fields/{id}/trees/grid/ids/': item({
      create: async (ctx) => (await generatedFieldOfA(ctx)).fieldId,
      snapshot: fieldTrees,
      request: (id) => ({ method: 'GET', url: `/api/fields/${id}/trees/grid/ids/?from_row=1&to_row=2&from_column=1&to_column=3` }),
    }),
    // The organisation's own summary counts only its trees (tree-views.medium.test.ts checks the counts exactly); a farm of A is not found.
    'GET /api/trees/summary/': item({
      create: async (ctx) => (await generatedFieldOfA(ctx)).farmId,
      snapshot: async (farmId, ctx) => (await ctx.a.call('GET', `/api/trees/summary/?farm_id=${farmId}`)).json(),
      request: (farmId) => ({ method: 'GET', url: `/api/trees/summary/?farm_id=${farmId}` }),
    }),
    'GET /api/trees/import/template/': kit.check(async (ctx) => {
      const { fieldCode } = await importOfA(ctx);
      const codes = (caller: Caller) => templateAllowedValues(caller, '/api/trees/import/template/');
      expect(await codes(ctx.b)).not.toContain(fieldCode);
      expect(await codes(ctx.a)).toContain(fieldCode);
      expect((await readXlsx((await ctx.b.call('GET', '/api/trees/import/template/')).rawPayload))[0]).toContain('Field');
    }),
    'POST /api/trees/import/preview/': kit.check(async (ctx) => {
      const sheet = await importOfA(ctx);
      const intruder = await sheet.send(ctx.b, '/api/trees/import/preview/');
      expect(intruder.statusCode, intruder.body).toBe(200);
      expect(intruder.json().rows.map((r: { error_keys: object }) => r.error_keys)).toEqual([{ Field: 'unknown_tree_field_code' }, { Field: 'unknown_tree_field_code' }]);
      const own = await sheet.send(ctx.a, '/api/trees/import/preview/');
      expect(own.json().rows.map((r: { error_keys: object }) => r.error_keys)).toEqual([{}, {}]);
      await sheet.unchanged();
    }),
    'POST /api/trees/import/': kit.check(async (ctx) => {
      const sheet = await importOfA(ctx);
      const intruder = await sheet.send(ctx.b, '/api/trees/import/');
      expect([intruder.statusCode, intruder.json().error.code]).toEqual([400, 'rows_invalid']);
      await sheet.unchanged();
      const own = await sheet.send(ctx.a, '/api/trees/import/');
      expect([own.statusCode, own.json()]).toEqual([200, { created: 1, updated: 1 }]);
    }),
    'POST /api/fields/{id}/trees/generate/': item({
      create: fieldOfA,
      snapshot: fieldTrees,
      request: (id) => ({ method: 'POST', url: `/api/fields/${id}/trees/generate/`, payload: {} }),
    }),
  };
}
