import { asc, eq } from 'drizzle-orm';
import { growthProfiles, kcProfiles, plantVarieties, type Db } from '@rayyan/db';
import { stagesOf } from './crop-profiles.repository';

/** An organisation's growth profiles (with stages), KC profiles and plant varieties, for the crop-profile resolver. */
export async function cropProfileRowsOf(db: Db, orgId: string) {
  const [growthRows, kcRows, varieties] = await Promise.all([
    db.select().from(growthProfiles).where(eq(growthProfiles.orgId, orgId)).orderBy(asc(growthProfiles.name), asc(growthProfiles.id)),
    db.select().from(kcProfiles).where(eq(kcProfiles.orgId, orgId)).orderBy(asc(kcProfiles.name), asc(kcProfiles.id)),
    db.select().from(plantVarieties).where(eq(plantVarieties.orgId, orgId)),
  ]);
  const stages = await stagesOf(db, orgId, growthRows.map((g) => g.id));
  return { growth: growthRows.map((g) => ({ ...g, stages: stages.get(g.id) ?? null })), kcRows, varieties };
}
