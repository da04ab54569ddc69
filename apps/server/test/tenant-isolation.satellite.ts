import { eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { satelliteImages, satelliteIndexStats, satelliteRefreshRequests, type Db } from '@rayyan/db';
import { onlySatelliteWorkOf, type Caller, type Method } from './tenants';

/** What the satellite checks need of tenant-isolation.medium.test.ts (passed in, so neither file imports the other's internals). */
export interface SatelliteIsolationKit<Ctx extends { app: FastifyInstance; a: Caller; db: Db }, Check> {
  item: (check: {
    create: (ctx: Ctx) => Promise<string>;
    request: (id: string, ctx: Ctx) => { method: Method; url: string; payload?: unknown };
    snapshot: (id: string, ctx: Ctx) => Promise<unknown>;
  }) => Check;
  farmOf: (caller: Caller, type: 'tree' | 'crop') => Promise<string>;
  createFieldIn: (caller: Caller, kind: 'tree' | 'crop', farmId: string) => Promise<string>;
}

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/**
 * Satellite imagery (issue #13): B reads none of the image dates, statistics or series of A's crop and tree fields
 * (simulated imagery ingested for them), and queues no refresh of them; A's identical requests work.
 */
export function satelliteFixtures<Ctx extends { app: FastifyInstance; a: Caller; db: Db }, Check>(kit: SatelliteIsolationKit<Ctx, Check>): Record<string, Check> {
  const { item } = kit;
  /** A field of A with 20 days of simulated imagery stored. */
  const imagedFieldOfA = (kind: 'crop' | 'tree') => async (ctx: Ctx) => {
    const fieldId = await kit.createFieldIn(ctx.a, kind, await kit.farmOf(ctx.a, kind));
    const base = kind === 'crop' ? '/api/crop-fields' : '/api/fields';
    const queued = await ctx.a.call('POST', `${base}/${fieldId}/satellite/refresh/`, { from: daysAgo(20), to: today() } as never);
    expect(queued.statusCode, queued.body).toBe(202);
    await onlySatelliteWorkOf(ctx.db, ctx.a.org.id);
    await ctx.app.jobRegistry.runNow(ctx.app.backgroundJobs.satelliteRefresh);
    const images = await ctx.a.call('GET', `${base}/${fieldId}/satellite/images/`);
    expect(images.json().results.length).toBeGreaterThan(0);
    return fieldId;
  };
  const snapshot = async (fieldId: string, ctx: Ctx) => {
    const images = await ctx.db
      .select()
      .from(satelliteImages)
      .where(or(eq(satelliteImages.cropFieldId, fieldId), eq(satelliteImages.treeFieldId, fieldId)));
    const ids = images.map((i) => i.id);
    return {
      images,
      stats: ids.length ? await ctx.db.select().from(satelliteIndexStats).where(inArray(satelliteIndexStats.imageId, ids)) : [],
      requests: (await ctx.db.select().from(satelliteRefreshRequests).where(or(eq(satelliteRefreshRequests.cropFieldId, fieldId), eq(satelliteRefreshRequests.treeFieldId, fieldId)))).length,
    };
  };
  const checks: Record<string, Check> = {};
  for (const [kind, base, template] of [
    ['crop', '/api/crop-fields', '/api/crop-fields/{id}'],
    ['tree', '/api/fields', '/api/fields/{id}'],
  ] as const) {
    const create = imagedFieldOfA(kind);
    checks[`GET ${template}/satellite/images/`] = item({ create, snapshot, request: (id) => ({ method: 'GET', url: `${base}/${id}/satellite/images/` }) });
    checks[`GET ${template}/satellite/stats/`] = item({ create, snapshot, request: (id) => ({ method: 'GET', url: `${base}/${id}/satellite/stats/?index=ndvi` }) });
    checks[`GET ${template}/satellite/overlay/`] = item({ create, snapshot, request: (id) => ({ method: 'GET', url: `${base}/${id}/satellite/overlay/?index=ndvi` }) });
    checks[`GET ${template}/satellite/findings/`] = item({ create, snapshot, request: (id) => ({ method: 'GET', url: `${base}/${id}/satellite/findings/` }) });
    checks[`GET ${template}/satellite/zones/`] = item({ create, snapshot, request: (id) => ({ method: 'GET', url: `${base}/${id}/satellite/zones/?zones=4` }) });
    checks[`GET ${template}/satellite/metrics/`] = item({ create, snapshot, request: (id) => ({ method: 'GET', url: `${base}/${id}/satellite/metrics/` }) });
    checks[`GET ${template}/satellite/series/`] = item({ create, snapshot, request: (id) => ({ method: 'GET', url: `${base}/${id}/satellite/series/?index=ndre` }) });
    checks[`POST ${template}/satellite/refresh/`] = item({ create, snapshot, request: (id) => ({ method: 'POST', url: `${base}/${id}/satellite/refresh/`, payload: { from: daysAgo(5), to: today() } }) });
  }
  return checks;
}
