import {
  ERROR_MESSAGES,
  normalisePermissions,
  POLICY_TEMPLATES,
  type CreateOrganization,
  type Organization,
  type OrganizationMessage,
  type OrganizationMessageUpdate,
  type UpdateOrganization,
} from '@rayyan/contracts';
import { organizations as organizationsTable } from '@rayyan/db';
import { AppError } from '../../shared/app-error';
import { diffChanges } from '../../shared/activity-diff';
import { violatedUniqueConstraint } from '../../shared/db-errors';
import { lockRow } from '../../shared/row-lock.repository';
import type { Page } from '../../shared/pagination';
import type { Transaction } from '../../shared/unit-of-work';
import type { AccessContext } from '../../plugins/permissions';
import type { Clock } from '../../ports/clock';
import type { ActivityRepository } from '../activity-log/activity-log.repository';
import type { PasswordHasher } from '../auth/auth.service';
import { assertAcceptablePassword } from '../auth/password-policy';
import type { ContractUsage } from '../contract-limits/contract-limits.service';
import type { PolicyRepository } from '../policies/policy.repository';
import type { UserRecordRepository } from '../users/user-records.repository';
import type { OrganizationRecord, OrganizationRepository } from './organization.repository';

/** The policies every new organisation starts with. */
export const DEFAULT_POLICIES = [
  { name: 'Full access', template: 'full_access' },
  { name: 'View only', template: 'view_only' },
] as const;

export interface OrganizationsServiceDeps {
  organizations: Pick<OrganizationRepository, 'list' | 'getById' | 'message' | 'dismissedVersion'>;
  transaction: Transaction<{
    organizations: OrganizationRepository;
    users: Pick<UserRecordRepository, 'conflicts' | 'create'>;
    policies: Pick<PolicyRepository, 'create'>;
    /** Gives a new organisation the FAO-56 growth and KC profile of every crop. */
    cropProfiles: { seedFao56Defaults(orgId: string): Promise<unknown> };
    /** Gives a new organisation the pests and diseases catalogue in English and Arabic (issue #16). */
    pests: { seedCatalogue(orgId: string): Promise<unknown> };
    activity: Pick<ActivityRepository, 'record'>;
  }>;
  /** What the organisation uses of its contract (registered usage counters). */
  usage: (orgId: string) => Promise<ContractUsage>;
  passwords: Pick<PasswordHasher, 'hash'>;
  clock: Clock;
}

const MESSAGE_TEXT_FIELDS = ['honorofics', 'name', 'message', 'action'] as const;
const CONFLICTS = { user_name: 'duplicate_user_name', email: 'duplicate_email', phone: 'duplicate_phone' } as const;

/**
 * Organisations (super admins manage them; members see their own) and the organisation message popup
 * (spec 4 and 7): super admins publish, each member dismisses the current version for themselves.
 */
