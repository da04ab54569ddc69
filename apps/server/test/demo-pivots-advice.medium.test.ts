import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropFields, farms, organizations, type Db } from '@rayyan/db';
import { buildTestApp } from './helpers';

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  const built = await buildTestApp();
  app = built.app;
  db = built.db;
  const { seedDemo } = await import('@rayyan/db');
  await seedDemo(built.database);
});
afterAll(() => app.close());

describe('advice of the demo pivots', () => {
  it('runs every demo pivot with an active season at a speed setting, and gives the ended one no advice', async () => {
    const { DEMO_ORGANISATIONS } = await import('@rayyan/db');
    const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, DEMO_ORGANISATIONS.crop.name));
    const farmIds = (await db.select({ id: farms.id }).from(farms).where(eq(farms.orgId, org!.id))).map((f) => f.id);
    for (const farmId of farmIds) expect(await app.weatherJobs.refresh({ farmId })).toBe(1);
    const pivots = await db
      .select({ id: cropFields.id, code: cropFields.code, state: cropFields.seasonState, planted: cropFields.plantingDate, m2: cropFields.areaM2 })
      .from(cropFields)
      .where(eq(cropFields.orgId, org!.id));
    expect(pivots.length).toBeGreaterThanOrEqual(4);
    const active = pivots.filter((p) => p.state === 'active');
    expect(await app.irrigation.calculateAll({ farmIds })).toBe(active.length);

    let advised = 0;
    for (const p of pivots) {
      const status = await app.irrigation.status(org!.id, 'crop', p.id);
      if (p.state !== 'active') {
        expect(status, p.code).toMatchObject({ advice: null, reason: 'no_active_season' });
        continue;
      }
      if (status.reason === 'before_planting') continue;
      advised++;
      const advice = status.advice!;
      const run = advice.pivot_run!;
      expect(run, p.code).not.toBeNull();
      // A realistic pivot: 4-15 mm/day gross, 20-30 h a revolution at 100 %.
      expect(run.capacity_mm_day, p.code).toBeGreaterThanOrEqual(4);
      expect(run.capacity_mm_day, p.code).toBeLessThanOrEqual(15);
      expect(run.hours_per_revolution_at_100).toBeGreaterThanOrEqual(20);
      expect(run.hours_per_revolution_at_100).toBeLessThanOrEqual(30);
      // The gross depth, the speed that applies it, the hours of a revolution at that speed, the passes and sectors.
      expect(advice.required_water_mm).toBeGreaterThan(0);
      expect(run.speed_pct).toBeGreaterThanOrEqual(10);
      expect(run.speed_pct).toBeLessThanOrEqual(100);
      expect(run.hours_per_revolution).toBeCloseTo(run.hours_per_revolution_at_100 / (run.speed_pct / 100), 1);
      expect(run.passes).toBeGreaterThanOrEqual(1);
      expect(run.passes * run.depth_per_pass_mm).toBeCloseTo(run.applied_mm, 0);
      expect(run.applied_mm).toBeGreaterThanOrEqual(advice.required_water_mm - 0.1);
      expect(run.hours_per_sector).toBeCloseTo(run.hours_per_revolution / 4, 1);
      // Hours of all passes = the applied volume over the pump's flow.
      expect(run.total_hours).toBeCloseTo((run.applied_mm * p.m2) / 1000 / run.capacity_m3_h, 0);
    }
    expect(advised).toBeGreaterThanOrEqual(1);
  });
});
