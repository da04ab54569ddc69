import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { irrigationHistorySchema, irrigationLogSchema, irrigationStatusSchema } from '@rayyan/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '@rayyan/db';
import { buildTenant, type Caller, createCropFarm, readXlsx, unique, withTenantApp } from './tenants';

const SQUARE = { type: 'Polygon', coordinates: [[[31.13, 22.73], [31.17, 22.73], [31.17, 22.77], [31.13, 22.77], [31.13, 22.73]]] };
const daysFrom = (date: string, days: number) => new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

let app: FastifyInstance;
let database: Db;
let a: Caller;
let b: Caller;

withTenantApp({ a: {}, b: {} }, (built) => ({ app, db: database, a, b } = built));

/**
 * A crop farm with weather and a pivot wheat field planted `plantedDaysAgo` days ago, with the advisory on: 4 sectors,
 * 160 m³/h and 22 h per revolution at 100 %.
 */
async function pivotField(caller: Caller, crop = 'wheat', plantedDaysAgo = 40) {
  const farm = (await caller.call('POST', '/api/farms/', { code: unique('F'), name: unique('Farm'), farming_type: 'crop', geometry: SQUARE } as never)).json();
  const created = await caller.call('POST', '/api/crop-fields/', {
    farm_id: farm.id,
    code: unique('C'),
    name: unique('Pivot'),
    crop,
    irrigation_type: 'center_pivot',
    irrigation_advisory_enabled: true,
    pivot: { center: { lat: 22.75, lng: 31.15 }, radius_m: 400 },
    sectors: 4,
    pivot_towers: 7,
    pivot_length_m: 380,
    pivot_end_gun: true,
    pivot_capacity_m3_h: 160,
    pivot_hours_per_revolution: 22,
  } as never);
  expect(created.statusCode, created.body).toBe(201);
  const field = created.json();
  expect(field).toMatchObject({ pivot_towers: 7, pivot_length_m: 380, pivot_end_gun: true, pivot_capacity_m3_h: 160, pivot_hours_per_revolution: 22 });
  // 160 m³/h × 24 h over the ~50.2 ha circle.
  expect(field.pivot_capacity_mm_day).toBeCloseTo((160 * 24 * 1000) / field.area_m2, 2);
  const today = new Date().toISOString().slice(0, 10);
  const season = await caller.call('POST', `/api/crop-fields/${field.id}/season/`, { season: 'winter', planting_date: daysFrom(today, -plantedDaysAgo) } as never);
  expect(season.statusCode, season.body).toBe(200);
  expect(await app.weatherJobs.refresh({ farmId: farm.id })).toBe(1);
  return { farmId: farm.id as string, fieldId: field.id as string, areaM2: field.area_m2 as number, code: field.code as string };
}

