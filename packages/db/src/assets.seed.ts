import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AssetType } from '@rayyan/contracts';
import type { Db } from './database';
import { assetFields, assetMaintenance, assets } from './assets.schema';
import { DEMO_PIVOTS } from './demo-pivots';
import { cropFields, farms, treeFields } from './geography.schema';

/** One demo asset: its code (unique in the organisation), upstream asset's code and the fields it serves, by code. */
interface DemoAsset {
  code: string;
  name: string;
  type: AssetType;
  /** [lon, lat] of a point, or the line of a pipe. */
  at: [number, number] | [number, number][];
  feeds?: string;
  attributes: Record<string, unknown>;
  cropFields?: string[];
  treeFields?: string[];
  state?: 'working' | 'under_maintenance' | 'out_of_service';
  ownership?: 'owned' | 'rented';
  /** Maintenance schedule, and the services done so far (days before the demo's day, the running hours then). */
  every?: { days?: number; hours?: number };
  services?: { daysAgo: number; work: string; cost: number; hours?: number }[];
}

// Toshka Pivots A: one deep well of the Nubian sandstone aquifer, its pump and flow meter, a main pipe up the middle of
// the farm, a secondary pipe and valve to each pivot's centre, and the five pivot machines as the demo pivots have them.
const MAIN_X = 31.15;
const toshkaPivots: DemoAsset[] = DEMO_PIVOTS.flatMap((pivot, i) => {
  const n = i + 1;
  const direct = pivot.lon === MAIN_X;
  const spans = Array.from({ length: pivot.machine.pivotTowers }, (_, k) => (k === pivot.machine.pivotTowers - 1 ? pivot.machine.pivotLengthM - 54 * k : 54));
  const list: DemoAsset[] = [];
  if (!direct) {
    list.push({ code: `TA-SP${n}`, name: `Secondary pipe ${n}`, type: 'pipe', at: [[MAIN_X, pivot.lat], [pivot.lon, pivot.lat]], feeds: 'TA-MP1', attributes: { level: 'secondary', diameter_mm: 200, material: 'pvc' } });
  }
  list.push(
    {
      code: `TA-V${n}`,
      name: `Valve ${n}`,
      type: 'valve',
      at: [pivot.lon - 0.0004, pivot.lat],
      feeds: direct ? 'TA-MP1' : `TA-SP${n}`,
      attributes: { level: 'main', flow_rate_m3_h: pivot.machine.pivotCapacityM3H, irrigation_factor_pct: 100, pressure_sensor: n <= 2 },
    },
    {
      code: `TA-PV${n}`,
      name: `Pivot machine ${n}`,
      type: 'pivot',
      at: [pivot.lon, pivot.lat],
      feeds: `TA-V${n}`,
      cropFields: [pivot.code],
      attributes: {
        towers: pivot.machine.pivotTowers,
        span_lengths_m: spans,
        sprinklers: Math.round(pivot.machine.pivotLengthM / 2.5),
        end_gun: pivot.machine.pivotEndGun,
        system_capacity_m3_h: pivot.machine.pivotCapacityM3H,
        hours_per_revolution_at_100: pivot.machine.pivotHoursPerRevolution,
      },
    },
  );
  return list;
});
const TOSHKA: DemoAsset[] = [
  { code: 'TA-W1', name: 'Well 1', type: 'water_source', at: [31.1505, 22.7406], attributes: { kind: 'well', depth_m: 180, yield_m3_h: 900 } },
  { code: 'TA-W2', name: 'Well 2 (standby)', type: 'water_source', at: [31.1435, 22.7406], state: 'under_maintenance', attributes: { kind: 'well', depth_m: 160, yield_m3_h: 500 } },
  {
    code: 'TA-PU1', name: 'Turbine pump 1', type: 'pump', at: [31.1503, 22.7409], feeds: 'TA-W1', attributes: { power_kw: 250, rated_flow_m3_h: 850, head_m: 95 },
    every: { days: 90 }, services: [{ daysAgo: 170, work: 'Bearings greased, packing adjusted', cost: 2400 }, { daysAgo: 80, work: 'Bearings greased, vibration checked', cost: 1900 }],
  },
  { code: 'TA-FM1', name: 'Main flow meter', type: 'flow_meter', at: [31.1501, 22.7412], feeds: 'TA-PU1', attributes: { serial: 'WM-250-0193', unit: 'm3', pulse_factor: 0.1, reading: 1_284_500 } },
  { code: 'TA-MP1', name: 'Main pipe', type: 'pipe', at: [[MAIN_X, 22.7414], [MAIN_X, 22.7575]], feeds: 'TA-FM1', attributes: { level: 'main', diameter_mm: 400, material: 'hdpe' } },
  ...toshkaPivots,
  {
    code: 'TA-G1', name: 'Diesel generator', type: 'electricity_source', at: [31.1509, 22.7406], attributes: { kind: 'generator', power_kva: 400, hours: 3480 },
    every: { hours: 500 }, services: [{ daysAgo: 45, work: 'Oil, oil and fuel filters', cost: 5200, hours: 2950 }],
  },
  { code: 'TA-EM1', name: 'Pump electricity meter', type: 'electricity_meter', at: [31.1507, 22.7408], feeds: 'TA-G1', attributes: { serial: 'EM-7781', reading_kwh: 412_300 } },
  {
    code: 'TA-T1', name: 'Tractor 1', type: 'machinery', at: [31.1415, 22.7413], ownership: 'rented', attributes: { machine_type: 'Tractor', make: 'Massey Ferguson', model: '290', hours: 6120 },
    every: { hours: 250 }, services: [{ daysAgo: 40, work: 'Engine oil and filters', cost: 1850, hours: 5880 }],
  },
];

