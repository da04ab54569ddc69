import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { vegetationCoverFromNdvi } from '@rayyan/agronomy';
import { irrigationStatusSchema } from '@rayyan/contracts';
import type { Db } from '@rayyan/db';
import { insertNdviImage } from './ndvi-image';
import { type Caller, createAdvisoryPivot, createCropFarm, withTenantApp } from './tenants';

let app: FastifyInstance;
let db: Db;
let a: Caller;
let b: Caller;

withTenantApp({ a: {}, b: {} }, (built) => ({ app, db, a, b } = built));

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

const image = (orgId: string, fieldId: string, date: string, ndvi: number, flag: 'cloudy' | null = null) => insertNdviImage(db, orgId, fieldId, date, ndvi, flag);

const advice = async (caller: Caller, fieldId: string) => {
  const answer = await caller.call('POST', `/api/crop-fields/${fieldId}/irrigation/calculate/`);
  expect(answer.statusCode, answer.body).toBe(200);
  return irrigationStatusSchema.parse(answer.json()).advice!;
};

/** Issue #11: the data quality follows the vegetation cover, measured by the satellite once it is. */
describe('the advice’s data quality', () => {
  it('is estimated from the crop stage without a recent clear image, then follows the cover the satellite measured', async () => {
    const farmId = await createCropFarm(a);
    const fieldId = await createAdvisoryPivot(a, farmId, daysAgo(40));
    expect(await app.weatherJobs.refresh({ farmId })).toBe(1);

    const estimated = await advice(a, fieldId);
    expect(estimated).toMatchObject({ vegetation_cover_source: 'crop_stage', vegetation_cover_date: null });
    expect(estimated.vegetation_cover_pct).toBeGreaterThanOrEqual(0);

    // An image of a month ago is too old to speak for today; one of 6 days ago is used; a newer cloudy one is not.
    await image(a.org.id, fieldId, daysAgo(30), 0.2);
    expect((await advice(a, fieldId)).vegetation_cover_source).toBe('crop_stage');
    await image(a.org.id, fieldId, daysAgo(6), 0.8);
    await image(a.org.id, fieldId, daysAgo(1), 0.3, 'cloudy');
    const measured = await advice(a, fieldId);
    expect(measured).toMatchObject({ vegetation_cover_source: 'satellite', vegetation_cover_date: daysAgo(6), data_quality: 'excellent' });
    expect(measured.vegetation_cover_pct).toBeCloseTo(vegetationCoverFromNdvi(0.8), 1);

    // Another organisation's imagery of its own field says nothing of this one.
    const otherFarm = await createCropFarm(b);
    const otherField = await createAdvisoryPivot(b, otherFarm, daysAgo(40));
    await image(b.org.id, otherField, daysAgo(2), 0.18);
    expect((await advice(a, fieldId)).vegetation_cover_date).toBe(daysAgo(6));
  });
});
