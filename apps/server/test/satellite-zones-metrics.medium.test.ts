import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { kcbFromNdvi } from '@rayyan/agronomy';
import { satelliteMetricsSchema, satelliteStatsSchema, satelliteZonesSchema, type SatelliteZones } from '@rayyan/contracts';
import type { Db } from '@rayyan/db';
import { stoppedClock } from './helpers';
import { type Caller, createAdvisoryPivot, createCropFarm, onlySatelliteWorkOf, unique, withTenantApp } from './tenants';

// Issue #13: management zones (k-means of the season's NDVI, polygons clipped to the border) and crop metrics of an
// image date, on simulated imagery of a 400 m pivot.
const TODAY = '2026-11-22';
const { clock, daysBefore } = stoppedClock(TODAY);

describe('satellite zones and metrics', () => {
  let app: FastifyInstance;
  let caller: Caller;
  let db: Db;
  let farmId: string;
  let pivotId: string;
  const zonesOf = async (id: string, query = ''): Promise<SatelliteZones> => {
    const answer = await caller.call('GET', `/api/crop-fields/${id}/satellite/zones/${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return satelliteZonesSchema.parse(answer.json());
  };
  const backfill = async (id: string) => {
    expect((await caller.call('POST', `/api/crop-fields/${id}/satellite/refresh/`, { from: daysBefore(55), to: TODAY } as never)).statusCode).toBe(202);
    await onlySatelliteWorkOf(db, caller.org.id);
    await app.jobRegistry.runNow(app.backgroundJobs.satelliteRefresh);
  };

  withTenantApp({ caller: {} }, async (built) => {
    ({ app, caller, db } = built);
    farmId = await createCropFarm(caller);
    pivotId = await createAdvisoryPivot(caller, farmId, daysBefore(70));
  }, {}, { clock });

  it('answers no zone and no figure before there is a clear image', async () => {
    expect(await zonesOf(pivotId)).toMatchObject({ status: 'no_clear_image', zones: [], dates: [], zone_count: 3 });
    expect((await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/metrics/`)).statusCode).toBe(404);
  });

  it('classes the pivot into 3 zones by default (4 or 5 on request), lowest first, covering its clear pixels, as polygons inside the border', async () => {
    await backfill(pivotId);
    const zones = await zonesOf(pivotId);
    expect(zones).toMatchObject({ status: 'ok', index: 'ndvi', zone_count: 3, simulated: true, resolution_m: 10 });
    expect(zones.zones.map((z) => z.zone)).toEqual([1, 2, 3]);
    expect(zones.dates.length).toBeGreaterThanOrEqual(2);
    expect(zones.dates.every((d) => d >= daysBefore(45 + 10))).toBe(true);
    const means = zones.zones.map((z) => z.mean);
    expect(means).toEqual([...means].sort((a, b) => a - b));
    expect(zones.zones.reduce((s, z) => s + z.pixels, 0)).toBe(zones.valid_pixels);
    expect(zones.zones.reduce((s, z) => s + z.percent_of_field, 0)).toBeCloseTo((100 * zones.valid_pixels) / zones.field_pixels, 6);
    for (const zone of zones.zones) {
      expect(zone.area_m2).toBe(zone.pixels * 100);
      expect(zone.geometry.coordinates.length).toBeGreaterThan(0);
      // Every vertex within the pivot's circle (400 m around 22.75 N 31.15 E), give or take a pixel's rounding.
      for (const [lng, lat] of zone.geometry.coordinates.flat(2) as [number, number][]) {
        const dx = (lng - 31.15) * 111_320 * Math.cos((22.75 * Math.PI) / 180);
        const dy = (lat - 22.75) * 110_574;
        expect(Math.hypot(dx, dy)).toBeLessThan(402);
      }
    }
    expect(await zonesOf(pivotId)).toEqual(zones);
    expect((await zonesOf(pivotId, '?zones=5&index=ndre')).zones.map((z) => z.zone)).toEqual([1, 2, 3, 4, 5]);
    for (const bad of ['?zones=2', '?zones=6', '?zones=four', '?index=lai']) {
      const refused = await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/zones/${bad}`);
      expect(refused.statusCode, bad).toBe(400);
    }
  }, 120_000);

  it('refuses zones, with no figure, on a field with too few clear pixels', async () => {
    const small = await caller.call('POST', '/api/crop-fields/', {
      farm_id: farmId,
      code: unique('C'),
      name: unique('Small'),
      crop: 'wheat',
      irrigation_type: 'center_pivot',
      pivot: { center: { lat: 22.752, lng: 31.152 }, radius_m: 30 },
    } as never);
    expect(small.statusCode, small.body).toBe(201);
    await backfill(small.json().id);
    const zones = await zonesOf(small.json().id);
    expect(zones).toMatchObject({ status: 'too_few_clear_pixels', zones: [] });
    expect(zones.valid_pixels).toBeLessThan(30);
  });

  it('computes the active date’s metrics from its NDVI and NDRE and the simulated weather, each by its model', async () => {
    const metrics = satelliteMetricsSchema.parse((await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/metrics/`)).json());
    const ndvi = satelliteStatsSchema.parse((await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/stats/?index=ndvi`)).json());
    const ndre = satelliteStatsSchema.parse((await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/stats/?index=ndre`)).json());
    expect(metrics).toMatchObject({ image_date: ndvi.image_date, flag: null, simulated: true, weather_simulated: true });
    expect(metrics.vegetation_index_pct).toBeCloseTo(ndvi.mean! * 100, 1);
    expect(metrics.kcb).toBeCloseTo(kcbFromNdvi(ndvi.mean!), 3);
    expect(metrics.nitrogen_sufficiency_index).toBeCloseTo(ndre.mean! / ndre.p90!, 3);
    expect(metrics.et0_mm!).toBeGreaterThan(0);
    expect(metrics.transpiration_mm).toBeCloseTo(metrics.kcb! * metrics.et0_mm!, 1);
    expect(metrics.dry_matter_kg_ha_day!).toBeGreaterThan(0);
    // Sown 70 days ago: dry matter added up since the bare soil of the first dates.
    expect(metrics.dry_matter_cumulative_kg_ha!).toBeGreaterThan(metrics.dry_matter_kg_ha_day!);
    expect(metrics.dry_matter_cumulative_t).toBeCloseTo((metrics.dry_matter_cumulative_kg_ha! * 50.3) / 1000, -1);

    const images = (await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/images/`)).json().results as { image_date: string; flag: string | null }[];
    const flagged = images.find((i) => i.flag !== null);
    if (flagged) {
      const none = satelliteMetricsSchema.parse((await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/metrics/?date=${flagged.image_date}`)).json());
      expect(none).toMatchObject({ flag: flagged.flag, kcb: null, vegetation_index_pct: null, dry_matter_kg_ha_day: null, et0_mm: null });
    }
    expect((await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/metrics/?date=2001-01-01`)).statusCode).toBe(404);
    expect((await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/metrics/?date=yesterday`)).statusCode).toBe(400);
  });
});
