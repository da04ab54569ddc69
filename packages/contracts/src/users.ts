import { z } from 'zod';
import { FARM_ROLES, FARMING_TYPES, USER_TYPES } from './roles';
import { preferencesSchema } from './people';

/** GET /api/me/ — the signed-in user's profile with their organisation. */
export const userProfileSchema = z
  .object({
    id: z.string(),
    user_name: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    org_id: z.string(),
    org_name: z.string(),
    farming_type: z.array(z.enum(FARMING_TYPES)),
    farm_role: z.enum(FARM_ROLES).nullable(),
    user_type: z.enum(USER_TYPES),
    super_admin: z.boolean(),
    preferences: preferencesSchema,
    policy_id: z.string().nullable(),
    policy_name: z.string().nullable(),
    /** Effective grants (admins and super admins: everything), for hiding what the user cannot do. */
    permissions: z.record(z.string(), z.array(z.string())),
    profile_image_url: z.string().nullable(),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof userProfileSchema>;
