import type { FastifyInstance } from 'fastify';
import proj4 from 'proj4';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { satelliteRefreshRequests, type Db } from '@rayyan/db';
import { SATELLITE_REFRESH_MESSAGE, satelliteFindingsSchema, satelliteImageListSchema, satelliteSeriesSchema, satelliteStatsSchema } from '@rayyan/contracts';
import { StacSatelliteProvider } from '../src/ports/stac-satellite';
import { startStacTestServer, type StacTestServer } from '../src/ports/satellite-fixtures/stac-test-server';
import { fieldIndexStatistics } from '../src/ports/satellite-statistics';
import { buildTestApp, stoppedClock } from './helpers';
import { buildTenant, type Caller, createAdvisoryPivot, createCropFarm, onlySatelliteWorkOf, unique, withTenantApp } from './tenants';

const TODAY = '2026-11-22';
const { clock, daysBefore } = stoppedClock(TODAY);

describe('satellite routes on simulated imagery', () => {
  let app: FastifyInstance;
  let db: Db;
  let caller: Caller;
  let pivotId: string;
  withTenantApp({ caller: {} }, async (built) => {
    ({ app, db, caller } = built);
    pivotId = await createAdvisoryPivot(caller, await createCropFarm(caller), daysBefore(70));
    await onlySatelliteWorkOf(db, caller.org.id, TODAY);
  }, {}, { clock });

  it('answers No Images Found before any ingestion, then the season after a backfill', async () => {
    const empty = await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/images/`);
    expect(empty.json()).toEqual({ results: [] });
    expect((await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/findings/`)).json()).toEqual({ analysed_on: null, simulated: false, findings: [] });
    const none = await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/stats/`);
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toMatchObject({ code: 'satellite_no_images', message: 'No Images Found' });

    const queued = await caller.call('POST', `/api/crop-fields/${pivotId}/satellite/refresh/`, { from: daysBefore(75), to: TODAY } as never);
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toEqual({ message: SATELLITE_REFRESH_MESSAGE });
    await app.jobRegistry.runNow(app.backgroundJobs.satelliteRefresh);

    const images = satelliteImageListSchema.parse((await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/images/`)).json()).results;
    // Every 5 days over 76 days.
    expect(images.length).toBeGreaterThanOrEqual(15);
    expect(images.length).toBeLessThanOrEqual(16);
    expect(images.map((i) => i.image_date)).toEqual([...images.map((i) => i.image_date)].sort().reverse());
    expect(images.every((i) => i.source === 'simulated' && i.simulated && i.resolution_m === 10)).toBe(true);
    const active = images.filter((i) => i.active);
    expect(active).toHaveLength(1);
    expect(active[0]!.image_date).toBe(images.find((i) => i.flag === null)!.image_date);
    expect(images.filter((i) => i.flag === 'cloudy').every((i) => i.clear_fraction < 0.6)).toBe(true);

    const stats = satelliteStatsSchema.parse((await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/stats/`)).json());
    expect(stats).toMatchObject({ index: 'ndvi', image_date: active[0]!.image_date, flag: null, simulated: true });
    // A 400 m pivot is about 5,000 pixels of 10 m.
    expect(stats.pixels).toBeGreaterThan(4_800);
    expect(stats.pixels).toBeLessThan(5_300);
    expect(stats.min!).toBeLessThanOrEqual(stats.p10!);
    expect(stats.p10!).toBeLessThanOrEqual(stats.p50!);
    expect(stats.p90!).toBeLessThanOrEqual(stats.max!);

    const oldest = images[images.length - 1]!.image_date;
    const ndre = satelliteStatsSchema.parse((await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/stats/?index=ndre&date=${oldest}`)).json());
    expect(ndre).toMatchObject({ index: 'ndre', image_date: oldest });

    const series = satelliteSeriesSchema.parse((await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/series/?index=ndvi`)).json());
    expect(series.results.map((s) => s.image_date)).toEqual(images.map((i) => i.image_date).reverse());
    // Sown 70 days ago: the canopy has grown since the bare soil of the first dates.
    const clear = series.results.filter((s) => s.flag === null);
    expect(clear[clear.length - 1]!.mean!).toBeGreaterThan(clear[0]!.mean! + 0.3);

    // The active date's NDVI as a PNG clipped to the border: a 400 m pivot at 10 m is about 80 pixels across, drawn
    // by whole blocks to at most 640 px; the corners outside the circle are transparent, the centre opaque.
    const overlay = await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/overlay/?index=ndvi`);
    expect(overlay.statusCode).toBe(200);
    expect(overlay.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(overlay.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBeGreaterThan(480);
    expect(info.width).toBeLessThanOrEqual(640);
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(2, 2)).toBe(0);
    expect(alphaAt(Math.floor(info.width / 2), Math.floor(info.height / 2))).toBe(255);
    expect((await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/overlay/?index=ndvi&date=2001-01-01`)).statusCode).toBe(404);

    // Findings of the latest clear date: the simulated degraded patch (a circle of about a tenth of the pivot) is a zone.
    const findings = satelliteFindingsSchema.parse((await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/findings/`)).json());
    expect(findings).toMatchObject({ analysed_on: active[0]!.image_date, simulated: true });
    const zones = findings.findings.find((f) => f.kind === 'degraded_zones');
    expect(zones).toMatchObject({ kind: 'degraded_zones', zone_count: 1, analysed_on: active[0]!.image_date });
    if (zones?.kind === 'degraded_zones') {
      expect(zones.percent_of_field).toBeGreaterThan(3);
      expect(zones.percent_of_field).toBeLessThan(25);
      expect(zones.ratio_of_decrease).toBeGreaterThan(0.25);
    }

    // A second run stores nothing twice.
    await caller.call('POST', `/api/crop-fields/${pivotId}/satellite/refresh/`, { from: daysBefore(75), to: TODAY } as never);
    await app.jobRegistry.runNow(app.backgroundJobs.satelliteRefresh);
    expect((await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/images/`)).json().results).toHaveLength(images.length);
    // Two backfills of 16 scenes each: 3 s on a quiet machine, over 60 s on a loaded one (a CI run beside the demo's satellite test).
  }, 120_000);

  it('the daily job ingests every organisation’s fields once a day, with progress', async () => {
    const other = await createAdvisoryPivot(caller, await createCropFarm(caller), daysBefore(30));
    await app.jobRegistry.runNow(app.backgroundJobs.satelliteDaily);
    const images = (await caller.call('GET', `/api/crop-fields/${other}/satellite/images/`)).json().results as { image_date: string }[];
    // The last 10 days: two revisits of 5 days (three when the phase falls on both ends).
    expect(images.length).toBeGreaterThanOrEqual(2);
    expect(images.every((i) => i.image_date >= daysBefore(10) && i.image_date <= TODAY)).toBe(true);
    const run = await app.jobRegistry.latestRun(app.backgroundJobs.satelliteDaily);
    expect(run).toMatchObject({ outcome: 'done' });
    // Claimed for the day: a second run today does nothing, even for a new field.
    const later = await createAdvisoryPivot(caller, await createCropFarm(caller), daysBefore(30));
    await app.jobRegistry.runNow(app.backgroundJobs.satelliteDaily);
    expect((await caller.call('GET', `/api/crop-fields/${later}/satellite/images/`)).json().results).toEqual([]);
  }, 120_000);

  it('refuses bad queries and refresh bodies with field errors, writing nothing', async () => {
    const requests = async () => (await db.select().from(satelliteRefreshRequests).where(eq(satelliteRefreshRequests.cropFieldId, pivotId))).length;
    const before = await requests();
    const cases: Array<[unknown, string, string]> = [
      [{ from: daysBefore(5), to: daysBefore(10) }, 'to', 'end_before_start'],
      [{ from: daysBefore(5) }, 'to', 'required'],
      [{ from: '2024-01-01', to: TODAY }, 'from', 'out_of_range'],
      [{ from: daysBefore(5), to: '2026-12-30' }, 'to', 'out_of_range'],
      [{ from: 'yesterday', to: TODAY }, 'from', 'date_format'],
    ];
    for (const [body, field, code] of cases) {
      const refused = await caller.call('POST', `/api/crop-fields/${pivotId}/satellite/refresh/`, body as never);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.field_codes).toMatchObject({ [field]: code });
    }
    expect(await requests()).toBe(before);
    const badIndex = await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/stats/?index=ndxx`);
    expect(badIndex.statusCode).toBe(400);
    const noDate = await caller.call('GET', `/api/crop-fields/${pivotId}/satellite/stats/?date=2001-01-01`);
    expect(noDate.statusCode).toBe(404);
    const unknownField = await caller.call('GET', `/api/fields/${pivotId}/satellite/images/`);
    expect(unknownField.statusCode).toBe(404);
    // Without a body: the last 30 days.
    const plain = await caller.call('POST', `/api/crop-fields/${pivotId}/satellite/refresh/`);
    expect(plain.statusCode, plain.body).toBe(202);
  });
});

