import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, DEMO_ORGANISATIONS, inventories, inventoryStock, inventoryTransactions, organizations, seedDemo } from '@rayyan/db';
import { buildUser, getTestDatabase } from '@rayyan/db/testing';
import { ok, SQUARE, twoTenants } from './operations-setup';
import { callerFor, unique, type Caller } from './tenants';

const WITHDRAWN_TOO_MUCH = 'The withdrawn quantity is greater than the current quantity.';

const ctx = twoTenants();

async function farm(caller: Caller) {
  return (await ok(await caller.call('POST', '/api/farms/', { code: unique('F'), name: unique('Farm'), farming_type: 'tree', geometry: SQUARE }), 201)).id as string;
}
async function item(caller: Caller, overrides: Record<string, unknown> = {}) {
  const body = { name_en: unique('Urea 46%'), name_ar: 'يوريا ٤٦٪', category: 'fertiliser', unit: 'kg', low_stock_threshold: 20, ...overrides };
  return (await ok(await caller.call('POST', '/api/inventory-items/', body), 201)).id as string;
}
async function store(caller: Caller, farmId?: string) {
  return (await ok(await caller.call('POST', '/api/inventories/', { name: unique('Main store'), farm_id: farmId ?? (await farm(caller)) }), 201)).id as string;
}
const post = (caller: Caller, storeId: string, body: Record<string, unknown>) => caller.call('POST', `/api/inventories/${storeId}/transactions/`, body);
const quantityOf = async (storeId: string, itemId: string) => {
  const rows = await ctx.db.select({ itemId: inventoryStock.itemId, quantity: inventoryStock.quantity }).from(inventoryStock).where(eq(inventoryStock.inventoryId, storeId));
  return rows.find((r) => r.itemId === itemId)?.quantity ?? 0;
};
const linesOf = async (storeId: string) => ctx.db.select().from(inventoryTransactions).where(eq(inventoryTransactions.inventoryId, storeId));

