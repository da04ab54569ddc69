import { and, asc, count, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import { policies, users, type Db, type Policy } from '@rayyan/db';
import type { PolicyPermissions, PolicyRecord } from '@rayyan/contracts';
import { containsPattern, pageWindow, type Page } from '../../shared/pagination';
import { iso } from '../../shared/unit-of-work';

export interface PolicyQuery {
  page: number;
  page_size: number;
  search?: string | undefined;
}

export interface PolicyWrite {
  name?: string;
  template?: string;
  permissions?: PolicyPermissions;
}

/** Access policies of one organisation. */
export interface PolicyRepository {
  list(orgId: string, query: PolicyQuery): Promise<Page<PolicyRecord>>;
  getById(orgId: string, id: string): Promise<PolicyRecord | undefined>;
  /** True when another policy of the organisation (not `exceptId`) has this name. */
  nameTaken(orgId: string, name: string, exceptId?: string): Promise<boolean>;
  create(orgId: string, input: Required<PolicyWrite>): Promise<PolicyRecord>;
  update(orgId: string, id: string, patch: PolicyWrite): Promise<PolicyRecord | undefined>;
  delete(orgId: string, id: string): Promise<boolean>;
}

// Qualified by hand: inside the subquery Drizzle renders columns unqualified, and "id" would mean users.id.
const usersCount = sql<number>`(SELECT count(*)::int FROM ${users} u WHERE u.policy_id = "policies"."id" AND u.org_id = "policies"."org_id")`;

const toRecord = (row: Policy, count: number): PolicyRecord => ({
  id: row.id,
  org_id: row.orgId,
  name: row.name,
  template: row.template,
  permissions: row.permissions as Record<string, string[]>,
  users_count: Number(count),
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

export function createPolicyRepository(db: Db): PolicyRepository {
  const selectWithCount = () => db.select({ policy: policies, usersCount }).from(policies);
  return {
    async list(orgId, query) {
      const conditions: SQL[] = [eq(policies.orgId, orgId)];
      if (query.search) conditions.push(ilike(policies.name, containsPattern(query.search)));
      const where = and(...conditions);
      const { offset, limit } = pageWindow(query);
      const [total] = await db.select({ n: count() }).from(policies).where(where);
      const rows = await selectWithCount().where(where).orderBy(asc(policies.name), asc(policies.id)).offset(offset).limit(limit);
      return { count: total?.n ?? 0, page: query.page, page_size: query.page_size, results: rows.map((r) => toRecord(r.policy, r.usersCount)) };
    },
    async getById(orgId, id) {
      const [row] = await selectWithCount()
        .where(and(eq(policies.orgId, orgId), eq(policies.id, id)))
        .limit(1);
      return row && toRecord(row.policy, row.usersCount);
    },
    async nameTaken(orgId, name, exceptId) {
      const conditions: SQL[] = [eq(policies.orgId, orgId), sql`lower(${policies.name}) = lower(${name})`];
      if (exceptId) conditions.push(ne(policies.id, exceptId));
      const [row] = await db.select({ id: policies.id }).from(policies).where(and(...conditions)).limit(1);
      return row !== undefined;
    },
    async create(orgId, input) {
      const [row] = await db.insert(policies).values({ orgId, ...input }).returning();
      return toRecord(row!, 0);
    },
    async update(orgId, id, patch) {
      const updated = await db
        .update(policies)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(policies.orgId, orgId), eq(policies.id, id)))
        .returning({ id: policies.id });
      return updated.length ? this.getById(orgId, id) : undefined;
    },
    async delete(orgId, id) {
      const deleted = await db
        .delete(policies)
        .where(and(eq(policies.orgId, orgId), eq(policies.id, id)))
        .returning({ id: policies.id });
      return deleted.length > 0;
    },
  };
}
