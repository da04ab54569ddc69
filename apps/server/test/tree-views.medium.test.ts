import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { activityLog, DEMO_ORGANISATIONS, farms, organizations, seedDemo, treeFields, treeRecords, trees, type Db } from '@rayyan/db';
import { buildUser, getTestDatabase } from '@rayyan/db/testing';
import { SPOT_STATES, TREE_BULK_MAX, TREE_DRIPS_STATUSES, TREE_HEALTH_STATES, treeAgeBucket, treeAgeYears, treeDripsStatus, type TreeGrid, type TreeSummary } from '@rayyan/contracts';
import { withTestApp } from './helpers';
import { buildTenant, callerFor, unique, type Caller } from './tenants';

// The system clock: the activity log's times (health changes by week) are the database's, as in production.
let app: FastifyInstance;
let db: Db;
withTestApp((built) => ({ app, db } = built));

const SQUARE = { type: 'Polygon', coordinates: [[[49.6, 25.4], [49.62, 25.4], [49.62, 25.42], [49.6, 25.42], [49.6, 25.4]]] };
const BLOCK = { type: 'Polygon', coordinates: [[[49.601, 25.401], [49.605, 25.401], [49.605, 25.405], [49.601, 25.405], [49.601, 25.401]]] };

const ok = async <T = Record<string, unknown>>(response: { statusCode: number; body: string; json: () => unknown }, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
};

/** A tree farm with one generated field of `rows` × `columns` (Khalas, 8 drips unset); answers the field's and farm's ids. */
async function generatedField(caller: Caller, rows: number, columns: number, blocked_spots: { row: number; column: number }[] = []) {
  const farm = await ok(await caller.call('POST', '/api/farms/', { code: unique('F'), name: unique('Palms'), farming_type: 'tree', geometry: SQUARE }), 201);
  const field = await ok(await caller.call('POST', '/api/fields/', { farm_id: farm.id, code: unique('G').replace(' ', ''), name: unique('Block'), rows, columns, varieties: ['Khalas', 'Sheshi'], geometry: BLOCK }), 201);
  await ok(await caller.call('POST', `/api/fields/${field.id}/trees/generate/`, { plantation_date: '2015-02-01', blocked_spots }));
  return { fieldId: field.id as string, farmId: farm.id as string };
}
const rowsOf = (fieldId: string) => db.select().from(trees).where(eq(trees.fieldId, fieldId)).orderBy(trees.row, trees.column);
const logOf = (ids: string[]) => db.select().from(activityLog).where(and(eq(activityLog.entity, 'tree'), inArray(activityLog.entityId, ids)));
const bulk = (caller: Caller, body: Record<string, unknown>) => caller.call('PATCH', '/api/trees/bulk/', body);

