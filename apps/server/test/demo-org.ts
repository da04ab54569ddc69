import { expect } from 'vitest';
import type { Db } from '@rayyan/db';
import { seedFao56Profiles } from '@rayyan/db/crop-profiles-seed';
import { seedDemoCropFarm } from '@rayyan/db/demo-pivots';
import { buildOrganisation } from '@rayyan/db/testing';

/**
 * A new Egyptian crop organisation holding the demo pivots as the seed creates them on `day` (with the FAO-56
 * profiles they use), written in one transaction; `more` seeds more in that transaction. Answers the organisation's id.
 */
export async function seedDemoPivotsOn(db: Db, day: string, more?: (tx: Db, orgId: string, created: { any: boolean }) => Promise<void>): Promise<string> {
  const orgId = (await buildOrganisation(db, { farmingType: ['crop'], country: ['EG'] })).id;
  const created = { any: false };
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await seedFao56Profiles(tx, orgId);
    await seedDemoCropFarm(tx, orgId, created, day);
    await more?.(tx, orgId, created);
  });
  expect(created.any).toBe(true);
  return orgId;
}
