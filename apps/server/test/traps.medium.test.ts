import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, trapCatches, traps, type Db } from '@rayyan/db';
import type { TrapRecord, TrapWeekly } from '@rayyan/contracts';
import { buildTestApp } from './helpers';
import { buildTenant, unique, type Caller } from './tenants';

const SQUARE = { type: 'Polygon', coordinates: [[[49.6, 25.4], [49.62, 25.4], [49.62, 25.42], [49.6, 25.42], [49.6, 25.4]]] };
const BLOCK = { type: 'Polygon', coordinates: [[[49.601, 25.401], [49.605, 25.401], [49.605, 25.405], [49.601, 25.405], [49.601, 25.401]]] };
// A Wednesday: its week starts on Monday 2026-06-08.
const TODAY = '2026-06-10';

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await buildTestApp({}, { clock: { now: () => new Date(`${TODAY}T09:00:00Z`) } }));
});
afterAll(async () => {
  await app?.close();
});

const ok = async <T = Record<string, unknown>>(response: { statusCode: number; body: string; json: () => unknown }, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
};

/** A region with a tree farm and one of its fields, of the caller's organisation. */
async function place(caller: Caller) {
  const region = await ok(await caller.call('POST', '/api/regions/', { name: unique('Region'), code: unique('R').replace(' ', '') }), 201);
  const farm = await ok(await caller.call('POST', '/api/farms/', { code: unique('F'), name: unique('Palms'), farming_type: 'tree', region_id: region.id, geometry: SQUARE }), 201);
  const field = await ok(await caller.call('POST', '/api/fields/', { farm_id: farm.id, code: unique('B').replace(' ', ''), name: unique('Block'), geometry: BLOCK }), 201);
  return { regionId: region.id as string, farmId: farm.id as string, fieldId: field.id as string };
}

const trapBody = (at: Awaited<ReturnType<typeof place>>, overrides: Record<string, unknown> = {}) => ({
  code: unique('T').replace(' ', '-'),
  trap_type: 'dry_pheromone',
  lure: 'Ferrolure+ 700 mg',
  region_id: at.regionId,
  farm_id: at.farmId,
  field_id: at.fieldId,
  lat: 25.403,
  lng: 49.603,
  installed_on: '2026-05-01',
  ...overrides,
});

const catchRows = (trapId: string) => db.select().from(trapCatches).where(eq(trapCatches.trapId, trapId));

