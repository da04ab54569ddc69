import { and, eq, inArray } from 'drizzle-orm';
import type { TreeRecordChanges, TreeRecordKind } from '@rayyan/contracts';
import { users } from './core.schema';
import type { Db } from './database';
import { treeRecords } from './tree-records.schema';
import { trees } from './trees.schema';

interface DemoRecord {
  /** The palm, by code. */
  code: string;
  kind: TreeRecordKind;
  changes: TreeRecordChanges;
  note?: string;
  /** Days before the seed day it was recorded, and at what hour (local morning rounds). */
  daysAgo: number;
  hour: number;
  review?: { state: 'approved' | 'rejected'; afterDays: number; reason?: string };
}

/**
 * The field team's records of the last three weeks on the Al-Ahsa palms (issue #12): the palm field worker's morning
 * rounds (an RPW suspicion, broken drips, a dead offshoot, treatments), some approved by the engineer, one rejected,
 * and the latest ones waiting for review, so `/review` has work on first start. What was approved is on the palms.
 */
const DEMO_RECORDS: DemoRecord[] = [
  { code: 'AHSA-01-A-R003-C007', kind: 'health', changes: { health_state: 'infected' }, note: 'Frass and oozing at the trunk base; RPW suspected.', daysAgo: 1, hour: 7 },
  { code: 'AHSA-01-A-R012-C018', kind: 'drips', changes: { drips_working: 5, drips_broken: 2, drips_blocked: 1 }, note: 'Two emitters cracked, one clogged with sand.', daysAgo: 1, hour: 8 },
  { code: 'AHSA-01-B-R007-C030', kind: 'spot', changes: { spot_state: 'empty' }, note: 'Offshoot died and was removed.', daysAgo: 2, hour: 7 },
  { code: 'AHSA-01-B-R015-C002', kind: 'treatment', changes: { treatment: 'spraying' }, note: 'Dubas bug honeydew on fronds; sprayed.', daysAgo: 2, hour: 9 },
  { code: 'AHSA-01-A-R025-C040', kind: 'health', changes: { health_state: 'recently_healed' }, daysAgo: 3, hour: 8 },
  { code: 'AHSA-01-A-R008-C011', kind: 'treatment', changes: { treatment: 'injection' }, note: 'Trunk injection against RPW.', daysAgo: 9, hour: 7, review: { state: 'approved', afterDays: 1 } },
  { code: 'AHSA-01-A-R030-C005', kind: 'drips', changes: { drips_working: 7, drips_broken: 1, drips_blocked: 0 }, daysAgo: 12, hour: 8, review: { state: 'approved', afterDays: 1 } },
  { code: 'AHSA-01-B-R022-C016', kind: 'health', changes: { health_state: 'infected' }, note: 'Wilting crown.', daysAgo: 15, hour: 9, review: { state: 'rejected', afterDays: 2, reason: 'Checked on site: water stress, not RPW. Drips fixed.' } },
  { code: 'AHSA-01-B-R010-C010', kind: 'spot', changes: { spot_state: 'occupied' }, note: 'Tool shed placed on this spot.', daysAgo: 20, hour: 10, review: { state: 'approved', afterDays: 1 } },
];

const at = (today: Date, daysAgo: number, hour: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo, hour - 3, 15));

/** Records of the palm field worker, reviewed by the palm engineer; once (each record has its own idempotency key). */
export async function seedDemoTreeRecords(tx: Db, orgId: string, created: { any: boolean }, today = new Date()): Promise<void> {
  const people = await tx.select({ id: users.id, userName: users.userName }).from(users).where(and(eq(users.orgId, orgId), inArray(users.userName, ['palm.fieldworker', 'palm.engineer'])));
  const idOf = (userName: string) => people.find((p) => p.userName === userName)?.id ?? null;
  const palms = await tx.select({ id: trees.id, code: trees.code }).from(trees).where(and(eq(trees.orgId, orgId), inArray(trees.code, DEMO_RECORDS.map((r) => r.code))));
  const values = DEMO_RECORDS.flatMap((record, i) => {
    const palm = palms.find((p) => p.code === record.code);
    if (!palm) return [];
    const recordedAt = at(today, record.daysAgo, record.hour);
    const reviewedAt = record.review ? new Date(recordedAt.getTime() + record.review.afterDays * 86_400_000) : null;
    return [
      {
        orgId,
        treeId: palm.id,
        idempotencyKey: `demo-record-${String(i + 1).padStart(2, '0')}`,
        kind: record.kind,
        changes: record.changes,
        note: record.note ?? null,
        recordedBy: idOf('palm.fieldworker'),
        recordedAt,
        lat: 25.402 + (i % 5) * 0.0005,
        lng: 49.602 + (i % 7) * 0.0008,
        state: record.review?.state ?? ('pending' as const),
        reviewedBy: record.review ? idOf('palm.engineer') : null,
        reviewedAt,
        rejectReason: record.review?.reason ?? null,
      },
    ];
  });
  if (values.length === 0) return;
  const inserted = await tx.insert(treeRecords).values(values).onConflictDoNothing({ target: [treeRecords.orgId, treeRecords.idempotencyKey] }).returning({ id: treeRecords.id });
  if (inserted.length === 0) return;
  created.any = true;
  // What the engineer approved is on the palms: their drips, spot, and the injected palm recovering.
  for (const value of values.filter((v) => v.state === 'approved')) {
    const { drips_working, drips_broken, drips_blocked, spot_state, treatment } = value.changes;
    const set = {
      ...(drips_working !== undefined ? { dripsTotal: drips_working + drips_broken! + drips_blocked!, dripsWorking: drips_working, dripsBroken: drips_broken!, dripsBlocked: drips_blocked! } : {}),
      ...(spot_state ? { spotState: spot_state } : {}),
      ...(treatment === 'injection' ? { healthState: 'treated_or_healing' as const } : {}),
    };
    await tx.update(trees).set(set).where(eq(trees.id, value.treeId));
  }
}