describe('satellite ingestion through the STAC adapter (local test server)', () => {
  let app: FastifyInstance;
  let caller: Caller;
  let server: StacTestServer;
  let farmId: string;
  const UTM29N = '+proj=utm +zone=29 +datum=WGS84 +units=m +no_defs';
  const square = (minX: number, minY: number, maxX: number, maxY: number) => ({
    type: 'Polygon',
    coordinates: [[[minX, minY], [maxX, minY], [maxX, maxY], [minX, maxY], [minX, minY]].map(([x, y]) => proj4(UTM29N, 'EPSG:4326', [x!, y!]))],
  });
  const fieldAt = async (geometry: unknown) => {
    const created = await caller.call('POST', '/api/crop-fields/', { farm_id: farmId, code: unique('S'), name: unique('Scene field'), crop: 'wheat', geometry } as never);
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as string;
  };
  const backfill = async (fieldId: string) => {
    const queued = await caller.call('POST', `/api/crop-fields/${fieldId}/satellite/refresh/`, { from: '2020-02-01', to: '2020-02-29' } as never);
    expect(queued.statusCode).toBe(202);
    await app.jobRegistry.runNow(app.backgroundJobs.satelliteRefresh);
  };

  beforeAll(async () => {
    server = await startStacTestServer();
    const built = await buildTestApp({}, { clock, satellite: new StacSatelliteProvider({ apiUrl: server.apiUrl }) });
    app = built.app;
    caller = await buildTenant(app, built.db);
    const farm = await caller.call('POST', '/api/farms/', { code: unique('F'), name: unique('Farm'), farming_type: 'crop', geometry: square(250_000, 2_780_000, 280_000, 2_799_000) } as never);
    expect(farm.statusCode, farm.body).toBe(201);
    farmId = farm.json().id as string;
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  it('stores the 2020-02-19 image date with the statistics the adapter computes from the scene', async () => {
    const geometry = square(265_970, 2_796_120, 267_910, 2_797_990);
    const fieldId = await fieldAt(geometry);
    await backfill(fieldId);
    const images = (await caller.call('GET', `/api/crop-fields/${fieldId}/satellite/images/`)).json().results;
    expect(images).toEqual([expect.objectContaining({ image_date: '2020-02-19', source: 'stac', simulated: false, scene_id: 'S2A_29RKH_20200219_0_L2A', resolution_m: 100 })]);
    const stats = satelliteStatsSchema.parse((await caller.call('GET', `/api/crop-fields/${fieldId}/satellite/stats/?index=ndvi&date=2020-02-19`)).json());
    const provider = new StacSatelliteProvider({ apiUrl: server.apiUrl });
    const field = { id: fieldId, geometry: geometry as never, hd: false, crop: 'wheat', kind: 'crop' as const, seasons: [] };
    const [scene] = await provider.search(field, '2020-02-19', '2020-02-19');
    const direct = fieldIndexStatistics(await provider.read(scene!, field), 'ndvi');
    expect(stats).toMatchObject({ pixels: direct.pixels, valid_pixels: direct.valid_pixels });
    for (const key of ['mean', 'min', 'max', 'std', 'p10', 'p50', 'p90', 'clear_fraction'] as const) expect(stats[key]).toBeCloseTo(direct[key]!, 9);
    // Thin cirrus over part of the field: its share is the image's clear fraction.
    expect(images[0].clear_fraction).toBeCloseTo(direct.clear_fraction, 9);
  });

  it('keeps a field smaller than one pixel as a flagged date without figures', async () => {
    const fieldId = await fieldAt(square(266_005, 2_797_005, 266_045, 2_797_045));
    await backfill(fieldId);
    const stats = (await caller.call('GET', `/api/crop-fields/${fieldId}/satellite/stats/?date=2020-02-19`)).json();
    expect(stats).toMatchObject({ flag: 'too_small', pixels: 0, valid_pixels: 0, mean: null, p50: null });
    const images = (await caller.call('GET', `/api/crop-fields/${fieldId}/satellite/images/`)).json().results;
    expect(images).toEqual([expect.objectContaining({ image_date: '2020-02-19', flag: 'too_small', active: false })]);
  });

  it('keeps a corrupt scene as an unreadable date and a scene off the field as outside_scene, and stores nothing when the provider fails or finds nothing', async () => {
    server.redBand = 'corrupt';
    const corrupt = await fieldAt(square(268_000, 2_790_000, 269_000, 2_791_000));
    await backfill(corrupt);
    server.redBand = 'normal';
    const images = (await caller.call('GET', `/api/crop-fields/${corrupt}/satellite/images/`)).json().results;
    expect(images).toEqual([expect.objectContaining({ image_date: '2020-02-19', flag: 'unreadable', active: false, clear_fraction: 0 })]);
    const flagged = await caller.call('GET', `/api/crop-fields/${corrupt}/satellite/stats/?date=2020-02-19`);
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json()).toMatchObject({ flag: 'unreadable', mean: null });
    expect((await caller.call('GET', `/api/crop-fields/${corrupt}/satellite/stats/`)).statusCode).toBe(404);

    // The search answers the tile for a field off its edge (as a provider may for a border-touching field): a flagged date.
    const farAway = await caller.call('POST', '/api/farms/', { code: unique('F'), name: unique('Farm'), farming_type: 'crop', geometry: square(590_000, 2_490_000, 610_000, 2_510_000) } as never);
    expect(farAway.statusCode, farAway.body).toBe(201);
    const outside = await caller.call('POST', '/api/crop-fields/', { farm_id: farAway.json().id, code: unique('S'), name: unique('Off the tile'), crop: 'wheat', geometry: square(600_000, 2_500_000, 601_000, 2_501_000) } as never);
    expect(outside.statusCode, outside.body).toBe(201);
    await backfill(outside.json().id);
    expect((await caller.call('GET', `/api/crop-fields/${outside.json().id}/satellite/images/`)).json().results).toEqual([
      expect.objectContaining({ image_date: '2020-02-19', flag: 'outside_scene', active: false }),
    ]);

    server.mode = 'error';
    const failing = await fieldAt(square(270_000, 2_790_000, 271_000, 2_791_000));
    await backfill(failing);
    server.mode = 'empty';
    const empty = await fieldAt(square(272_000, 2_790_000, 273_000, 2_791_000));
    await backfill(empty);
    server.mode = 'normal';
    for (const fieldId of [failing, empty]) {
      const list = await caller.call('GET', `/api/crop-fields/${fieldId}/satellite/images/`);
      expect(list.statusCode).toBe(200);
      expect(list.json().results).toEqual([]);
      const stats = await caller.call('GET', `/api/crop-fields/${fieldId}/satellite/stats/`);
      expect(stats.json().error.message).toBe('No Images Found');
    }
  });
});
