import { randomBytes } from 'node:crypto';
import { ERROR_MESSAGES, type CreateUser, type UpdateUser, type UserListQuery, type UserRecord } from '@rayyan/contracts';
import { users as usersTable } from '@rayyan/db';
import { AppError } from '../../shared/app-error';
import { diffChanges } from '../../shared/activity-diff';
import { violatedUniqueConstraint } from '../../shared/db-errors';
import { detectImageType } from '../../shared/image-type';
import { lockRow } from '../../shared/row-lock.repository';
import type { Transaction } from '../../shared/unit-of-work';
import type { AccessContext } from '../../plugins/permissions';
import type { Clock } from '../../ports/clock';
import type { FileStorage, StoredFile } from '../../ports/storage';
import type { ActivityRepository } from '../activity-log/activity-log.repository';
import type { PasswordHasher } from '../auth/auth.service';
import { assertAcceptablePassword } from '../auth/password-policy';
import type { UserRecordRepository } from './user-records.repository';

export interface UserAdminServiceDeps {
  users: Pick<UserRecordRepository, 'list' | 'getById' | 'profileImageKey'>;
  transaction: Transaction<{ users: UserRecordRepository; activity: Pick<ActivityRepository, 'record'> }>;
  passwords: Pick<PasswordHasher, 'hash'>;
  storage: FileStorage;
  clock: Clock;
}

const CONFLICT_CODES = { user_name: 'duplicate_user_name', email: 'duplicate_email', phone: 'duplicate_phone' } as const;
const UNIQUE_CONSTRAINTS: Record<string, keyof typeof CONFLICT_CODES> = {
  users_user_name_unique: 'user_name',
  users_email_unique: 'email',
  users_phone_unique: 'phone',
};
const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

const conflictError = (field: keyof typeof CONFLICT_CODES) => {
  const code = CONFLICT_CODES[field];
  return new AppError(code, 409, { [field]: ERROR_MESSAGES[code] });
};

/** The record as the activity log compares it: the image URL's version is noise, the key is what changed. */
const forLog = (user: UserRecord) => ({ ...user, supervisor_name: undefined, policy_name: undefined });

/**
 * User management (spec 3 and 6) inside the caller's organisation: sign-in keys stay unique, policies and
 * supervisors must belong to the same organisation, and only admins may create, promote or change admins.
 */
