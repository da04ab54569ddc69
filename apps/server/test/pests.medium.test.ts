import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { activityLog, DEMO_ORGANISATIONS, organizations, pests, scoutingObservations, seedDemo, trees, type Db } from '@rayyan/db';
import { seedPestCatalogue } from '@rayyan/db/pests-seed';
import { getTestDatabase } from '@rayyan/db/testing';
import type { ObservationRecord, PestRecord } from '@rayyan/contracts';
import { withTestApp } from './helpers';
import { buildTenant, type Caller, createOrganisation, unique } from './tenants';

const SQUARE = { type: 'Polygon', coordinates: [[[49.6, 25.4], [49.62, 25.4], [49.62, 25.42], [49.6, 25.42], [49.6, 25.4]]] };
const BLOCK = { type: 'Polygon', coordinates: [[[49.601, 25.401], [49.605, 25.401], [49.605, 25.405], [49.601, 25.405], [49.601, 25.401]]] };

let app: FastifyInstance;
let db: Db;
withTestApp((built) => ({ app, db } = built));

const ok = async <T = Record<string, unknown>>(response: { statusCode: number; body: string; json: () => unknown }, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
};

/** A tenant with the seeded catalogue and a 2 × 2 palm field with its trees. */
async function tenantWithTrees() {
  const owner = await buildTenant(app, db);
  await seedPestCatalogue(db, owner.org.id);
  const farm = await ok(await owner.call('POST', '/api/farms/', { code: unique('F'), name: unique('Palms'), farming_type: 'tree', geometry: SQUARE }), 201);
  const field = await ok(await owner.call('POST', '/api/fields/', { farm_id: farm.id, code: unique('B').replace(' ', ''), name: unique('Block'), rows: 2, columns: 2, geometry: BLOCK }), 201);
  await ok(await owner.call('POST', `/api/fields/${field.id}/trees/generate/`, {}));
  const [tree] = await db.select({ id: trees.id }).from(trees).where(eq(trees.fieldId, field.id as string)).limit(1);
  return { owner, fieldId: field.id as string, treeId: tree!.id };
}
const pestId = async (caller: Caller, code: string) => ((await ok<{ results: PestRecord[] }>(await caller.call('GET', `/api/pests/?search=${code}`))).results.find((p) => p.code === code)!).id;

