import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropFields, satelliteImages, satelliteIndexStats, type Db } from '@rayyan/db';
import { seedDemoImagery } from '@rayyan/db/satellite-seed';
import { seedDemoPivotsOn } from './demo-org';
import { buildTestApp } from './helpers';
import { onlySatelliteWorkOf } from './tenants';

// Issue #13, demo data: the demo pivots get a season of simulated image dates, queued by the seed and filled by
// the satellite refresh job (the server's first pass after it starts).
const DAY = '2027-02-10';

describe('the demo pivots’ simulated imagery', () => {
  let app: FastifyInstance;
  let db: Db;
  let orgId: string;

  beforeAll(async () => {
    ({ app, db } = await buildTestApp({}, { clock: { now: () => new Date(`${DAY}T07:00:00Z`) } }));
    orgId = await seedDemoPivotsOn(db, DAY, (tx, id, created) => seedDemoImagery(tx, [id], created, new Date(`${DAY}T07:00:00Z`)));
    await onlySatelliteWorkOf(db, orgId);
    await app.jobRegistry.runNow(app.backgroundJobs.satelliteRefresh);
  }, 180_000);
  afterAll(() => app.close());

  it('has half a year of dates every 5 days on every pivot, the winter wheat greening since sowing', async () => {
    const pivots = await db.select().from(cropFields).where(eq(cropFields.orgId, orgId));
    expect(pivots).toHaveLength(5);
    for (const pivot of pivots) {
      const images = await db.select().from(satelliteImages).where(eq(satelliteImages.cropFieldId, pivot.id));
      expect(images.length, pivot.code).toBeGreaterThanOrEqual(36);
      expect(images.every((i) => i.source === 'simulated')).toBe(true);
    }
    // Wheat sown in November is a green canopy by February (simulated from its season).
    const wheat = pivots.find((p) => p.crop === 'wheat' && p.seasonState === 'active');
    expect(wheat).toBeDefined();
    const [latest] = await db
      .select({ mean: satelliteIndexStats.mean })
      .from(satelliteImages)
      .innerJoin(satelliteIndexStats, eq(satelliteIndexStats.imageId, satelliteImages.id))
      .where(and(eq(satelliteImages.cropFieldId, wheat!.id), eq(satelliteIndexStats.index, 'ndvi'), isNull(satelliteImages.flag)))
      .orderBy(desc(satelliteImages.imageDate))
      .limit(1);
    expect(latest!.mean!).toBeGreaterThan(0.5);
  });

  it('queues nothing more when seeded again', async () => {
    const created = { any: false };
    await seedDemoImagery(db, [orgId], created, new Date(`${DAY}T07:00:00Z`));
    expect(created.any).toBe(false);
  });
});
