import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { assetFields, assets, type Db } from '@rayyan/db';
import { assetNetworkSchema, assetSchema, irrigationStatusSchema, type AssetRecord } from '@rayyan/contracts';
import { type Caller, createAdvisoryPivot, createCropFarm, PALM_BLOCK, PALM_FARM, unique, withTenantApp } from './tenants';

let app: FastifyInstance;
let db: Db;
let a: Caller;
let b: Caller;

withTenantApp({ a: {}, b: {} }, (built) => ({ app, db, a, b } = built));

const ok = async (response: { statusCode: number; body: string; json: () => unknown }, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as AssetRecord;
};
const point = (lng: number, lat: number) => ({ type: 'Point', coordinates: [lng, lat] });
const create = (caller: Caller, body: Record<string, unknown>) => caller.call('POST', '/api/assets/', { code: unique('A').replace(' ', '-'), name: unique('Asset'), ...body } as never);
const rowsOf = async (farmId: string) => db.select().from(assets).where(eq(assets.farmId, farmId));

/** A well feeding a pump feeding a meter feeding a main pipe, on a Toshka crop farm. */
async function trunk(caller: Caller, farmId: string) {
  const well = await ok(await create(caller, { farm_id: farmId, type: 'water_source', geometry: point(31.14, 22.74), attributes: { kind: 'well', depth_m: 120, yield_m3_h: 400 } }), 201);
  const pump = await ok(await create(caller, { farm_id: farmId, type: 'pump', feeds_asset_id: well.id, geometry: point(31.141, 22.741), attributes: { power_kw: 75, rated_flow_m3_h: 380, head_m: 60 } }), 201);
  const meter = await ok(await create(caller, { farm_id: farmId, type: 'flow_meter', feeds_asset_id: pump.id, geometry: point(31.142, 22.741), attributes: { serial: 'FM-1', unit: 'm3', pulse_factor: 0.1, reading: 0 } }), 201);
  const line = { type: 'LineString', coordinates: [[31.142, 22.741], [31.15, 22.745]] };
  const pipe = await ok(await create(caller, { farm_id: farmId, type: 'pipe', feeds_asset_id: meter.id, geometry: line, attributes: { level: 'main', diameter_mm: 250, material: 'hdpe' } }), 201);
  return { well, pump, meter, pipe };
}

