import { eq } from 'drizzle-orm';
import type { FarmingType, FarmRole, UserType } from '@rayyan/contracts';
import type { Database } from './index';
import { hashPassword } from './password';
import { organizations, users } from './schema';

/** Password of every demo user. Demo data only: never seeded outside a fresh embedded install. */
export const DEMO_PASSWORD = 'rayyan-demo-2026';

/** The demo organisations: a tree farm (date palm and citrus) and a center-pivot crop farm. */
export const DEMO_ORGANISATIONS = {
  tree: { name: 'Rayyan Palm & Citrus', farmingType: ['tree'] as FarmingType[], country: ['SA', 'EG'] },
  crop: { name: 'Toshka Pivots', farmingType: ['crop'] as FarmingType[], country: ['EG'] },
} as const;

interface DemoUser {
  org: keyof typeof DEMO_ORGANISATIONS;
  userName: string;
  name: string;
  phone: string | null;
  farmRole: FarmRole | null;
  userType: UserType;
  superAdmin: boolean;
}

/** The demo users, one per menu variant of spec point 6. */
export const DEMO_USERS: readonly DemoUser[] = [
  { org: 'tree', userName: 'palm.manager', name: 'Palm Manager', phone: '+966500000001', farmRole: 'farm_manager', userType: 'admin', superAdmin: false },
  { org: 'tree', userName: 'palm.engineer', name: 'Palm Engineer', phone: null, farmRole: 'agriculture_engineer', userType: 'normal', superAdmin: false },
  { org: 'tree', userName: 'palm.superadmin', name: 'Palm Super Admin', phone: null, farmRole: null, userType: 'admin', superAdmin: true },
  { org: 'crop', userName: 'pivot.manager', name: 'Pivot Manager', phone: '+201000000001', farmRole: 'farm_manager', userType: 'admin', superAdmin: false },
];

export interface SeedResult {
  /** False when the demo data was already there and nothing was written. */
  created: boolean;
}

/**
 * Writes the demo organisations and users once. Idempotent: when the first demo user already exists
 * it changes nothing, so it is safe on every start and on a shared test database.
 */
export async function seedDemo(database: Database): Promise<SeedResult> {
  const { db } = database;
  const marker = DEMO_USERS[0]!.userName;
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.userName, marker)).limit(1);
  if (existing.length > 0) return { created: false };

  // One hash for all users: Argon2id is deliberately slow, and the password is the same.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const orgIds = {} as Record<keyof typeof DEMO_ORGANISATIONS, string>;
    for (const [key, org] of Object.entries(DEMO_ORGANISATIONS) as [keyof typeof DEMO_ORGANISATIONS, (typeof DEMO_ORGANISATIONS)[keyof typeof DEMO_ORGANISATIONS]][]) {
      const [row] = await tx
        .insert(organizations)
        .values({ name: org.name, farmingType: [...org.farmingType], country: [...org.country] })
        .returning({ id: organizations.id });
      orgIds[key] = row!.id;
    }
    await tx.insert(users).values(
      DEMO_USERS.map((user) => ({
        orgId: orgIds[user.org],
        userName: user.userName,
        name: user.name,
        email: `${user.userName}@demo.rayyan.farm`,
        phone: user.phone,
        passwordHash,
        farmRole: user.farmRole,
        userType: user.userType,
        superAdmin: user.superAdmin,
      })),
    );
    return { created: true };
  });
}
