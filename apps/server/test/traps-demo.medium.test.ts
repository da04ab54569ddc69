import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { trapCatches, traps, type Db } from '@rayyan/db';
import { seedDemoTraps } from '@rayyan/db/traps-seed';
import { TRAP_MAX_CATCH, type TrapRecord, type TrapWeekly } from '@rayyan/contracts';
import { buildTestApp } from './helpers';
import { buildTenant, type Caller } from './tenants';

// Issue #16, demo data of today: the trap season of the palm organisation, seeded on two days of the year (a spring
// peak and a late-summer low), read through the API with the clock on that day.
const SQUARE = (x: number, y: number, side = 0.02) => ({ type: 'Polygon', coordinates: [[[x, y], [x + side, y], [x + side, y + side], [x, y + side], [x, y]]] });

async function demoPlaces(caller: Caller) {
  const created = async (url: string, body: Record<string, unknown>) => {
    const response = await caller.call('POST', url, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const ahsa = await created('/api/regions/', { name: 'Al-Ahsa', code: 'AHSA' });
  const delta = await created('/api/regions/', { name: 'Nile Delta', code: 'DELTA' });
  const palms = await created('/api/farms/', { code: 'AHSA-01', name: 'Al-Ahsa Palms', farming_type: 'tree', region_id: ahsa, geometry: SQUARE(49.6, 25.4) });
  await created('/api/farms/', { code: 'DELTA-01', name: 'Delta Citrus', farming_type: 'tree', region_id: delta, geometry: SQUARE(31, 30.6) });
  for (const code of ['AHSA-01-A', 'AHSA-01-B']) await created('/api/fields/', { farm_id: palms, code, name: code, geometry: SQUARE(49.601, 25.401, 0.004) });
  return { ahsa, delta };
}

describe.each(['2027-04-14', '2027-08-25'])('the demo trap season of a database created on %s', (day) => {
  let app: FastifyInstance;
  let db: Db;
  afterAll(() => app?.close());

  it('has weekly visits in both regions, real region counts, traps due and its hot spot', async () => {
    ({ app, db } = await buildTestApp({}, { clock: { now: () => new Date(`${day}T07:00:00Z`) } }));
    const owner = await buildTenant(app, db);
    const { ahsa, delta } = await demoPlaces(owner);
    const created = { any: false };
    await db.transaction((tx) => seedDemoTraps(tx as unknown as Db, owner.org.id, created, new Date(`${day}T00:00:00Z`)));
    expect(created.any).toBe(true);

    const rows = await db.select().from(traps).where(eq(traps.orgId, owner.org.id));
    expect(rows).toHaveLength(12);
    for (const trap of rows) {
      const visits = (await db.select().from(trapCatches).where(eq(trapCatches.trapId, trap.id))).map((v) => v.visitDate).sort();
      expect(visits.length).toBeGreaterThanOrEqual(trap.removedOn ? 10 : 14);
      expect(visits[0]! > trap.installedOn).toBe(true);
      expect(visits.at(-1)! <= (trap.removedOn ?? day)).toBe(true);
    }
    const counts = await db.select({ count: trapCatches.count, type: traps.trapType }).from(trapCatches).innerJoin(traps, eq(traps.id, trapCatches.trapId)).where(eq(traps.orgId, owner.org.id));
    for (const c of counts) expect(c.count).toBeLessThanOrEqual(TRAP_MAX_CATCH[c.type]);

    const region = async (id: string) => (await owner.call('GET', `/api/regions/${id}/`)).json().traps_count as number;
    expect([await region(ahsa), await region(delta)]).toEqual([8, 3]);

    const due = (await owner.call('GET', '/api/traps/?status=due&page_size=100')).json().results as TrapRecord[];
    expect(due.map((t) => t.code).sort()).toEqual(['RPW-AHSA-05', 'RPW-AHSA-07', 'RPW-DELTA-02']);

    const weekly = (await owner.call('GET', '/api/traps/weekly/?weeks=16')).json() as TrapWeekly;
    expect(weekly.regions.map((r) => r.region_name)).toEqual(['Al-Ahsa', 'Nile Delta']);
    for (const r of weekly.regions) expect(r.mean_per_trap.filter((m) => m !== null).length).toBeGreaterThanOrEqual(14);

    // The hot spot catches the most weevils of the season; in April's peak it is over the threshold of 5 a week.
    const season = (t: TrapWeekly['traps'][number]) => t.counts.reduce<number>((sum, c) => sum + (c ?? 0), 0);
    const rpw = weekly.traps.filter((t) => t.target_pest === 'red_palm_weevil').sort((a, b) => season(b) - season(a));
    expect(rpw[0]!.code).toBe('RPW-AHSA-03');
    const hotSpot = (await owner.call('GET', '/api/traps/?search=RPW-AHSA-03')).json().results[0] as TrapRecord;
    if (day.slice(5, 7) === '04') expect(hotSpot.over_threshold).toBe(true);
  });
});
