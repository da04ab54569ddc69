import { and, count, eq } from 'drizzle-orm';
import { normalisePermissions, POLICY_TEMPLATE_KEYS, POLICY_TEMPLATES, SEEDED_POLICY_NAMES, type FarmingType, type FarmRole, type PolicyTemplate, type UserType } from '@rayyan/contracts';
import type { Database, Db } from './database';
import { hashPassword } from './password';
import { seedGeography } from './geography.seed';
import { seedDemoCropFarm } from './demo-pivots.seed';
import { seedDemoRecords } from './demo-records.seed';
import { seedDemoTrees } from './trees.seed';
import { seedDemoHarvests } from './harvests.seed';
import { seedPublicPivot } from './public-pivot.seed';
import { seedDemoTreeRecords } from './tree-records.seed';
import { seedDemoInventories } from './inventories.seed';
import { seedDemoPrograms } from './programs.seed';
import { seedDemoImagery } from './satellite.seed';
import { seedDemoTraps } from './traps.seed';
import { seedDemoPests } from './pests.seed';
import { seedDemoPesticides } from './pesticides.seed';
import { seedDemoPesticideApplications } from './pesticide-applications.seed';
import { seedDemoInspections } from './inspections.seed';
import { seedDemoSensors } from './sensors.seed';
import { seedDemoAssets } from './assets.seed';
import { seedDemoLabSamples } from './lab-samples.seed';
import { DEMO_VARIETIES, seedDemoVarieties, seedFao56Profiles } from './crop-profiles.seed';
import { seedLearningZone } from './public-site.seed';
import { farmOwners, labors, organizations, policies, users } from './schema';

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
  /** Name of the demo policy assigned (see DEMO_POLICIES). */
  policy?: string;
}

/** Access policies every demo organisation gets (spec 6), one per template, named as SEEDED_POLICY_NAMES says. */
export const DEMO_POLICIES: readonly { name: string; template: PolicyTemplate }[] = POLICY_TEMPLATE_KEYS.map((template) => ({ name: SEEDED_POLICY_NAMES[template], template }));

/** The demo users, one per menu variant of spec point 6. */
export const DEMO_USERS: readonly DemoUser[] = [
  { org: 'tree', userName: 'palm.manager', name: 'Palm Manager', phone: '+966500000001', farmRole: 'farm_manager', userType: 'admin', superAdmin: false },
  { org: 'tree', userName: 'palm.engineer', name: 'Palm Engineer', phone: null, farmRole: 'agriculture_engineer', userType: 'normal', superAdmin: false, policy: 'Farm operations' },
  { org: 'tree', userName: 'palm.superadmin', name: 'Palm Super Admin', phone: null, farmRole: null, userType: 'admin', superAdmin: true },
  { org: 'crop', userName: 'pivot.manager', name: 'Pivot Manager', phone: '+201000000001', farmRole: 'farm_manager', userType: 'admin', superAdmin: false },
  { org: 'tree', userName: 'palm.viewer', name: 'Palm Viewer', phone: null, farmRole: 'quality_engineer', userType: 'normal', superAdmin: false, policy: 'View only' },
  // Mobile and WhatsApp only: refused at web sign-in (web_access_denied).
  { org: 'tree', userName: 'palm.fieldworker', name: 'Palm Field Worker', phone: null, farmRole: null, userType: 'normal', superAdmin: false, policy: 'Field workers' },
];

/** Demo labors of the tree organisation (one has left at the end of the contract). */
const DEMO_LABORS = [
  { name: 'Ahmed Saleh', code: 'LB-001', salary: 4500, salaryPeriod: 'monthly', currency: 'SAR', joinDate: '2024-09-01', nationality: 'Egyptian' },
  { name: 'Mahmoud Fathy', code: 'LB-002', salary: 350, salaryPeriod: 'daily', currency: 'EGP', joinDate: '2025-02-15', nationality: 'Egyptian' },
  { name: 'Rashid Al-Harbi', code: 'LB-003', salary: 1200, salaryPeriod: 'weekly', currency: 'SAR', joinDate: '2023-03-01', nationality: 'Saudi' },
  { name: 'Omar Hassan', code: 'LB-004', salary: 9000, salaryPeriod: 'monthly', currency: 'EGP', joinDate: '2022-01-10', leaveDate: '2025-12-31', leavingReason: 'end_of_contract', nationality: 'Egyptian' },
] as const;