describe('inventory transactions', () => {
  it('an in-transaction adds to the store with the supplier and averages the unit cost; the history and flags follow', async () => {
    const [storeId, itemId] = [await store(ctx.a), await item(ctx.a)];
    const supplier = await ok(await ctx.a.call('POST', '/api/suppliers/', { name: unique('Delta Fertilisers'), country: 'EG', lead_time_days: 7, item_ids: [itemId] }), 201);
    const first = await ok(await post(ctx.a, storeId, { item_id: itemId, transaction_type: 'in', quantity: 100, unit_cost: 10, supplier_id: supplier.id }), 201);
    expect(first).toMatchObject({ transaction_type: 'in', quantity: 100, quantity_after: 100, supplier_name: supplier.name, unit: 'kg' });
    await ok(await post(ctx.a, storeId, { item_id: itemId, transaction_type: 'in', quantity: 100, unit_cost: 14, unit: 'kg' }), 201);
    const out = await ok(await post(ctx.a, storeId, { item_id: itemId, transaction_type: 'out', quantity: 185, note: 'Block A' }), 201);
    expect(out).toMatchObject({ transaction_type: 'out', quantity: 185, quantity_after: 15, unit_cost: 12 });

    const stock = await ok(await ctx.a.call('GET', `/api/inventories/${storeId}/items/`));
    expect(stock.results).toEqual([expect.objectContaining({ item_id: itemId, quantity: 15, unit_cost: 12, status: 'low' })]);
    expect((await ok(await ctx.a.call('GET', `/api/inventories/${storeId}/items/?status=low`))).count).toBe(1);
    const history = await ok(await ctx.a.call('GET', `/api/inventories/${storeId}/transactions/`));
    expect((history.results as { transaction_type: string }[]).map((l) => l.transaction_type)).toEqual(['out', 'in', 'in']);
    const listed = await ok(await ctx.a.call('GET', `/api/inventories/${storeId}/`));
    expect(listed).toMatchObject({ items_count: 1, low_items: 1, out_of_stock: 0, total_value: 180 });
    const purchases = await ok(await ctx.a.call('GET', `/api/suppliers/${supplier.id as string}/`));
    expect(purchases).toMatchObject({ purchases_count: 1, purchases_value: 1000 });
    expect((await ok(await ctx.a.call('GET', `/api/inventory-items/${itemId}/`))).total_quantity).toBe(15);
    const logged = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, out.id as string));
    expect(logged).toHaveLength(1);
  });

  it('an out-transaction larger than the stock is refused with the spec message and changes nothing', async () => {
    const [storeId, itemId] = [await store(ctx.a), await item(ctx.a)];
    await ok(await post(ctx.a, storeId, { item_id: itemId, transaction_type: 'in', quantity: 30 }), 201);
    const refused = await post(ctx.a, storeId, { item_id: itemId, transaction_type: 'out', quantity: 30.5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'quantity_exceeds_stock', message: WITHDRAWN_TOO_MUCH, fields: { quantity: WITHDRAWN_TOO_MUCH } });
    expect(await quantityOf(storeId, itemId)).toBe(30);
    expect(await linesOf(storeId)).toHaveLength(1);
    // An item the store never held: nothing to withdraw either.
    const other = await item(ctx.a);
    expect((await post(ctx.a, storeId, { item_id: other, transaction_type: 'out', quantity: 1 })).statusCode).toBe(409);
  });

  it('50 parallel withdrawals of 10 against 100: exactly 10 succeed, 40 get the message, the quantity ends at 0', async () => {
    const [storeId, itemId] = [await store(ctx.a), await item(ctx.a)];
    await ok(await post(ctx.a, storeId, { item_id: itemId, transaction_type: 'in', quantity: 100 }), 201);
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(ctx.a, storeId, { item_id: itemId, transaction_type: 'out', quantity: 10 })));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.json().error.message).toBe(WITHDRAWN_TOO_MUCH);
    expect(await quantityOf(storeId, itemId)).toBe(0);
    const lines = await linesOf(storeId);
    expect(lines.filter((l) => l.transactionType === 'out')).toHaveLength(10);
    expect(lines.filter((l) => l.transactionType === 'out').map((l) => l.quantityAfter).sort((x, y) => x - y)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect((await ok(await ctx.a.call('GET', `/api/inventories/${storeId}/items/?status=out`))).count).toBe(1);
  });

  it('the database itself refuses a quantity below zero', async () => {
    const [storeId, itemId] = [await store(ctx.a), await item(ctx.a)];
    await ok(await post(ctx.a, storeId, { item_id: itemId, transaction_type: 'in', quantity: 5 }), 201);
    await expect(ctx.db.update(inventoryStock).set({ quantity: -1 }).where(eq(inventoryStock.inventoryId, storeId))).rejects.toThrow();
    expect(await quantityOf(storeId, itemId)).toBe(5);
  });

  it('bad input is refused with the field message and nothing is written', async () => {
    const [storeId, itemId] = [await store(ctx.a), await item(ctx.a, { unit: 'liter', category: 'pesticide', active_ingredient: 'Imidacloprid 35%', pre_harvest_interval_days: 21 })];
    await ok(await post(ctx.a, storeId, { item_id: itemId, transaction_type: 'in', quantity: 10 }), 201);
    const bItem = await item(ctx.b);
    const bSupplier = await ok(await ctx.b.call('POST', '/api/suppliers/', { name: unique('B supplier') }), 201);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ item_id: '00000000-0000-4000-8000-000000000000', transaction_type: 'in', quantity: 1 }, 'item_id', 'unknown_item'],
      [{ item_id: bItem, transaction_type: 'in', quantity: 1 }, 'item_id', 'unknown_item'],
      [{ item_id: itemId, transaction_type: 'out', quantity: 0 }, 'quantity', 'quantity_positive'],
      [{ item_id: itemId, transaction_type: 'out', quantity: -3 }, 'quantity', 'quantity_positive'],
      [{ item_id: itemId, transaction_type: 'in', quantity: 2, unit: 'kg' }, 'unit', 'unit_mismatch'],
      [{ item_id: itemId, transaction_type: 'in', quantity: 2, supplier_id: bSupplier.id }, 'supplier_id', 'unknown_supplier'],
      [{ item_id: itemId, transaction_type: 'out', quantity: 2, task_id: '00000000-0000-4000-8000-000000000001' }, 'task_id', 'unknown_task'],
      [{ item_id: itemId, transaction_type: 'move', quantity: 2 }, 'transaction_type', 'invalid_choice'],
    ];
    for (const [body, field, code] of cases) {
      const response = await post(ctx.a, storeId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.field_codes[field], JSON.stringify(body)).toBe(code);
    }
    expect(await quantityOf(storeId, itemId)).toBe(10);
    expect(await linesOf(storeId)).toHaveLength(1);
  });

  it('a transfer is one transaction of two lines; a refused one moves nothing', async () => {
    const farmId = await farm(ctx.a);
    const [from, to, itemId] = [await store(ctx.a, farmId), await store(ctx.a, farmId), await item(ctx.a)];
    await ok(await post(ctx.a, from, { item_id: itemId, transaction_type: 'in', quantity: 50, unit_cost: 8 }), 201);
    const moved = await ok(await ctx.a.call('POST', `/api/inventories/${from}/transfers/`, { to_inventory_id: to, item_id: itemId, quantity: 20 }), 201);
    expect(moved.out).toMatchObject({ transaction_type: 'transfer_out', quantity: 20, quantity_after: 30, counterpart_inventory_id: to });
    expect(moved.in).toMatchObject({ transaction_type: 'transfer_in', quantity: 20, quantity_after: 20, counterpart_inventory_id: from, unit_cost: 8 });
    expect((moved.out as { transfer_id: string }).transfer_id).toBe((moved.in as { transfer_id: string }).transfer_id);
    const refused = await ctx.a.call('POST', `/api/inventories/${from}/transfers/`, { to_inventory_id: to, item_id: itemId, quantity: 31 });
    expect(refused.statusCode).toBe(409);
    expect([await quantityOf(from, itemId), await quantityOf(to, itemId)]).toEqual([30, 20]);
    expect((await ctx.a.call('POST', `/api/inventories/${from}/transfers/`, { to_inventory_id: from, item_id: itemId, quantity: 1 })).json().error.field_codes.to_inventory_id).toBe('same_inventory');
    const bStore = await store(ctx.b);
    expect((await ctx.a.call('POST', `/api/inventories/${from}/transfers/`, { to_inventory_id: bStore, item_id: itemId, quantity: 1 })).json().error.field_codes.to_inventory_id).toBe('unknown_inventory');
    expect([await quantityOf(from, itemId), await quantityOf(to, itemId)]).toEqual([30, 20]);
  });

  it('a stock count records the difference as an adjustment with its reason', async () => {
    const [storeId, itemId] = [await store(ctx.a), await item(ctx.a)];
    await ok(await post(ctx.a, storeId, { item_id: itemId, transaction_type: 'in', quantity: 40 }), 201);
    const counted = await ok(await ctx.a.call('POST', `/api/inventories/${storeId}/stock-counts/`, { item_id: itemId, counted_quantity: 37.5, reason: 'Torn bag found at the count' }), 201);
    expect(counted).toMatchObject({ transaction_type: 'adjustment', quantity: -2.5, quantity_after: 37.5, note: 'Torn bag found at the count' });
    expect(await quantityOf(storeId, itemId)).toBe(37.5);
    const noReason = await ctx.a.call('POST', `/api/inventories/${storeId}/stock-counts/`, { item_id: itemId, counted_quantity: 1, reason: ' ' });
    expect(noReason.json().error.field_codes.reason).toBe('required');
    expect(await quantityOf(storeId, itemId)).toBe(37.5);
  });
});

