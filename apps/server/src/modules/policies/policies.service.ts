import { ERROR_MESSAGES, normalisePermissions, POLICY_TEMPLATES, type CreatePolicy, type PolicyRecord, type PolicyTemplate, type UpdatePolicy } from '@rayyan/contracts';
import { policies as policiesTable } from '@rayyan/db';
import { AppError } from '../../shared/app-error';
import { diffChanges } from '../../shared/activity-diff';
import { violatedUniqueConstraint } from '../../shared/db-errors';
import { lockRow } from '../../shared/row-lock.repository';
import type { Actor } from '../../shared/record-service';
import type { Transaction } from '../../shared/unit-of-work';
import type { ActivityRepository } from '../activity-log/activity-log.repository';
import type { PolicyQuery, PolicyRepository } from './policy.repository';

export interface PoliciesServiceDeps {
  policies: Pick<PolicyRepository, 'list' | 'getById'>;
  transaction: Transaction<{ policies: PolicyRepository; activity: Pick<ActivityRepository, 'record'> }>;
}

const nameExists = () => new AppError('template_name_exists', 409, { name: ERROR_MESSAGES.template_name_exists });

/** Access policies (spec 6): unique names per organisation, grants normalised, refused deletion while assigned. */
export function createPoliciesService({ policies, transaction }: PoliciesServiceDeps) {
  const found = (policy: PolicyRecord | undefined) => {
    if (!policy) throw new AppError('not_found', 404);
    return policy;
  };
  /** A unique violation that slipped past the check (two requests at once) is the same conflict. */
  const mapConflict = (error: unknown): never => {
    if (violatedUniqueConstraint(error) === 'policies_org_id_name_unique') throw nameExists();
    throw error;
  };

  return {
    templates: () => POLICY_TEMPLATES,
    list: (orgId: string, query: PolicyQuery) => policies.list(orgId, query),
    get: async (orgId: string, id: string) => found(await policies.getById(orgId, id)),

    /** Creates a policy; without explicit grants it starts from its template's. */
    create: (actor: Actor, input: CreatePolicy) =>
      transaction(async ({ policies, activity }) => {
        if (await policies.nameTaken(actor.orgId, input.name)) throw nameExists();
        const permissions = normalisePermissions(input.permissions ?? POLICY_TEMPLATES[input.template as PolicyTemplate]);
        const created = await policies.create(actor.orgId, { name: input.name, template: input.template, permissions });
        await activity.record(actor.orgId, { userId: actor.userId, action: 'create', entity: 'policy', entityId: created.id, changes: diffChanges(null, created) });
        return created;
      }).catch(mapConflict),

    update: (actor: Actor, id: string, patch: UpdatePolicy) =>
      transaction(async ({ policies, activity }, tx) => {
        await lockRow(tx, policiesTable, actor.orgId, id);
        const before = found(await policies.getById(actor.orgId, id));
        if (patch.name !== undefined && (await policies.nameTaken(actor.orgId, patch.name, id))) throw nameExists();
        const after = found(
          await policies.update(actor.orgId, id, {
            ...(patch.name !== undefined ? { name: patch.name } : {}),
            ...(patch.permissions !== undefined ? { permissions: normalisePermissions(patch.permissions) } : {}),
          }),
        );
        await activity.record(actor.orgId, { userId: actor.userId, action: 'update', entity: 'policy', entityId: id, changes: diffChanges(before, after) });
        return after;
      }).catch(mapConflict),

    /** Deletes an unassigned policy; 409 policy_in_use while users hold it. */
    delete: (actor: Actor, id: string) =>
      transaction(async ({ policies, activity }, tx) => {
        await lockRow(tx, policiesTable, actor.orgId, id);
        const before = found(await policies.getById(actor.orgId, id));
        if (before.users_count > 0) throw new AppError('policy_in_use', 409);
        if (!(await policies.delete(actor.orgId, id))) throw new AppError('not_found', 404);
        await activity.record(actor.orgId, { userId: actor.userId, action: 'delete', entity: 'policy', entityId: id, changes: diffChanges(before, null) });
      }),
  };
}

export type PoliciesService = ReturnType<typeof createPoliciesService>;