describe('changing many trees at once', () => {
  it('writes only the fields sent, to the trees named, with one activity row per changed tree', async () => {
    const owner = await buildTenant(app, db);
    const { fieldId } = await generatedField(owner, 3, 4);
    const before = await rowsOf(fieldId);
    const chosen = before.slice(0, 5);
    const ids = chosen.map((t) => t.id);
    await db.update(trees).set({ variety: 'Sheshi' }).where(eq(trees.id, ids[0]!));

    expect(await ok(await bulk(owner, { ids: [...ids, ids[1]], health_state: 'infected' }))).toEqual({ matched: 5, changed: 5 });
    const after = await rowsOf(fieldId);
    for (const tree of after) {
      const was = before.find((t) => t.id === tree.id)!;
      const expected = ids.includes(tree.id) ? { ...was, healthState: 'infected', variety: tree.id === ids[0] ? 'Sheshi' : was.variety } : was;
      expect({ ...tree, updatedAt: null }).toEqual({ ...expected, updatedAt: null });
    }
    expect((await logOf(ids)).map((l) => [l.entityId, l.action, l.changes]).sort()).toEqual(ids.map((id) => [id, 'update', { health_state: { from: 'healthy', to: 'infected' } }]).sort());

    // The same again changes nothing and logs nothing; a variety sent to trees of which one has it logs the other four.
    expect(await ok(await bulk(owner, { ids, health_state: 'infected' }))).toEqual({ matched: 5, changed: 0 });
    expect(await ok(await bulk(owner, { ids, variety: 'Sheshi', spot_state: 'occupied' }))).toEqual({ matched: 5, changed: 5 });
    const logged = await logOf(ids);
    expect(logged).toHaveLength(10);
    expect(logged.find((l) => l.entityId === ids[0] && 'spot_state' in l.changes)!.changes).toEqual({ spot_state: { from: 'planted', to: 'occupied' } });
    expect(logged.find((l) => l.entityId === ids[1] && 'spot_state' in l.changes)!.changes).toEqual({ spot_state: { from: 'planted', to: 'occupied' }, variety: { from: 'Khalas', to: 'Sheshi' } });
  });

  it('refuses another organisation’s ids whole: 404 and nothing written, its own trees included', async () => {
    const owner = await buildTenant(app, db);
    const stranger = await buildTenant(app, db);
    const theirs = await rowsOf((await generatedField(owner, 2, 2)).fieldId);
    const mine = await rowsOf((await generatedField(stranger, 2, 2)).fieldId);
    const response = await bulk(stranger, { ids: [mine[0]!.id, theirs[0]!.id], health_state: 'dead' });
    expect([response.statusCode, response.json().error.code]).toEqual([404, 'not_found']);
    const ids = [...theirs, ...mine].map((t) => t.id);
    expect((await db.select().from(trees).where(inArray(trees.id, ids))).every((t) => t.healthState === 'healthy')).toBe(true);
    expect(await logOf(ids)).toHaveLength(0);
  });

  it(`refuses more than ${TREE_BULK_MAX.toLocaleString('en')} trees, an empty change and an unknown state, writing nothing`, async () => {
    const owner = await buildTenant(app, db);
    const { fieldId } = await generatedField(owner, 51, 99);
    const ids = (await rowsOf(fieldId)).map((t) => t.id);
    expect(ids.length).toBeGreaterThan(TREE_BULK_MAX);
    const tooMany = await bulk(owner, { ids: ids.slice(0, TREE_BULK_MAX + 1), health_state: 'infected' });
    expect([tooMany.statusCode, tooMany.json().error]).toEqual([400, { code: 'too_many_trees', message: 'At most 5,000 trees can be changed at once; select fewer trees.' }]);
    const empty = await bulk(owner, { ids: ids.slice(0, 3) });
    expect([empty.statusCode, empty.json().error.code]).toEqual([400, 'validation_failed']);
    const unknown = await bulk(owner, { ids: ids.slice(0, 3), health_state: 'zombie' });
    expect([unknown.statusCode, unknown.json().error.field_codes]).toEqual([400, { health_state: 'health_state_choice' }]);
    expect((await rowsOf(fieldId)).filter((t) => t.healthState !== 'healthy')).toHaveLength(0);
    // Exactly the cap is one change.
    expect(await ok(await bulk(owner, { ids: ids.slice(0, TREE_BULK_MAX), health_state: 'infected' }))).toEqual({ matched: TREE_BULK_MAX, changed: TREE_BULK_MAX });
  });
});