/** Demo farm owners of the tree organisation: one in KSA (Al-Ahsa), one in Egypt. */
const DEMO_FARM_OWNERS = [
  { name: 'Al-Ahsa Date Farms', contact: 'Abdullah Al-Mulhim', phone: '+966500000101', centerLat: 25.38, centerLng: 49.59, gmtOffset: 3 },
  { name: 'Wadi El Natrun Citrus', contact: 'Hany Mostafa', phone: '+201000000102', centerLat: 30.42, centerLng: 30.33, gmtOffset: 2 },
] as const;

export interface SeedResult {
  /** False when the demo data was already there and nothing was written. */
  created: boolean;
}

/** The id of the row found by `find`, else of the row `insert` creates; reports whether it inserted. */
async function ensure(find: () => Promise<{ id: string } | undefined>, insert: () => Promise<{ id: string }>, created: { any: boolean }) {
  const existing = await find();
  if (existing) return existing.id;
  created.any = true;
  return (await insert()).id;
}

/**
 * Writes the demo organisations, policies, users, labors, farm owners, geography and crop profiles. Idempotent: each row is looked
 * up first (organisations and rows within them by name, users by user name), so it is safe on every
 * start, on a shared test database, and on a database seeded by an earlier version. Seasons, palm ages, logged
 * irrigations and join dates are relative to `today` (the day the database is created).
 */
