import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { assetFields, assetMaintenance, assets, type Db } from '@rayyan/db';
import { type AreaIsolationKit, type IsolationCheck as Check, searched } from './tenant-isolation.kit';
import { unique, type Caller } from './tenants';

/**
 * Assets (issue #15): A's assets are neither listed, exported, read, changed nor deleted by B; B cannot put an asset
 * on A's farm, and A's farm's network is not found for B.
 */
export function assetFixtures<Ctx extends { a: Caller; b: Caller; db: Db }>(kit: Pick<AreaIsolationKit<Ctx>, 'item' | 'list' | 'json' | 'xlsxText' | 'farmOf'>): Record<string, Check<Ctx>> {
  const { item, list, json, xlsxText, farmOf } = kit;
  const pumpBody = (farmId: string, name: string) => ({
    farm_id: farmId,
    type: 'pump',
    code: unique('PU').replace(' ', '-'),
    name,
    geometry: { type: 'Point', coordinates: [31.14, 22.74] },
    attributes: { power_kw: 55, rated_flow_m3_h: 200, head_m: 50 },
  });
  const pumpOfA = async (ctx: Ctx) => {
    const name = unique('Isolated pump');
    const response = await ctx.a.call('POST', '/api/assets/', pumpBody(await farmOf(ctx.a, 'crop'), name) as never);
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().id as string, name };
  };
  const pumpId = async (ctx: Ctx) => (await pumpOfA(ctx)).id;
  const snapshot = async (id: string, ctx: Ctx) => ({
    asset: (await ctx.db.select().from(assets).where(eq(assets.id, id)))[0],
    fields: await ctx.db.select().from(assetFields).where(eq(assetFields.assetId, id)),
    maintenance: await ctx.db.select().from(assetMaintenance).where(eq(assetMaintenance.assetId, id)),
  });
  /** A pump of A, scheduled every 30 days, with one service; `key` is `<asset id>/<entry id>`. */
  const servicedPump = async (ctx: Ctx) => {
    const { id } = await pumpOfA(ctx);
    expect((await ctx.a.call('PUT', `/api/assets/${id}/maintenance/schedule/`, { every_days: 30, every_hours: null } as never)).statusCode).toBe(200);
    const entry = await ctx.a.call('POST', `/api/assets/${id}/maintenance/`, { date: '2026-01-05', work: 'Isolated service' } as never);
    expect(entry.statusCode, entry.body).toBe(201);
    return `${id}/${entry.json().id as string}`;
  };
  const assetOf = (key: string) => key.split('/')[0]!;
  const maintenanceSnapshot = (key: string, ctx: Ctx) => snapshot(assetOf(key), ctx);

  return {
    'GET /api/assets/': list({ create: pumpOfA, url: searched('/api/assets/'), read: json }),
    'GET /api/assets/export/': list({ create: pumpOfA, url: searched('/api/assets/export/'), read: xlsxText }),
    // B cannot put an asset on A's farm (nor feed it from A's asset): refused, nothing written; on its own farm it can.
    'POST /api/assets/': async (ctx: Ctx) => {
      const farmA = await farmOf(ctx.a, 'crop');
      const { id } = await pumpOfA(ctx);
      const before = await ctx.db.select().from(assets).where(eq(assets.farmId, farmA));
      const intruder = await ctx.b.call('POST', '/api/assets/', pumpBody(farmA, unique('Intruder')) as never);
      expect(intruder.statusCode, intruder.body).toBe(400);
      expect(intruder.json().error.field_codes).toEqual({ farm_id: 'select_farm' });
      const fed = await ctx.b.call('POST', '/api/assets/', { ...pumpBody(await farmOf(ctx.b, 'crop'), unique('Fed')), feeds_asset_id: id } as never);
      expect(fed.json().error.field_codes).toEqual({ feeds_asset_id: 'asset_feed_unknown' });
      expect(await ctx.db.select().from(assets).where(eq(assets.farmId, farmA))).toEqual(before);
      const own = await ctx.b.call('POST', '/api/assets/', pumpBody(await farmOf(ctx.b, 'crop'), unique('Own')) as never);
      expect(own.statusCode, own.body).toBe(201);
      expect(own.json().org_id).toBe(ctx.b.org.id);
    },
    'GET /api/assets/{id}/': item({ create: pumpId, snapshot, request: (id) => ({ method: 'GET', url: `/api/assets/${id}/` }) }),
    'PATCH /api/assets/{id}/': item({ create: pumpId, snapshot, request: (id) => ({ method: 'PATCH', url: `/api/assets/${id}/`, payload: { name: 'Renamed by B', state: 'out_of_service' } }) }),
    'DELETE /api/assets/{id}/': item({ create: pumpId, snapshot, request: (id) => ({ method: 'DELETE', url: `/api/assets/${id}/` }) }),
    'GET /api/assets/{id}/maintenance/': item({ create: servicedPump, snapshot: maintenanceSnapshot, request: (key) => ({ method: 'GET', url: `/api/assets/${assetOf(key)}/maintenance/` }) }),
    'POST /api/assets/{id}/maintenance/': item({
      create: servicedPump,
      snapshot: maintenanceSnapshot,
      request: (key) => ({ method: 'POST', url: `/api/assets/${assetOf(key)}/maintenance/`, payload: { date: '2026-01-06', work: 'Forged service' } }),
    }),
    'DELETE /api/assets/{id}/maintenance/{entryId}/': item({ create: servicedPump, snapshot: maintenanceSnapshot, request: (key) => ({ method: 'DELETE', url: `/api/assets/${assetOf(key)}/maintenance/${key.split('/')[1]}/` }) }),
    'PUT /api/assets/{id}/maintenance/schedule/': item({
      create: servicedPump,
      snapshot: maintenanceSnapshot,
      request: (key) => ({ method: 'PUT', url: `/api/assets/${assetOf(key)}/maintenance/schedule/`, payload: { every_days: 1, every_hours: null } }),
    }),
    // B's due list holds none of A's scheduled assets, even asked for A's farm; A's own does.
    'GET /api/assets/maintenance-due/': async (ctx: Ctx) => {
      const id = assetOf(await servicedPump(ctx));
      const farmA = await farmOf(ctx.a, 'crop');
      for (const url of ['/api/assets/maintenance-due/', `/api/assets/maintenance-due/?farm_id=${farmA}`]) {
        const intruder = await ctx.b.call('GET', url);
        expect(intruder.statusCode).toBe(200);
        expect(intruder.body).not.toContain(id);
      }
      expect((await ctx.a.call('GET', `/api/assets/maintenance-due/?farm_id=${farmA}`)).body).toContain(id);
    },
    // A's farm's network is not found for B; B's own holds none of A's assets.
    'GET /api/assets/network/': async (ctx: Ctx) => {
      const { id } = await pumpOfA(ctx);
      const farmA = await farmOf(ctx.a, 'crop');
      expect((await ctx.b.call('GET', `/api/assets/network/?farm_id=${farmA}`)).statusCode).toBe(404);
      const own = await ctx.b.call('GET', `/api/assets/network/?farm_id=${await farmOf(ctx.b, 'crop')}`);
      expect(own.statusCode).toBe(200);
      expect(own.body).not.toContain(id);
      expect((await ctx.a.call('GET', `/api/assets/network/?farm_id=${farmA}`)).body).toContain(id);
    },
  };
}