describe('the grid of a field', () => {
  it('answers one code per spot, row by row, and no code on blocked spots', async () => {
    const owner = await buildTenant(app, db);
    const { fieldId } = await generatedField(owner, 3, 4, [{ row: 2, column: 2 }]);
    const rows = await rowsOf(fieldId);
    const at = (row: number, column: number) => rows.find((t) => t.row === row && t.column === column)!;
    await db.update(trees).set({ healthState: 'infected', dripsTotal: 4, dripsWorking: 2, dripsBroken: 1 }).where(eq(trees.id, at(1, 3).id));
    await db.update(trees).set({ spotState: 'valve', variety: 'Sheshi', dripsTotal: 4, dripsWorking: 3, dripsBlocked: 1 }).where(eq(trees.id, at(3, 4).id));
    await db.update(trees).set({ variety: 'Medjool' }).where(eq(trees.id, at(2, 1).id));
    await db.update(trees).set({ variety: null }).where(eq(trees.id, at(2, 3).id));
    const grid = await ok<TreeGrid>(await owner.call('GET', `/api/fields/${fieldId}/trees/grid/`));

    expect([grid.rows, grid.columns, grid.trees, grid.health.length, grid.variety.length]).toEqual([3, 4, 11, 12, 12]);
    const stored = await rowsOf(fieldId);
    for (let row = 1; row <= 3; row++) {
      for (let column = 1; column <= 4; column++) {
        const spot = (row - 1) * 4 + column - 1;
        const tree = stored.find((t) => t.row === row && t.column === column);
        const codes = [grid.health[spot], grid.spot[spot], grid.drips[spot], grid.variety[spot]];
        if (!tree) {
          expect(codes).toEqual(['.', '.', '.', '.']);
          continue;
        }
        const drips = treeDripsStatus({ drips_total: tree.dripsTotal, drips_broken: tree.dripsBroken, drips_blocked: tree.dripsBlocked });
        // A variety not among the field's is the code after them, no variety the one after that.
        const variety = tree.variety === null ? grid.varieties.length + 1 : grid.varieties.includes(tree.variety) ? grid.varieties.indexOf(tree.variety) : grid.varieties.length;
        expect(codes).toEqual([TREE_HEALTH_STATES.indexOf(tree.healthState), SPOT_STATES.indexOf(tree.spotState), TREE_DRIPS_STATUSES.indexOf(drips), variety].map(String));
      }
    }
    expect(grid.varieties).toEqual(['Khalas', 'Sheshi']);
    expect(grid.health[2]).toBe(String(TREE_HEALTH_STATES.indexOf('infected')));
    expect(grid.drips[2]).toBe(String(TREE_DRIPS_STATUSES.indexOf('some_broken')));
    expect([grid.variety[4], grid.variety[6], grid.variety[11]]).toEqual(['2', '3', '1']);
  });

  it('gives the ids of the records in a box, row by row, and refuses a box of more than 5,000 trees or upside down', async () => {
    const owner = await buildTenant(app, db);
    const { fieldId } = await generatedField(owner, 60, 90, [{ row: 2, column: 3 }]);
    const stored = await rowsOf(fieldId);
    const box = await ok<{ ids: string[] }>(await owner.call('GET', `/api/fields/${fieldId}/trees/grid/ids/?from_row=1&to_row=3&from_column=2&to_column=4`));
    expect(box.ids).toEqual(stored.filter((t) => t.row <= 3 && t.column >= 2 && t.column <= 4).map((t) => t.id));
    expect(box.ids).toHaveLength(8);
    const whole = await owner.call('GET', `/api/fields/${fieldId}/trees/grid/ids/?from_row=1&to_row=60&from_column=1&to_column=90`);
    expect([whole.statusCode, whole.json().error.code]).toEqual([400, 'too_many_trees']);
    const upsideDown = await owner.call('GET', `/api/fields/${fieldId}/trees/grid/ids/?from_row=5&to_row=1&from_column=1&to_column=2`);
    expect([upsideDown.statusCode, upsideDown.json().error.field_codes]).toEqual([400, { to_row: 'range_order' }]);
  });

  it('grows to trees outside the field’s grid when the field was made smaller', async () => {
    const owner = await buildTenant(app, db);
    const { fieldId } = await generatedField(owner, 3, 4);
    await ok(await owner.call('PATCH', `/api/fields/${fieldId}/`, { rows: 2, columns: 2 }));
    const grid = await ok<TreeGrid>(await owner.call('GET', `/api/fields/${fieldId}/trees/grid/`));
    expect([grid.rows, grid.columns, grid.trees, grid.health]).toEqual([3, 4, 12, '000000000000']);
  });

  it('is another organisation’s field: not found, nor the ids of a box of it', async () => {
    const owner = await buildTenant(app, db);
    const { fieldId } = await generatedField(owner, 2, 2);
    const stranger = await buildTenant(app, db);
    expect((await stranger.call('GET', `/api/fields/${fieldId}/trees/grid/`)).statusCode).toBe(404);
    expect((await stranger.call('GET', `/api/fields/${fieldId}/trees/grid/ids/?from_row=1&to_row=2&from_column=1&to_column=2`)).statusCode).toBe(404);
  });
});

