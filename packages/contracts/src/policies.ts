import { z } from 'zod';
import { PERMISSION_GROUPS, POLICY_TEMPLATE_KEYS, type PolicyPermissions } from './permissions';
import { requiredText } from './common';
import { orgRecordSchema } from './record-schema';

const groupShape = Object.fromEntries(
  Object.entries(PERMISSION_GROUPS).map(([group, actions]) => [
    group,
    z.array(z.enum(actions as unknown as [string, ...string[]])).max(actions.length).optional(),
  ]),
) as Record<string, z.ZodOptional<z.ZodArray<z.ZodEnum>>>;

/** Grants per permission group; unknown groups or actions are refused. */
export const policyPermissionsSchema = z.strictObject(groupShape).transform((v) => v as PolicyPermissions);

/** POST /api/policies/ and PATCH /api/policies/{id}/ (settings, access policy). */
export const createPolicySchema = z.object({
  name: requiredText(100),
  template: z.enum(POLICY_TEMPLATE_KEYS as unknown as [string, ...string[]]),
  permissions: policyPermissionsSchema.optional(),
});
export const updatePolicySchema = z.object({
  name: requiredText(100).optional(),
  permissions: policyPermissionsSchema.optional(),
});
export type CreatePolicy = z.infer<typeof createPolicySchema>;
export type UpdatePolicy = z.infer<typeof updatePolicySchema>;

export const policySchema = orgRecordSchema('Policy', {
  name: z.string(),
  template: z.string(),
  permissions: z.record(z.string(), z.array(z.string())),
  users_count: z.number().int(),
});
export type PolicyRecord = z.infer<typeof policySchema>;
