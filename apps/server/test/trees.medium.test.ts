import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { activityLog, DEMO_ORGANISATIONS, organizations, seedDemo, treeFields, treeRecords, trees, type Db } from '@rayyan/db';
import { getTestDatabase } from '@rayyan/db/testing';
import type { TreeRecord } from '@rayyan/contracts';
import { withTestApp } from './helpers';
import { buildTenant, PALM_BLOCK as BLOCK, PALM_FARM as SQUARE, readXlsx, unique, type Caller } from './tenants';

let app: FastifyInstance;
let db: Db;
withTestApp((built) => ({ app, db } = built), {}, { clock: { now: () => new Date('2026-06-14T09:00:00Z') } });

const ok = async (response: { statusCode: number; body: string; json: () => unknown }, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as Record<string, unknown>;
};

/** A tree farm with one field of `rows` × `columns` of the caller's organisation; answers the field's id and code. */
async function treeField(caller: Caller, rows: number, columns: number, varieties = ['Khalas']) {
  const farm = await ok(await caller.call('POST', '/api/farms/', { code: unique('F'), name: unique('Palms'), farming_type: 'tree', geometry: SQUARE }), 201);
  const code = unique('B').replace(' ', '');
  const field = await ok(await caller.call('POST', '/api/fields/', { farm_id: farm.id, code, name: unique('Block'), rows, columns, varieties, geometry: BLOCK }), 201);
  return { id: field.id as string, code };
}

const generate = (caller: Caller, fieldId: string, body: Record<string, unknown> = {}) => caller.call('POST', `/api/fields/${fieldId}/trees/generate/`, body);
const treeRows = (fieldId: string) => db.select().from(trees).where(eq(trees.fieldId, fieldId));

/** Every page of a list, following next_cursor from the first page; answers the pages' trees and the first count. */
async function allPages(caller: Caller, query: string, pageSize: number) {
  const seen: TreeRecord[] = [];
  let cursor: string | null = null;
  let count: number | null = null;
  let pages = 0;
  do {
    const page = await ok(await caller.call('GET', `/api/trees/?${query}&page_size=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`));
    if (pages === 0) [count] = [page.count as number, expect(page.count_capped).toBe(false)];
    else expect(page.count).toBeNull();
    seen.push(...(page.results as TreeRecord[]));
    cursor = page.next_cursor as string | null;
    pages++;
  } while (cursor && pages < 100);
  return { seen, count, pages };
}

const position = (t: TreeRecord) => `${t.field_id}:${String(t.row).padStart(4, '0')}:${String(t.column).padStart(4, '0')}`;

