import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { pesticides, pests, scoutingObservations, type Db } from '@rayyan/db';
import { type AreaIsolationKit, type IsolationCheck as Check, searched } from './tenant-isolation.kit';
import { unique, type Caller } from './tenants';

const PESTICIDE = { active_ingredient: 'Sulphur 800 g/kg', formulation: 'WG', dose: 2.5, dose_unit: 'kg', dose_basis: 'per_hectare', pre_harvest_interval_days: 1, re_entry_interval_hours: 24, toxicity_class: 'U' };

/**
 * Pests and diseases (issue #16): A's catalogue entries, scouting observations and pesticides are neither listed,
 * exported, read, changed nor deleted by B, and B cannot record an observation of A's pest or on A's places.
 */
export function pestFixtures<Ctx extends { a: Caller; b: Caller; db: Db }>(kit: Pick<AreaIsolationKit<Ctx>, 'item' | 'list' | 'json' | 'xlsxText'>): Record<string, Check<Ctx>> {
  const { item, list, json, xlsxText } = kit;
  const pestOfA = async (ctx: Ctx) => {
    const name = unique('Pest');
    const response = await ctx.a.call('POST', '/api/pests/', { code: name.toLowerCase().replace(/[^a-z0-9]+/g, '_'), kind: 'insect', name_en: name, hosts: ['date_palm'] } as never);
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().id as string, name };
  };
  const observationOfA = async (ctx: Ctx) => {
    const pest = await pestOfA(ctx);
    const note = unique('Seen');
    const response = await ctx.a.call('POST', '/api/scouting-observations/', { pest_id: pest.id, observed_on: '2026-11-20', severity: 'low', lat: 25.4, lng: 49.6, note } as never);
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().id as string, name: note, pestId: pest.id };
  };
  const pesticideOfA = async (ctx: Ctx) => {
    const name = unique('Product');
    const response = await ctx.a.call('POST', '/api/pesticides/', { ...PESTICIDE, trade_name: name } as never);
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().id as string, name };
  };
  const pesticideSnapshot = async (id: string, ctx: Ctx) => (await ctx.db.select().from(pesticides).where(eq(pesticides.id, id)))[0];
  const pesticideId = async (ctx: Ctx) => (await pesticideOfA(ctx)).id;
  const pestSnapshot = async (id: string, ctx: Ctx) => (await ctx.db.select().from(pests).where(eq(pests.id, id)))[0];
  const observationSnapshot = async (id: string, ctx: Ctx) => (await ctx.db.select().from(scoutingObservations).where(eq(scoutingObservations.id, id)))[0];
  const pestId = async (ctx: Ctx) => (await pestOfA(ctx)).id;
  const observationId = async (ctx: Ctx) => (await observationOfA(ctx)).id;

  return {
    'GET /api/pests/': list({ create: pestOfA, url: searched('/api/pests/'), read: json }),
    'GET /api/pests/export/': list({ create: pestOfA, url: searched('/api/pests/export/'), read: xlsxText }),
    'GET /api/pests/{id}/': item({ create: pestId, snapshot: pestSnapshot, request: (id) => ({ method: 'GET', url: `/api/pests/${id}/` }) }),
    'PATCH /api/pests/{id}/': item({ create: pestId, snapshot: pestSnapshot, request: (id) => ({ method: 'PATCH', url: `/api/pests/${id}/`, payload: { name_en: 'Forged' } }) }),
    'DELETE /api/pests/{id}/': item({ create: pestId, snapshot: pestSnapshot, request: (id) => ({ method: 'DELETE', url: `/api/pests/${id}/` }) }),
    // A's own catalogue code is B's to use: B's entry is its own, A's is untouched.
    'POST /api/pests/': async (ctx: Ctx) => {
      const { id } = await pestOfA(ctx);
      const before = await pestSnapshot(id, ctx);
      const response = await ctx.b.call('POST', '/api/pests/', { code: before!.code, kind: 'mite', name_en: 'B entry' } as never);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().org_id).toBe(ctx.b.org.id);
      expect(await pestSnapshot(id, ctx)).toEqual(before);
    },
    'GET /api/pesticides/': list({ create: pesticideOfA, url: searched('/api/pesticides/'), read: json }),
    'GET /api/pesticides/export/': list({ create: pesticideOfA, url: searched('/api/pesticides/export/'), read: xlsxText }),
    'GET /api/pesticides/{id}/': item({ create: pesticideId, snapshot: pesticideSnapshot, request: (id) => ({ method: 'GET', url: `/api/pesticides/${id}/` }) }),
    'PATCH /api/pesticides/{id}/': item({ create: pesticideId, snapshot: pesticideSnapshot, request: (id) => ({ method: 'PATCH', url: `/api/pesticides/${id}/`, payload: { dose: 999 } }) }),
    'DELETE /api/pesticides/{id}/': item({ create: pesticideId, snapshot: pesticideSnapshot, request: (id) => ({ method: 'DELETE', url: `/api/pesticides/${id}/` }) }),
    // A's trade name is B's to use too: B's product is its own, A's is untouched.
    'POST /api/pesticides/': async (ctx: Ctx) => {
      const { id, name } = await pesticideOfA(ctx);
      const before = await pesticideSnapshot(id, ctx);
      const response = await ctx.b.call('POST', '/api/pesticides/', { ...PESTICIDE, trade_name: name } as never);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().org_id).toBe(ctx.b.org.id);
      expect(await pesticideSnapshot(id, ctx)).toEqual(before);
    },
    'GET /api/scouting-observations/': list({ create: observationOfA, url: searched('/api/scouting-observations/'), read: json }),
    'GET /api/scouting-observations/export/': list({ create: observationOfA, url: searched('/api/scouting-observations/export/'), read: xlsxText }),
    'GET /api/scouting-observations/{id}/': item({ create: observationId, snapshot: observationSnapshot, request: (id) => ({ method: 'GET', url: `/api/scouting-observations/${id}/` }) }),
    'PATCH /api/scouting-observations/{id}/': item({
      create: observationId,
      snapshot: observationSnapshot,
      request: (id) => ({ method: 'PATCH', url: `/api/scouting-observations/${id}/`, payload: { severity: 'severe' } }),
    }),
    'DELETE /api/scouting-observations/{id}/': item({ create: observationId, snapshot: observationSnapshot, request: (id) => ({ method: 'DELETE', url: `/api/scouting-observations/${id}/` }) }),
    // B cannot observe A's pest: refused as an unknown choice, nothing written; A can.
    'POST /api/scouting-observations/': async (ctx: Ctx) => {
      const { pestId: id } = await observationOfA(ctx);
      const body = { pest_id: id, observed_on: '2026-11-21', severity: 'high', lat: 25.4, lng: 49.6 };
      const intruder = await ctx.b.call('POST', '/api/scouting-observations/', body as never);
      expect(intruder.statusCode, intruder.body).toBe(400);
      expect(intruder.json().error.field_codes).toEqual({ pest_id: 'invalid_choice' });
      expect(await ctx.db.select().from(scoutingObservations).where(eq(scoutingObservations.pestId, id))).toHaveLength(1);
      expect((await ctx.a.call('POST', '/api/scouting-observations/', body as never)).statusCode).toBe(201);
    },
  };
}