describe('pests and diseases', () => {
  it('lists the catalogue in both languages, filtered by host, kind and month', async () => {
    const { owner } = await tenantWithTrees();
    const all = await ok<{ count: number; results: PestRecord[] }>(await owner.call('GET', '/api/pests/?page_size=100'));
    expect(all.count).toBeGreaterThanOrEqual(15);
    for (const pest of all.results) expect([pest.name_en, pest.name_ar, pest.symptoms_en, pest.symptoms_ar, pest.threshold_ar, pest.treatments_ar].every(Boolean)).toBe(true);
    const palmDiseases = await ok<{ results: PestRecord[] }>(await owner.call('GET', '/api/pests/?host=date_palm&kind=disease'));
    expect(palmDiseases.results.map((p) => p.code).sort()).toEqual(['bayoud', 'black_scorch']);
    const july = await ok<{ results: PestRecord[] }>(await owner.call('GET', '/api/pests/?month=7&host=date_palm&page_size=100'));
    expect(july.results.map((p) => p.code)).toContain('dust_mite');
    expect(july.results.map((p) => p.code)).not.toContain('lesser_date_moth');
    const arabic = await ok<{ results: PestRecord[] }>(await owner.call('GET', `/api/pests/?search=${encodeURIComponent('سوسة النخيل')}`));
    expect(arabic.results.map((p) => p.code)).toEqual(['red_palm_weevil']);
    const nameless = await owner.call('POST', '/api/pests/', { code: 'nameless', kind: 'insect' });
    expect(nameless.json().error.field_codes).toEqual({ name_en: 'required' });
    const duplicate = await owner.call('POST', '/api/pests/', { code: 'dubas_bug', kind: 'insect', name_en: 'Again' });
    expect(duplicate.statusCode).toBe(409);
  });

  it('records an observation on a tree and marks the tree infected in the same transaction', async () => {
    const { owner, treeId } = await tenantWithTrees();
    const rpw = await pestId(owner, 'red_palm_weevil');
    const observation = await ok<ObservationRecord>(
      await owner.call('POST', '/api/scouting-observations/', { pest_id: rpw, observed_on: new Date().toISOString().slice(0, 10), severity: 'high', tree_id: treeId, tree_infected: true, note: 'Oozing hole' }),
      201,
    );
    expect(observation).toMatchObject({ pest_name_en: 'Red palm weevil', pest_name_ar: 'سوسة النخيل الحمراء', tree_id: treeId, severity: 'high' });
    expect(observation.place_code).toMatch(/-R001-C001$/);
    const [tree] = await db.select({ health: trees.healthState }).from(trees).where(eq(trees.id, treeId));
    expect(tree!.health).toBe('infected');
    const log = await db.select().from(activityLog).where(and(eq(activityLog.entity, 'tree'), eq(activityLog.entityId, treeId)));
    expect(log.map((entry) => entry.changes)).toEqual([{ health_state: { from: 'healthy', to: 'infected' } }]);
    const list = await ok<{ results: ObservationRecord[] }>(await owner.call('GET', `/api/scouting-observations/?pest_id=${rpw}`));
    expect(list.results.map((o) => o.id)).toEqual([observation.id]);
    // Seen today: one observation in the last 30 days.
    expect((await ok<PestRecord>(await owner.call('GET', `/api/pests/${rpw}/`))).recent_observations).toBe(1);
  });

  it('refuses an observation placed nowhere, on another organisation\'s tree or marking no tree: nothing written', async () => {
    const { owner, fieldId } = await tenantWithTrees();
    const other = await tenantWithTrees();
    const rpw = await pestId(owner, 'red_palm_weevil');
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'field_id', 'observation_place'],
      [{ tree_id: other.treeId }, 'tree_id', 'invalid_choice'],
      [{ field_id: fieldId, tree_infected: true }, 'tree_id', 'tree_infected_needs_tree'],
      [{ field_id: fieldId, pest_id: await pestId(other.owner, 'dubas_bug') }, 'pest_id', 'invalid_choice'],
      [{ lat: 25.4 }, 'field_id', 'observation_place'],
    ];
    for (const [overrides, field, code] of cases) {
      const refused = await owner.call('POST', '/api/scouting-observations/', { pest_id: rpw, observed_on: '2026-11-20', severity: 'low', ...overrides });
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(refused.json().error.field_codes).toMatchObject({ [field]: code });
    }
    expect(await db.select().from(scoutingObservations).where(eq(scoutingObservations.orgId, owner.org.id))).toHaveLength(0);
    const [otherTree] = await db.select({ health: trees.healthState }).from(trees).where(eq(trees.id, other.treeId));
    expect(otherTree!.health).toBe('healthy');
  });

  it('seeds both demo organisations with the catalogue and a scouting round', async () => {
    const database = await getTestDatabase();
    await seedDemo(database);
    expect((await seedDemo(database)).created).toBe(false);
    for (const [key, expected] of [['tree', ['dubas_bug', 'dust_mite', 'red_palm_weevil', 'red_palm_weevil']], ['crop', ['alfalfa_weevil', 'potato_late_blight', 'wheat_rust']]] as const) {
      const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, DEMO_ORGANISATIONS[key].name));
      expect((await db.select().from(pests).where(eq(pests.orgId, org!.id))).length).toBeGreaterThanOrEqual(15);
      const seen = await db.select({ code: pests.code, treeId: scoutingObservations.treeId }).from(scoutingObservations).innerJoin(pests, eq(pests.id, scoutingObservations.pestId)).where(eq(scoutingObservations.orgId, org!.id));
      expect(seen.map((o) => o.code).sort()).toEqual(expected);
      if (key === 'tree') expect(seen.some((o) => o.code === 'red_palm_weevil' && o.treeId)).toBe(true);
    }
  });

  it('gives a new organisation the catalogue in both languages', async () => {
    const superAdmin = await buildTenant(app, db, { superAdmin: true });
    const orgId = await createOrganisation(superAdmin, 'New Palms');
    const entries = await db.select().from(pests).where(eq(pests.orgId, orgId));
    expect(entries.length).toBeGreaterThanOrEqual(15);
    expect(entries.find((p) => p.code === 'red_palm_weevil')).toMatchObject({ nameEn: 'Red palm weevil', nameAr: 'سوسة النخيل الحمراء' });
  });
});
