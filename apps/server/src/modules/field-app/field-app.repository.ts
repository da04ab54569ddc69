import { and, arrayContains, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { treeFields, trees, users, type Db } from '@rayyan/db';

export interface RegistryField {
  id: string;
  code: string;
  name: string;
}

/** The field app's registry reads: a user's tree fields and their trees, within one organisation. */
export function createFieldAppRepository(db: Db) {
  return {
    /** The tree fields the user supervises (as a field's supervisor, or through their supervisory farms); none assigned, all. */
    async fieldsOf(orgId: string, userId: string): Promise<RegistryField[]> {
      const columns = { id: treeFields.id, code: treeFields.code, name: treeFields.name };
      const [user] = await db.select({ farms: users.supervisoryFarmIds }).from(users).where(and(eq(users.orgId, orgId), eq(users.id, userId)));
      const farms = user?.farms ?? [];
      const assigned = await db
        .select(columns)
        .from(treeFields)
        .where(and(eq(treeFields.orgId, orgId), or(arrayContains(treeFields.supervisorIds, [userId]), farms.length ? inArray(treeFields.farmId, farms) : sql`false`)))
        .orderBy(asc(treeFields.code));
      if (assigned.length) return assigned;
      return db.select(columns).from(treeFields).where(eq(treeFields.orgId, orgId)).orderBy(asc(treeFields.code));
    },
    /** Up to `limit` trees of the fields, by field, row and column. */
    treesOf(orgId: string, fieldIds: string[], limit: number) {
      if (!fieldIds.length) return Promise.resolve([]);
      return db
        .select({
          id: trees.id,
          code: trees.code,
          field_id: trees.fieldId,
          row: trees.row,
          column: trees.column,
          health_state: trees.healthState,
          spot_state: trees.spotState,
          drips_working: trees.dripsWorking,
          drips_broken: trees.dripsBroken,
          drips_blocked: trees.dripsBlocked,
        })
        .from(trees)
        .where(and(eq(trees.orgId, orgId), inArray(trees.fieldId, fieldIds)))
        .orderBy(asc(trees.fieldId), asc(trees.row), asc(trees.column))
        .limit(limit);
    },
  };
}
export type FieldAppRepository = ReturnType<typeof createFieldAppRepository>;
