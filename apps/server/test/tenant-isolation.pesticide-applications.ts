import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { pesticideApplications, type Db } from '@rayyan/db';
import { type AreaIsolationKit, type IsolationCheck as Check, searched } from './tenant-isolation.kit';
import { unique, type Caller } from './tenants';

const PRODUCT = { active_ingredient: 'Imidacloprid 200 g/l', formulation: 'SL', dose: 30, dose_unit: 'ml', dose_basis: 'per_palm', pre_harvest_interval_days: 30, re_entry_interval_hours: 12, toxicity_class: 'II' };

/**
 * Pesticide applications (issue #16): B neither lists, exports, reads, changes nor deletes A's applications, and
 * cannot record one with A's product or on A's field (400, nothing written).
 */
export function pesticideApplicationFixtures<Ctx extends { a: Caller; b: Caller; db: Db }>(kit: Pick<AreaIsolationKit<Ctx>, 'item' | 'list' | 'json' | 'xlsxText' | 'farmOf' | 'createFieldIn'>): Record<string, Check<Ctx>> {
  const { item, list, json, xlsxText, farmOf, createFieldIn } = kit;
  const productOf = async (caller: Caller) => {
    const response = await caller.call('POST', '/api/pesticides/', { ...PRODUCT, trade_name: unique('Product') } as never);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const body = async (caller: Caller, operator_name = unique('Operator')) => ({
    pesticide_id: await productOf(caller),
    field_kind: 'tree',
    field_id: await createFieldIn(caller, 'tree', await farmOf(caller, 'tree')),
    applied_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    dose: 30,
    dose_unit: 'ml',
    volume_l: 400,
    operator_name,
  });
  const namedOfA = async (ctx: Ctx) => {
    const name = unique('Sprayer');
    const response = await ctx.a.call('POST', '/api/pesticide-applications/', (await body(ctx.a, name)) as never);
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().id as string, name };
  };
  const create = async (ctx: Ctx) => (await namedOfA(ctx)).id;
  const snapshot = async (id: string, ctx: Ctx) => (await ctx.db.select().from(pesticideApplications).where(eq(pesticideApplications.id, id)))[0];
  const base = '/api/pesticide-applications';
  return {
    [`GET ${base}/`]: list({ create: namedOfA, url: searched(`${base}/`), read: json }),
    [`GET ${base}/export/`]: list({ create: namedOfA, url: searched(`${base}/export/`), read: xlsxText }),
    [`POST ${base}/`]: async (ctx) => {
      const own = await ctx.b.call('POST', `${base}/`, (await body(ctx.b)) as never);
      expect(own.statusCode, own.body).toBe(201);
      expect(own.json().org_id).toBe(ctx.b.org.id);
      const ofA = await body(ctx.a);
      const mine = await body(ctx.b);
      const before = (await ctx.db.select().from(pesticideApplications).where(eq(pesticideApplications.orgId, ctx.b.org.id))).length;
      const withProduct = await ctx.b.call('POST', `${base}/`, { ...mine, pesticide_id: ofA.pesticide_id } as never);
      expect([withProduct.statusCode, Object.keys(withProduct.json().error.fields)]).toEqual([400, ['pesticide_id']]);
      const onField = await ctx.b.call('POST', `${base}/`, { ...mine, field_id: ofA.field_id } as never);
      expect([onField.statusCode, Object.keys(onField.json().error.fields)]).toEqual([400, ['field_id']]);
      expect(await ctx.db.select().from(pesticideApplications).where(eq(pesticideApplications.orgId, ctx.b.org.id))).toHaveLength(before);
    },
    [`GET ${base}/{id}/`]: item({ create, snapshot, request: (id) => ({ method: 'GET', url: `${base}/${id}/` }) }),
    [`PATCH ${base}/{id}/`]: item({ create, snapshot, request: (id) => ({ method: 'PATCH', url: `${base}/${id}/`, payload: { notes: 'Changed by B' } }) }),
    [`DELETE ${base}/{id}/`]: item({ create, snapshot, request: (id) => ({ method: 'DELETE', url: `${base}/${id}/` }) }),
  };
}