// Al-Ahsa Palms: a well and its pump, a main pipe along the south of the blocks, and one main valve per block.
const AHSA: DemoAsset[] = [
  { code: 'AH-W1', name: 'Farm well', type: 'water_source', at: [49.6004, 25.4004], attributes: { kind: 'well', depth_m: 220, yield_m3_h: 120 } },
  {
    code: 'AH-PU1', name: 'Submersible pump', type: 'pump', at: [49.6006, 25.4004], feeds: 'AH-W1', attributes: { power_kw: 45, rated_flow_m3_h: 110, head_m: 140 },
    every: { days: 120 }, services: [{ daysAgo: 30, work: 'Cable and starter checked', cost: 650 }],
  },
  { code: 'AH-FM1', name: 'Farm flow meter', type: 'flow_meter', at: [49.6008, 25.4005], feeds: 'AH-PU1', attributes: { serial: 'WM-100-0042', unit: 'm3', pulse_factor: 0.01, reading: 96_420 } },
  {
    code: 'AH-FG1', name: 'Fertigation unit', type: 'fertigator', at: [49.6009, 25.4003], feeds: 'AH-FM1', attributes: { kind: 'stationary', tank_volume_l: 2000, injection_rate_l_h: 120 },
    every: { days: 60 }, services: [{ daysAgo: 65, work: 'Injector and screen filter cleaned', cost: 300 }],
  },
  { code: 'AH-MP1', name: 'Main pipe', type: 'pipe', at: [[49.601, 25.4006], [49.6085, 25.4006]], feeds: 'AH-FG1', attributes: { level: 'main', diameter_mm: 160, material: 'pvc' } },
  { code: 'MV-A', name: 'Main valve A', type: 'valve', at: [49.603, 25.4008], feeds: 'AH-MP1', treeFields: ['AHSA-01-A'], attributes: { level: 'main', flow_rate_m3_h: 55, irrigation_factor_pct: 100, pressure_sensor: true } },
  { code: 'MV-B', name: 'Main valve B', type: 'valve', at: [49.608, 25.4008], feeds: 'AH-MP1', treeFields: ['AHSA-01-B'], attributes: { level: 'main', flow_rate_m3_h: 55, irrigation_factor_pct: 100, pressure_sensor: false } },
  { code: 'AH-CAM1', name: 'Gate camera', type: 'camera', at: [49.6002, 25.4002], attributes: { model: 'Hikvision DS-2CD', night_vision: true } },
];

const geometryOf = (at: DemoAsset['at']) => (typeof at[0] === 'number' ? { type: 'Point' as const, coordinates: at } : { type: 'LineString' as const, coordinates: at });

