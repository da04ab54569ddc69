import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { activityLog, treeRecords, trees, type Db } from '@rayyan/db';
import { buildUser } from '@rayyan/db/testing';
import { recordStatements } from './statement-counter';
import type { TestApp } from './helpers';
import { buildPalmBlock, type Caller, callerFor, unique, withTenantApp } from './tenants';

/** Records from the field (issue #12): recorded once, applied to the tree only when an engineer approves. */

let app: FastifyInstance;
let db: Db;
let database: TestApp['database'];
let a: Caller;
let b: Caller;
let technician: Caller;
let palms: { id: string; code: string }[];

withTenantApp({ a: {}, b: {} }, async (built) => {
  ({ app, db, database, a, b } = built);
  const policy = await a.call('POST', '/api/policies/', { name: unique('View'), template: 'view_only' });
  technician = await callerFor(app, a.org, await buildUser(db, { orgId: a.org.id, userType: 'normal', policyId: policy.json().id }));
  const { fieldId } = await buildPalmBlock(a, 2, 3);
  // Each palm on a ring of 8 drips, all working.
  await db.update(trees).set({ dripsTotal: 8, dripsWorking: 8 }).where(eq(trees.fieldId, fieldId));
  palms = (await db.select({ id: trees.id, code: trees.code }).from(trees).where(eq(trees.fieldId, fieldId)).orderBy(trees.row, trees.column)).map((t) => t);
});

const key = () => randomUUID();
const tree = async (id: string) => (await db.select().from(trees).where(eq(trees.id, id)))[0]!;
const recordsOf = async (treeId: string) => db.select().from(treeRecords).where(eq(treeRecords.treeId, treeId));

