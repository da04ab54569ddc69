import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { kcbFromNdvi } from '@rayyan/agronomy';
import { irrigationStatusSchema } from '@rayyan/contracts';
import type { Db } from '@rayyan/db';
import { seedFao56Profiles } from '@rayyan/db/crop-profiles-seed';
import { insertNdviImage } from './ndvi-image';
import { type Caller, createAdvisoryPivot, createCropFarm, withTenantApp } from './tenants';

let app: FastifyInstance;
let db: Db;
let a: Caller;

withTenantApp({ a: {} }, async (built) => {
  ({ app, db, a } = built);
  // The FAO-56 profiles a new organisation gets: wheat's KC profile has the Table 17 basal Kcb (the dual balance).
  await seedFao56Profiles(db, a.org.id);
});

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

const image = (orgId: string, fieldId: string, date: string, ndvi: number, flag: 'cloudy' | null = null) => insertNdviImage(db, orgId, fieldId, date, ndvi, flag);

const calculate = async (fieldId: string) => {
  const answer = await a.call('POST', `/api/crop-fields/${fieldId}/irrigation/calculate/`);
  expect(answer.statusCode, answer.body).toBe(200);
  return irrigationStatusSchema.parse(answer.json());
};

/** Issue #13: the dual balance's basal Kcb comes from the latest clear image's NDVI (Campos et al. 2010). */
describe('the advice’s basal Kcb', () => {
  it('follows the table’s curve without a recent clear image, then the Kcb of the image’s NDVI, named by its date', async () => {
    const farmId = await createCropFarm(a);
    // A wheat pivot sown 40 days ago: FAO-56's winter wheat is still in its long development stage, Kcb low.
    const fieldId = await createAdvisoryPivot(a, farmId, daysAgo(40));
    expect(await app.weatherJobs.refresh({ farmId })).toBe(1);

    const table = await calculate(fieldId);
    expect(table.explanation).toMatchObject({ kcb_source: 'table', kcb_image_date: null, kcb_from_image: null });
    expect(table.explanation!.kcb).toBeLessThan(0.9);

    // Too old (a month) and cloudy images do not drive the Kcb; the clear one of 6 days ago does, with its cover.
    await image(a.org.id, fieldId, daysAgo(30), 0.3);
    expect((await calculate(fieldId)).explanation!.kcb_source).toBe('table');
    await image(a.org.id, fieldId, daysAgo(6), 0.75);
    await image(a.org.id, fieldId, daysAgo(1), 0.2, 'cloudy');
    const imaged = await calculate(fieldId);
    // Kcb = 1.44 × 0.75 − 0.10 = 0.98 (below the wheat's Kcb mid, so not bounded).
    expect(kcbFromNdvi(0.75)).toBeCloseTo(0.98, 12);
    expect(imaged.explanation).toMatchObject({ kcb_source: 'image', kcb_image_date: daysAgo(6), kcb_from_image: 0.98, kcb: 0.98 });
    expect(imaged.advice).toMatchObject({ vegetation_cover_source: 'satellite', vegetation_cover_date: daysAgo(6) });
    // The green canopy the image saw transpires more than the table's young crop.
    expect(imaged.explanation!.transpiration_mm!).toBeGreaterThan(table.explanation!.transpiration_mm!);
  });
});