describe('trees list', () => {
  it('pages through every tree once, in field, row, column order, with and without filters', async () => {
    const owner = await buildTenant(app, db);
    const first = await treeField(owner, 6, 7);
    const second = await treeField(owner, 3, 4, ['Ruzeiz', 'Sheshi']);
    expect((await ok(await generate(owner, first.id, { plantation_date: '2019-03-01' }))).created).toBe(42);
    expect((await ok(await generate(owner, second.id, { variety: 'Sheshi' }))).created).toBe(12);
    const infected = (await treeRows(first.id)).filter((t) => (t.row * 7 + t.column) % 4 === 0);
    for (const tree of infected) await ok(await owner.call('PATCH', `/api/trees/${tree.id}/`, { health_state: 'infected' }));

    const all = await allPages(owner, 'x=1', 5);
    expect(all.count).toBe(54);
    expect(all.seen).toHaveLength(54);
    expect(new Set(all.seen.map((t) => t.id)).size).toBe(54);
    expect(all.seen.map(position)).toEqual(all.seen.map(position).sort());

    const sick = await allPages(owner, 'health_state=infected', 2);
    expect(sick.count).toBe(infected.length);
    expect(sick.seen.map((t) => t.id).sort()).toEqual(infected.map((t) => t.id).sort());

    const ofSecond = await allPages(owner, `field_id=${second.id}&variety=Sheshi`, 5);
    expect([ofSecond.count, ofSecond.pages]).toEqual([12, 3]);
    expect(ofSecond.seen.every((t) => t.field_code === second.code && t.variety === 'Sheshi' && t.plantation_date === null && t.age_years === null)).toBe(true);

    const spot = await ok(await owner.call('GET', `/api/trees/?field_id=${first.id}&row=2&column=5`));
    expect((spot.results as TreeRecord[]).map((t) => [t.row, t.column, t.code])).toEqual([[2, 5, `${first.code}-R002-C005`]]);
    expect((await ok(await owner.call('GET', `/api/trees/?search=${encodeURIComponent(`${second.code}-r003`)}`))).count).toBe(4);
    // Planted 2019-03-01, counted on the clock's 2026-06-14: 7 completed years.
    expect(all.seen.find((t) => t.field_id === first.id)).toMatchObject({ age_years: 7, variety: 'Khalas', spot_state: 'planted' });
  });

  it('a page after the cursor neither repeats nor skips a tree when trees change between pages', async () => {
    const owner = await buildTenant(app, db);
    const field = await treeField(owner, 4, 5);
    await ok(await generate(owner, field.id));
    const page1 = await ok(await owner.call('GET', `/api/trees/?field_id=${field.id}&page_size=8`));
    // Trees of the first page change (one moves into another spot state); the next page still starts after the eighth.
    for (const tree of (page1.results as TreeRecord[]).slice(0, 3)) await ok(await owner.call('PATCH', `/api/trees/${tree.id}/`, { spot_state: 'empty' }));
    const page2 = await ok(await owner.call('GET', `/api/trees/?field_id=${field.id}&page_size=8&cursor=${page1.next_cursor}`));
    expect((page2.results as TreeRecord[]).map((t) => [t.row, t.column])).toEqual([
      [2, 4], [2, 5], [3, 1], [3, 2], [3, 3], [3, 4], [3, 5], [4, 1],
    ]);
  });

  it('counts at most 10,000 matching trees on the first page, and says when more match', async () => {
    const owner = await buildTenant(app, db);
    const field = await treeField(owner, 100, 101);
    expect((await ok(await generate(owner, field.id))).created).toBe(10_100);
    const first = await ok(await owner.call('GET', '/api/trees/?page_size=10'));
    expect([first.count, first.count_capped]).toEqual([10_000, true]);
    const row = await ok(await owner.call('GET', `/api/trees/?row=100&page_size=10`));
    expect([row.count, row.count_capped]).toEqual([101, false]);
  });

  it('refuses a damaged cursor and an unknown state filter with a message on that parameter', async () => {
    const owner = await buildTenant(app, db);
    const damaged = await owner.call('GET', '/api/trees/?cursor=bm90LWEtY3Vyc29y');
    expect([damaged.statusCode, damaged.json().error.fields]).toEqual([400, { cursor: 'This page link is damaged; start again from the first page.' }]);
    const state = await owner.call('GET', '/api/trees/?health_state=sick');
    expect(state.statusCode).toBe(400);
    expect(state.json().error.fields.health_state).toMatch(/^Choose a health state: healthy, infected/);
  });

  it('exports the filtered trees as a workbook', async () => {
    const owner = await buildTenant(app, db);
    const field = await treeField(owner, 3, 3);
    await ok(await generate(owner, field.id));
    const [tree] = await db.select().from(trees).where(and(eq(trees.fieldId, field.id), eq(trees.row, 2), eq(trees.column, 2)));
    await ok(await owner.call('PATCH', `/api/trees/${tree!.id}/`, { health_state: 'dead' }));
    const response = await owner.call('GET', `/api/trees/export/?health_state=dead&field_id=${field.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('trees-2026-06-14.xlsx');
    const rows = await readXlsx(response.rawPayload);
    expect(rows[0]!.slice(0, 4)).toEqual(['Code', 'Field', 'Row', 'Column']);
    expect(rows.slice(1).map((r) => [r[0], r[11]])).toEqual([[`${field.code}-R002-C002`, 'dead']]);
  });
});

describe('editing a tree', () => {
  it('writes only the columns sent, under the row lock, with the change in the activity log', async () => {
    const owner = await buildTenant(app, db);
    const field = await treeField(owner, 2, 2);
    await ok(await generate(owner, field.id, { plantation_date: '2024-01-10' }));
    const [before] = await db.select().from(trees).where(and(eq(trees.fieldId, field.id), eq(trees.row, 1), eq(trees.column, 2)));
    const answer = await ok(await owner.call('PATCH', `/api/trees/${before!.id}/`, { health_state: 'treated_or_healing', code: 'HIJACK', row: 9 }));
    expect(answer).toMatchObject({ health_state: 'treated_or_healing', code: before!.code, row: 1, column: 2, age_years: 2 });
    const [after] = await db.select().from(trees).where(eq(trees.id, before!.id));
    const { healthState: _h, updatedAt: _u, ...unchanged } = after!;
    const { healthState: _hb, updatedAt: _ub, ...was } = before!;
    expect(unchanged).toEqual(was);
    const log = await db.select().from(activityLog).where(and(eq(activityLog.orgId, owner.org.id), eq(activityLog.entityId, before!.id)));
    expect(log.map((l) => [l.action, l.entity, l.changes])).toEqual([['update', 'tree', { health_state: { from: 'healthy', to: 'treated_or_healing' } }]]);
  });

  it('answers an unknown health state with 400 and a clear message, and writes nothing', async () => {
    const owner = await buildTenant(app, db);
    const field = await treeField(owner, 1, 2);
    await ok(await generate(owner, field.id));
    const [tree] = await treeRows(field.id);
    const response = await owner.call('PATCH', `/api/trees/${tree!.id}/`, { health_state: 'zombie', valve: 'V-9' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { health_state: 'Choose a health state: healthy, infected, recently treated or healing, recently healed, or dead.' },
      field_codes: { health_state: 'health_state_choice' },
    });
    expect((await db.select().from(trees).where(eq(trees.id, tree!.id)))[0]).toEqual(tree);
  });

  it('keeps drips working, broken and blocked within the total: in the request, against the stored tree, and in the database', async () => {
    const owner = await buildTenant(app, db);
    const field = await treeField(owner, 1, 1);
    await ok(await generate(owner, field.id));
    const [tree] = await treeRows(field.id);
    const url = `/api/trees/${tree!.id}/`;
    await ok(await owner.call('PATCH', url, { drips_total: 8, drips_working: 6, drips_broken: 1, drips_blocked: 1 }));
    const sent = await owner.call('PATCH', url, { drips_total: 4, drips_working: 4, drips_broken: 1, drips_blocked: 0 });
    expect([sent.statusCode, sent.json().error.field_codes]).toEqual([400, { drips_total: 'drips_exceed_total' }]);
    const stored = await owner.call('PATCH', url, { drips_broken: 3 });
    expect([stored.statusCode, stored.json().error.fields.drips_total]).toEqual([400, 'Working, broken and blocked drips cannot add up to more than the total.']);
    await expect(db.update(trees).set({ dripsBlocked: 5 }).where(eq(trees.id, tree!.id))).rejects.toThrow();
    await expect(db.update(trees).set({ dripsBroken: -1, dripsWorking: 0 }).where(eq(trees.id, tree!.id))).rejects.toThrow();
    expect((await db.select().from(trees).where(eq(trees.id, tree!.id)))[0]).toMatchObject({ dripsTotal: 8, dripsWorking: 6, dripsBroken: 1, dripsBlocked: 1 });
  });
});

describe('generating a tree field grid', () => {
  it('fills each plantable spot once, skips blocked spots, and writes nothing new the second time', async () => {
    const owner = await buildTenant(app, db);
    const field = await treeField(owner, 5, 6, ['Khalas', 'Ruzeiz']);
    const blocked_spots = [{ row: 1, column: 1 }, { row: 3, column: 4 }, { row: 3, column: 4 }];
    expect(await ok(await generate(owner, field.id, { variety: 'Ruzeiz', blocked_spots }))).toEqual({ created: 28, existing: 0, blocked: 2, field_trees: 28 });
    expect(await ok(await generate(owner, field.id, { blocked_spots }))).toEqual({ created: 0, existing: 28, blocked: 2, field_trees: 28 });
    // Without the blocked list the two spots are plantable: only they are written.
    expect(await ok(await generate(owner, field.id))).toEqual({ created: 2, existing: 28, blocked: 0, field_trees: 30 });
    const rows = await treeRows(field.id);
    expect(new Set(rows.map((t) => `${t.row}:${t.column}`)).size).toBe(30);
    expect(rows.filter((t) => t.variety === 'Ruzeiz')).toHaveLength(28);
    // The database itself refuses a second record on a spot.
    await expect(db.insert(trees).values({ orgId: owner.org.id, fieldId: field.id, code: unique('dup'), row: 2, column: 2 })).rejects.toThrow();
  });

  it('is refused with the Limit Exceeded notice past the contracted trees, and writes nothing', async () => {
    const owner = await buildTenant(app, db);
    await db.update(organizations).set({ contractedTrees: 50 }).where(eq(organizations.id, owner.org.id));
    const small = await treeField(owner, 4, 5);
    await ok(await generate(owner, small.id));
    const large = await treeField(owner, 5, 7);
    const refused = await generate(owner, large.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'limit_exceeded', message: 'Limit Exceeded: your contract is used up. Please contact the provider to extend it.' });
    expect(await treeRows(large.id)).toHaveLength(0);
    // 20 + 30 fits exactly once five spots are blocked.
    const blocked_spots = [1, 2, 3, 4, 5].map((row) => ({ row, column: 7 }));
    expect((await ok(await generate(owner, large.id, { blocked_spots }))).created).toBe(30);
  });

  it('refuses a field without a grid, blocked spots outside it, a variety not of the field, and another organisation', async () => {
    const owner = await buildTenant(app, db);
    const empty = await treeField(owner, 0, 0);
    expect((await generate(owner, empty.id)).json().error.code).toBe('field_grid_empty');
    const field = await treeField(owner, 3, 3);
    const outside = await generate(owner, field.id, { blocked_spots: [{ row: 4, column: 1 }] });
    expect([outside.statusCode, outside.json().error.field_codes]).toEqual([400, { blocked_spots: 'spot_outside_grid' }]);
    const variety = await generate(owner, field.id, { variety: 'Medjool' });
    expect([variety.statusCode, variety.json().error.field_codes]).toEqual([400, { variety: 'variety_not_in_field' }]);
    const stranger = await buildTenant(app, db);
    expect((await generate(stranger, field.id)).statusCode).toBe(404);
    expect(await treeRows(field.id)).toHaveLength(0);
  });
});

describe('demo palms', () => {
  it('the palm organisation has two blocks of generated trees with varied health, drips, spots and ages, and records waiting for review, seeded once', async () => {
    const database = await getTestDatabase();
    await seedDemo(database);
    expect((await seedDemo(database)).created).toBe(false);
    const [org] = await db.select().from(organizations).where(eq(organizations.name, DEMO_ORGANISATIONS.tree.name));
    const blocks = await db.select({ id: treeFields.id, code: treeFields.code }).from(treeFields).where(eq(treeFields.orgId, org!.id));
    const palms = await db.select().from(trees).where(eq(trees.orgId, org!.id));
    const perBlock = blocks.map((b) => palms.filter((t) => t.fieldId === b.id).length).filter((n) => n > 0);
    expect(perBlock).toEqual([1800, 1800]);
    const share = (predicate: (t: (typeof palms)[number]) => boolean) => palms.filter(predicate).length / palms.length;
    expect(share((t) => t.healthState === 'healthy')).toBeGreaterThan(0.8);
    for (const state of ['infected', 'treated_or_healing', 'recently_healed', 'dead'] as const) expect(share((t) => t.healthState === state)).toBeGreaterThan(0);
    for (const state of ['planted', 'empty', 'valve', 'water_pump', 'water_pipe', 'stone_soil'] as const) expect(share((t) => t.spotState === state)).toBeGreaterThan(0);
    expect(share((t) => t.dripsBroken > 0)).toBeGreaterThan(0.02);
    expect(share((t) => t.dripsBlocked > 0)).toBeGreaterThan(0.02);
    expect(share((t) => t.gender === 'male')).toBeGreaterThan(0.01);
    expect(new Set(palms.map((t) => t.plantationDate)).size).toBeGreaterThanOrEqual(4);
    expect(palms.every((t) => t.dripsWorking + t.dripsBroken + t.dripsBlocked <= t.dripsTotal)).toBe(true);
    // Some of the field team's records wait for the engineer's review, on the blocks' palms.
    const records = await db.select({ state: treeRecords.state, treeId: treeRecords.treeId }).from(treeRecords).where(eq(treeRecords.orgId, org!.id));
    const pending = records.filter((r) => r.state === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    expect(records.some((r) => r.state !== 'pending')).toBe(true);
    const palmIds = new Set(palms.map((t) => t.id));
    expect(pending.every((r) => palmIds.has(r.treeId))).toBe(true);
  });
});
