import type { UserProfile } from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import type { UserRepository } from './user.repository';

/** The signed-in user's own data. */
export function createUsersService({ users }: { users: Pick<UserRepository, 'findById'> }) {
  return {
    /** The profile of `userId`, with the organisation's name and farming types. */
    async profile(userId: string): Promise<UserProfile> {
      const user = await users.findById(userId);
      if (!user) throw new AppError('not_found', 404);
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
        preferences: user.preferences,
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
