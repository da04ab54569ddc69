import { z } from 'zod';
import { FARMING_TYPES } from './roles';
import { V, emailSchema, optionalText, phoneSchema, requiredText } from './common';

/** Optional services of an organisation's contract (spec point 3). */
export const organizationServicesSchema = z.object({
  hd_satellite_imagery: z.boolean().default(false),
  chatbot: z.boolean().default(false),
  advanced_irrigation: z.boolean().default(false),
});

/** An organisation and its contract. Null limits mean "not limited". */
export const organizationWriteSchema = z.object({
  name: requiredText(150),
  farming_type: z.array(z.enum(FARMING_TYPES)).min(1, { error: V.required }),
  country: z.array(z.string().regex(/^[A-Z]{2}$/, { error: V.invalid_choice })).max(20).default([]),
  contracted_area_feddan: z.number().positive({ error: V.out_of_range }).max(10_000_000).nullable().default(null),
  contracted_fields: z.number().int().min(0, { error: V.out_of_range }).max(1_000_000).nullable().default(null),
  contracted_trees: z.number().int().min(0, { error: V.out_of_range }).max(100_000_000).nullable().default(null),
  services: organizationServicesSchema.default({ hd_satellite_imagery: false, chatbot: false, advanced_irrigation: false }),
});

/** The first admin user created with a new organisation. */
export const organizationAdminSchema = z.object({
  name: requiredText(150),
  user_name: z.string().trim().regex(/^[A-Za-z0-9._-]{3,150}$/, { error: V.user_name_format }),
  email: emailSchema,
  phone: phoneSchema.nullable().optional(),
  password: z.string().min(8, { error: V.too_short }).max(256),
});

/** POST /api/organizations/ (super admins). */
export const createOrganizationSchema = organizationWriteSchema.extend({ admin: organizationAdminSchema });
export type CreateOrganization = z.infer<typeof createOrganizationSchema>;

const write = organizationWriteSchema.shape;
/**
 * PATCH /api/organizations/ (spec 7: the id travels in the form). No defaults: a field not sent keeps its
 * stored value (a partial of the write schema filled the contract and services back to their defaults).
 */
export const updateOrganizationSchema = z.object({
  id: z.uuid(),
  name: write.name.optional(),
  farming_type: write.farming_type.optional(),
  country: write.country.unwrap().optional(),
  contracted_area_feddan: write.contracted_area_feddan.unwrap().optional(),
  contracted_fields: write.contracted_fields.unwrap().optional(),
  contracted_trees: write.contracted_trees.unwrap().optional(),
  services: organizationServicesSchema.optional(),
});
export type UpdateOrganization = z.infer<typeof updateOrganizationSchema>;

/** Contract usage, counted by the modules that add fields, farms and trees. */
export const contractUsageSchema = z.object({
  area_feddan: z.number(),
  fields: z.number().int(),
  trees: z.number().int(),
});

export const organizationSchema = organizationWriteSchema
  .extend({
    id: z.uuid(),
    is_active: z.boolean(),
    users_count: z.number().int(),
    usage: contractUsageSchema,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof organizationSchema>;

export const ORGANIZATION_MESSAGE_ACTIONS = ['normal', 'logout'] as const;

/** GET /api/organizations/message/{org_id}/ (spec 7): shown as a popup when `status` is true. */
export const organizationMessageSchema = z
  .object({
    status: z.boolean(),
    honorofics: z.string().nullable(),
    name: z.string().nullable(),
    message: z.string().nullable(),
    action: z.enum(ORGANIZATION_MESSAGE_ACTIONS),
  })
  .meta({ id: 'OrganizationMessage' });
export type OrganizationMessage = z.infer<typeof organizationMessageSchema>;

/**
 * PATCH /api/organizations/{org_id}/ with the message object (spec 7). A super admin writes the message
 * (notification_status true publishes it); any member may send `{ notification_status: false }`
 * ("Dont show again"), which hides this message for that user.
 */
export const organizationMessageUpdateSchema = z.object({
  notification_status: z.boolean().optional(),
  honorofics: optionalText(50),
  name: optionalText(150),
  message: optionalText(2000),
  action: z.enum(ORGANIZATION_MESSAGE_ACTIONS).optional(),
});
export type OrganizationMessageUpdate = z.infer<typeof organizationMessageUpdateSchema>;