export function createUserAdminService(deps: UserAdminServiceDeps) {
  const { users, transaction, passwords, storage, clock } = deps;

  const found = (user: UserRecord | undefined) => {
    if (!user) throw new AppError('not_found', 404);
    return user;
  };

  /** Normal users with the users permission manage normal users; admins are managed by admins. */
  const assertMayManage = (caller: AccessContext, target: Pick<UserRecord, 'user_type' | 'super_admin'> | { user_type?: string | undefined; super_admin?: boolean }) => {
    const callerIsAdmin = caller.superAdmin || caller.userType === 'admin';
    if (target.super_admin && !caller.superAdmin) throw new AppError('forbidden_policy', 403);
    if (target.user_type === 'admin' && !callerIsAdmin) throw new AppError('forbidden_policy', 403);
  };

  /** Only admins assign access policies: a normal user could otherwise give themselves a wider one. */
  const assertMayAssignPolicy = (caller: AccessContext, input: { policy_id?: string | null | undefined }) => {
    if (input.policy_id !== undefined && !(caller.superAdmin || caller.userType === 'admin')) {
      throw new AppError('forbidden_policy', 403);
    }
  };

  const checkReferences = async (
    repo: UserRecordRepository,
    orgId: string,
    input: Pick<UpdateUser, 'user_name' | 'email' | 'phone' | 'policy_id' | 'supervisor_id' | 'supervisory_farm_ids'>,
    exceptId?: string,
  ) => {
    const conflicts = await repo.conflicts({ user_name: input.user_name, email: input.email, phone: input.phone }, exceptId, orgId);
    // Sign-in keys are unique across organisations; a key held in another one gets one answer that names
    // neither the field nor where it is used, so the form cannot tell who uses the platform.
    if (conflicts.elsewhere) throw new AppError('sign_in_key_unavailable', 409);
    for (const field of ['user_name', 'email', 'phone'] as const) if (conflicts[field]) throw conflictError(field);
    if (input.supervisory_farm_ids?.length && (await repo.foreignFarmIds(orgId, input.supervisory_farm_ids)).length) {
      throw new AppError('validation_failed', 400, { supervisory_farm_ids: ERROR_MESSAGES.select_farm });
    }
    if (input.policy_id && !(await repo.policyExists(orgId, input.policy_id))) {
      throw new AppError('unknown_policy', 400, { policy_id: ERROR_MESSAGES.unknown_policy });
    }
    if (input.supervisor_id && (input.supervisor_id === exceptId || !(await repo.getById(orgId, input.supervisor_id)))) {
      throw new AppError('unknown_supervisor', 400, { supervisor_id: ERROR_MESSAGES.unknown_supervisor });
    }
  };

  /** Two requests racing for the same user name: the database's unique index answers 409, without saying where the key is used. */
  const mapConflict = (error: unknown): never => {
    const field = UNIQUE_CONSTRAINTS[violatedUniqueConstraint(error) ?? ''];
    if (field) throw new AppError('sign_in_key_unavailable', 409);
    throw error;
  };

  return {
    list: (orgId: string, query: UserListQuery) => users.list(orgId, query),
    exportRows: async (orgId: string, query: UserListQuery) => (await users.list(orgId, query, { all: true })).results,
    get: async (orgId: string, id: string) => found(await users.getById(orgId, id)),

    async create(caller: AccessContext, input: CreateUser): Promise<UserRecord> {
      assertMayManage(caller, { user_type: input.user_type });
      assertMayAssignPolicy(caller, input);
      const { password, ...fields } = input;
      assertAcceptablePassword('password', password, { userName: input.user_name, name: input.name, email: input.email, phone: input.phone });
      const passwordHash = await passwords.hash(password);
      return transaction(async ({ users, activity }) => {
        await checkReferences(users, caller.orgId, fields);
        const created = await users.create(caller.orgId, { ...fields, password_hash: passwordHash });
        const changes = { ...diffChanges(null, forLog(created)), ...diffChanges({ password: null }, { password }) };
        await activity.record(caller.orgId, { userId: caller.userId, action: 'create', entity: 'user', entityId: created.id, changes });
        return created;
      }).catch(mapConflict);
    },

    update: (caller: AccessContext, id: string, patch: UpdateUser) =>
      transaction(async ({ users, activity }, tx) => {
        await lockRow(tx, usersTable, caller.orgId, id);
        const before = found(await users.getById(caller.orgId, id));
        assertMayManage(caller, before);
        assertMayManage(caller, { user_type: patch.user_type });
        assertMayAssignPolicy(caller, patch);
        const merged = { ...before, ...patch };
        if (merged.join_date && merged.leave_date && merged.leave_date < merged.join_date) {
          throw new AppError('validation_failed', 400, { leave_date: 'The leave date cannot be before the join date.' });
        }
        await checkReferences(users, caller.orgId, patch, id);
        const after = found(await users.update(caller.orgId, id, patch));
        await activity.record(caller.orgId, { userId: caller.userId, action: 'update', entity: 'user', entityId: id, changes: diffChanges(forLog(before), forLog(after)) });
        return after;
      }).catch(mapConflict),

    /** Deactivates a user (never yourself) and ends their sessions. */
    deactivate: (caller: AccessContext, id: string) =>
      transaction(async ({ users, activity }) => {
        if (id === caller.userId) throw new AppError('cannot_deactivate_self', 400);
        const before = found(await users.getById(caller.orgId, id));
        assertMayManage(caller, before);
        const after = found(await users.setActive(caller.orgId, id, false));
        await users.revokeRefreshTokens(caller.orgId, id, clock.now());
        await activity.record(caller.orgId, { userId: caller.userId, action: 'update', entity: 'user', entityId: id, changes: diffChanges({ is_active: before.is_active }, { is_active: false }) });
        return after;
      }),

    activate: (caller: AccessContext, id: string) =>
      transaction(async ({ users, activity }) => {
        const before = found(await users.getById(caller.orgId, id));
        assertMayManage(caller, before);
        const after = found(await users.setActive(caller.orgId, id, true));
        await activity.record(caller.orgId, { userId: caller.userId, action: 'update', entity: 'user', entityId: id, changes: diffChanges({ is_active: before.is_active }, { is_active: true }) });
        return after;
      }),

    /** Stores a new profile image after checking its content (magic bytes), then drops the old one. */
    async setProfileImage(caller: AccessContext, id: string, data: Buffer): Promise<UserRecord> {
      const type = detectImageType(data);
      if (!type) throw new AppError('image_type', 415);
      const key = `profile-images/${caller.orgId}/${id}-${randomBytes(6).toString('hex')}.${EXTENSIONS[type]}`;
      let previous: string | null = null;
      const updated = await transaction(async ({ users, activity }) => {
        const before = found(await users.getById(caller.orgId, id));
        assertMayManage(caller, before);
        previous = (await users.profileImageKey(caller.orgId, id)) ?? null;
        await storage.put(key, { data, contentType: type });
        await users.setProfileImage(caller.orgId, id, key);
        await activity.record(caller.orgId, { userId: caller.userId, action: 'update', entity: 'user', entityId: id, changes: { profile_image: { from: previous, to: key } } });
        return found(await users.getById(caller.orgId, id));
      }).catch(async (error: unknown) => {
        await storage.delete(key);
        throw error;
      });
      if (previous) await storage.delete(previous);
      return updated;
    },

    async profileImage(orgId: string, id: string): Promise<StoredFile> {
      const key = await users.profileImageKey(orgId, id);
      const file = key ? await storage.get(key) : undefined;
      if (!file) throw new AppError('not_found', 404);
      return file;
    },
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
