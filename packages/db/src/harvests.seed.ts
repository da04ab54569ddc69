import { and, count, eq, inArray } from 'drizzle-orm';
import type { HarvestGrade } from '@rayyan/contracts';
import type { Db } from './database';
import { farms, treeFields } from './geography.schema';
import { harvests } from './harvests.schema';
import { trees } from './trees.schema';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The palm blocks' date harvest (issue #17): four picking rounds two weeks apart, the last one 20 days before the
 * day the database is seeded, each round's dates sorted into grades A, B, C and unsatisfactory and sold to the
 * packing houses. A Khalas palm in full bearing gives 60-100 kg a season (FAO, "Date palm cultivation", Plant
 * Production and Protection Paper 156, 2002, ch. 9); the rounds here give about 70 kg a palm in all.
 */
const ROUNDS = [62, 48, 34, 20] as const;
/** Share of a round's dates per grade, and the kilograms a palm gives per round (FAO 156: 4-5 pickings). */
const GRADES: readonly [HarvestGrade, number][] = [['a', 0.55], ['b', 0.28], ['c', 0.12], ['unsatisfactory', 0.05]];
const KG_PER_PALM_PER_ROUND = 17.5;
const BUYERS = ['Al-Ahsa Dates Packing Co.', 'Hajr Dates Factory'] as const;

export async function seedDemoHarvests(tx: Db, orgId: string, created: { any: boolean }, today = new Date()): Promise<void> {
  const blocks = await tx
    .select({ id: treeFields.id, code: treeFields.code })
    .from(treeFields)
    .innerJoin(farms, eq(farms.id, treeFields.farmId))
    .where(and(eq(treeFields.orgId, orgId), eq(farms.code, 'AHSA-01')));
  if (blocks.length === 0) return;
  const done = await tx.select({ id: harvests.id }).from(harvests).where(and(eq(harvests.orgId, orgId), inArray(harvests.fieldId, blocks.map((b) => b.id)))).limit(1);
  if (done.length > 0) return;
  const todayMs = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const rows = [];
  for (const block of blocks) {
    const [planted] = await tx.select({ n: count() }).from(trees).where(and(eq(trees.orgId, orgId), eq(trees.fieldId, block.id), eq(trees.spotState, 'planted')));
    const palms = planted?.n ?? 0;
    if (palms === 0) continue;
    for (const [round, daysAgo] of ROUNDS.entries()) {
      for (const [grade, share] of GRADES) {
        rows.push({
          orgId,
          fieldKind: 'tree' as const,
          fieldId: block.id,
          treeFieldId: block.id,
          harvestDate: isoDay(todayMs - daysAgo * DAY_MS),
          quantityKg: Math.round(palms * KG_PER_PALM_PER_ROUND * share),
          grade,
          buyer: BUYERS[round % BUYERS.length],
          supplier: `${block.code} picking team`,
        });
      }
    }
  }
  if (rows.length === 0) return;
  await tx.insert(harvests).values(rows);
  created.any = true;
}