describe('irrigation advisory', () => {
  it('computes pivot advice, holds and resumes, and an irrigation log moves the next irrigation later', async () => {
    const { farmId, fieldId, areaM2, code } = await pivotField(a);
    const url = `/api/crop-fields/${fieldId}/irrigation`;

    const before = irrigationStatusSchema.parse((await a.call('GET', `${url}/`)).json());
    expect(before).toMatchObject({ status: 'active', hold_till: null, advice: null, settings: { soil_type: 'sandy_loam', application_rate_mm_h: 6, efficiency: 0.85 } });

    // The nightly job computes advice of every advisory field whose farm has weather.
    expect(await app.irrigation.calculateAll({ onlyMissing: true })).toBeGreaterThanOrEqual(1);
    const calculated = await a.call('POST', `${url}/calculate/`);
    expect(calculated.statusCode, calculated.body).toBe(200);
    const status = irrigationStatusSchema.parse(calculated.json());
    expect(status.reason).toBeNull();
    const advice = status.advice!;
    expect(advice.target_irrigation_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(advice.required_water_mm).toBeGreaterThan(0);
    expect(advice.required_water_m3_per_feddan).toBeCloseTo(advice.required_water_mm * 4.2008, 0);
    // A center pivot runs its gross depth at a percent timer, in passes of at most 25 mm, not at a rate over the circle.
    expect(status.system).toBe('pivot');
    const run = advice.pivot_run!;
    expect(run).toMatchObject({ capacity_m3_h: 160, hours_per_revolution_at_100: 22, sectors: 4 });
    expect(run.capacity_mm_day).toBeGreaterThan(4);
    expect(run.capacity_mm_day).toBeLessThan(15);
    expect(Number.isInteger(run.speed_pct) && run.speed_pct >= 10 && run.speed_pct <= 100).toBe(true);
    expect(run.hours_per_revolution).toBeCloseTo(22 / (run.speed_pct / 100), 1);
    expect(run.hours_per_sector).toBeCloseTo(run.hours_per_revolution / 4, 1);
    expect(run.depth_per_pass_mm).toBeLessThanOrEqual(25);
    expect(run.applied_mm).toBeGreaterThanOrEqual(advice.required_water_mm - 0.1);
    expect(run.total_hours).toBeCloseTo(run.passes * run.hours_per_revolution, 1);
    // All passes take the applied volume over the capacity: a 50 ha pivot needs days, not two hours.
    expect(run.total_hours).toBeCloseTo((run.applied_mm * areaM2) / 1000 / 160, 0);
    expect(advice.duration_minutes).toBeCloseTo(run.total_hours * 60, -1);
    expect(advice.system_flow_m3_h).toBe(160);
    // The field teams' irrigation plan carries the speed setting and passes.
    const plan = await readXlsx((await a.call('GET', `/api/irrigation/overview/export/?farm_id=${farmId}`)).rawPayload);
    const row = plan.find((r) => r.includes(code))!;
    expect(row[plan[0]!.indexOf('Pivot speed (%)')]).toBe(String(run.speed_pct));
    expect(row[plan[0]!.indexOf('Passes')]).toBe(String(run.passes));
    expect(advice.simulated_weather).toBe(true);
    expect(status.explanation!.crop).toBe('winter_wheat');
    // The farm's local date may already be tomorrow's UTC date.
    expect([40, 41]).toContain(status.explanation!.days_after_planting);
    expect(status.explanation!.raw_mm).toBeLessThanOrEqual(status.explanation!.taw_mm);

    // Hold until a date, then resume.
    const today = status.explanation!.date;
    expect((await a.call('POST', `${url}/hold/`, { until: daysFrom(today, -1) } as never)).statusCode).toBe(400);
    const held = irrigationStatusSchema.parse((await a.call('POST', `${url}/hold/`, { until: daysFrom(today, 5) } as never)).json());
    expect(held).toMatchObject({ status: 'on_hold', hold_till: daysFrom(today, 5) });
    expect(held.advice).not.toBeNull();
    expect((await a.call('GET', `/api/crop-fields/${fieldId}/`)).json().is_hold).toBe(true);
    const resumed = irrigationStatusSchema.parse((await a.call('POST', `${url}/resume/`)).json());
    expect(resumed).toMatchObject({ status: 'active', hold_till: null });

    // Settings.
    const patched = await a.call('PATCH', `${url}/settings/`, { soil_type: 'loam', efficiency: 0.9 } as never);
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().settings).toEqual({ soil_type: 'loam', application_rate_mm_h: 6, efficiency: 0.9, drips_per_tree: 4, drip_flow_lph: 8, max_interval_days: 4, valve_name: null, valve_code: null });
    expect((await a.call('PATCH', `${url}/settings/`, { efficiency: 0.3 } as never)).statusCode).toBe(400);
    const base = irrigationStatusSchema.parse(patched.json()).advice!;

    // An irrigation today refills the root zone: the next irrigation comes later (or needs less water).
    expect((await a.call('POST', `${url}/logs/`, { date: daysFrom(today, 1), water_mm: 20 } as never)).statusCode).toBe(400);
    expect((await a.call('POST', `${url}/logs/`, { date: today } as never)).statusCode).toBe(400);
    const logged = await a.call('POST', `${url}/logs/`, { date: today, water_mm: base.required_water_mm, notes: 'full refill' } as never);
    expect(logged.statusCode, logged.body).toBe(201);
    expect(irrigationLogSchema.parse(logged.json())).toMatchObject({ field_id: fieldId, date: today, notes: 'full refill' });
    const after = irrigationStatusSchema.parse((await a.call('GET', `${url}/`)).json()).advice!;
    expect(after.target_irrigation_date > base.target_irrigation_date || after.required_water_mm < base.required_water_mm).toBe(true);
    expect(after.target_irrigation_date >= base.target_irrigation_date).toBe(true);

    // m³ over the field area is converted to mm.
    const byVolume = await a.call('POST', `${url}/logs/`, { date: daysFrom(today, -3), water_m3: 1000 } as never);
    expect(byVolume.statusCode, byVolume.body).toBe(201);
    expect(byVolume.json().water_m3).toBeCloseTo(1000, 0);
    const logs = (await a.call('GET', `${url}/logs/`)).json();
    expect(logs).toHaveLength(2);

    // History: replayed from planting, today last, with the logged irrigation.
    const history = irrigationHistorySchema.parse((await a.call('GET', `${url}/history/?days=30`)).json());
    expect(history).toHaveLength(30);
    expect(history.at(-1)!.date).toBe(today);
    expect(history.at(-1)!.irrigation_mm).toBeGreaterThan(0);
    expect(history.find((d) => d.date === daysFrom(today, -3))!.irrigation_mm).toBeGreaterThan(0);
    expect(history.every((d) => d.depletion_mm >= 0 && d.depletion_mm <= d.taw_mm)).toBe(true);
  });

  it('gives a pivot without its capacity and revolution time the day and depth, but no run time', async () => {
    const { fieldId } = await pivotField(a);
    expect((await a.call('PATCH', `/api/crop-fields/${fieldId}/`, { pivot_capacity_m3_h: null } as never)).json().pivot_capacity_mm_day).toBeNull();
    const status = irrigationStatusSchema.parse((await a.call('POST', `/api/crop-fields/${fieldId}/irrigation/calculate/`)).json());
    expect(status.system).toBe('pivot');
    expect(status.advice).toMatchObject({ pivot_run: null, duration_minutes: null, duration_hhmm: null, system_flow_m3_h: null });
    expect(status.advice!.required_water_mm).toBeGreaterThan(0);
    expect((await a.call('PATCH', `/api/crop-fields/${fieldId}/`, { pivot_capacity_m3_h: 0 } as never)).statusCode).toBe(400);
  });

  it('gives no advice to a field without an active season or before planting, says why, and the nightly job skips it', async () => {
    const farmId = await createCropFarm(a);
    const created = await a.call('POST', '/api/crop-fields/', {
      farm_id: farmId,
      code: unique('C'),
      name: unique('Maize'),
      crop: 'maize',
      irrigation_advisory_enabled: true,
      pivot: { center: { lat: 22.75, lng: 31.15 }, radius_m: 300 },
      pivot_capacity_m3_h: 100,
      pivot_hours_per_revolution: 20,
    } as never);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const url = `/api/crop-fields/${id}/irrigation`;
    expect(await app.weatherJobs.refresh({ farmId })).toBe(1);
    const status = async () => irrigationStatusSchema.parse((await a.call('GET', `${url}/`)).json());
    const overviewItem = async () => ((await a.call('GET', `/api/irrigation/overview/?farm_id=${farmId}`)).json().results as { field_id: string; advice: unknown; reason: string | null }[]).find((r) => r.field_id === id);

    // No season yet: the job leaves the field alone, and a calculation says why.
    expect(await app.irrigation.calculateAll({ farmIds: [farmId] })).toBe(0);
    expect(await status()).toMatchObject({ advice: null, reason: 'no_active_season' });
    expect(irrigationStatusSchema.parse((await a.call('POST', `${url}/calculate/`)).json())).toMatchObject({ advice: null, explanation: null, reason: 'no_active_season' });

    // A season planted next week: no advice before planting.
    const today = new Date().toISOString().slice(0, 10);
    expect((await a.call('POST', `/api/crop-fields/${id}/season/`, { season: 'summer', planting_date: daysFrom(today, 7) } as never)).statusCode).toBe(200);
    expect(irrigationStatusSchema.parse((await a.call('POST', `${url}/calculate/`)).json())).toMatchObject({ advice: null, reason: 'before_planting' });
    expect(await overviewItem()).toMatchObject({ advice: null, reason: 'before_planting' });

    // Planted 30 days ago: advice.
    expect((await a.call('PATCH', `/api/crop-fields/${id}/season/`, { planting_date: daysFrom(today, -30) } as never)).statusCode).toBe(200);
    expect(await app.irrigation.calculateAll({ farmIds: [farmId] })).toBe(1);
    expect((await status()).advice).not.toBeNull();
    expect((await overviewItem())!.advice).not.toBeNull();

    // The season ends: the stored advice is no longer shown, in the advisory, the lists' overview and the plan export,
    // and the job no longer computes the field.
    expect((await a.call('POST', `/api/crop-fields/${id}/end-season/`)).statusCode).toBe(200);
    expect(await status()).toMatchObject({ advice: null, explanation: null, reason: 'no_active_season' });
    expect(await overviewItem()).toMatchObject({ advice: null, reason: 'no_active_season' });
    const sheet = await readXlsx((await a.call('GET', `/api/irrigation/overview/export/?farm_id=${farmId}`)).rawPayload);
    expect(sheet.find((r) => r.includes(created.json().code))).toContain('no_active_season');
    expect(await app.irrigation.calculateAll({ farmIds: [farmId] })).toBe(0);

    // A new season: the last season's advice is not shown; the hourly pass for missing advice computes the new one.
    expect((await a.call('POST', `/api/crop-fields/${id}/season/`, { season: 'fall', planting_date: daysFrom(today, -5) } as never)).statusCode).toBe(200);
    expect(await status()).toMatchObject({ advice: null, reason: 'not_computed' });
    expect(await app.irrigation.calculateAll({ onlyMissing: true, farmIds: [farmId] })).toBe(1);
    expect([5, 6]).toContain((await status()).explanation!.days_after_planting);
    expect(await app.irrigation.calculateAll({ onlyMissing: true, farmIds: [farmId] })).toBe(0);
  });

  it('answers an unknown crop with a reason instead of advice', async () => {
    const { fieldId } = await pivotField(a, 'dragon fruit');
    const status = irrigationStatusSchema.parse((await a.call('POST', `/api/crop-fields/${fieldId}/irrigation/calculate/`)).json());
    expect(status.advice).toBeNull();
    expect(status.explanation).toBeNull();
    expect(status.reason).toMatch(/unknown_crop/);
  });

  it("hides a field's irrigation from another organisation", async () => {
    const { fieldId } = await pivotField(a);
    const url = `/api/crop-fields/${fieldId}/irrigation`;
    for (const [method, path, payload] of [
      ['GET', `${url}/`],
      ['POST', `${url}/calculate/`],
      ['PATCH', `${url}/settings/`, { efficiency: 0.7 }],
      ['POST', `${url}/hold/`, { until: '2099-01-01' }],
      ['POST', `${url}/resume/`],
      ['GET', `${url}/logs/`],
      ['POST', `${url}/logs/`, { date: '2020-01-01', water_mm: 5 }],
      ['GET', `${url}/history/`],
    ] as const) {
      expect((await b.call(method, path, payload as never)).statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await a.call('GET', `${url}/`)).json().settings.efficiency).toBe(0.85);
  });

  it('advises a palm field (drip): litres per palm, drip run time, valve, and a log entry that changes the next advice', async () => {
    const farm = (await a.call('POST', '/api/farms/', { code: unique('F'), name: unique('Palms'), farming_type: 'tree', geometry: SQUARE } as never)).json();
    // 20 × 25 spots − 4 blocked = 496 palms.
    const SMALL = { type: 'Polygon', coordinates: [[[31.14, 22.74], [31.145, 22.74], [31.145, 22.745], [31.14, 22.745], [31.14, 22.74]]] };
    const created = await a.call('POST', '/api/fields/', {
      farm_id: farm.id,
      code: unique('T'),
      name: unique('Palm block'),
      geometry: SMALL,
      rows: 20,
      columns: 25,
      blocked_spots: 4,
      tree_type: 'date_palm',
      irrigation_type: 'drip',
      irrigation_factor_pct: 90,
      main_valve: 'MV-7',
      irrigation_advisory_enabled: true,
    } as never);
    expect(created.statusCode, created.body).toBe(201);
    const field = created.json();
    expect(field.irrigation_advisory_enabled).toBe(true);
    expect(await app.weatherJobs.refresh({ farmId: farm.id })).toBe(1);
    const url = `/api/fields/${field.id}/irrigation`;

    // The nightly job covers tree fields too.
    expect(await app.irrigation.calculateAll({ farmIds: [farm.id] })).toBe(1);
    const status = irrigationStatusSchema.parse((await a.call('GET', `${url}/`)).json());
    expect(status).toMatchObject({ field_kind: 'tree', system: 'drip', status: 'active', reason: null, settings: { efficiency: 0.9, drips_per_tree: 4, drip_flow_lph: 8, valve_name: 'MV-7', valve_code: null } });
    const advice = status.advice!;
    expect(advice.trees).toBe(496);
    expect(advice.irrigation_factor_pct).toBe(90);
    expect(advice.valve_name).toBe('MV-7');
    expect(advice.system_flow_m3_h).toBe(15.9); // 496 palms × 4 drippers × 8 L/h
    const areaPerPalm = field.area_m2 / 496;
    // Litres per palm = mm × m² per palm (the mm shown is rounded to 0.1).
    expect(Math.abs(advice.water_per_tree_litres! / (advice.required_water_mm * areaPerPalm) - 1)).toBeLessThan(0.01);
    const [h, m] = advice.duration_hhmm!.split(':').map(Number);
    expect(h! * 60 + m!).toBeCloseTo((advice.water_per_tree_litres! / (4 * 8)) * 60, -1);
    expect(status.explanation!.crop).toBe('date_palm');
    // FAO-56 Table 12 date palms 0.95, adjusted for the farm's humidity and wind (eq. 62, h = 8 m).
    const { kc, kc_climate: climate } = status.explanation!;
    expect(climate).not.toBeNull();
    const rhMin = Math.min(80, Math.max(20, climate!.rh_min_pct));
    const u2 = Math.min(6, Math.max(1, climate!.u2_ms));
    expect(kc).toBeCloseTo(0.95 + (0.04 * (u2 - 2) - 0.004 * (rhMin - 45)) * (8 / 3) ** 0.3, 2);

    // Settings name the valve and change the drippers; the run time follows the dripper count.
    const settings = await a.call('PATCH', `${url}/settings/`, { drips_per_tree: 8, valve_name: 'North valve', valve_code: 'V-3' } as never);
    expect(settings.statusCode, settings.body).toBe(200);
    const after = irrigationStatusSchema.parse((await a.call('GET', `${url}/`)).json()).advice!;
    expect(after).toMatchObject({ valve_name: 'North valve', valve_code: 'V-3' });
    expect(after.duration_minutes!).toBeCloseTo(advice.duration_minutes! / 2, -1);
    const badDrips = await a.call('PATCH', `${url}/settings/`, { drips_per_tree: 0 } as never);
    expect(badDrips.statusCode).toBe(400);
    expect(badDrips.json().error.fields.drips_per_tree).toBeTruthy();

    // A logged irrigation today refills the wetted root zone: the next irrigation is no earlier than before.
    const today = status.explanation!.date;
    const logged = await a.call('POST', `${url}/logs/`, { date: today, water_m3: 200 } as never);
    expect(logged.statusCode, logged.body).toBe(201);
    const next = irrigationStatusSchema.parse((await a.call('GET', `${url}/`)).json());
    expect(next.explanation!.depletion_mm).toBeLessThan(status.explanation!.depletion_mm + 1e-9);
    expect(next.advice!.target_irrigation_date >= after.target_irrigation_date).toBe(true);

    // A mistaken entry is deleted; the advice no longer counts it. Every write is in the activity log.
    const mistaken = await a.call('POST', `${url}/logs/`, { date: today, water_mm: 500 } as never);
    expect(mistaken.statusCode, mistaken.body).toBe(201);
    const flooded = irrigationStatusSchema.parse((await a.call('GET', `${url}/`)).json());
    expect(flooded.explanation!.depletion_mm).toBe(0);
    expect(flooded.explanation!.root_zone_status).toBe('over_wetted');
    expect((await a.call('DELETE', `${url}/logs/${mistaken.json().id}/`)).statusCode).toBe(204);
    expect((await a.call('DELETE', `${url}/logs/${mistaken.json().id}/`)).statusCode).toBe(404);
    expect((await a.call('GET', `${url}/logs/`)).json().map((l: { id: string }) => l.id)).not.toContain(mistaken.json().id);
    expect(irrigationStatusSchema.parse((await a.call('GET', `${url}/`)).json()).explanation!.depletion_mm).toBe(next.explanation!.depletion_mm);
    const entries = (await a.call('GET', `/api/activity-log/?entity_id=${mistaken.json().id}`)).json().results as { action: string; entity: string }[];
    expect(entries.map((e) => `${e.entity}:${e.action}`).sort()).toEqual(['irrigation_log:create', 'irrigation_log:delete']);
    const settingsLog = (await a.call('GET', `/api/activity-log/?entity=irrigation_settings&entity_id=${field.id}`)).json().results as { changes: Record<string, { from: unknown; to: unknown }> }[];
    expect(settingsLog.some((e) => e.changes.valve_code?.to === 'V-3' && e.changes.drips_per_tree?.to === 8)).toBe(true);

    // The same block watered by flooding is run by its application rate, still with the water per palm.
    expect((await a.call('PATCH', `/api/fields/${field.id}/`, { irrigation_type: 'flood' } as never)).statusCode).toBe(200);
    const flood = irrigationStatusSchema.parse((await a.call('POST', `${url}/calculate/`)).json());
    expect(flood.system).toBe('rate');
    expect(flood.explanation!.taw_mm).toBeGreaterThan(status.explanation!.taw_mm); // the whole surface is wetted
    expect(flood.advice!.trees).toBe(496);
    expect(flood.advice!.water_per_tree_litres).toBeGreaterThan(0);
    expect((await a.call('PATCH', `/api/fields/${field.id}/`, { irrigation_type: 'drip' } as never)).statusCode).toBe(200);

    // The field lists' overview has the block's stored advice, for its farm and not another's.
    const overview = (await a.call('GET', `/api/irrigation/overview/?farm_id=${farm.id}`)).json().results as { field_id: string; field_kind: string; advice: { target_irrigation_date: string } | null; root_zone_status: string | null }[];
    expect(overview).toEqual([expect.objectContaining({ field_id: field.id, field_kind: 'tree', root_zone_status: expect.any(String) })]);
    expect(overview[0]!.advice!.target_irrigation_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const otherFarm = (await a.call('POST', '/api/farms/', { code: unique('F'), name: unique('Empty'), farming_type: 'tree', geometry: SQUARE } as never)).json();
    expect((await a.call('GET', `/api/irrigation/overview/?farm_id=${otherFarm.id}`)).json().results).toEqual([]);
    expect((await a.call('GET', '/api/irrigation/overview/?farm_id=nope')).statusCode).toBe(400);
    // The irrigation plan for the field team: a spreadsheet with the block, its litres per palm and its valve.
    const plan = await a.call('GET', `/api/irrigation/overview/export/?farm_id=${farm.id}`);
    expect(plan.statusCode).toBe(200);
    expect(plan.headers['content-type']).toContain('spreadsheetml');
    expect(plan.headers['content-disposition']).toMatch(/irrigation-plan-\d{4}-\d{2}-\d{2}\.xlsx/);
    const sheet = await readXlsx(plan.rawPayload);
    expect(sheet[0]).toEqual(expect.arrayContaining(['Field code', 'Next irrigation', 'Water per tree (L)', 'Valve']));
    const row = sheet.find((r) => r.includes(field.code))!;
    expect(row).toBeDefined();
    expect(row).toContain('North valve · V-3');

    // Hold and resume work the same on a tree field.
    const held = await a.call('POST', `${url}/hold/`, { until: daysFrom(today, 3) } as never);
    expect(held.json()).toMatchObject({ status: 'on_hold', hold_till: daysFrom(today, 3) });
    expect((await a.call('POST', `${url}/resume/`)).json()).toMatchObject({ status: 'active', hold_till: null });

    // Another organisation sees nothing; a crop-field path does not reach a tree field.
    expect((await b.call('GET', `${url}/`)).statusCode).toBe(404);
    expect((await a.call('GET', `/api/crop-fields/${field.id}/irrigation/`)).statusCode).toBe(404);
    // Deleting the field removes its irrigation rows with it.
    expect((await a.call('DELETE', `/api/fields/${field.id}/`)).statusCode).toBe(204);
    expect((await a.call('GET', `${url}/`)).statusCode).toBe(404);
  });

  it("uses the organisation's KC profile of the field's variety, and names it in the explanation", async () => {
    const farm = (await a.call('POST', '/api/farms/', { code: unique('F'), name: unique('Palms'), farming_type: 'tree', geometry: SQUARE } as never)).json();
    const SMALL = { type: 'Polygon', coordinates: [[[31.14, 22.74], [31.145, 22.74], [31.145, 22.745], [31.14, 22.745], [31.14, 22.74]]] };
    const variety = unique('Medjool');
    const field = (
      await a.call('POST', '/api/fields/', { farm_id: farm.id, code: unique('T'), name: unique('Block'), geometry: SMALL, rows: 10, columns: 10, tree_type: 'date_palm', varieties: [variety], irrigation_advisory_enabled: true } as never)
    ).json();
    expect(await app.weatherJobs.refresh({ farmId: farm.id })).toBe(1);
    const url = `/api/fields/${field.id}/irrigation`;
    const before = irrigationStatusSchema.parse((await a.call('POST', `${url}/calculate/`)).json()).explanation!;
    expect(before.kc_climate).not.toBeNull(); // FAO-56 Table 12's 0.95, climate-adjusted

    const kcName = unique('Medjool Kc');
    const kc = await a.call('POST', '/api/kc-profiles/', { name: kcName, crop: 'date_palm', kc_ini: 1.4, kc_mid: 1.4, kc_end: 1.4, climate_adjustment: false } as never);
    expect(kc.statusCode, kc.body).toBe(201);
    const created = await a.call('POST', '/api/plant-varieties/', { name: variety, crop: 'date_palm', kc_profile_id: kc.json().id } as never);
    expect(created.statusCode, created.body).toBe(201);
    const after = irrigationStatusSchema.parse((await a.call('POST', `${url}/calculate/`)).json()).explanation!;
    expect(after.kc).toBe(1.4);
    expect(after.kc_climate).toBeNull(); // the profile asks for no climate adjustment
    expect(after.kc_profile).toBe(kcName);
    expect(after.etc_mm).toBeGreaterThan(before.etc_mm);
    // Another organisation's profiles never reach this field: B's variety of the same name changes nothing.
    const bKc = await b.call('POST', '/api/kc-profiles/', { name: unique('B Kc'), crop: 'date_palm', kc_ini: 0.5, kc_mid: 0.5, kc_end: 0.5, climate_adjustment: false } as never);
    await b.call('POST', '/api/plant-varieties/', { name: variety, crop: 'date_palm', kc_profile_id: bKc.json().id } as never);
    expect(irrigationStatusSchema.parse((await a.call('POST', `${url}/calculate/`)).json()).explanation!.kc).toBe(1.4);
  });

  it("splits ET into transpiration and soil evaporation (FAO-56 dual Kc) when the field's KC profile has basal values, not otherwise", async () => {
    const tenant = await buildTenant(app, database);
    const { fieldId } = await pivotField(tenant, 'wheat', 10);
    const url = `/api/crop-fields/${fieldId}/irrigation`;
    const dualFields = ['kcb', 'ke', 'evaporation_mm', 'transpiration_mm', 'canopy_cover', 'wetted_fraction', 'exposed_wetted_fraction'] as const;
    // A KC profile without basal values: the single Kc, the dual figures null.
    const kcName = unique('Wheat Kc');
    const created = await tenant.call('POST', '/api/kc-profiles/', { name: kcName, crop: 'winter_wheat', kc_ini: 0.7, kc_mid: 1.15, kc_end: 0.4, climate_adjustment: true } as never);
    expect(created.statusCode, created.body).toBe(201);
    const single = irrigationStatusSchema.parse((await tenant.call('POST', `${url}/calculate/`)).json());
    expect(single.advice).not.toBeNull();
    expect(single.explanation!.kc_profile).toBe(kcName);
    for (const field of dualFields) expect(single.explanation![field], field).toBeNull();

    // The same profile with FAO-56 Table 17's basal values (winter wheat): today's Kcb, Ke, E and T.
    const patched = await tenant.call('PATCH', `/api/kc-profiles/${created.json().id}/`, { kcb_ini: 0.15, kcb_mid: 1.1, kcb_end: 0.3 } as never);
    expect(patched.statusCode, patched.body).toBe(200);
    const dual = irrigationStatusSchema.parse((await tenant.call('POST', `${url}/calculate/`)).json());
    const e = dual.explanation!;
    for (const field of dualFields) expect(e[field], field).not.toBeNull();
    expect(e.kcb).toBe(0.15);
    expect(e.wetted_fraction).toBe(1); // a pivot wets the whole surface (FAO-56 Table 20)
    expect(e.kc).toBeCloseTo(e.kcb! + e.ke!, 2);
    expect(e.evaporation_mm).toBeCloseTo(e.ke! * e.et0_mm, 1);
    expect(e.transpiration_mm).toBeCloseTo(e.ks * e.kcb! * e.et0_mm, 1);
    expect(dual.advice!.required_water_mm).toBeGreaterThan(0);
    // Stored: the advisory page reads the same figures back.
    expect(irrigationStatusSchema.parse((await tenant.call('GET', `${url}/`)).json()).explanation).toEqual(e);
  });

  it('reads advice stored by an older version (before tree fields and profiles) with the defaults of the newer fields', async () => {
    const { fieldId } = await pivotField(a);
    const url = `/api/crop-fields/${fieldId}/irrigation`;
    expect((await a.call('POST', `${url}/calculate/`)).statusCode).toBe(200);
    await database.execute(
      sql`UPDATE irrigation_advice SET advice = advice - 'water_per_tree_litres' - 'trees' - 'valve_name' - 'valve_code' - 'irrigation_factor_pct' - 'system_flow_m3_h',
          explanation = explanation - 'kc_climate' - 'growth_profile' - 'kc_profile' - 'refill_at_mm'
            - 'kcb' - 'ke' - 'evaporation_mm' - 'transpiration_mm' - 'canopy_cover' - 'wetted_fraction' - 'exposed_wetted_fraction' WHERE field_id = ${fieldId}`,
    );
    const old = await a.call('GET', `${url}/`);
    expect(old.statusCode, old.body).toBe(200);
    const status = irrigationStatusSchema.parse(old.json());
    expect(status.advice).toMatchObject({ water_per_tree_litres: null, trees: null, irrigation_factor_pct: 100, system_flow_m3_h: null });
    expect(status.explanation).toMatchObject({ kc_climate: null, refill_at_mm: null, kcb: null, ke: null, evaporation_mm: null, transpiration_mm: null });
  });
});