describe('records from the field', () => {
  it('stores a technician’s record once (a replay answers the same record) and leaves the tree as it was', async () => {
    const palm = palms[0]!;
    const body = { idempotency_key: key(), tree_code: palm.code.toLowerCase(), kind: 'health', changes: { health_state: 'infected' }, note: 'Frass at the base', lat: 25.402, lng: 49.602 };
    const first = await technician.call('POST', '/api/tree-records/', body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ tree_id: palm.id, tree_code: palm.code, kind: 'health', state: 'pending', note: 'Frass at the base', recorded_by_name: expect.any(String), row: 1, column: 1 });
    const replay = await technician.call('POST', '/api/tree-records/', body);
    expect(replay.json().id).toBe(first.json().id);
    expect(await recordsOf(palm.id)).toHaveLength(1);
    expect((await tree(palm.id)).healthState).toBe('healthy');
    // The technician may record but not approve.
    expect((await technician.call('POST', `/api/tree-records/${first.json().id}/approve/`)).statusCode).toBe(403);
  });

  it('applies an approved record to its tree in one transaction with the activity log, and refuses a second review', async () => {
    const palm = palms[1]!;
    const created = (await technician.call('POST', '/api/tree-records/', { idempotency_key: key(), tree_id: palm.id, kind: 'drips', changes: { drips_working: 5, drips_broken: 2, drips_blocked: 1 } })).json();
    const approved = await a.call('POST', `/api/tree-records/${created.id}/approve/`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'approved', reviewed_by_name: expect.any(String), reviewed_at: expect.any(String) });
    expect(await tree(palm.id)).toMatchObject({ dripsWorking: 5, dripsBroken: 2, dripsBlocked: 1 });
    const [logged] = await db.select().from(activityLog).where(and(eq(activityLog.entity, 'tree'), eq(activityLog.entityId, palm.id)));
    expect(logged?.changes).toMatchObject({ drips_broken: { from: 0, to: 2 }, field_record: { to: created.id } });
    const again = await a.call('POST', `/api/tree-records/${created.id}/approve/`);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'record_not_pending']);
  });

  it('keeps the tree as it was when a record is rejected, and says why', async () => {
    const palm = palms[2]!;
    const created = (await technician.call('POST', '/api/tree-records/', { idempotency_key: key(), tree_id: palm.id, kind: 'spot', changes: { spot_state: 'road' } })).json();
    const rejected = await a.call('POST', `/api/tree-records/${created.id}/reject/`, { reason: 'Wrong palm: this spot is planted' });
    expect(rejected.json()).toMatchObject({ state: 'rejected', reject_reason: 'Wrong palm: this spot is planted' });
    expect((await tree(palm.id)).spotState).toBe('planted');
    expect((await a.call('POST', `/api/tree-records/${created.id}/approve/`)).statusCode).toBe(409);
    expect((await a.call('POST', `/api/tree-records/${created.id}/reject/`, { reason: '' })).statusCode).toBe(400);
  });

  it('approves many at once, or none when one of them was already reviewed; a treatment heals an infected palm', async () => {
    const [p4, p5] = [palms[3]!, palms[4]!];
    await db.update(trees).set({ healthState: 'infected' }).where(eq(trees.id, p4.id));
    const treat = (await technician.call('POST', '/api/tree-records/', { idempotency_key: key(), tree_id: p4.id, kind: 'treatment', changes: { treatment: 'injection' } })).json();
    const dead = (await technician.call('POST', '/api/tree-records/', { idempotency_key: key(), tree_id: p5.id, kind: 'health', changes: { health_state: 'dead' } })).json();
    const done = (await technician.call('POST', '/api/tree-records/', { idempotency_key: key(), tree_id: p5.id, kind: 'spot', changes: { spot_state: 'empty' } })).json();
    await a.call('POST', `/api/tree-records/${done.id}/reject/`, { reason: 'Duplicate' });
    const refused = await a.call('POST', '/api/tree-records/approve/', { ids: [treat.id, dead.id, done.id] });
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'record_not_pending']);
    expect((await tree(p4.id)).healthState).toBe('infected');
    expect((await tree(p5.id)).healthState).toBe('healthy');
    const both = await a.call('POST', '/api/tree-records/approve/', { ids: [treat.id, dead.id] });
    expect(both.json()).toEqual({ approved: 2 });
    expect((await tree(p4.id)).healthState).toBe('treated_or_healing');
    expect((await tree(p5.id)).healthState).toBe('dead');
    const pending = (await a.call('GET', '/api/tree-records/?state=approved&page_size=100')).json();
    expect(pending.results.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([treat.id, dead.id]));
  });

  it('refuses what cannot be recorded or applied with a clear message, and writes nothing', async () => {
    const before = (await db.select().from(treeRecords).where(eq(treeRecords.orgId, a.org.id))).length;
    const refused = async (body: Record<string, unknown>, field: string, code: string) => {
      const response = await technician.call('POST', '/api/tree-records/', { idempotency_key: key(), ...body });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.field_codes).toMatchObject({ [field]: code });
    };
    await refused({ tree_code: 'NO-SUCH-PALM', kind: 'health', changes: { health_state: 'dead' } }, 'tree_code', 'unknown_tree_code');
    await refused({ tree_id: palms[0]!.id, kind: 'health', changes: {} }, 'changes', 'required');
    await refused({ tree_id: palms[0]!.id, kind: 'health', changes: { health_state: 'dead', spot_state: 'road' } }, 'changes', 'record_changes_kind');
    await refused({ tree_id: palms[0]!.id, kind: 'health', changes: { health_state: 'sick' } }, 'changes.health_state', 'health_state_choice');
    await refused({ tree_id: palms[0]!.id, kind: 'health', changes: { health_state: 'dead' }, recorded_at: new Date(Date.now() + 3_600_000).toISOString() }, 'recorded_at', 'out_of_range');
    const intruder = await b.call('POST', '/api/tree-records/', { idempotency_key: key(), tree_id: palms[0]!.id, kind: 'health', changes: { health_state: 'dead' } });
    expect(intruder.json().error.field_codes).toEqual({ tree_id: 'invalid_choice' });
    expect((await db.select().from(treeRecords).where(eq(treeRecords.orgId, a.org.id))).length).toBe(before);

    // Drips beyond the palm's total are refused when applied; the record stays pending.
    const palm = palms[5]!;
    const tooMany = (await technician.call('POST', '/api/tree-records/', { idempotency_key: key(), tree_id: palm.id, kind: 'drips', changes: { drips_working: 9, drips_broken: 9, drips_blocked: 9 } })).json();
    const applied = await a.call('POST', `/api/tree-records/${tooMany.id}/approve/`);
    expect([applied.statusCode, applied.json().error.field_codes]).toEqual([400, { changes: 'drips_exceed_total' }]);
    expect((await a.call('GET', `/api/tree-records/${tooMany.id}/`)).json().state).toBe('pending');
  });

  it('approves 2 or 10 records with the same number of statements (the trees read and written once each), all or nothing', async () => {
    const { fieldId } = await buildPalmBlock(a, 3, 4, 'Review block');
    const block = await db.select({ id: trees.id }).from(trees).where(eq(trees.fieldId, fieldId)).orderBy(trees.row, trees.column);
    const recordOn = async (treeId: string, changes: Record<string, unknown>, kind = 'health') =>
      (await technician.call('POST', '/api/tree-records/', { idempotency_key: key(), tree_id: treeId, kind, changes })).json().id as string;
    const statementsOf = async (ids: string[]) => {
      const recorder = recordStatements(database);
      const response = await a.call('POST', '/api/tree-records/approve/', { ids });
      recorder.stop();
      expect(response.json()).toEqual({ approved: ids.length });
      return recorder.statements.length;
    };
    const two = await statementsOf([await recordOn(block[0]!.id, { health_state: 'infected' }), await recordOn(block[1]!.id, { health_state: 'dead' })]);
    const ten: string[] = [];
    for (const tree of block.slice(2, 10)) ten.push(await recordOn(tree.id, { health_state: 'recently_healed' }));
    // Two records of one palm: the later one wins.
    ten.push(await recordOn(block[10]!.id, { health_state: 'infected' }), await recordOn(block[10]!.id, { spot_state: 'road' }, 'spot'));
    expect(await statementsOf(ten)).toBe(two);
    const states = await db.select({ health: trees.healthState, spot: trees.spotState }).from(trees).where(eq(trees.fieldId, fieldId)).orderBy(trees.row, trees.column);
    expect(states.slice(0, 11).map((t) => t.health)).toEqual(['infected', 'dead', ...Array(8).fill('recently_healed'), 'infected']);
    expect(states[10]!.spot).toBe('road');
    const history = await db.select().from(activityLog).where(and(eq(activityLog.entity, 'tree'), eq(activityLog.entityId, block[10]!.id)));
    expect(history.map((h) => Object.keys(h.changes as object).sort())).toEqual(expect.arrayContaining([['field_record', 'health_state'], ['field_record', 'spot_state']]));

    // One record that cannot be applied refuses the whole approval: no palm changes.
    const fine = await recordOn(block[11]!.id, { health_state: 'dead' });
    await db.update(trees).set({ dripsTotal: 2, dripsWorking: 2 }).where(eq(trees.id, block[0]!.id));
    const bad = await recordOn(block[0]!.id, { drips_working: 1, drips_broken: 5, drips_blocked: 0 }, 'drips');
    const refused = await a.call('POST', '/api/tree-records/approve/', { ids: [fine, bad] });
    expect([refused.statusCode, refused.json().error.field_codes]).toEqual([400, { changes: 'drips_exceed_total' }]);
    expect((await tree(block[11]!.id)).healthState).toBe('healthy');
    expect((await tree(block[0]!.id)).dripsWorking).toBe(2);
  });
});
