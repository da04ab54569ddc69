import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { organizations, policies, users, type Db } from '@rayyan/db';
import type { FarmingType, FarmRole, PolicyPermissions, UserType } from '@rayyan/contracts';

/** A user joined with the organisation fields that go into tokens and the profile. */
export interface UserAccount {
  id: string;
  orgId: string;
  orgName: string;
  farmingType: FarmingType[];
  userName: string;
  name: string;
  email: string | null;
  phone: string | null;
  passwordHash: string;
  farmRole: FarmRole | null;
  userType: UserType;
  superAdmin: boolean;
  isActive: boolean;
  preferences: Record<string, unknown>;
  policyId: string | null;
  policyName: string | null;
  /** The assigned policy's grants; null without a policy. */
  policyPermissions: PolicyPermissions | null;
  /** Storage key of the profile image. */
  profileImage: string | null;
}

/** Reads and writes users. */
export interface UserRepository {
  /** The user whose user name or phone number equals `login`. */
  findByLogin(login: string): Promise<UserAccount | undefined>;
  findById(id: string): Promise<UserAccount | undefined>;
  /** An active user with this e-mail (compared lower-case). */
  findActiveByEmail(email: string): Promise<UserAccount | undefined>;
  /** Merges `preferences` into the stored ones; a null value removes its key. */
  updatePreferences(id: string, orgId: string, preferences: Record<string, unknown>): Promise<void>;
}

const accountColumns = {
  id: users.id,
  orgId: users.orgId,
  orgName: organizations.name,
  farmingType: organizations.farmingType,
  userName: users.userName,
  name: users.name,
  email: users.email,
  phone: users.phone,
  passwordHash: users.passwordHash,
  farmRole: users.farmRole,
  userType: users.userType,
  superAdmin: users.superAdmin,
  isActive: users.isActive,
  preferences: users.preferences,
  policyId: users.policyId,
  policyName: policies.name,
  policyPermissions: policies.permissions,
  profileImage: users.profileImage,
};

/** Drizzle implementation of UserRepository. */
export function createUserRepository(db: Db): UserRepository {
  const selectAccount = () =>
    db
      .select(accountColumns)
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.orgId))
      .leftJoin(policies, and(eq(policies.id, users.policyId), eq(policies.orgId, users.orgId)));

  return {
    async findByLogin(login) {
      const [row] = await selectAccount()
        .where(or(eq(users.userName, login), eq(users.phone, login)))
        .limit(1);
      return row;
    },
    async findById(id) {
      const [row] = await selectAccount().where(eq(users.id, id)).limit(1);
      return row;
    },
    async findActiveByEmail(email) {
      const [row] = await selectAccount()
        .where(and(eq(users.email, email.toLowerCase()), eq(users.isActive, true)))
        .limit(1);
      return row;
    },
    async updatePreferences(id, orgId, preferences) {
      await db
        .update(users)
        .set({ preferences: mergedPreferences(preferences) })
        .where(and(eq(users.id, id), eq(users.orgId, orgId)));
    },
  };
}

/** The stored preferences with `changes` merged in; keys set to null are removed. */
function mergedPreferences(changes: Record<string, unknown>): SQL {
  const kept = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== null));
  const removed = Object.keys(changes).filter((key) => changes[key] === null);
  const merged = sql`${users.preferences} || ${JSON.stringify(kept)}::jsonb`;
  return removed.length ? sql`(${merged}) - ARRAY[${sql.join(removed.map((key) => sql`${key}`), sql`, `)}]::text[]` : merged;
}
