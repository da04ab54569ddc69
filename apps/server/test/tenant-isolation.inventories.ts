import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { inventories, inventoryStock, inventoryTransactions, type Db } from '@rayyan/db';
import type { TreeIsolationKit } from './tenant-isolation.trees';
import { unique, type Caller, type Method } from './tenants';
import { searched } from './tenant-isolation.kit';

type Check<Ctx> = (ctx: Ctx) => Promise<void>;

/** What the inventory checks need of tenant-isolation.medium.test.ts: the tree checks' kit without the field body, and the CRUD record checks. */
export type InventoryIsolationKit<Ctx extends { a: Caller; b: Caller; db: Db }> = Omit<TreeIsolationKit<Ctx, Check<Ctx>>, 'treeFieldBody'> & {
  recordFixtures: (base: string, body: (name?: string) => Record<string, unknown>, patch: Record<string, unknown>) => Record<string, Check<Ctx>>;
};

const created = async (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};

/**
 * Inventories (issue #14): B neither lists, exports, reads nor changes A's items, suppliers and stores, nor reads a store's
 * stock or history, nor posts a transaction, transfer or stock count to it (nor transfers into it from B's own store).
 */
export function inventoryFixtures<Ctx extends { a: Caller; b: Caller; db: Db }>(kit: InventoryIsolationKit<Ctx>): Record<string, Check<Ctx>> {
  const { item, list, json, xlsxText } = kit;
  const itemBody = (name = unique('Item')) => ({ name_en: name, name_ar: 'صنف', category: 'fertiliser', unit: 'kg', low_stock_threshold: 5 });
  const storeOf = async (caller: Caller, name = unique('Store')) => created(await caller.call('POST', '/api/inventories/', { name, farm_id: await kit.farmOf(caller, 'tree') }));
  /** A store of A holding 10 kg of an item of A; answers the store's id (the item's id after a slash). */
  const stockedStoreOfA = async (ctx: Ctx) => {
    const storeId = await storeOf(ctx.a);
    const itemId = await created(await ctx.a.call('POST', '/api/inventory-items/', itemBody()));
    await created(await ctx.a.call('POST', `/api/inventories/${storeId}/transactions/`, { item_id: itemId, transaction_type: 'in', quantity: 10 }));
    return `${storeId}/${itemId}`;
  };
  const storeId = (key: string) => key.split('/')[0]!;
  const itemId = (key: string) => key.split('/')[1]!;
  const storeSnapshot = async (key: string, ctx: Ctx) => ({
    store: await ctx.db.select().from(inventories).where(eq(inventories.id, storeId(key))),
    stock: await ctx.db.select().from(inventoryStock).where(eq(inventoryStock.inventoryId, storeId(key))),
    lines: (await ctx.db.select().from(inventoryTransactions).where(eq(inventoryTransactions.inventoryId, storeId(key)))).length,
  });
  const storeCheck = (method: Method, path: string, payload?: (key: string) => unknown) =>
    item({ create: stockedStoreOfA, snapshot: storeSnapshot, request: (key) => ({ method, url: `/api/inventories/${storeId(key)}/${path}`, payload: payload?.(key) }) });
  const namedStoreOfA = async (ctx: Ctx) => {
    const name = unique('Isolated store');
    return { id: await storeOf(ctx.a, name), name };
  };

  return {
    ...kit.recordFixtures('/api/inventory-items', itemBody, { name_en: unique('Renamed by B'), low_stock_threshold: 99 }),
    ...kit.recordFixtures('/api/suppliers', (name = unique('Supplier')) => ({ name, country: 'EG', lead_time_days: 5 }), { name: unique('Renamed by B') }),
    'GET /api/inventories/': list({ create: namedStoreOfA, url: searched('/api/inventories/'), read: json }),
    'GET /api/inventories/export/': list({ create: namedStoreOfA, url: searched('/api/inventories/export/'), read: xlsxText }),
    'POST /api/inventories/': async (ctx) => {
      // A store of B lands in B; B cannot put one on A's farm.
      const name = unique('Created by B');
      const onAFarm = await ctx.b.call('POST', '/api/inventories/', { name, farm_id: await kit.farmOf(ctx.a, 'tree') });
      expect(onAFarm.statusCode).toBe(400);
      expect(onAFarm.json().error.field_codes.farm_id).toBe('select_farm');
      const own = await ctx.b.call('POST', '/api/inventories/', { name, farm_id: await kit.farmOf(ctx.b, 'tree') });
      expect(own.statusCode, own.body).toBe(201);
      expect(own.json().org_id).toBe(ctx.b.org.id);
      expect((await ctx.a.call('GET', `/api/inventories/?search=${encodeURIComponent(name)}`)).json().count).toBe(0);
    },
    'GET /api/inventories/{id}/': storeCheck('GET', ''),
    'PATCH /api/inventories/{id}/': storeCheck('PATCH', '', () => ({ name: unique('Renamed by B') })),
    'DELETE /api/inventories/{id}/': item({
      create: async (ctx) => storeOf(ctx.a),
      snapshot: storeSnapshot,
      request: (id) => ({ method: 'DELETE', url: `/api/inventories/${id}/` }),
    }),
    'GET /api/inventories/{id}/items/': storeCheck('GET', 'items/'),
    'GET /api/inventories/{id}/transactions/': storeCheck('GET', 'transactions/'),
    'POST /api/inventories/{id}/transactions/': storeCheck('POST', 'transactions/', (key) => ({ item_id: itemId(key), transaction_type: 'out', quantity: 1 })),
    'POST /api/inventories/{id}/stock-counts/': storeCheck('POST', 'stock-counts/', (key) => ({ item_id: itemId(key), counted_quantity: 0, reason: 'Counted by B' })),
    'POST /api/inventories/{id}/transfers/': async (ctx) => {
      const key = await stockedStoreOfA(ctx);
      const before = await storeSnapshot(key, ctx);
      // Out of A's store into B's: not found; from B's store into A's: not one of B's stores.
      const bStore = await storeOf(ctx.b);
      const out = await ctx.b.call('POST', `/api/inventories/${storeId(key)}/transfers/`, { to_inventory_id: bStore, item_id: itemId(key), quantity: 1 });
      expect(out.statusCode).toBe(404);
      const into = await ctx.b.call('POST', `/api/inventories/${bStore}/transfers/`, { to_inventory_id: storeId(key), item_id: itemId(key), quantity: 1 });
      expect(into.statusCode).toBe(400);
      expect(await storeSnapshot(key, ctx)).toEqual(before);
      const aStore = await storeOf(ctx.a);
      const legit = await ctx.a.call('POST', `/api/inventories/${storeId(key)}/transfers/`, { to_inventory_id: aStore, item_id: itemId(key), quantity: 1 });
      expect(legit.statusCode, legit.body).toBe(201);
    },
  };
}
