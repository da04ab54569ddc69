import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fieldMapSchema } from '@rayyan/contracts';
import { describe, expect, it } from 'vitest';
import { activityLog, cropFields, farms, organizations, treeFields, type Db } from '@rayyan/db';
import { geodesicAreaM2, parseBoundaryFile, pivotCircle, toKml } from '../src/modules/geography/geo-import';
import { rect, shapefileZip, WGS84_PRJ } from '../src/modules/geography/geo-import/test-fixtures';
import { buildTenant, type Caller, multipartFile, readXlsx, unique, withTenantApp } from './tenants';

/** ~4.1 km × 4.4 km rectangle near Toshka (≈ 4,300 feddan), large enough for several pivots. */
const TOSHKA = rect(31.13, 22.73, 31.17, 22.77);
const BOW_TIE = {
  type: 'Polygon',
  coordinates: [
    [
      [31.14, 22.74],
      [31.15, 22.75],
      [31.15, 22.74],
      [31.14, 22.75],
      [31.14, 22.74],
    ],
  ],
};

let app: FastifyInstance;
let db: Db;
let a: Caller;

withTenantApp({ a: {} }, (built) => ({ app, db, a } = built));

async function createFarm(caller: Caller, overrides: Record<string, unknown> = {}) {
  const response = await caller.call('POST', '/api/farms/', {
    code: unique('F'),
    name: unique('Farm'),
    farming_type: 'crop',
    geometry: TOSHKA,
    ...overrides,
  } as never);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('farms and fields', () => {
  it('creates a farm and three fields (one pivot) with PostGIS areas, flags overlaps and refuses borders outside the farm', async () => {
    const farm = await createFarm(a);
    const expectedFarmM2 = (await db.execute<{ m2: number }>(
      // Independent figure from PostGIS for the same rectangle.
      `SELECT ST_Area(ST_GeomFromGeoJSON('${JSON.stringify(TOSHKA)}')::geography) AS m2` as never,
    )) as unknown as { rows: { m2: number }[] };
    expect(farm.area_m2).toBeCloseTo(Number(expectedFarmM2.rows[0]!.m2), 0);
    // The area shown before saving (drawn or previewed) is the one stored: the same ellipsoid, to a square centimetre.
    expect(geodesicAreaM2(TOSHKA as never)).toBeCloseTo(Number(expectedFarmM2.rows[0]!.m2), 2);
    const field = rect(31.1412, 22.7412, 31.1431, 22.7436);
    const [storedField] = ((await db.execute(`SELECT ST_Area(ST_GeomFromGeoJSON('${JSON.stringify(field)}')::geography) AS m2` as never)) as unknown as { rows: { m2: number }[] }).rows;
    expect(geodesicAreaM2(field as never)).toBeCloseTo(Number(storedField!.m2), 2);
    expect(farm.area_feddan).toBeCloseTo(farm.area_m2 / 4200.83, 2);
    expect(farm.area_hectare).toBeCloseTo(farm.area_m2 / 10_000, 2);
    expect(farm.center.lat).toBeGreaterThan(22.73);
    expect(farm.center.lng).toBeLessThan(31.17);
    expect(farm.zoom).toBe(15);

    // A 400 m pivot: π·400² m² ≈ 119.6 feddan (128-gon 0.04 % smaller, ellipsoid vs sphere a little more).
    const pivot = await a.call('POST', '/api/crop-fields/', {
      farm_id: farm.id,
      code: unique('P'),
      name: 'Pivot 1',
      crop: 'wheat',
      pivot: { center: { lat: 22.745, lng: 31.145 }, radius_m: 400 },
    } as never);
    expect(pivot.statusCode, pivot.body).toBe(201);
    expect(pivot.json().area_feddan).toBeGreaterThan(119.0);
    expect(pivot.json().area_feddan).toBeLessThan(120.2);
    expect(pivot.json().mappable_area_feddan).toBe(pivot.json().area_feddan);
    expect(pivot.json().irrigation_type).toBe('center_pivot');
    expect(pivot.json().pivot).toEqual({ center: { lat: 22.745, lng: 31.145 }, radius_m: 400 });

    const square = rect(31.155, 22.755, 31.165, 22.765);
    const second = await a.call('POST', '/api/crop-fields/', { farm_id: farm.id, code: unique('S'), name: 'Square', crop: 'maize', geometry: square } as never);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().overlapping_field_ids).toEqual([]);

    // Overlaps the square by a quarter: allowed, flagged on both.
    const third = await a.call('POST', '/api/crop-fields/', {
      farm_id: farm.id,
      code: unique('O'),
      name: 'Overlap',
      crop: 'potato',
      geometry: rect(31.16, 22.76, 31.169, 22.769),
    } as never);
    expect(third.statusCode, third.body).toBe(201);
    expect(third.json().overlapping_field_ids).toEqual([second.json().id]);
    expect((await a.call('GET', `/api/crop-fields/${second.json().id}/`)).json().overlapping_field_ids).toEqual([third.json().id]);
    expect((await a.call('GET', `/api/crop-fields/${pivot.json().id}/`)).json().overlapping_field_ids).toEqual([]);

    const detail = (await a.call('GET', `/api/farms/${farm.id}/`)).json();
    expect(detail.fields_count).toBe(3);
    const list = (await a.call('GET', `/api/crop-fields/?farm_id=${farm.id}&page_size=10`)).json();
    expect(list.count).toBe(3);
    // A list row leaves the border and the overlaps out (the map and the record carry them).
    const listed = list.results.find((f: { id: string }) => f.id === third.json().id);
    expect(listed).not.toHaveProperty('geometry');
    expect(listed).not.toHaveProperty('overlapping_field_ids');
    expect(listed).toMatchObject({ code: third.json().code, area_m2: third.json().area_m2 });
    expect((await a.call('GET', `/api/crop-fields/${third.json().id}/`)).json().geometry).toEqual(third.json().geometry);

    // Outside the farm: refused, nothing written.
    const before = (await db.select().from(cropFields).where(eq(cropFields.farmId, farm.id))).length;
    const outside = await a.call('POST', '/api/crop-fields/', {
      farm_id: farm.id,
      code: unique('X'),
      name: 'Outside',
      crop: 'wheat',
      geometry: rect(31.165, 22.765, 31.18, 22.78),
    } as never);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.code).toBe('field_outside_farm');
    expect(outside.json().error.message).toBe('The field must lie inside its farm.');
    expect((await db.select().from(cropFields).where(eq(cropFields.farmId, farm.id))).length).toBe(before);

    // A farm with fields cannot be deleted.
    const del = await a.call('DELETE', `/api/farms/${farm.id}/`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.code).toBe('farm_has_fields');
  });

  it('counts the farms of each region', async () => {
    const region = await a.call('POST', '/api/regions/', { name: unique('Region'), code: unique('R') } as never);
    expect(region.statusCode, region.body).toBe(201);
    const regionId = region.json().id as string;
    await createFarm(a, { region_id: regionId });
    await createFarm(a, { region_id: regionId, geometry: rect(31.3, 22.9, 31.31, 22.91) });
    const found = (await a.call('GET', `/api/regions/${regionId}/`)).json();
    expect(found.farms_count).toBe(2);
    const listed = (await a.call('GET', `/api/regions/?search=${encodeURIComponent(found.name)}`)).json();
    expect(listed.results[0].farms_count).toBe(2);
  });

  it('tree fields: spots, trees and the farm-type rule', async () => {
    const farm = await createFarm(a, { farming_type: 'tree' });
    const response = await a.call('POST', '/api/fields/', {
      farm_id: farm.id,
      code: unique('T'),
      name: 'Palms 1',
      rows: 20,
      columns: 30,
      blocked_spots: 10,
      plants_per_spot: 1,
      tree_type: 'date_palm',
      varieties: ['Khalas'],
      geometry: rect(31.14, 22.74, 31.145, 22.745),
    } as never);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ number_of_spots: 600, free_spots: 590, max_trees: 590, farm_code: farm.code });
    // A crop field cannot go into a tree farm.
    const wrong = await a.call('POST', '/api/crop-fields/', { farm_id: farm.id, code: unique('W'), name: 'W', crop: 'wheat', geometry: rect(31.14, 22.74, 31.141, 22.741) } as never);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.farm_id).toBe('Please select Farm');
    const update = await a.call('PATCH', `/api/fields/${response.json().id}/`, { rows: 10 } as never);
    expect(update.json().number_of_spots).toBe(300);
  });

  it('refuses missing and broken borders with the spec texts and the problem location', async () => {
    const noFarmGeometry = await a.call('POST', '/api/farms/', { code: unique('F'), name: 'No border', farming_type: 'tree' } as never);
    expect(noFarmGeometry.statusCode).toBe(400);
    expect(noFarmGeometry.json().error.fields.geometry).toBe('You should draw a farm before');
    const noField = await a.call('POST', '/api/fields/', { code: unique('F'), name: 'x' } as never);
    expect(noField.json().error.fields).toMatchObject({ farm_id: 'Please select Farm', geometry: 'You should draw a field before' });

    const bowTie = await a.call('POST', '/api/farms/', { code: unique('F'), name: 'Bow tie', farming_type: 'tree', geometry: BOW_TIE } as never);
    expect(bowTie.statusCode).toBe(400);
    expect(bowTie.json().error.code).toBe('self_intersection');
    expect(bowTie.json().error.location).toHaveLength(2);
    expect(bowTie.json().error.location[0]).toBeCloseTo(31.145, 3);
    expect(bowTie.json().error.location[1]).toBeCloseTo(22.745, 3);

    // Two parcels of a cadastral file meeting at one corner are a valid border, stored with both parts' area.
    const corner = { type: 'MultiPolygon', coordinates: [rect(31.13, 22.73, 31.14, 22.74).coordinates, rect(31.14, 22.74, 31.15, 22.75).coordinates] };
    const touching = await a.call('POST', '/api/farms/', { code: unique('F'), name: 'Two parcels', farming_type: 'crop', geometry: corner } as never);
    expect(touching.statusCode, touching.body).toBe(201);
    expect(touching.json().geometry.coordinates).toHaveLength(2);
    const overlapping = { type: 'MultiPolygon', coordinates: [rect(31.13, 22.73, 31.14, 22.74).coordinates, rect(31.14, 22.735, 31.15, 22.745).coordinates] };
    expect((await a.call('POST', '/api/farms/', { code: unique('F'), name: 'Shared edge', farming_type: 'crop', geometry: overlapping } as never)).json().error.code).toBe('self_intersection');

    const code = unique('DUP');
    await createFarm(a, { code });
    const dup = await a.call('POST', '/api/farms/', { code, name: 'Again', farming_type: 'crop', geometry: TOSHKA } as never);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.code).toBe('duplicate_code');
  });

  it('refuses farms and fields beyond the contract with limit_exceeded and writes nothing', async () => {
    const tenant = await buildTenant(app, db);
    const farm = await createFarm(tenant);
    await tenant.call('POST', '/api/crop-fields/', { farm_id: farm.id, code: unique('C'), name: 'One', crop: 'wheat', geometry: rect(31.14, 22.74, 31.145, 22.745) } as never);
    await db.update(organizations).set({ contractedFields: 1, contractedAreaFeddan: Math.ceil(farm.area_feddan) + 10 }).where(eq(organizations.id, tenant.org.id));
    const activityBefore = (await db.select().from(activityLog).where(eq(activityLog.orgId, tenant.org.id))).length;

    const field = await tenant.call('POST', '/api/crop-fields/', { farm_id: farm.id, code: unique('C'), name: 'Two', crop: 'wheat', geometry: rect(31.15, 22.75, 31.155, 22.755) } as never);
    expect(field.statusCode).toBe(403);
    expect(field.json().error.code).toBe('limit_exceeded');
    const secondFarm = await tenant.call('POST', '/api/farms/', { code: unique('F'), name: 'Too big', farming_type: 'crop', geometry: TOSHKA } as never);
    expect(secondFarm.statusCode).toBe(403);
    expect(secondFarm.json().error.code).toBe('limit_exceeded');

    expect((await db.select().from(cropFields).where(eq(cropFields.orgId, tenant.org.id))).length).toBe(1);
    expect((await db.select().from(farms).where(eq(farms.orgId, tenant.org.id))).length).toBe(1);
    expect((await db.select().from(activityLog).where(eq(activityLog.orgId, tenant.org.id))).length).toBe(activityBefore);
    // The organisation's usage shows the geography counters.
    const usage = await db.select().from(treeFields).where(eq(treeFields.orgId, tenant.org.id));
    expect(usage).toHaveLength(0);
  });

  it('crop seasons: start, edit, end and history', async () => {
    const farm = await createFarm(a);
    const field = (
      await a.call('POST', '/api/crop-fields/', { farm_id: farm.id, code: unique('S'), name: 'Season', crop: 'wheat', geometry: rect(31.14, 22.74, 31.145, 22.745) } as never)
    ).json();
    const started = await a.call('POST', `/api/crop-fields/${field.id}/season/`, { season: 'winter', planting_date: '2025-11-15', expected_yield_ton: 3 } as never);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ season: 'winter', season_state: 'active', planting_date: '2025-11-15', expected_yield_ton: 3 });
    expect(started.json().plant_age_days).toBeGreaterThan(0);
    const again = await a.call('POST', `/api/crop-fields/${field.id}/season/`, { season: 'spring', planting_date: '2026-03-01' } as never);
    expect(again.statusCode).toBe(409);
    const edited = await a.call('PATCH', `/api/crop-fields/${field.id}/season/`, { expected_harvest_date: '2026-04-20' } as never);
    expect(edited.json().expected_harvest_date).toBe('2026-04-20');
    const ended = await a.call('POST', `/api/crop-fields/${field.id}/end-season/`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().season_state).toBe('ended');
    expect((await a.call('POST', `/api/crop-fields/${field.id}/end-season/`)).statusCode).toBe(409);
    const history = (await a.call('GET', `/api/crop-fields/${field.id}/seasons/`)).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ season: 'winter', state: 'ended', crop: 'wheat', expected_harvest_date: '2026-04-20' });
    expect(history[0].ended_at).not.toBeNull();
  });

  it('exports farms and fields as GeoJSON, KML (parsed back) and xlsx', async () => {
    const farm = await createFarm(a);
    await a.call('POST', '/api/crop-fields/', { farm_id: farm.id, code: unique('E'), name: 'Exported', crop: 'alfalfa', pivot: { center: { lat: 22.75, lng: 31.15 }, radius_m: 300 } } as never);

    const geojson = await a.call('GET', `/api/crop-fields/export/?format=geojson&farm_id=${farm.id}`);
    expect(geojson.statusCode).toBe(200);
    const collection = JSON.parse(geojson.body);
    expect(collection.features).toHaveLength(1);
    expect(collection.features[0].properties).toMatchObject({ name: 'Exported', crop: 'alfalfa', crop_name: 'Alfalfa hay, averaged cuttings', crop_name_ar: expect.stringMatching(/برسيم/) });
    expect(collection.features[0].properties.area_feddan).toBeGreaterThan(67);

    const kml = await a.call('GET', `/api/farms/export/?format=kml&search=${encodeURIComponent(farm.code)}`);
    expect(kml.statusCode).toBe(200);
    const parsed = parseBoundaryFile({ fileName: 'farms.kml', bytes: new Uint8Array(kml.rawPayload) });
    expect(parsed.format).toBe('kml');
    expect(parsed.features).toHaveLength(1);
    expect(parsed.features[0]!.name).toBe(farm.name);
    expect(parsed.features[0]!.geometry).toEqual(farm.geometry);

    const xlsx = await a.call('GET', `/api/fields/export/?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect((await readXlsx(xlsx.rawPayload))[0]).toContain('area_feddan');
  });
});

describe('editing a farm border (PATCH /api/farms/{id}/)', () => {
  it('refuses a border that would leave existing fields outside with 400 field_outside_farm naming them, saving nothing', async () => {
    const farm = await createFarm(a);
    const west = await a.call('POST', '/api/crop-fields/', { farm_id: farm.id, code: unique('W'), name: 'West', crop: 'wheat', geometry: rect(31.135, 22.74, 31.14, 22.745) } as never);
    const east = await a.call('POST', '/api/crop-fields/', { farm_id: farm.id, code: unique('E'), name: 'East', crop: 'wheat', geometry: rect(31.16, 22.74, 31.165, 22.745) } as never);
    expect(west.statusCode, west.body).toBe(201);
    expect(east.statusCode, east.body).toBe(201);

    // The eastern half cut off: the east field would lie outside.
    const cut = await a.call('PATCH', `/api/farms/${farm.id}/`, { geometry: rect(31.13, 22.73, 31.15, 22.77), name: 'Renamed' } as never);
    expect(cut.statusCode, cut.body).toBe(400);
    const error = cut.json().error;
    expect(error.code).toBe('field_outside_farm');
    expect(error.fields.geometry).toContain(east.json().code);
    expect(error.fields.geometry).not.toContain(west.json().code);
    expect(error.fields.field_ids).toBe(east.json().id);
    const after = (await a.call('GET', `/api/farms/${farm.id}/`)).json();
    expect(after.geometry).toEqual(farm.geometry);
    expect(after.name).toBe(farm.name);
    expect(after.area_m2).toBe(farm.area_m2);

    // A border that still holds both fields (smaller, so no contract growth) is saved.
    const shrunk = await a.call('PATCH', `/api/farms/${farm.id}/`, { geometry: rect(31.133, 22.735, 31.168, 22.765) } as never);
    expect(shrunk.statusCode, shrunk.body).toBe(200);
    expect(shrunk.json().area_m2).toBeLessThan(farm.area_m2);

    // Details alone skip the border check; a farm without fields may take any border.
    expect((await a.call('PATCH', `/api/farms/${farm.id}/`, { name: 'Only the name' } as never)).statusCode).toBe(200);
    const empty = await createFarm(a);
    expect((await a.call('PATCH', `/api/farms/${empty.id}/`, { geometry: rect(31.13, 22.73, 31.14, 22.74) } as never)).statusCode).toBe(200);
  });

  it('GET /api/crop-fields/map/ gives every field border of the organisation in one call, or one farm\'s', async () => {
    const farm = await createFarm(a);
    const made = await a.call('POST', '/api/crop-fields/', { farm_id: farm.id, code: unique('M'), name: 'Mapped', crop: 'wheat', geometry: rect(31.135, 22.74, 31.14, 22.745) } as never);
    expect(made.statusCode, made.body).toBe(201);
    const all = (await a.call('GET', '/api/crop-fields/map/')).json();
    expect(all.count).toBe(all.results.length);
    expect(all.results.map((f: { id: string }) => f.id)).toContain(made.json().id);
    const one = (await a.call('GET', `/api/crop-fields/map/?farm_id=${farm.id}`)).json();
    expect(one.results).toEqual([
      expect.objectContaining({ id: made.json().id, farm_id: farm.id, name: 'Mapped', season_state: null, geometry: expect.objectContaining({ type: 'Polygon' }), area_m2: made.json().area_m2 }),
    ]);
    // The database writes this answer's JSON itself: it holds to the contract, with the record's own areas.
    expect(fieldMapSchema.parse(one).results[0]).toMatchObject({ area_feddan: made.json().area_feddan, area_hectare: made.json().area_hectare });
    expect((await a.call('GET', '/api/crop-fields/map/?farm_id=00000000-0000-4000-8000-000000000000')).json()).toEqual({ count: 0, results: [] });
  });
});

describe('POST /api/geometry/parse/', () => {
  it('previews a KML and a zipped shapefile with areas and problems, writing nothing', async () => {
    const countRows = async () => (await db.select().from(farms)).length + (await db.select().from(cropFields)).length;
    const before = await countRows();
    const kml = toKml([
      { name: 'Pivot', geometry: pivotCircle({ center: [31.15, 22.75], radiusM: 400 }) },
      { name: 'Broken', geometry: BOW_TIE as never },
    ]);
    const kmlUpload = multipartFile(Buffer.from(kml), 'borders.kml', 'application/vnd.google-earth.kml+xml');
    const kmlPreview = await a.call('POST', '/api/geometry/parse/', kmlUpload.payload, kmlUpload.headers);
    expect(kmlPreview.statusCode, kmlPreview.body).toBe(200);
    const { format, features } = kmlPreview.json();
    expect(format).toBe('kml');
    expect(features[0]).toMatchObject({ name: 'Pivot', valid: true, problem: null });
    expect(features[0].area_feddan).toBeGreaterThan(119);
    expect(features[0].area_feddan).toBeLessThan(120.2);
    expect(features[1]).toMatchObject({ name: 'Broken', valid: false, problem: { code: 'self_intersection' } });
    expect(features[1].problem.location).toHaveLength(2);

    const ring = rect(31.14, 22.74, 31.15, 22.75).coordinates[0]!;
    const zip = shapefileZip([{ name: 'Block A', rings: [ring] }], WGS84_PRJ);
    const shpUpload = multipartFile(Buffer.from(zip), 'block.zip', 'application/zip');
    const shpPreview = await a.call('POST', '/api/geometry/parse/', shpUpload.payload, shpUpload.headers);
    expect(shpPreview.statusCode, shpPreview.body).toBe(200);
    expect(shpPreview.json().format).toBe('shapefile');
    expect(shpPreview.json().features[0]).toMatchObject({ name: 'Block A', valid: true });
    expect(shpPreview.json().features[0].area_hectare).toBeGreaterThan(100);

    const png = multipartFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), 'x.kml', 'application/octet-stream');
    const refused = await a.call('POST', '/api/geometry/parse/', png.payload, png.headers);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.code).toBe('unsupported_format');

    expect(await countRows()).toBe(before);
  });
});

describe('demo seed', () => {
  it('seeds regions, farms, fields and pivots idempotently with the expected areas', async () => {
    const { seedDemo, DEMO_ORGANISATIONS, getTestDatabase } = { ...(await import('@rayyan/db')), ...(await import('@rayyan/db/testing')) };
    const database = await getTestDatabase();
    await seedDemo(database);
    expect((await seedDemo(database)).created).toBe(false);
    const [cropOrg] = await db.select().from(organizations).where(eq(organizations.name, DEMO_ORGANISATIONS.crop.name));
    const [treeOrg] = await db.select().from(organizations).where(eq(organizations.name, DEMO_ORGANISATIONS.tree.name));
    const farmRows = await db.select({ name: farms.name, m2: farms.areaM2 }).from(farms).where(eq(farms.orgId, cropOrg!.id));
    const pivots = await db.select({ code: cropFields.code, m2: cropFields.areaM2, state: cropFields.seasonState }).from(cropFields).where(eq(cropFields.orgId, cropOrg!.id));
    const palms = await db.select({ name: farms.name, m2: farms.areaM2 }).from(farms).where(eq(farms.orgId, treeOrg!.id));
    const feddan = (m2: number) => m2 / 4200.83;
    expect(feddan(farmRows.find((f) => f.name === 'Toshka Pivots A')!.m2)).toBeGreaterThan(950);
    expect(feddan(farmRows.find((f) => f.name === 'Toshka Pivots A')!.m2)).toBeLessThan(1050);
    expect(feddan(palms.find((f) => f.name === 'Al-Ahsa Palms')!.m2)).toBeGreaterThan(280);
    expect(feddan(palms.find((f) => f.name === 'Al-Ahsa Palms')!.m2)).toBeLessThan(320);
    // Four 400 m pivots and the 250 m onion pivot between them; FS1 Pivot 12 (the public report's, 400 m) on its own farm.
    expect(pivots).toHaveLength(6);
    for (const p of pivots) {
      expect(feddan(p.m2), p.code).toBeGreaterThan(p.code === 'TA-P5' ? 46.5 : 119);
      expect(feddan(p.m2), p.code).toBeLessThan(p.code === 'TA-P5' ? 46.8 : 120.2);
    }
    // The seeded fields pass the API's own rules: inside their farm, no overlaps.
    const [rules] = (
      (await db.execute(sql`
        SELECT bool_and(ST_Within(c.geom, f.geom)) AS inside,
          (SELECT count(*) FROM crop_fields a JOIN crop_fields b ON a.id < b.id AND ST_Intersects(a.geom, b.geom) WHERE a.org_id = ${cropOrg!.id} AND b.org_id = ${cropOrg!.id}) AS overlaps
        FROM crop_fields c JOIN farms f ON f.id = c.farm_id WHERE c.org_id = ${cropOrg!.id}`)) as unknown as { rows: { inside: boolean; overlaps: number | string }[] }
    ).rows;
    expect([rules!.inside, Number(rules!.overlaps)]).toEqual([true, 0]);
    console.info('seed areas (feddan):', farmRows.map((f) => `${f.name} ${feddan(f.m2).toFixed(1)}`), palms.map((f) => `${f.name} ${feddan(f.m2).toFixed(1)}`), pivots.map((p) => `${p.code} ${feddan(p.m2).toFixed(2)}`));
  });
});
