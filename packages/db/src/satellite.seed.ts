import { and, eq, isNull, notExists } from 'drizzle-orm';
import type { Db } from './database';
import { cropFields, treeFields } from './geography.schema';
import { satelliteImages, satelliteRefreshRequests } from './satellite.schema';

/** The demo's imagery reaches back this far: the winter pivots' season from sowing, and half a year of palms. */
export const DEMO_IMAGERY_DAYS = 180;

/**
 * A season of imagery for the demo fields (issue #13): every crop field and tree field of the demo organisations
 * without image dates nor an open request is queued from DEMO_IMAGERY_DAYS ago to today; the server's satellite
 * refresh job fills the dates on its first pass (simulated imagery unless SATELLITE_PROVIDER=stac). A second seed
 * queues nothing.
 */
export async function seedDemoImagery(tx: Db, orgIds: readonly string[], created: { any: boolean }, today: Date): Promise<void> {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(today.getTime() - DEMO_IMAGERY_DAYS * 86_400_000).toISOString().slice(0, 10);
  for (const orgId of orgIds) {
    for (const [table, imageColumn, requestColumn] of [
      [cropFields, satelliteImages.cropFieldId, satelliteRefreshRequests.cropFieldId],
      [treeFields, satelliteImages.treeFieldId, satelliteRefreshRequests.treeFieldId],
    ] as const) {
      const fields = await tx
        .select({ id: table.id })
        .from(table)
        .where(
          and(
            eq(table.orgId, orgId),
            notExists(tx.select({ id: satelliteImages.id }).from(satelliteImages).where(eq(imageColumn, table.id))),
            notExists(tx.select({ id: satelliteRefreshRequests.id }).from(satelliteRefreshRequests).where(and(eq(requestColumn, table.id), isNull(satelliteRefreshRequests.doneAt)))),
          ),
        );
      if (fields.length === 0) continue;
      const crop = table === cropFields;
      await tx.insert(satelliteRefreshRequests).values(
        fields.map((f) => ({ orgId, cropFieldId: crop ? f.id : null, treeFieldId: crop ? null : f.id, fromDate: from, toDate: to })),
      );
      created.any = true;
    }
  }
}