const daysBefore = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** Writes a farm's demo network once (by asset code): upstream assets first, each with its served fields, schedule and services. */
async function seedNetwork(tx: Db, orgId: string, farmCode: string, list: DemoAsset[], created: { any: boolean }, today: string): Promise<void> {
  const [farm] = await tx.select({ id: farms.id }).from(farms).where(and(eq(farms.orgId, orgId), eq(farms.code, farmCode)));
  if (!farm) return;
  const codes = list.map((a) => a.code);
  const existing = await tx
    .select({ id: assets.id, code: assets.code, days: assets.maintenanceEveryDays, hours: assets.maintenanceEveryHours })
    .from(assets)
    .where(and(eq(assets.orgId, orgId), inArray(assets.code, codes)));
  const ids = new Map(existing.map((r) => [r.code, r.id]));
  const crops = new Map((await tx.select({ id: cropFields.id, code: cropFields.code }).from(cropFields).where(eq(cropFields.farmId, farm.id))).map((r) => [r.code, r.id]));
  const trees = new Map((await tx.select({ id: treeFields.id, code: treeFields.code }).from(treeFields).where(eq(treeFields.farmId, farm.id))).map((r) => [r.code, r.id]));
  const services = (assetId: string, asset: DemoAsset) =>
    (asset.services ?? []).map((m) => ({ orgId, assetId, date: daysBefore(today, m.daysAgo), work: m.work, cost: m.cost, hours: m.hours ?? null }));
  // A demo seeded before maintenance existed gets its schedules and services once (an asset with no schedule yet).
  for (const row of existing) {
    const asset = list.find((a) => a.code === row.code)!;
    if (!asset.every || row.days !== null || row.hours !== null) continue;
    created.any = true;
    // Attributes it lacks (a generator's running hours) are added; the stored ones stay.
    await tx
      .update(assets)
      .set({ maintenanceEveryDays: asset.every.days ?? null, maintenanceEveryHours: asset.every.hours ?? null, attributes: sql`${JSON.stringify(asset.attributes)}::jsonb || ${assets.attributes}` })
      .where(eq(assets.id, row.id));
    if (asset.services?.length) await tx.insert(assetMaintenance).values(services(row.id, asset));
  }
  for (const asset of list) {
    if (ids.has(asset.code)) continue;
    created.any = true;
    const [row] = await tx
      .insert(assets)
      .values({
        orgId,
        farmId: farm.id,
        type: asset.type,
        code: asset.code,
        name: asset.name,
        ownership: asset.ownership ?? 'owned',
        state: asset.state ?? 'working',
        geom: geometryOf(asset.at),
        feedsAssetId: asset.feeds ? (ids.get(asset.feeds) ?? null) : null,
        attributes: asset.attributes,
        maintenanceEveryDays: asset.every?.days ?? null,
        maintenanceEveryHours: asset.every?.hours ?? null,
        createdAt: new Date(`${daysBefore(today, 365)}T08:00:00Z`),
      })
      .returning({ id: assets.id });
    ids.set(asset.code, row!.id);
    const served = [
      ...(asset.cropFields ?? []).flatMap((code) => (crops.has(code) ? [{ orgId, assetId: row!.id, cropFieldId: crops.get(code)!, treeFieldId: null, pivot: asset.type === 'pivot' }] : [])),
      ...(asset.treeFields ?? []).flatMap((code) => (trees.has(code) ? [{ orgId, assetId: row!.id, cropFieldId: null, treeFieldId: trees.get(code)!, pivot: false }] : [])),
    ];
    if (served.length > 0) await tx.insert(assetFields).values(served);
    if (asset.services?.length) await tx.insert(assetMaintenance).values(services(row!.id, asset));
  }
}

/**
 * The demo farms' water networks (issue #15): the Toshka pivot farm from its well to each pivot machine (capacities
 * and revolution times equal to the demo pivots', so the advice is unchanged) and the Al-Ahsa palm farm's well, pump
 * and a main valve per block, with a year of maintenance on the pumps, generator, tractor and fertigation unit (some
 * overdue, some due soon, relative to `today`). Idempotent by asset code.
 */
export async function seedDemoAssets(tx: Db, orgIds: { tree: string; crop: string }, created: { any: boolean }, today: string): Promise<void> {
  await seedNetwork(tx, orgIds.crop, 'TOSHKA-A', TOSHKA, created, today);
  await seedNetwork(tx, orgIds.tree, 'AHSA-01', AHSA, created, today);
}