describe('assets', () => {
  it('builds a network from the source to a pivot irrigating its field, lists, filters and shows it', async () => {
    const farmId = await createCropFarm(a);
    const fieldId = await createAdvisoryPivot(a, farmId);
    const { well, pipe } = await trunk(a, farmId);
    const pivot = await ok(
      await create(a, {
        farm_id: farmId,
        type: 'pivot',
        ownership: 'rented',
        feeds_asset_id: pipe.id,
        geometry: point(31.15, 22.75),
        crop_field_ids: [fieldId],
        attributes: { towers: 2, span_lengths_m: [50, 50], sprinklers: 40, end_gun: true, system_capacity_m3_h: 120, hours_per_revolution_at_100: 18 },
      }),
      201,
    );
    expect(assetSchema.parse(pivot)).toMatchObject({ type: 'pivot', ownership: 'rented', state: 'working', crop_field_ids: [fieldId], tree_field_ids: [], feeds_asset_name: pipe.name });
    expect(pivot.geometry).toEqual(point(31.15, 22.75));
    expect(pipe.geometry?.type).toBe('LineString');

    const pumps = (await a.call('GET', `/api/assets/?type=pump&farm_id=${farmId}`)).json();
    expect(pumps.count).toBe(1);
    expect((await a.call('GET', `/api/assets/?search=${encodeURIComponent(well.code)}`)).json().results.map((r: AssetRecord) => r.id)).toEqual([well.id]);
    await ok(await a.call('PATCH', `/api/assets/${well.id}/`, { state: 'under_maintenance' } as never));
    expect((await a.call('GET', `/api/assets/?state=under_maintenance`)).json().results.map((r: AssetRecord) => r.id)).toEqual([well.id]);

    const network = assetNetworkSchema.parse((await a.call('GET', `/api/assets/network/?farm_id=${farmId}`)).json());
    expect(network.assets.map((x) => x.type).sort()).toEqual(['flow_meter', 'pipe', 'pivot', 'pump', 'water_source']);
    expect((await a.call('GET', `/api/assets/export/`)).statusCode).toBe(200);
  });

  it('refuses wrong attributes, a line for a point type, a point for a pipe, another organisation\'s field and a cycle, writing nothing', async () => {
    const farmId = await createCropFarm(a);
    const { well, pump, pipe } = await trunk(a, farmId);
    const before = (await rowsOf(farmId)).length;
    const bad = async (body: Record<string, unknown>, field: string, code: string) => {
      const response = await create(a, { farm_id: farmId, ...body });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.field_codes[field], response.body).toBe(code);
    };
    await bad({ type: 'pump', attributes: { power_kw: 75, rated_flow_m3_h: 380, head_m: 60, towers: 3 } }, 'attributes', 'asset_attributes_invalid');
    await bad({ type: 'pump', attributes: { power_kw: -1, rated_flow_m3_h: 380, head_m: 60 } }, 'attributes.power_kw', 'out_of_range');
    await bad({ type: 'pump', geometry: { type: 'LineString', coordinates: [[31.1, 22.7], [31.2, 22.8]] }, attributes: { power_kw: 7, rated_flow_m3_h: 38, head_m: 6 } }, 'geometry', 'asset_needs_point');
    await bad({ type: 'pipe', geometry: point(31.1, 22.7), attributes: { level: 'main', diameter_mm: 250, material: 'hdpe' } }, 'geometry', 'asset_needs_line');
    await bad({ type: 'rocket', attributes: {} }, 'type', 'invalid_choice');
    await bad({ type: 'pivot', attributes: { towers: 3, span_lengths_m: [50, 50], system_capacity_m3_h: 100, hours_per_revolution_at_100: 20 } }, 'attributes.span_lengths_m', 'pivot_spans_match_towers');
    await bad({ type: 'pump', crop_field_ids: [crypto.randomUUID()], attributes: { power_kw: 7, rated_flow_m3_h: 38, head_m: 6 } }, 'crop_field_ids', 'asset_serves_no_fields');

    // Another organisation's field, farm or upstream asset.
    const otherFarm = await createCropFarm(b);
    const otherField = await createAdvisoryPivot(b, otherFarm);
    const valve = { type: 'valve', attributes: { level: 'secondary' } };
    await bad({ ...valve, crop_field_ids: [otherField] }, 'crop_field_ids', 'asset_field_unknown');
    const otherWell = await ok(await create(b, { farm_id: otherFarm, type: 'water_source', attributes: { kind: 'grid' } }), 201);
    await bad({ ...valve, feeds_asset_id: otherWell.id }, 'feeds_asset_id', 'asset_feed_unknown');
    expect((await create(a, { ...valve, farm_id: otherFarm })).json().error.field_codes.farm_id).toBe('select_farm');

    // A cycle: the well fed by the pipe it feeds, or by itself.
    const cycle = await a.call('PATCH', `/api/assets/${well.id}/`, { feeds_asset_id: pipe.id } as never);
    expect(cycle.statusCode, cycle.body).toBe(400);
    expect(cycle.json().error.field_codes.feeds_asset_id).toBe('asset_network_cycle');
    expect((await a.call('PATCH', `/api/assets/${well.id}/`, { feeds_asset_id: well.id } as never)).json().error.field_codes.feeds_asset_id).toBe('asset_network_cycle');
    // A patch's attributes are the whole attributes of the type.
    const wrong = await a.call('PATCH', `/api/assets/${pump.id}/`, { attributes: { kind: 'well' } } as never);
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect((await rowsOf(farmId)).length).toBe(before);
    expect((await a.call('GET', `/api/assets/${well.id}/`)).json().feeds_asset_id).toBeNull();
  });

  it('keeps one pivot per crop field and refuses a duplicate code', async () => {
    const farmId = await createCropFarm(a);
    const fieldId = await createAdvisoryPivot(a, farmId);
    const attributes = { towers: 7, system_capacity_m3_h: 160, hours_per_revolution_at_100: 22 };
    const first = await ok(await create(a, { farm_id: farmId, type: 'pivot', crop_field_ids: [fieldId], attributes }), 201);
    const second = await create(a, { farm_id: farmId, type: 'pivot', crop_field_ids: [fieldId], attributes });
    expect(second.statusCode, second.body).toBe(400);
    expect(second.json().error.field_codes.crop_field_ids).toBe('field_has_pivot');
    expect((await create(a, { farm_id: farmId, code: first.code, type: 'camera', attributes: {} })).statusCode).toBe(409);
    // Deleting the pivot frees its field; deleting the upstream asset leaves the downstream one unfed.
    expect((await a.call('DELETE', `/api/assets/${first.id}/`)).statusCode).toBe(204);
    expect(await db.select().from(assetFields).where(eq(assetFields.assetId, first.id))).toEqual([]);
  });

  it('a valve serves palm blocks; another organisation reads, changes and deletes nothing', async () => {
    const farm = await a.call('POST', '/api/farms/', { code: unique('F'), name: unique('Palms'), farming_type: 'tree', geometry: PALM_FARM } as never);
    const block = await a.call('POST', '/api/fields/', { farm_id: farm.json().id, code: unique('B').replace(' ', ''), name: 'Block 1', rows: 5, columns: 5, geometry: PALM_BLOCK } as never);
    const valve = await ok(await create(a, { farm_id: farm.json().id, type: 'valve', tree_field_ids: [block.json().id], attributes: { level: 'main', flow_rate_m3_h: 40 } }), 201);
    expect(valve).toMatchObject({ tree_field_ids: [block.json().id], attributes: { level: 'main', flow_rate_m3_h: 40, irrigation_factor_pct: 100, pressure_sensor: false } });
    expect((await b.call('GET', `/api/assets/${valve.id}/`)).statusCode).toBe(404);
    expect((await b.call('PATCH', `/api/assets/${valve.id}/`, { name: 'Mine' } as never)).statusCode).toBe(404);
    expect((await b.call('DELETE', `/api/assets/${valve.id}/`)).statusCode).toBe(404);
    expect((await b.call('GET', `/api/assets/network/?farm_id=${farm.json().id}`)).statusCode).toBe(404);
    expect((await b.call('GET', '/api/assets/')).json().results.map((r: AssetRecord) => r.id)).not.toContain(valve.id);
  });
});