export async function seedDemo(database: Database, { today = new Date() }: { today?: Date } = {}): Promise<SeedResult> {
  const day = today.toISOString().slice(0, 10);
  // The learning zone starts with the public site's articles (idempotent, by slug).
  await seedLearningZone(database.db);
  const missingUsers = await Promise.all(
    DEMO_USERS.map(async (user) => (await database.db.select({ id: users.id }).from(users).where(eq(users.userName, user.userName)).limit(1)).length === 0),
  );
  // One hash for all users, and only when one is missing: Argon2id is deliberately slow.
  const passwordHash = missingUsers.some(Boolean) ? await hashPassword(DEMO_PASSWORD) : '';
  const created = { any: false };

  await database.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const first = <T>(rows: T[]) => rows[0];
    const orgIds = {} as Record<keyof typeof DEMO_ORGANISATIONS, string>;
    const policyIds = {} as Record<keyof typeof DEMO_ORGANISATIONS, Record<string, string>>;
    for (const [key, org] of Object.entries(DEMO_ORGANISATIONS) as [keyof typeof DEMO_ORGANISATIONS, (typeof DEMO_ORGANISATIONS)[keyof typeof DEMO_ORGANISATIONS]][]) {
      const orgId = await ensure(
        async () => first(await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, org.name)).limit(1)),
        async () => first(await tx.insert(organizations).values({ name: org.name, farmingType: [...org.farmingType], country: [...org.country] }).returning({ id: organizations.id }))!,
        created,
      );
      orgIds[key] = orgId;
      policyIds[key] = {};
      for (const policy of DEMO_POLICIES) {
        policyIds[key][policy.name] = await ensure(
          async () => first(await tx.select({ id: policies.id }).from(policies).where(and(eq(policies.orgId, orgId), eq(policies.name, policy.name))).limit(1)),
          async () =>
            first(
              await tx
                .insert(policies)
                .values({ orgId, name: policy.name, template: policy.template, permissions: normalisePermissions(POLICY_TEMPLATES[policy.template]) })
                .returning({ id: policies.id }),
            )!,
          created,
        );
      }
    }

    for (const user of DEMO_USERS) {
      const orgId = orgIds[user.org];
      const policyId = user.policy ? policyIds[user.org][user.policy]! : null;
      const existing = first(await tx.select({ id: users.id, policyId: users.policyId }).from(users).where(eq(users.userName, user.userName)).limit(1));
      if (existing) {
        // Databases seeded before policies existed get the demo user's policy once.
        if (policyId && !existing.policyId) {
          await tx.update(users).set({ policyId }).where(and(eq(users.id, existing.id), eq(users.orgId, orgId)));
          created.any = true;
        }
        continue;
      }
      created.any = true;
      await tx.insert(users).values({
        orgId,
        userName: user.userName,
        name: user.name,
        email: `${user.userName}@demo.rayyan.farm`,
        phone: user.phone,
        passwordHash,
        farmRole: user.farmRole,
        userType: user.userType,
        superAdmin: user.superAdmin,
        policyId,
      });
    }

    const treeOrg = orgIds.tree;
    for (const labor of DEMO_LABORS) {
      await ensure(
        async () => first(await tx.select({ id: labors.id }).from(labors).where(and(eq(labors.orgId, treeOrg), eq(labors.name, labor.name))).limit(1)),
        async () => first(await tx.insert(labors).values({ orgId: treeOrg, ...labor }).returning({ id: labors.id }))!,
        created,
      );
    }
    for (const owner of DEMO_FARM_OWNERS) {
      await ensure(
        async () => first(await tx.select({ id: farmOwners.id }).from(farmOwners).where(and(eq(farmOwners.orgId, treeOrg), eq(farmOwners.name, owner.name))).limit(1)),
        async () => first(await tx.insert(farmOwners).values({ orgId: treeOrg, ...owner }).returning({ id: farmOwners.id }))!,
        created,
      );
    }
    // Regions, farms, fields and seasons of both organisations (by code): the pivots' seasons from the crop calendar.
    const manager = async (userName: string) => first(await tx.select({ id: users.id }).from(users).where(eq(users.userName, userName)).limit(1))?.id ?? null;
    const managers = { tree: await manager('palm.manager'), crop: await manager('pivot.manager') };
    await seedGeography(tx, orgIds, created);
    await seedDemoCropFarm(tx, orgIds.crop, created, day, managers.crop);
    // "FS1 Pivot 12", a potato season to its first lifting days, shown on the public report /fs1pivot12report (issue #17).
    await seedPublicPivot(tx, orgIds.crop, created, day);
    await seedDemoRecords(tx, orgIds, managers, created, day);
    // The palms of the tree organisation's two blocks (issue #12), once per block.
    await seedDemoTrees(tx, orgIds.tree, created, today);
    // The palm blocks' date harvest, four picking rounds graded A to unsatisfactory (issue #17).
    await seedDemoHarvests(tx, orgIds.tree, created, today);
    // The field team's records of the last weeks on those palms, some waiting for review (issue #12).
    await seedDemoTreeRecords(tx, orgIds.tree, created, today);
    // Items, suppliers, stores and a season of stock transactions of both organisations (issue #14).
    await seedDemoInventories(tx, orgIds, managers, created, today);
    // Programme templates of both organisations and the palm season activated on Khalas Block A (issue #14).
    await seedDemoPrograms(tx, orgIds, managers, created, today);
    // A season of traps and weekly catches across the palm organisation's regions (issue #16).
    await seedDemoTraps(tx, orgIds.tree, created, today);
    // The pests and diseases catalogue of both organisations, in English and Arabic, and their scouting rounds.
    await seedDemoPests(tx, orgIds, created, today);
    await seedDemoPesticides(tx, orgIds.tree, created);
    // Spray records on the palm blocks and the pivots, with the hour's (simulated) weather and the PHI/REI flags.
    await seedDemoPesticideApplications(tx, orgIds, created, today);
    await seedDemoInspections(tx, orgIds.tree, created, today);
    // The water networks of the pivot and palm farms, from the wells to the pivots and the blocks' valves (issue #15).
    await seedDemoAssets(tx, orgIds, created, day);
    // Soil and water analyses of the Toshka pivots: textures, salinity and the well water's EC for the advice (issue #17).
    await seedDemoLabSamples(tx, orgIds.crop, created, day);
    // Soil moisture probes and a flow meter with a season of 15-minute readings (issue #15).
    await seedDemoSensors(tx, orgIds, created, today);
    // A season of (simulated) satellite image dates for every demo field, filled by the satellite refresh job (issue #13).
    await seedDemoImagery(tx, Object.values(orgIds), created, today);
    // FAO-56 growth and KC profiles (as every new organisation gets) and the demo plant varieties.
    for (const key of Object.keys(orgIds) as (keyof typeof DEMO_ORGANISATIONS)[]) {
      if ((await seedFao56Profiles(tx, orgIds[key])) + (await seedDemoVarieties(tx, orgIds[key], DEMO_VARIETIES[key])) > 0) created.any = true;
    }
  });
  return { created: created.any };
}

/** Seeds the demo organisations only into a database that has no organisation yet (a first start). */
export async function seedDemoIfEmpty(database: Database): Promise<SeedResult | { created: false }> {
  const [orgs] = await database.db.select({ n: count() }).from(organizations);
  return orgs?.n === 0 ? seedDemo(database) : { created: false };
}
