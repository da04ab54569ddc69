import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { harvests, type Db } from '@rayyan/db';
import { type AreaIsolationKit, type IsolationCheck as Check, searched } from './tenant-isolation.kit';
import { unique, type Caller } from './tenants';

/**
 * Harvests and reports (issue #17): A's harvests are neither listed, exported, read, changed nor deleted by B, B
 * records none on A's field, and B gets no report of A's farm in any format.
 */
export function reportFixtures<Ctx extends { a: Caller; b: Caller; db: Db }>(kit: Pick<AreaIsolationKit<Ctx>, 'item' | 'list' | 'json' | 'xlsxText' | 'farmOf' | 'createFieldIn'>): Record<string, Check<Ctx>> {
  const { item, list, json, xlsxText, farmOf, createFieldIn } = kit;
  const fieldOfA = async (ctx: Ctx) => createFieldIn(ctx.a, 'tree', await farmOf(ctx.a, 'tree'));
  const harvestOfA = async (ctx: Ctx) => {
    const supplier = unique('Supplier');
    const body = { field_kind: 'tree', field_id: await fieldOfA(ctx), harvest_date: '2026-09-01', quantity_kg: 800, grade: 'a', supplier };
    const created = await ctx.a.call('POST', '/api/harvests/', body as never);
    expect(created.statusCode, created.body).toBe(201);
    return { id: created.json().id as string, name: supplier };
  };
  const harvestId = async (ctx: Ctx) => (await harvestOfA(ctx)).id;
  const snapshot = async (id: string, ctx: Ctx) => (await ctx.db.select().from(harvests).where(eq(harvests.id, id)))[0];
  return {
    'GET /api/harvests/': list({ create: harvestOfA, url: searched('/api/harvests/'), read: json }),
    'GET /api/harvests/export/': list({ create: harvestOfA, url: searched('/api/harvests/export/'), read: xlsxText }),
    'POST /api/harvests/': async (ctx: Ctx) => {
      const fieldId = await fieldOfA(ctx);
      const body = { field_kind: 'tree', field_id: fieldId, harvest_date: '2026-09-01', quantity_kg: 5, grade: 'c' };
      const intruder = await ctx.b.call('POST', '/api/harvests/', body as never);
      expect(intruder.statusCode).toBe(400);
      expect(intruder.json().error.field_codes).toEqual({ field_id: 'unknown_target' });
      expect(await ctx.db.select().from(harvests).where(eq(harvests.fieldId, fieldId))).toHaveLength(0);
      expect((await ctx.a.call('POST', '/api/harvests/', body as never)).statusCode).toBe(201);
    },
    'GET /api/harvests/{id}/': item({ create: harvestId, snapshot, request: (id) => ({ method: 'GET', url: `/api/harvests/${id}/` }) }),
    'PATCH /api/harvests/{id}/': item({ create: harvestId, snapshot, request: (id) => ({ method: 'PATCH', url: `/api/harvests/${id}/`, payload: { quantity_kg: 1, grade: 'unsatisfactory' } }) }),
    'DELETE /api/harvests/{id}/': item({ create: harvestId, snapshot, request: (id) => ({ method: 'DELETE', url: `/api/harvests/${id}/` }) }),
    'GET /api/reports/executive/': async (ctx: Ctx) => {
      const { id: harvest, name } = await harvestOfA(ctx);
      const farmId = await farmOf(ctx.a, 'tree');
      for (const format of ['json', 'xlsx']) {
        const url = `/api/reports/executive/?farm_id=${farmId}&from=2026-08-01&to=2026-09-30&format=${format}`;
        const intruder = await ctx.b.call('GET', url);
        expect(intruder.statusCode).toBe(404);
        expect(intruder.body).not.toContain(name);
        expect((await ctx.a.call('GET', url)).statusCode).toBe(200);
      }
      expect((await ctx.a.call('GET', `/api/reports/executive/?farm_id=${farmId}&from=2026-08-01&to=2026-09-30`)).body).toContain(name);
      expect(harvest).toBeTruthy();
    },
  };
}
