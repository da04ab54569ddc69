import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { organizations, users, type Db, type Organization as OrganizationRow, type OrganizationServices } from '@rayyan/db';
import type { FarmingType, UpdateOrganization } from '@rayyan/contracts';
import { columnsOf } from '../../shared/org-resource.repository';
import { containsPattern, pageWindow, type Page } from '../../shared/pagination';
import { iso } from '../../shared/unit-of-work';
import type { ContractLimits } from '../contract-limits/contract-limits.service';

/** An organisation as stored, before usage is counted. */
export interface OrganizationRecord {
  id: string;
  name: string;
  farming_type: FarmingType[];
  country: string[];
  contracted_area_feddan: number | null;
  contracted_fields: number | null;
  contracted_trees: number | null;
  services: OrganizationServices;
  is_active: boolean;
  users_count: number;
  created_at: string;
  updated_at: string;
}

export interface OrganizationMessageRow {
  honorofics: string | null;
  name: string | null;
  message: string | null;
  action: 'normal' | 'logout';
  notificationStatus: boolean;
  version: number;
}

export type OrganizationWrite = Omit<UpdateOrganization, 'id'>;

/** Organisations (the tenants themselves) and their message. */
export interface OrganizationRepository {
  /** A page of organisations; `onlyId` restricts the list to one (non-super-admins see their own). */
  list(query: { page: number; page_size: number; search?: string | undefined }, onlyId?: string): Promise<Page<OrganizationRecord>>;
  getById(orgId: string): Promise<OrganizationRecord | undefined>;
  create(input: Required<Pick<OrganizationWrite, 'name' | 'farming_type'>> & OrganizationWrite): Promise<OrganizationRecord>;
  update(orgId: string, patch: OrganizationWrite): Promise<OrganizationRecord | undefined>;
  delete(orgId: string): Promise<boolean>;
  limits(orgId: string): Promise<ContractLimits | undefined>;
  message(orgId: string): Promise<OrganizationMessageRow | undefined>;
  /** Writes the message; `publish` bumps the version so earlier dismissals no longer hide it. */
  writeMessage(orgId: string, fields: Partial<Omit<OrganizationMessageRow, 'version'>>, publish: boolean, at: Date): Promise<void>;
  /** The message version this user dismissed (0 when none); undefined when the user is not a member. */
  dismissedVersion(orgId: string, userId: string): Promise<number | undefined>;
  dismiss(orgId: string, userId: string, version: number): Promise<void>;
}

// Qualified by hand: inside the subquery Drizzle renders columns unqualified, and "id" would mean users.id.
const usersCount = sql<number>`(SELECT count(*)::int FROM ${users} u WHERE u.org_id = "organizations"."id")`;

const toRecord = (row: OrganizationRow, count: number): OrganizationRecord => ({
  id: row.id,
  name: row.name,
  farming_type: row.farmingType,
  country: row.country,
  contracted_area_feddan: row.contractedAreaFeddan,
  contracted_fields: row.contractedFields,
  contracted_trees: row.contractedTrees,
  services: row.services,
  is_active: row.isActive,
  users_count: Number(count),
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

/** The columns an organisation's input writes: the fields sent, under their column names. */
const toColumns = (input: OrganizationWrite) => columnsOf(organizations, input) as Partial<typeof organizations.$inferInsert>;

export function createOrganizationRepository(db: Db): OrganizationRepository {
  const repository: OrganizationRepository = {
    async list(query, onlyId) {
      const conditions: SQL[] = [];
      if (onlyId) conditions.push(eq(organizations.id, onlyId));
      if (query.search) conditions.push(ilike(organizations.name, containsPattern(query.search)));
      const where = conditions.length ? and(...conditions) : undefined;
      const { offset, limit } = pageWindow(query);
      const [total] = await db.select({ n: count() }).from(organizations).where(where);
      const rows = await db
        .select({ org: organizations, usersCount })
        .from(organizations)
        .where(where)
        .orderBy(asc(organizations.name), asc(organizations.id))
        .offset(offset)
        .limit(limit);
      return { count: total?.n ?? 0, page: query.page, page_size: query.page_size, results: rows.map((r) => toRecord(r.org, r.usersCount)) };
    },
    async getById(orgId) {
      const [row] = await db.select({ org: organizations, usersCount }).from(organizations).where(eq(organizations.id, orgId)).limit(1);
      return row && toRecord(row.org, row.usersCount);
    },
    async create(input) {
      const [row] = await db
        .insert(organizations)
        .values(toColumns(input) as typeof organizations.$inferInsert)
        .returning();
      return toRecord(row!, 0);
    },
    async update(orgId, patch) {
      const updated = await db
        .update(organizations)
        .set({ ...toColumns(patch), updatedAt: new Date() })
        .where(eq(organizations.id, orgId))
        .returning({ id: organizations.id });
      return updated.length ? repository.getById(orgId) : undefined;
    },
    async delete(orgId) {
      const deleted = await db.delete(organizations).where(eq(organizations.id, orgId)).returning({ id: organizations.id });
      return deleted.length > 0;
    },
    async limits(orgId) {
      const [row] = await db
        .select({ area: organizations.contractedAreaFeddan, fields: organizations.contractedFields, trees: organizations.contractedTrees })
        .from(organizations)
        .where(eq(organizations.id, orgId))
        .limit(1);
      return row;
    },
    async message(orgId) {
      const [row] = await db
        .select({
          honorofics: organizations.messageHonorofics,
          name: organizations.messageName,
          message: organizations.messageText,
          action: organizations.messageAction,
          notificationStatus: organizations.notificationStatus,
          version: organizations.messageVersion,
        })
        .from(organizations)
        .where(eq(organizations.id, orgId))
        .limit(1);
      return row;
    },
    async writeMessage(orgId, fields, publish, at) {
      const set: Partial<typeof organizations.$inferInsert> = { messageUpdatedAt: at, updatedAt: at };
      if (fields.honorofics !== undefined) set.messageHonorofics = fields.honorofics;
      if (fields.name !== undefined) set.messageName = fields.name;
      if (fields.message !== undefined) set.messageText = fields.message;
      if (fields.action !== undefined) set.messageAction = fields.action;
      if (fields.notificationStatus !== undefined) set.notificationStatus = fields.notificationStatus;
      await db
        .update(organizations)
        .set(publish ? { ...set, messageVersion: sql`${organizations.messageVersion} + 1` } : set)
        .where(eq(organizations.id, orgId));
    },
    async dismissedVersion(orgId, userId) {
      const [row] = await db
        .select({ version: users.dismissedMessageVersion })
        .from(users)
        .where(and(eq(users.orgId, orgId), eq(users.id, userId)))
        .limit(1);
      return row?.version;
    },
    async dismiss(orgId, userId, version) {
      await db
        .update(users)
        .set({ dismissedMessageVersion: version })
        .where(and(eq(users.orgId, orgId), eq(users.id, userId)));
    },
  };
  return repository;
}
