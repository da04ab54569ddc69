import { and, asc, count, eq, getTableColumns, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { farms, policies, refreshTokens, users, type Db, type User } from '@rayyan/db';
import type { UpdateUser, UserListQuery, UserRecord } from '@rayyan/contracts';
import { bound, compiledPages } from '../../shared/compiled-page.repository';
import { totalRows } from '../../shared/page-total.repository';
import { containsPattern, pageFromRows, pageWindow, type Page } from '../../shared/pagination';
import { iso } from '../../shared/unit-of-work';

/** The API path of a user's profile image; the version makes browsers fetch a replaced image. */
export function profileImageUrl(userId: string, storageKey: string | null): string | null {
  if (!storageKey) return null;
  const version = storageKey.slice(storageKey.lastIndexOf('-') + 1).split('.')[0];
  return `/api/users/${userId}/profile-image/?v=${version}`;
}

/** Columns a user write may set (passwords arrive hashed). */
export type UserWrite = Omit<UpdateUser, 'password'> & { password_hash?: string };

/** Sign-in keys already used by another user; `elsewhere` when such a user belongs to another organisation. */
export interface UserConflicts {
  user_name: boolean;
  email: boolean;
  phone: boolean;
  elsewhere: boolean;
}

/** Users of one organisation, as the user-management screens see them. */
export interface UserRecordRepository {
  list(orgId: string, query: UserListQuery, options?: { all?: boolean }): Promise<Page<UserRecord>>;
  getById(orgId: string, id: string): Promise<UserRecord | undefined>;
  /** Checked across all organisations: user name, e-mail and phone are global sign-in keys. */
  conflicts(keys: { user_name?: string | undefined; email?: string | null | undefined; phone?: string | null | undefined }, exceptId?: string, orgId?: string): Promise<UserConflicts>;
  /** The ids among `farmIds` that are not farms of `orgId`. */
  foreignFarmIds(orgId: string, farmIds: string[]): Promise<string[]>;
  policyExists(orgId: string, policyId: string): Promise<boolean>;
  create(orgId: string, input: UserWrite & { user_name: string; name: string; password_hash: string }): Promise<UserRecord>;
  update(orgId: string, id: string, patch: UserWrite): Promise<UserRecord | undefined>;
  setActive(orgId: string, id: string, active: boolean): Promise<UserRecord | undefined>;
  /** Ends every session of the user (deactivation). */
  revokeRefreshTokens(orgId: string, userId: string, at: Date): Promise<void>;
  profileImageKey(orgId: string, id: string): Promise<string | null | undefined>;
  setProfileImage(orgId: string, id: string, key: string): Promise<void>;
}

const supervisors = alias(users, 'supervisors');

/** What a user record shows: every column but the password hash and the user's own settings (never read for a list or record). */
const { passwordHash: _hash, preferences: _preferences, dismissedMessageVersion: _dismissed, ...recordColumns } = getTableColumns(users);
type UserRecordRow = Omit<User, 'passwordHash' | 'preferences' | 'dismissedMessageVersion'>;

const toRecord = (row: UserRecordRow, supervisorName: string | null, policyName: string | null): UserRecord => ({
  id: row.id,
  org_id: row.orgId,
  user_code: row.userCode,
  honorofics: row.honorofics,
  name: row.name,
  email: row.email,
  user_name: row.userName,
  phone: row.phone,
  whatsapp: row.whatsapp,
  salary: row.salary,
  education: row.education,
  rating: row.rating,
  role: row.role,
  designation: row.designation,
  join_date: row.joinDate,
  leave_date: row.leaveDate,
  current_in_service: row.currentInService,
  farming_responsibility: row.farmingResponsibility,
  non_farming_responsibility: row.nonFarmingResponsibility,
  supervisor_id: row.supervisorId,
  supervisor_name: supervisorName,
  user_type: row.userType,
  policy_id: row.policyId,
  policy_name: policyName,
  farm_role: row.farmRole,
  super_admin: row.superAdmin,
  is_active: row.isActive,
  profile_image_url: profileImageUrl(row.id, row.profileImage),
  supervisory_farm_ids: row.supervisoryFarmIds,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

function toColumns(input: UserWrite): Partial<typeof users.$inferInsert> {
  const c: Partial<typeof users.$inferInsert> = {};
  const set = <K extends keyof typeof users.$inferInsert>(key: K, value: (typeof users.$inferInsert)[K] | undefined) => {
    if (value !== undefined) c[key] = value;
  };
  set('userCode', input.user_code);
  set('honorofics', input.honorofics);
  set('name', input.name);
  set('email', input.email === undefined ? undefined : (input.email?.toLowerCase() ?? null));
  set('userName', input.user_name);
  set('phone', input.phone);
  set('whatsapp', input.whatsapp);
  set('salary', input.salary);
  set('education', input.education);
  set('rating', input.rating);
  set('role', input.role);
  set('designation', input.designation);
  set('joinDate', input.join_date);
  set('leaveDate', input.leave_date);
  set('currentInService', input.current_in_service);
  set('farmingResponsibility', input.farming_responsibility);
  set('nonFarmingResponsibility', input.non_farming_responsibility);
  set('supervisorId', input.supervisor_id);
  set('userType', input.user_type);
  set('policyId', input.policy_id);
  set('farmRole', input.farm_role);
  set('supervisoryFarmIds', input.supervisory_farm_ids);
  set('passwordHash', input.password_hash);
  return c;
}

export function createUserRecordRepository(db: Db): UserRecordRepository {
  const selectRecords = <Extra extends Record<string, SQL.Aliased | SQL>>(extra = {} as Extra) =>
    db
      .select({ user: recordColumns, supervisorName: supervisors.name, policyName: policies.name, ...extra })
      .from(users)
      .leftJoin(supervisors, and(eq(supervisors.id, users.supervisorId), eq(supervisors.orgId, users.orgId)))
      .leftJoin(policies, and(eq(policies.id, users.policyId), eq(policies.orgId, users.orgId)));

  const pages = compiledPages<Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number] & { total: number }>();
  const repository: UserRecordRepository = {
    async list(orgId, query, options = {}) {
      // The request's values; a compiled page (compiled-page.repository.ts) is written with placeholders for them.
      const values: Record<string, unknown> = {
        orgId,
        pattern: query.search ? containsPattern(query.search) : undefined,
        farm_role: query.farm_role || undefined,
        user_type: query.user_type || undefined,
        is_active: query.is_active ? query.is_active === 'true' : undefined,
        policy_id: query.policy_id || undefined,
      };
      const used = Object.keys(values).filter((key) => values[key] !== undefined);
      const where = (v: Record<string, unknown>) =>
        and(
          eq(users.orgId, v.orgId as string),
          v.pattern === undefined ? undefined : or(...[users.name, users.userName, users.email, users.phone, users.userCode].map((column) => ilike(column, v.pattern as string))),
          v.farm_role === undefined ? undefined : eq(users.farmRole, v.farm_role as NonNullable<UserListQuery['farm_role']>),
          v.user_type === undefined ? undefined : eq(users.userType, v.user_type as NonNullable<UserListQuery['user_type']>),
          v.is_active === undefined ? undefined : eq(users.isActive, v.is_active as boolean),
          v.policy_id === undefined ? undefined : eq(users.policyId, v.policy_id as string),
        );
      const ordered = (v: Record<string, unknown>) => selectRecords({ total: totalRows }).where(where(v)).orderBy(asc(users.name), asc(users.id));
      const { offset, limit } = pageWindow(query);
      const placeholders = Object.fromEntries(used.map((key) => [key, bound(key)]));
      const rows = options.all
        ? await ordered(values)
        : await pages(used.join(','), () => ordered(placeholders).offset(bound('offset')).limit(bound('limit')), { ...values, offset, limit });
      return pageFromRows(
        query,
        rows,
        (r) => toRecord(r.user, r.supervisorName, r.policyName),
        async () => (await db.select({ n: count() }).from(users).where(where(values)))[0]?.n ?? 0,
      );
    },
    async getById(orgId, id) {
      const [row] = await selectRecords()
        .where(and(eq(users.orgId, orgId), eq(users.id, id)))
        .limit(1);
      return row && toRecord(row.user, row.supervisorName, row.policyName);
    },
    async conflicts(keys, exceptId, orgId) {
      const matches: SQL[] = [];
      if (keys.user_name) matches.push(eq(users.userName, keys.user_name));
      if (keys.email) matches.push(eq(users.email, keys.email.toLowerCase()));
      if (keys.phone) matches.push(eq(users.phone, keys.phone));
      const none = { user_name: false, email: false, phone: false, elsewhere: false };
      if (matches.length === 0) return none;
      const rows = await db
        .select({ userName: users.userName, email: users.email, phone: users.phone, orgId: users.orgId })
        .from(users)
        .where(and(or(...matches), exceptId ? ne(users.id, exceptId) : undefined));
      return {
        user_name: !!keys.user_name && rows.some((r) => r.userName === keys.user_name),
        email: !!keys.email && rows.some((r) => r.email === keys.email!.toLowerCase()),
        phone: !!keys.phone && rows.some((r) => r.phone === keys.phone),
        elsewhere: orgId !== undefined && rows.some((r) => r.orgId !== orgId),
      };
    },
    async foreignFarmIds(orgId, farmIds) {
      if (farmIds.length === 0) return [];
      const own = await db.select({ id: farms.id }).from(farms).where(and(eq(farms.orgId, orgId), inArray(farms.id, farmIds)));
      const ownIds = new Set(own.map((r) => r.id));
      return farmIds.filter((id) => !ownIds.has(id));
    },
    async policyExists(orgId, policyId) {
      const [row] = await db.select({ id: policies.id }).from(policies).where(and(eq(policies.orgId, orgId), eq(policies.id, policyId))).limit(1);
      return row !== undefined;
    },
    async create(orgId, input) {
      const [row] = await db
        .insert(users)
        .values({ ...(toColumns(input) as typeof users.$inferInsert), orgId })
        .returning({ id: users.id });
      return (await repository.getById(orgId, row!.id))!;
    },
    async update(orgId, id, patch) {
      const updated = await db
        .update(users)
        .set({ ...toColumns(patch), updatedAt: new Date() })
        .where(and(eq(users.orgId, orgId), eq(users.id, id)))
        .returning({ id: users.id });
      return updated.length ? repository.getById(orgId, id) : undefined;
    },
    async setActive(orgId, id, active) {
      const updated = await db
        .update(users)
        .set({ isActive: active, updatedAt: new Date() })
        .where(and(eq(users.orgId, orgId), eq(users.id, id)))
        .returning({ id: users.id });
      return updated.length ? repository.getById(orgId, id) : undefined;
    },
    async revokeRefreshTokens(orgId, userId, at) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.orgId, orgId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
    async profileImageKey(orgId, id) {
      const [row] = await db.select({ key: users.profileImage }).from(users).where(and(eq(users.orgId, orgId), eq(users.id, id))).limit(1);
      return row ? row.key : undefined;
    },
    async setProfileImage(orgId, id, key) {
      await db
        .update(users)
        .set({ profileImage: key, updatedAt: new Date() })
        .where(and(eq(users.orgId, orgId), inArray(users.id, [id])));
    },
  };
  return repository;
}
