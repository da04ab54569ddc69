import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { trapCatches, traps, trapSettings, type Db } from '@rayyan/db';
import { type AreaIsolationKit, type IsolationCheck as Check, searched } from './tenant-isolation.kit';
import { unique, type Caller } from './tenants';

/**
 * Traps (issue #16): A's traps are neither listed, exported, read, changed nor deleted by B; B records no visit on
 * them, reads none of their visits, sees none of their weekly catches, and A's settings are A's own.
 */
export function trapFixtures<Ctx extends { a: Caller; b: Caller; db: Db }>(kit: Pick<AreaIsolationKit<Ctx>, 'item' | 'list' | 'json' | 'xlsxText'>): Record<string, Check<Ctx>> {
  const { item, list, json, xlsxText } = kit;
  /** A region of A with one trap, visited once; answers the trap's id and code. */
  const trapOfA = async (ctx: Ctx) => {
    const region = await ctx.a.call('POST', '/api/regions/', { name: unique('Region'), code: unique('R').replace(' ', '') } as never);
    expect(region.statusCode, region.body).toBe(201);
    const code = unique('TRAP').replace(' ', '-');
    const body = { code, trap_type: 'dry_pheromone', region_id: region.json().id, lat: 25.4, lng: 49.6, installed_on: '2026-01-05' };
    const trap = await ctx.a.call('POST', '/api/traps/', body as never);
    expect(trap.statusCode, trap.body).toBe(201);
    const visit = await ctx.a.call('POST', `/api/traps/${trap.json().id}/catches/`, { date: '2026-01-12', count: 7 } as never);
    expect(visit.statusCode, visit.body).toBe(201);
    return { id: trap.json().id as string, name: code, regionId: region.json().id as string };
  };
  const trapSnapshot = async (id: string, ctx: Ctx) => ({
    trap: (await ctx.db.select().from(traps).where(eq(traps.id, id)))[0],
    catches: await ctx.db.select().from(trapCatches).where(eq(trapCatches.trapId, id)),
  });
  const trapId = async (ctx: Ctx) => (await trapOfA(ctx)).id;

  return {
    'GET /api/traps/': list({ create: trapOfA, url: searched('/api/traps/'), read: json }),
    'GET /api/traps/export/': list({ create: trapOfA, url: searched('/api/traps/export/'), read: xlsxText }),
    // B cannot put a trap in A's region (nor on A's farm): refused as an unknown choice, nothing written; A can.
    'POST /api/traps/': async (ctx: Ctx) => {
      const { regionId } = await trapOfA(ctx);
      const body = { code: unique('INTRUDER').replace(' ', '-'), trap_type: 'bucket', region_id: regionId, lat: 25.4, lng: 49.6, installed_on: '2026-01-05' };
      const intruder = await ctx.b.call('POST', '/api/traps/', body as never);
      expect(intruder.statusCode, intruder.body).toBe(400);
      expect(intruder.json().error.field_codes).toEqual({ region_id: 'invalid_choice' });
      expect(await ctx.db.select().from(traps).where(eq(traps.regionId, regionId))).toHaveLength(1);
      const own = await ctx.a.call('POST', '/api/traps/', body as never);
      expect(own.statusCode, own.body).toBe(201);
    },
    'GET /api/traps/{id}/': item({ create: trapId, snapshot: trapSnapshot, request: (id) => ({ method: 'GET', url: `/api/traps/${id}/` }) }),
    'PATCH /api/traps/{id}/': item({ create: trapId, snapshot: trapSnapshot, request: (id) => ({ method: 'PATCH', url: `/api/traps/${id}/`, payload: { lure: 'Forged', removed_on: '2026-02-01' } }) }),
    'DELETE /api/traps/{id}/': item({ create: trapId, snapshot: trapSnapshot, request: (id) => ({ method: 'DELETE', url: `/api/traps/${id}/` }) }),
    'GET /api/traps/{id}/catches/': item({ create: trapId, snapshot: trapSnapshot, request: (id) => ({ method: 'GET', url: `/api/traps/${id}/catches/` }) }),
    'POST /api/traps/{id}/catches/': item({
      create: trapId,
      snapshot: trapSnapshot,
      request: (id) => ({ method: 'POST', url: `/api/traps/${id}/catches/`, payload: { date: '2026-01-19', count: 3, lure_changed: true } }),
    }),
    // B's weekly catches hold none of A's traps (A's own do), however B names A's region.
    'GET /api/traps/weekly/': async (ctx: Ctx) => {
      const { id, name, regionId } = await trapOfA(ctx);
      const { b } = ctx;
      for (const url of ['/api/traps/weekly/?weeks=52', `/api/traps/weekly/?weeks=52&region_id=${regionId}`]) {
        const intruder = await b.call('GET', url);
        expect(intruder.statusCode).toBe(200);
        expect(intruder.body).not.toContain(id);
        expect(intruder.body).not.toContain(name);
      }
      const own = await ctx.a.call('GET', `/api/traps/weekly/?weeks=52&region_id=${regionId}`);
      expect(own.body).toContain(id);
    },
    'GET /api/traps/settings/': async (ctx: Ctx) => {
      const { b } = ctx;
      const set = await ctx.a.call('PATCH', '/api/traps/settings/', { rpw_weekly_threshold: 41 } as never);
      expect(set.statusCode, set.body).toBe(200);
      expect((await b.call('GET', '/api/traps/settings/')).json().rpw_weekly_threshold).not.toBe(41);
    },
    'PATCH /api/traps/settings/': async (ctx: Ctx) => {
      const { b } = ctx;
      const before = await ctx.db.select().from(trapSettings).where(eq(trapSettings.orgId, ctx.a.org.id));
      const changed = await b.call('PATCH', '/api/traps/settings/', { rpw_weekly_threshold: 77 } as never);
      expect(changed.statusCode).toBe(200);
      expect(await ctx.db.select().from(trapSettings).where(eq(trapSettings.orgId, ctx.a.org.id))).toEqual(before);
    },
  };
}
