import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fieldRegistrySchema, qrTokenOfLink } from '@rayyan/contracts';
import { treeFields, trees, type Db } from '@rayyan/db';
import { buildUser } from '@rayyan/db/testing';
import { createQrTokens } from '../src/modules/qr-labels/qr-token';
import { TEST_JWT_SECRET } from './helpers';
import { buildPalmBlock, type Caller, callerFor, unique, withTenantApp } from './tenants';

/** The field app's offline registry (issue #12): the trees of the caller's fields, each with its label's token. */

let app: FastifyInstance;
let db: Db;
let a: Caller;
let technician: Caller;
let technicianId: string;
let blocks: { fieldId: string }[];

withTenantApp({ a: {} }, async (built) => {
  ({ app, db, a } = built);
  const policy = await a.call('POST', '/api/policies/', { name: unique('View'), template: 'view_only' });
  const user = await buildUser(db, { orgId: a.org.id, userType: 'normal', policyId: policy.json().id });
  technicianId = user.id;
  technician = await callerFor(app, a.org, user);
  blocks = [await buildPalmBlock(a, 2, 3, 'Registry block one'), await buildPalmBlock(a, 1, 2, 'Registry block two')];
});

const registry = async (caller: Caller) => {
  const answer = await caller.call('GET', '/api/field-app/registry/');
  expect(answer.statusCode, answer.body).toBe(200);
  return fieldRegistrySchema.parse(answer.json());
};

describe('the field app registry', () => {
  it('gives a user with no fields assigned every tree field of the organisation, each tree with its label token', async () => {
    const answer = await registry(technician);
    const ours = answer.trees.filter((t) => blocks.some((b) => b.fieldId === t.field_id));
    expect(ours).toHaveLength(8);
    expect(answer.truncated).toBe(false);
    const tokens = createQrTokens(TEST_JWT_SECRET);
    for (const tree of ours) expect(tokens.verify(tree.token)).toBe(tree.id);
    const first = ours.find((t) => t.field_id === blocks[0]!.fieldId && t.row === 1 && t.column === 1)!;
    expect(first).toMatchObject({ health_state: 'healthy', spot_state: 'planted' });
    expect(answer.fields.map((f) => f.id)).toEqual(expect.arrayContaining(blocks.map((b) => b.fieldId)));
  });

  it('keeps to the fields the user supervises once some are assigned', async () => {
    await db.update(treeFields).set({ supervisorIds: [technicianId] }).where(eq(treeFields.id, blocks[1]!.fieldId));
    const answer = await registry(technician);
    expect(answer.fields.map((f) => f.id)).toEqual([blocks[1]!.fieldId]);
    expect(answer.trees.map((t) => [t.row, t.column])).toEqual([[1, 1], [1, 2]]);
    const [stored] = await db.select({ code: trees.code }).from(trees).where(eq(trees.id, answer.trees[0]!.id));
    expect(answer.trees[0]!.code).toBe(stored!.code);
  });

  it('reads the token of a label link, and nothing else', () => {
    const token = 'A'.repeat(30);
    expect(qrTokenOfLink(`https://farm.example/trees/q/${token}`)).toBe(token);
    expect(qrTokenOfLink(`/trees/q/${token}/`)).toBe(token);
    expect(qrTokenOfLink(`https://farm.example/trees/q/${token}x`)).toBeNull();
    expect(qrTokenOfLink('AHSA-01-A-R001-C001')).toBeNull();
  });
});
