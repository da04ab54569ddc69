import { expect } from 'vitest';
import type { Db } from '@rayyan/db';
import { buildPalmBlock, type Caller } from './tenants';
import type { IsolationCheck, IsolationKit } from './tenant-isolation.kit';

/** The field app (issue #12): B's offline registry holds none of A's fields or trees. */
export function fieldAppFixtures<Ctx extends { a: Caller; b: Caller; db: Db }>(_kit: IsolationKit<Ctx>): Record<string, IsolationCheck<Ctx>> {
  return {
    'GET /api/field-app/registry/': async (ctx) => {
      const { fieldId } = await buildPalmBlock(ctx.a, 1, 2, 'Registry block');
      const ofB = (await ctx.b.call('GET', '/api/field-app/registry/')).json();
      expect(ofB.fields.map((f: { id: string }) => f.id)).not.toContain(fieldId);
      expect(ofB.trees.filter((t: { field_id: string }) => t.field_id === fieldId)).toEqual([]);
      const ofA = (await ctx.a.call('GET', '/api/field-app/registry/')).json();
      expect(ofA.trees.filter((t: { field_id: string }) => t.field_id === fieldId)).toHaveLength(2);
    },
  };
}
