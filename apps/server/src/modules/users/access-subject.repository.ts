import { and, eq } from 'drizzle-orm';
import { policies, users, type Db } from '@rayyan/db';
import type { AccessSubjectLoader } from '../../plugins/permissions';

/** Loads the caller's role and policy grants for the permission check of every request. */
export function createAccessSubjectRepository(db: Db): AccessSubjectLoader {
  return {
    async load(userId, orgId) {
      const [row] = await db
        .select({ userType: users.userType, superAdmin: users.superAdmin, policyPermissions: policies.permissions })
        .from(users)
        .leftJoin(policies, and(eq(policies.id, users.policyId), eq(policies.orgId, users.orgId)))
        .where(and(eq(users.id, userId), eq(users.orgId, orgId), eq(users.isActive, true)))
        .limit(1);
      return row;
    },
  };
}
