import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropFields, farms, organizations, treeFields, type Db } from '@rayyan/db';
import type { AssetRecord } from '@rayyan/contracts';
import { buildTestApp } from './helpers';

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  const built = await buildTestApp();
  ({ app, db } = built);
  const { seedDemo } = await import('@rayyan/db');
  await seedDemo(built.database);
});
afterAll(() => app?.close());

const orgOf = async (key: 'tree' | 'crop') => {
  const { DEMO_ORGANISATIONS } = await import('@rayyan/db');
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, DEMO_ORGANISATIONS[key].name));
  return org!.id;
};
const networkOf = async (orgId: string, farmCode: string) => {
  const [farm] = (await db.select({ id: farms.id, code: farms.code }).from(farms).where(eq(farms.orgId, orgId))).filter((f) => f.code === farmCode);
  return { farmId: farm!.id, assets: (await app.assets.network(orgId, farm!.id)).assets };
};
/** The codes from `code` up to the source, following the upstream assets. */
const upstream = (assets: AssetRecord[], code: string) => {
  const byId = new Map(assets.map((a) => [a.id, a]));
  const chain: string[] = [];
  for (let a = assets.find((x) => x.code === code); a; a = a.feeds_asset_id ? byId.get(a.feeds_asset_id) : undefined) chain.push(a.code);
  return chain;
};

describe('demo water networks', () => {
  it('the pivot farm runs from its well to one pivot machine per demo pivot, whose capacity the advice uses and names', async () => {
    const orgId = await orgOf('crop');
    const { farmId, assets } = await networkOf(orgId, 'TOSHKA-A');
    expect(upstream(assets, 'TA-PV1')).toEqual(['TA-PV1', 'TA-V1', 'TA-SP1', 'TA-MP1', 'TA-FM1', 'TA-PU1', 'TA-W1']);
    expect(upstream(assets, 'TA-PV5')).toEqual(['TA-PV5', 'TA-V5', 'TA-MP1', 'TA-FM1', 'TA-PU1', 'TA-W1']);
    expect(assets.filter((a) => a.type === 'pipe').every((a) => a.geometry?.type === 'LineString')).toBe(true);
    expect(assets.filter((a) => a.type !== 'pipe').every((a) => a.geometry?.type === 'Point')).toBe(true);

    expect(await app.weatherJobs.refresh({ farmId })).toBe(1);
    await app.irrigation.calculateAll({ farmIds: [farmId] });
    const fields = await db.select().from(cropFields).where(eq(cropFields.farmId, farmId));
    expect(fields).toHaveLength(5);
    let advised = 0;
    for (const field of fields) {
      // One pivot machine per demo pivot, with the capacity and revolution time the demo pivot had on its field.
      const pivot = assets.find((a) => a.type === 'pivot' && a.crop_field_ids.includes(field.id))!;
      expect(pivot.attributes, field.code).toMatchObject({ system_capacity_m3_h: field.pivotCapacityM3H, hours_per_revolution_at_100: field.pivotHoursPerRevolution, towers: field.pivotTowers });
      const status = await app.irrigation.status(orgId, 'crop', field.id);
      if (!status.advice) continue;
      advised++;
      expect(status.advice, field.code).toMatchObject({ valve_name: pivot.name, valve_code: pivot.code });
      expect(status.advice.pivot_run, field.code).toMatchObject({ capacity_m3_h: field.pivotCapacityM3H, hours_per_revolution_at_100: field.pivotHoursPerRevolution });
    }
    expect(advised).toBeGreaterThanOrEqual(3);
  });

  it('the palm farm\'s valves serve its tree fields and name the blocks\' advice', async () => {
    const orgId = await orgOf('tree');
    const { assets } = await networkOf(orgId, 'AHSA-01');
    const blocks = await db.select({ id: treeFields.id, code: treeFields.code }).from(treeFields).where(eq(treeFields.orgId, orgId));
    const blockA = blocks.find((b) => b.code === 'AHSA-01-A')!;
    const blockB = blocks.find((b) => b.code === 'AHSA-01-B')!;
    expect(assets.find((a) => a.code === 'MV-A')!.tree_field_ids).toEqual([blockA.id]);
    expect(assets.find((a) => a.code === 'MV-B')!.tree_field_ids).toEqual([blockB.id]);
    expect(upstream(assets, 'MV-A')).toEqual(['MV-A', 'AH-MP1', 'AH-FG1', 'AH-FM1', 'AH-PU1', 'AH-W1']);
    const status = await app.irrigation.status(orgId, 'tree', blockA.id);
    expect(status.settings).toMatchObject({ valve_name: 'Main valve A', valve_code: 'MV-A' });
    // The screen shows that valve read-only: the network names it.
    expect(status.valve_from_network).toBe(true);
  });

  it('gives each demo organisation a due list: what is overdue, due soon and scheduled on the day the demo is created', async () => {
    const statuses = async (key: 'tree' | 'crop') => (await app.assetMaintenance.due(await orgOf(key))).map((d) => `${d.code}:${d.status}`);
    expect(await statuses('crop')).toEqual(['TA-G1:overdue', 'TA-PU1:due_soon', 'TA-T1:due_soon']);
    expect(await statuses('tree')).toEqual(['AH-FG1:overdue', 'AH-PU1:scheduled']);
  });
});