describe('traps', () => {
  it('creates a trap in its place, lists it with its region and counts it in the region', async () => {
    const owner = await buildTenant(app, db);
    const at = await place(owner);
    const trap = await ok<TrapRecord>(await owner.call('POST', '/api/traps/', trapBody(at)), 201);
    expect(trap).toMatchObject({ trap_type: 'dry_pheromone', target_pest: 'red_palm_weevil', last_visit_on: null, next_service_on: '2026-05-08', service_due: true, over_threshold: false });
    expect(trap.region_name).toMatch(/^Region/);
    const list = await ok<{ count: number; results: TrapRecord[] }>(await owner.call('GET', `/api/traps/?region_id=${at.regionId}`));
    expect(list.results.map((t) => t.id)).toEqual([trap.id]);
    expect((await ok<{ traps_count: number }>(await owner.call('GET', `/api/regions/${at.regionId}/`))).traps_count).toBe(1);
    await ok(await owner.call('PATCH', `/api/traps/${trap.id}/`, { removed_on: '2026-06-01' }));
    expect((await ok<{ traps_count: number }>(await owner.call('GET', `/api/regions/${at.regionId}/`))).traps_count).toBe(0);
  });

  it('refuses a farm of another region, a field of another farm and a removal before installation', async () => {
    const owner = await buildTenant(app, db);
    const at = await place(owner);
    const other = await place(owner);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ farm_id: other.farmId, field_id: null }, 'farm_id', 'farm_not_in_region'],
      [{ field_id: other.fieldId }, 'field_id', 'field_not_in_farm'],
      [{ removed_on: '2026-04-01' }, 'removed_on', 'removed_before_installed'],
    ];
    for (const [overrides, field, code] of cases) {
      const refused = await owner.call('POST', '/api/traps/', trapBody(at, overrides));
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.field_codes).toMatchObject({ [field]: code });
    }
    expect(await db.select().from(traps).where(eq(traps.regionId, at.regionId))).toHaveLength(0);
  });

  it('records a visit with its catch and lure change, logs it, and flags the trap at the threshold', async () => {
    const owner = await buildTenant(app, db);
    const at = await place(owner);
    const trap = await ok<TrapRecord>(await owner.call('POST', '/api/traps/', trapBody(at)), 201);
    await ok(await owner.call('PATCH', '/api/traps/settings/', { rpw_weekly_threshold: 6 }));
    const first = await ok<{ catch: { count: number }; trap: TrapRecord }>(await owner.call('POST', `/api/traps/${trap.id}/catches/`, { date: '2026-06-05', count: 4 }), 201);
    expect(first.trap).toMatchObject({ last_visit_on: '2026-06-05', last_count: 4, next_service_on: '2026-06-12', service_due: false, over_threshold: false, lure_changed_on: null });
    const second = await ok<{ trap: TrapRecord }>(
      await owner.call('POST', `/api/traps/${trap.id}/catches/`, { date: '2026-06-09', count: 3, males: 1, females: 2, lure_changed: true, condition: 'good' }),
      201,
    );
    // 4 + 3 weevils in the last 7 days reach the threshold of 6.
    expect(second.trap).toMatchObject({ last_count: 3, over_threshold: true, lure_changed_on: '2026-06-09' });
    const visits = await ok<{ date: string; males: number | null }[]>(await owner.call('GET', `/api/traps/${trap.id}/catches/`));
    expect(visits.map((v) => v.date)).toEqual(['2026-06-09', '2026-06-05']);
    const log = await db.select().from(activityLog).where(eq(activityLog.entity, 'trap_catch'));
    expect(log.filter((entry) => entry.orgId === trap.org_id)).toHaveLength(2);
    // Reaching the threshold raised one notification for the trap's week, worded from its params; another visit that week raises none.
    await ok(await owner.call('POST', `/api/traps/${trap.id}/catches/`, { date: '2026-06-10', count: 2 }), 201);
    const raised = (await ok<{ results: { kind: string; priority: string; params: unknown }[] }>(await owner.call('GET', '/api/notifications/?unread=true'))).results.filter((n) => n.kind === 'rpw_threshold');
    expect(raised).toEqual([expect.objectContaining({ priority: 'high', params: { trap_code: trap.code, region: trap.region_name, count: 7, threshold: 6, date: '2026-06-09' } })]);
    const again = await owner.call('POST', `/api/traps/${trap.id}/catches/`, { date: '2026-06-09', count: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('visit_already_recorded');
  });

  it('refuses a negative or absurd count, a visit before installation, after removal or in the future: nothing written', async () => {
    const owner = await buildTenant(app, db);
    const at = await place(owner);
    const trap = await ok<TrapRecord>(await owner.call('POST', '/api/traps/', trapBody(at, { trap_type: 'delta', target_pest: 'lesser_date_moth', removed_on: '2026-06-08' })), 201);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ date: '2026-06-01', count: -1 }, 'count', 'out_of_range'],
      [{ date: '2026-06-01', count: 301 }, 'count', 'catch_count_absurd'],
      [{ date: '2026-04-30', count: 2 }, 'date', 'visit_before_installation'],
      [{ date: '2026-06-09', count: 2 }, 'date', 'visit_after_removal'],
      [{ date: '2026-06-11', count: 2 }, 'date', 'visit_in_future'],
      [{ date: '2026-06-01', count: 2, males: 2, females: 1 }, 'males', 'sexes_exceed_count'],
    ];
    for (const [body, field, code] of cases) {
      const refused = await owner.call('POST', `/api/traps/${trap.id}/catches/`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.field_codes).toMatchObject({ [field]: code });
    }
    expect(await catchRows(trap.id)).toHaveLength(0);
    // 300 is the most a delta trap's card holds: accepted.
    await ok(await owner.call('POST', `/api/traps/${trap.id}/catches/`, { date: '2026-06-01', count: 300 }), 201);
  });

  it('answers catches per trap per week and each region mean per trap, and the traps due for servicing', async () => {
    const owner = await buildTenant(app, db);
    const at = await place(owner);
    const a = await ok<TrapRecord>(await owner.call('POST', '/api/traps/', trapBody(at)), 201);
    const b = await ok<TrapRecord>(await owner.call('POST', '/api/traps/', trapBody(at, { trap_type: 'bucket' })), 201);
    // Week of 1 June: A caught 2 + 4 (two visits), B 3. Week of 8 June: only A was visited (1).
    for (const [trap, date, count] of [[a, '2026-06-01', 2], [a, '2026-06-04', 4], [b, '2026-06-02', 3], [a, '2026-06-09', 1]] as const) {
      await ok(await owner.call('POST', `/api/traps/${trap.id}/catches/`, { date, count }), 201);
    }
    const weekly = await ok<TrapWeekly>(await owner.call('GET', `/api/traps/weekly/?weeks=3&region_id=${at.regionId}`));
    expect(weekly.weeks).toEqual(['2026-05-25', '2026-06-01', '2026-06-08']);
    expect(weekly.threshold).toBe(5);
    expect(weekly.traps.find((t) => t.trap_id === a.id)!.counts).toEqual([null, 6, 1]);
    expect(weekly.traps.find((t) => t.trap_id === b.id)!.counts).toEqual([null, 3, null]);
    expect(weekly.regions).toEqual([{ region_id: at.regionId, region_name: a.region_name, traps: 2, mean_per_trap: [null, 4.5, 1], total: [0, 9, 1] }]);
    // B was last visited on 2 June: due on the 9th; A on the 9th: due on the 16th.
    const due = await ok<{ results: TrapRecord[] }>(await owner.call('GET', `/api/traps/?status=due&region_id=${at.regionId}`));
    expect(due.results.map((t) => t.id)).toEqual([b.id]);
  });

  it('keeps the settings within their limits', async () => {
    const owner = await buildTenant(app, db);
    expect(await ok(await owner.call('GET', '/api/traps/settings/'))).toEqual({ rpw_weekly_threshold: 5, service_interval_days: 7, public_report: false });
    const refused = await owner.call('PATCH', '/api/traps/settings/', { service_interval_days: 0 });
    expect(refused.statusCode).toBe(400);
    expect(await ok(await owner.call('PATCH', '/api/traps/settings/', { service_interval_days: 14 }))).toEqual({ rpw_weekly_threshold: 5, service_interval_days: 14, public_report: false });
  });
});