export function createOrganizationsService(deps: OrganizationsServiceDeps) {
  const { organizations, transaction, usage, passwords, clock } = deps;

  const withUsage = async (org: OrganizationRecord): Promise<Organization> => ({ ...org, usage: await usage(org.id) });
  /** Super admins reach every organisation; anyone else only their own, and others are not found. */
  const visible = (access: AccessContext, orgId: string) => access.superAdmin || access.orgId === orgId;
  const found = <T>(value: T | undefined): T => {
    if (value === undefined) throw new AppError('not_found', 404);
    return value;
  };

  const messageFor = async (access: AccessContext, orgId: string): Promise<OrganizationMessage> => {
    const message = found(await organizations.message(orgId));
    const dismissed = access.orgId === orgId ? ((await organizations.dismissedVersion(orgId, access.userId)) ?? 0) : 0;
    return {
      status: message.notificationStatus && !!message.message?.trim() && dismissed < message.version,
      honorofics: message.honorofics,
      name: message.name,
      message: message.message,
      action: message.action,
    };
  };

  return {
    async list(access: AccessContext, query: { page: number; page_size: number; search?: string | undefined }): Promise<Page<Organization>> {
      const page = await organizations.list(query, access.superAdmin ? undefined : access.orgId);
      return { ...page, results: await Promise.all(page.results.map(withUsage)) };
    },

    async get(access: AccessContext, id: string): Promise<Organization> {
      if (!visible(access, id)) throw new AppError('not_found', 404);
      return withUsage(found(await organizations.getById(id)));
    },

    /** Creates the organisation, its contract, its default policies, its FAO-56 crop profiles and its first admin, all or nothing. */
    async create(_actor: AccessContext, input: CreateOrganization): Promise<Organization> {
      const { admin, ...orgFields } = input;
      assertAcceptablePassword('admin.password', admin.password, { userName: admin.user_name, name: admin.name, email: admin.email, phone: admin.phone });
      const passwordHash = await passwords.hash(admin.password);
      const created = await transaction(async ({ organizations, users, policies, cropProfiles, pests, activity }) => {
        const conflicts = await users.conflicts({ user_name: admin.user_name, email: admin.email, phone: admin.phone });
        for (const field of ['user_name', 'email', 'phone'] as const) {
          if (conflicts[field]) throw new AppError(CONFLICTS[field], 409, { [`admin.${field}`]: ERROR_MESSAGES[CONFLICTS[field]] });
        }
        const org = await organizations.create(orgFields);
        for (const policy of DEFAULT_POLICIES) {
          await policies.create(org.id, { ...policy, permissions: normalisePermissions(POLICY_TEMPLATES[policy.template]) });
        }
        await cropProfiles.seedFao56Defaults(org.id);
        await pests.seedCatalogue(org.id);
        const user = await users.create(org.id, {
          name: admin.name,
          user_name: admin.user_name,
          email: admin.email,
          phone: admin.phone ?? null,
          user_type: 'admin',
          password_hash: passwordHash,
        });
        await activity.record(org.id, { userId: null, action: 'create', entity: 'organization', entityId: org.id, changes: diffChanges(null, { ...org, users_count: undefined }) });
        await activity.record(org.id, {
          userId: null,
          action: 'create',
          entity: 'user',
          entityId: user.id,
          changes: { ...diffChanges(null, { user_name: user.user_name, name: user.name, email: user.email, user_type: user.user_type }), password: { from: null, to: 'changed' } },
        });
        return (await organizations.getById(org.id))!;
      }).catch((error: unknown) => {
        const constraint = violatedUniqueConstraint(error);
        const field = constraint?.replace(/^users_|_unique$/g, '') as keyof typeof CONFLICTS | undefined;
        if (field && field in CONFLICTS) throw new AppError(CONFLICTS[field], 409, { [`admin.${field}`]: ERROR_MESSAGES[CONFLICTS[field]] });
        throw error;
      });
      return withUsage(created);
    },

    async update(actor: AccessContext, { id, ...patch }: UpdateOrganization): Promise<Organization> {
      const updated = await transaction(async ({ organizations, activity }, tx) => {
        await lockRow(tx, organizationsTable, id, id);
        const before = found(await organizations.getById(id));
        const after = found(await organizations.update(id, patch));
        await activity.record(id, { userId: actor.orgId === id ? actor.userId : null, action: 'update', entity: 'organization', entityId: id, changes: diffChanges(before, after) });
        return after;
      });
      return withUsage(updated);
    },

    /** Deletes another organisation with everything in it; the log entry stays with the deleting super admin's organisation. */
    delete: (actor: AccessContext, id: string) =>
      transaction(async ({ organizations, activity }) => {
        if (id === actor.orgId) throw new AppError('not_authenticated', 403);
        const before = found(await organizations.getById(id));
        if (!(await organizations.delete(id))) throw new AppError('not_found', 404);
        await activity.record(actor.orgId, { userId: actor.userId, action: 'delete', entity: 'organization', entityId: id, changes: diffChanges(before, null) });
      }),

    /** The popup for this user: status is true while published, non-empty and not dismissed by them. */
    async message(access: AccessContext, orgId: string): Promise<OrganizationMessage> {
      if (!visible(access, orgId)) throw new AppError('not_found', 404);
      return messageFor(access, orgId);
    },

    /**
     * A super admin writes and publishes the message (a new version, shown again to everyone); a member
     * sending only `{ notification_status: false }` dismisses the current version for themselves.
     */
    async updateMessage(access: AccessContext, orgId: string, update: OrganizationMessageUpdate): Promise<OrganizationMessage> {
      if (!visible(access, orgId)) throw new AppError('not_found', 404);
      const writesText = MESSAGE_TEXT_FIELDS.some((field) => update[field] !== undefined);
      const isDismissal = !writesText && update.notification_status === false;

      if (isDismissal) {
        if (access.orgId === orgId) {
          await transaction(async ({ organizations }) => {
            const message = found(await organizations.message(orgId));
            await organizations.dismiss(orgId, access.userId, message.version);
          });
        }
        return messageFor(access, orgId);
      }
      if (!access.superAdmin) throw new AppError('forbidden_policy', 403);

      await transaction(async ({ organizations, activity }, tx) => {
        await lockRow(tx, organizationsTable, orgId, orgId);
        const before = found(await organizations.message(orgId));
        const textChanged = MESSAGE_TEXT_FIELDS.some((field) => update[field] !== undefined && update[field] !== before[field]);
        const publish = update.notification_status === true || (textChanged && update.notification_status !== false && before.notificationStatus);
        await organizations.writeMessage(
          orgId,
          {
            ...(update.honorofics !== undefined ? { honorofics: update.honorofics } : {}),
            ...(update.name !== undefined ? { name: update.name } : {}),
            ...(update.message !== undefined ? { message: update.message } : {}),
            ...(update.action !== undefined ? { action: update.action } : {}),
            ...(update.notification_status !== undefined ? { notificationStatus: update.notification_status } : {}),
          },
          publish,
          clock.now(),
        );
        const after = found(await organizations.message(orgId));
        const shape = (m: typeof before) => ({ message_honorofics: m.honorofics, message_name: m.name, message: m.message, message_action: m.action, notification_status: m.notificationStatus });
        await activity.record(orgId, {
          userId: access.orgId === orgId ? access.userId : null,
          action: 'update',
          entity: 'organization',
          entityId: orgId,
          changes: diffChanges(shape(before), shape(after)),
        });
      });
      return messageFor(access, orgId);
    },
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
