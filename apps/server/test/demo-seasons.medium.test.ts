import { and, eq, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropFields, cropSeasons, farms, growthProfiles, growthProfileStages, irrigationLogs, type Db } from '@rayyan/db';
import { seedDemoCropFarm } from '@rayyan/db/demo-pivots';
import { seedDemoPivotsOn } from './demo-org';
import { buildTestApp } from './helpers';

// Issue #11, demo data of today: a demo created on any day of the year has its pivots' seasons from the Upper Egypt
// crop calendar, every active one between planting and harvest, and the pivots are irrigated on different days.
// Each creation day seeds the demo crop farm into an organisation of its own, with the clock on that day.

const DAYS = ['2027-01-01', '2027-04-01', '2027-07-01', '2027-10-01', '2028-02-29'];
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

describe.each(DAYS)('the demo pivots of a database created on %s', (day) => {
  let app: FastifyInstance;
  let db: Db;
  let orgId: string;

  beforeAll(async () => {
    ({ app, db } = await buildTestApp({}, { clock: { now: () => new Date(`${day}T07:00:00Z`) } }));
    orgId = await seedDemoPivotsOn(db, day);
    const farmIds = (await db.select({ id: farms.id }).from(farms).where(eq(farms.orgId, orgId))).map((f) => f.id);
    for (const farmId of farmIds) expect(await app.weatherJobs.refresh({ farmId })).toBe(1);
    await app.irrigation.calculateAll({ farmIds });
  });
  afterAll(() => app.close());

  it('has every active season between planting and harvest, within its growth profile, and every past season ended', async () => {
    const fields = await db.select().from(cropFields).where(eq(cropFields.orgId, orgId));
    expect(fields.map((f) => f.code).sort()).toEqual(['TA-P1', 'TA-P2', 'TA-P3', 'TA-P4', 'TA-P5']);
    const active = fields.filter((f) => f.seasonState === 'active');
    expect(active.length).toBeGreaterThanOrEqual(2);
    for (const f of fields) {
      const seasons = await db.select().from(cropSeasons).where(eq(cropSeasons.cropFieldId, f.id));
      // Seasons whose end has passed are ended; at most the latest is active, and it is the one the field shows.
      for (const s of seasons) {
        expect(s.plantingDate <= day, f.code).toBe(true);
        if (s.expectedHarvestDate! <= day) expect(s.state, `${f.code} ${s.plantingDate}`).toBe('ended');
        else expect(s.state, `${f.code} ${s.plantingDate}`).toBe('active');
      }
      const latest = seasons.reduce((a, b) => (a.plantingDate > b.plantingDate ? a : b));
      expect([f.seasonState, f.plantingDate, f.expectedHarvestDate], f.code).toEqual([latest.state, latest.plantingDate, latest.expectedHarvestDate]);
    }
    for (const f of active) {
      expect(f.plantingDate! <= day && day < f.expectedHarvestDate!, f.code).toBe(true);
      const status = await app.irrigation.status(orgId, 'crop', f.id);
      expect(status.advice, `${f.code}: ${status.reason}`).not.toBeNull();
      const explanation = status.explanation!;
      expect(explanation.days_after_planting, f.code).toBe(daysBetween(f.plantingDate!, day));
      // The days after planting lie within the season of the growth profile the advice used.
      const [profile] = await db
        .select({ days: sum(growthProfileStages.days).mapWith(Number) })
        .from(growthProfiles)
        .innerJoin(growthProfileStages, eq(growthProfileStages.profileId, growthProfiles.id))
        .where(and(eq(growthProfiles.orgId, orgId), eq(growthProfiles.name, explanation.growth_profile!)));
      expect(explanation.days_after_planting, `${f.code} ${explanation.growth_profile}`).toBeLessThanOrEqual(profile!.days);
    }
  });

  it('gives no advice to a pivot between seasons', async () => {
    const ended = await db.select({ id: cropFields.id, code: cropFields.code }).from(cropFields).where(and(eq(cropFields.orgId, orgId), eq(cropFields.seasonState, 'ended')));
    expect(ended.length).toBeGreaterThanOrEqual(1);
    for (const f of ended) expect(await app.irrigation.status(orgId, 'crop', f.id), f.code).toMatchObject({ advice: null, reason: 'no_active_season' });
  });

  it('irrigates the pivots in season on different days: logged runs and the next advised irrigation', async () => {
    const active = await db.select({ id: cropFields.id, code: cropFields.code }).from(cropFields).where(and(eq(cropFields.orgId, orgId), eq(cropFields.seasonState, 'active')));
    const lastLogged = new Set<string>();
    let logged = 0;
    const next = new Set<string>();
    for (const f of active) {
      const logs = await db.select({ date: irrigationLogs.date }).from(irrigationLogs).where(eq(irrigationLogs.fieldId, f.id));
      if (logs.length) {
        lastLogged.add(logs.map((l) => l.date).sort().at(-1)!);
        logged++;
      }
      for (const l of logs) expect(l.date < day, f.code).toBe(true);
      next.add((await app.irrigation.status(orgId, 'crop', f.id)).advice!.target_irrigation_date);
    }
    console.info(day, 'last logged', [...lastLogged], 'next', [...next]);
    // Fields last run on different days (a season sown a day ago has no run yet), and advised for different days.
    expect(lastLogged.size).toBeGreaterThanOrEqual(Math.min(2, logged));
    expect(next.size).toBeGreaterThanOrEqual(2);
  });

  it('seeds the same farm once', async () => {
    const again = { any: false };
    await db.transaction((tx) => seedDemoCropFarm(tx as unknown as Db, orgId, again, day));
    expect(again.any).toBe(false);
  });
});

describe('the demo organisations’ lists', () => {
  it('have labors, weather alerts and activity to show in both organisations', async () => {
    const { activityLog, DEMO_ORGANISATIONS, labors, organizations, seedDemo, weatherAlerts } = await import('@rayyan/db');
    const { getTestDatabase } = await import('@rayyan/db/testing');
    const database = await getTestDatabase();
    await seedDemo(database);
    expect((await seedDemo(database)).created).toBe(false);
    for (const org of Object.values(DEMO_ORGANISATIONS)) {
      const [{ id }] = (await database.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, org.name))) as [{ id: string }];
      const count = async (table: typeof labors | typeof weatherAlerts | typeof activityLog) => (await database.db.select({ id: table.id }).from(table).where(eq(table.orgId, id))).length;
      expect(await count(labors), org.name).toBeGreaterThanOrEqual(3);
      expect(await count(weatherAlerts), org.name).toBeGreaterThanOrEqual(2);
      expect(await count(activityLog), org.name).toBeGreaterThanOrEqual(3);
    }
  });
});