describe('the advice takes the pivot and valve from the asset records', () => {
  it('uses the pivot record\'s capacity and revolution time and names it; a change of the record changes the advice', async () => {
    const farmId = await createCropFarm(a);
    const fieldId = await createAdvisoryPivot(a, farmId);
    expect(await app.weatherJobs.refresh({ farmId })).toBe(1);
    const calculate = async () => irrigationStatusSchema.parse((await a.call('POST', `/api/crop-fields/${fieldId}/irrigation/calculate/`)).json());
    // The field's own machine: 160 m³/h, 22 h a revolution.
    expect((await calculate()).advice!.pivot_run).toMatchObject({ capacity_m3_h: 160, hours_per_revolution_at_100: 22 });
    const pivot = await ok(
      await create(a, { farm_id: farmId, type: 'pivot', code: unique('PV').replace(' ', '-'), name: 'Pivot machine 7', crop_field_ids: [fieldId], attributes: { towers: 7, system_capacity_m3_h: 120, hours_per_revolution_at_100: 18 } }),
      201,
    );
    const withRecord = (await calculate()).advice!;
    expect(withRecord.pivot_run).toMatchObject({ capacity_m3_h: 120, hours_per_revolution_at_100: 18 });
    expect(withRecord).toMatchObject({ valve_name: 'Pivot machine 7', valve_code: pivot.code, system_flow_m3_h: 120 });
    await ok(await a.call('PATCH', `/api/assets/${pivot.id}/`, { attributes: { towers: 7, system_capacity_m3_h: 200, hours_per_revolution_at_100: 30 } } as never));
    const changed = (await calculate()).advice!;
    expect(changed.pivot_run).toMatchObject({ capacity_m3_h: 200, hours_per_revolution_at_100: 30 });
    expect(changed.pivot_run!.total_hours).toBeLessThan(withRecord.pivot_run!.total_hours);
  });
});