describe('the tree dashboard’s counts', () => {
  /** The palm manager's organisation after the demo seed, and an admin of it signed in. */
  async function demo() {
    await seedDemo(await getTestDatabase());
    const [org] = await db.select().from(organizations).where(eq(organizations.name, DEMO_ORGANISATIONS.tree.name));
    const admin = await buildUser(db, { orgId: org!.id, userType: 'admin' });
    return { caller: await callerFor(app, org!, admin), orgId: org!.id };
  }
  const tally = <T>(list: T[], key: (t: T) => string) => list.reduce<Record<string, number>>((acc, t) => ({ ...acc, [key(t)]: (acc[key(t)] ?? 0) + 1 }), {});
  const nonZero = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

  it('counts the seeded demo palms of the organisation and of one farm as the registry holds them', async () => {
    const { caller, orgId } = await demo();
    const today = new Date().toISOString().slice(0, 10);
    const [farm] = await db.select({ id: farms.id }).from(farms).innerJoin(treeFields, eq(treeFields.farmId, farms.id)).where(eq(farms.orgId, orgId)).limit(1);
    for (const farmId of [undefined, farm!.id]) {
      const fieldIds = farmId ? (await db.select({ id: treeFields.id }).from(treeFields).where(eq(treeFields.farmId, farmId))).map((f) => f.id) : undefined;
      const palms = (await db.select().from(trees).where(eq(trees.orgId, orgId))).filter((t) => !fieldIds || fieldIds.includes(t.fieldId));
      const summary = await ok<TreeSummary>(await caller.call('GET', `/api/trees/summary/${farmId ? `?farm_id=${farmId}` : ''}`));
      expect(summary.trees).toBe(palms.length);
      expect(palms.length).toBeGreaterThan(1000);
      expect(nonZero(summary.health_states)).toEqual(tally(palms, (t) => t.healthState));
      expect(nonZero(summary.spot_states)).toEqual(tally(palms, (t) => t.spotState));
      expect(nonZero(summary.genders)).toEqual(tally(palms, (t) => t.gender ?? 'unknown'));
      expect(nonZero(summary.productive)).toEqual(tally(palms, (t) => (t.productive ? 'yes' : 'no')));
      expect(nonZero(summary.age_buckets)).toEqual(tally(palms, (t) => treeAgeBucket(treeAgeYears(t.plantationDate, today)) ?? 'unknown'));
      expect(Object.fromEntries(summary.varieties.map((v) => [v.variety ?? 'none', v.trees]))).toEqual(tally(palms, (t) => t.variety ?? 'none'));
      const sum = (key: 'dripsTotal' | 'dripsWorking' | 'dripsBroken' | 'dripsBlocked') => palms.reduce((n, t) => n + t[key], 0);
      expect(summary.drips).toEqual({
        total: sum('dripsTotal'),
        working: sum('dripsWorking'),
        broken: sum('dripsBroken'),
        blocked: sum('dripsBlocked'),
        trees_with_broken: palms.filter((t) => t.dripsBroken > 0).length,
        trees_with_blocked: palms.filter((t) => t.dripsBlocked > 0).length,
      });
      // The field team's records on these palms still waiting for review (the figure links to the review).
      const palmIds = new Set(palms.map((t) => t.id));
      const pending = (await db.select({ treeId: treeRecords.treeId }).from(treeRecords).where(and(eq(treeRecords.orgId, orgId), eq(treeRecords.state, 'pending')))).filter((r) => palmIds.has(r.treeId));
      expect(summary.records_pending).toBe(pending.length);
      if (!farmId) expect(summary.records_pending).toBeGreaterThan(0);
      // Each figure's link: the tree list filtered the same way counts the same trees.
      const scope = farmId ? `&farm_id=${farmId}` : '';
      const listed = async (query: string) => (await ok<{ count: number }>(await caller.call('GET', `/api/trees/?page_size=1${scope}&${query}`))).count;
      expect(await listed('gender=male')).toBe(summary.genders.male);
      expect(await listed('productive=true')).toBe(summary.productive.yes);
      expect(await listed('drips=broken')).toBe(summary.drips.trees_with_broken);
      expect(await listed('drips=blocked')).toBe(summary.drips.trees_with_blocked);
      for (const bucket of ['under_1', '1_3', '3_6', '6_10', 'over_10'] as const) expect(await listed(`age_bucket=${bucket}`)).toBe(summary.age_buckets[bucket]);
    }
  });

  it('counts this week’s health changes, one by one and in bulk, and none before; another organisation’s farm is not found', async () => {
    const owner = await buildTenant(app, db);
    const { fieldId, farmId } = await generatedField(owner, 2, 3);
    const empty = await ok<TreeSummary>(await owner.call('GET', `/api/trees/summary/?farm_id=${farmId}`));
    expect(empty.health_changes).toHaveLength(8);
    expect(empty.health_changes.every((w) => Object.values(w.changes).every((n) => n === 0))).toBe(true);
    const [a, b, c] = await rowsOf(fieldId);
    await ok(await bulk(owner, { ids: [a!.id, b!.id], health_state: 'infected' }));
    await ok(await owner.call('PATCH', `/api/trees/${c!.id}/`, { health_state: 'dead' }));
    await ok(await owner.call('PATCH', `/api/trees/${c!.id}/`, { valve: 'V-2' }));
    const summary = await ok<TreeSummary>(await owner.call('GET', `/api/trees/summary/?farm_id=${farmId}`));
    expect(summary.health_changes.at(-1)!.changes).toEqual({ healthy: 0, infected: 2, treated_or_healing: 0, recently_healed: 0, dead: 1 });
    expect(summary.health_changes.slice(0, -1).every((w) => Object.values(w.changes).every((n) => n === 0))).toBe(true);
    expect(new Date(`${summary.health_changes.at(-1)!.week}T00:00:00Z`).getUTCDay()).toBe(1);
    expect((await (await buildTenant(app, db)).call('GET', `/api/trees/summary/?farm_id=${farmId}`)).statusCode).toBe(404);
  });
});
