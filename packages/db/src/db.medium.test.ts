import { count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, farmOwners, labors, migrate, organizations, policies, seedDemo, users, verifyPassword, DEMO_PASSWORD } from './index';
import { buildOrganisation, buildUser, getTestDatabase } from './testing';

describe('database', () => {
  it('runs migrations again without error and has PostGIS', async () => {
    const database = await getTestDatabase();
    await migrate(database);
    // Both drivers answer raw SQL with `{ rows }`; the shared Drizzle type leaves the result untyped.
    const result = (await database.db.execute(
      sql`SELECT ST_SRID(ST_SetSRID(ST_GeomFromGeoJSON('{"type":"Point","coordinates":[31.2,30.0]}'), 4326)) AS srid`,
    )) as unknown as { rows: { srid: number }[] };
    expect(Number(result.rows[0]!.srid)).toBe(4326);
  });

  it('seeds the demo data once; a second run changes nothing', async () => {
    const database = await getTestDatabase();
    const { db } = database;
    await seedDemo(database);
    const second = await seedDemo(database);
    expect(second.created).toBe(false);

    const demoNames = DEMO_USERS.map((user) => user.userName);
    const seeded = await db.select().from(users).where(inArray(users.userName, demoNames));
    expect(seeded).toHaveLength(DEMO_USERS.length);
    const [orgCount] = await db
      .select({ n: count() })
      .from(organizations)
      .where(inArray(organizations.name, ['Rayyan Palm & Citrus', 'Toshka Pivots']));
    expect(orgCount!.n).toBe(2);
    const manager = seeded.find((user) => user.userName === 'palm.manager')!;
    expect(manager.phone).toBe('+966500000001');
    expect(manager.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(manager.passwordHash, DEMO_PASSWORD)).toBe(true);

    const treeOrg = seeded.find((user) => user.userName === 'palm.viewer')!.orgId;
    const treePolicies = await db.select().from(policies).where(eq(policies.orgId, treeOrg));
    expect(treePolicies.map((p) => p.name).sort()).toEqual(['Farm operations', 'Field workers', 'Full access', 'View only']);
    const policyName = (userName: string) => treePolicies.find((p) => p.id === seeded.find((u) => u.userName === userName)!.policyId)?.name;
    expect([policyName('palm.viewer'), policyName('palm.fieldworker'), policyName('palm.engineer')]).toEqual(['View only', 'Field workers', 'Farm operations']);
    const seededLabors = await db.select().from(labors).where(eq(labors.orgId, treeOrg));
    expect(seededLabors.filter((l) => l.leavingReason === 'end_of_contract')).toHaveLength(1);
    expect(new Set(seededLabors.map((l) => l.currency))).toEqual(new Set(['EGP', 'SAR']));
    const owners = await db.select().from(farmOwners).where(eq(farmOwners.orgId, treeOrg));
    expect(owners.map((o) => [o.centerLat, o.centerLng, o.gmtOffset]).sort()).toEqual([[25.38, 49.59, 3], [30.42, 30.33, 2]]);
  });

  it('factories build unique organisations and users', async () => {
    const { db } = await getTestDatabase();
    const org = await buildOrganisation(db, { farmingType: ['crop'] });
    const first = await buildUser(db, { orgId: org.id });
    const second = await buildUser(db, { orgId: org.id, password: 'another-password' });
    expect(first.userName).not.toBe(second.userName);
    const inOrg = await db.select().from(users).where(eq(users.orgId, org.id));
    expect(inOrg).toHaveLength(2);
    expect(await verifyPassword(second.passwordHash, 'another-password')).toBe(true);
  });

  it('rejects a phone number that is not in international format', async () => {
    const { db } = await getTestDatabase();
    const org = await buildOrganisation(db);
    await expect(buildUser(db, { orgId: org.id, phone: '0100000000' })).rejects.toThrow();
  });
});