describe('items, suppliers and stores', () => {
  it('refuses a second item of the same English name, an item in use, and a store still holding stock', async () => {
    const name = unique('NPK 20-20-20');
    await item(ctx.a, { name_en: name });
    const twice = await ctx.a.call('POST', '/api/inventory-items/', { name_en: name.toUpperCase(), name_ar: 'مركب', category: 'fertiliser', unit: 'kg' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.field_codes.name_en).toBe('name_exists');
    const [storeId, itemId] = [await store(ctx.a), await item(ctx.a)];
    await ok(await post(ctx.a, storeId, { item_id: itemId, transaction_type: 'in', quantity: 3 }), 201);
    expect((await ctx.a.call('DELETE', `/api/inventory-items/${itemId}/`)).json().error.code).toBe('item_in_use');
    expect((await ctx.a.call('DELETE', `/api/inventories/${storeId}/`)).json().error.code).toBe('inventory_not_empty');
    await ok(await post(ctx.a, storeId, { item_id: itemId, transaction_type: 'out', quantity: 3 }), 201);
    expect((await ctx.a.call('DELETE', `/api/inventories/${storeId}/`)).statusCode).toBe(204);
  });

  it("refuses a supplier's item and a store's farm or field of another organisation", async () => {
    const bItem = await item(ctx.b);
    expect((await ctx.a.call('POST', '/api/suppliers/', { name: unique('S'), item_ids: [bItem] })).json().error.field_codes.item_ids).toBe('unknown_item');
    const bFarm = await farm(ctx.b);
    expect((await ctx.a.call('POST', '/api/inventories/', { name: unique('S'), farm_id: bFarm })).json().error.field_codes.farm_id).toBe('select_farm');
    const bad = await ctx.a.call('POST', '/api/inventory-items/', { name_en: 'x', name_ar: 'س', category: 'fertiliser', unit: 'ton' });
    expect(bad.json().error.field_codes.unit).toBe('invalid_choice');
  });
});

describe('the demo season of stock', () => {
  it('gives both organisations stores whose quantities are the sum of their history, with low and out-of-stock items; a second seed changes nothing', async () => {
    await seedDemo(await getTestDatabase());
    for (const key of ['tree', 'crop'] as const) {
      const [org] = await ctx.db.select().from(organizations).where(eq(organizations.name, DEMO_ORGANISATIONS[key].name));
      const caller = await callerFor(ctx.app, org!, await buildUser(ctx.db, { orgId: org!.id, userType: 'admin' }));
      const stores = (await ok(await caller.call('GET', '/api/inventories/'))).results as { id: string; items_count: number; low_items: number; out_of_stock: number }[];
      expect(stores.length).toBeGreaterThanOrEqual(2);
      for (const store of stores) {
        const lines = await linesOf(store.id);
        const stock = (await ok(await caller.call('GET', `/api/inventories/${store.id}/items/`))).results as { item_id: string; quantity: number }[];
        expect(stock.length).toBe(store.items_count);
        for (const line of stock) {
          const history = lines.filter((l) => l.itemId === line.item_id);
          const sum = history.reduce((total, l) => total + (l.transactionType === 'out' || l.transactionType === 'transfer_out' ? -l.quantity : l.quantity), 0);
          expect(Math.round(sum * 1000) / 1000).toBe(line.quantity);
          expect(history.every((l) => l.quantityAfter >= 0)).toBe(true);
        }
      }
      if (key === 'tree') {
        expect(stores.reduce((n, s) => n + s.low_items, 0)).toBeGreaterThan(0);
        expect(stores.reduce((n, s) => n + s.out_of_stock, 0)).toBeGreaterThan(0);
      }
      const suppliers = (await ok(await caller.call('GET', '/api/suppliers/'))).results as { purchases_count: number }[];
      expect(suppliers.every((s) => s.purchases_count > 0)).toBe(true);
    }
    const before = (await ctx.db.select().from(inventories)).length;
    expect((await seedDemo(await getTestDatabase())).created).toBe(false);
    expect((await ctx.db.select().from(inventories)).length).toBe(before);
  });
});
