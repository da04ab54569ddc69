import { and, eq } from 'drizzle-orm';
import { farms, type Db } from '@rayyan/db';

/** Whether `farmId` is one of the organisation's farms: what a write naming a farm, or a read of one farm, checks first. */
export async function isOrgFarm(db: Db, orgId: string, farmId: string): Promise<boolean> {
  const [row] = await db.select({ id: farms.id }).from(farms).where(and(eq(farms.orgId, orgId), eq(farms.id, farmId))).limit(1);
  return row !== undefined;
}
