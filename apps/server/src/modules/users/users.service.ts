import { effectivePermissions, preferencesSchema, type PreferencesPatch, type UserProfile } from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import type { UserRepository } from './user.repository';
import { profileImageUrl } from './user-records.repository';

/** The signed-in user's own data. */
export function createUsersService({ users }: { users: Pick<UserRepository, 'findById' | 'updatePreferences'> }) {
  const profile = async (userId: string): Promise<UserProfile> => {
    const user = await users.findById(userId);
    if (!user) throw new AppError('not_found', 404);
    // Stored preferences are free-form JSON; only the known, valid keys reach the profile.
    const stored = preferencesSchema.safeParse(user.preferences);
    return {
      id: user.id,
      user_name: user.userName,
      name: user.name,
      email: user.email,
      phone: user.phone,
      org_id: user.orgId,
      org_name: user.orgName,
      farming_type: user.farmingType,
      farm_role: user.farmRole,
      user_type: user.userType,
      super_admin: user.superAdmin,
      preferences: stored.success ? stored.data : {},
      policy_id: user.policyId,
      policy_name: user.policyName,
      permissions: effectivePermissions({ user_type: user.userType, super_admin: user.superAdmin, permissions: user.policyPermissions }) as Record<string, string[]>,
      profile_image_url: profileImageUrl(user.id, user.profileImage),
    };
  };

  return {
    /** The profile of `userId`: organisation, policy, effective permissions and preferences. */
    profile,

    /** Saves the default map type, language and digits (applied at sign-in; null forgets one) and answers the new profile. */
    async updatePreferences(userId: string, orgId: string, preferences: PreferencesPatch): Promise<UserProfile> {
      const known = Object.fromEntries(Object.entries(preferences).filter(([, value]) => value !== undefined));
      await users.updatePreferences(userId, orgId, known);
      return profile(userId);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
