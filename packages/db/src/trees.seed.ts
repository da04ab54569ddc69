import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from './database';
import { treeFields } from './geography.schema';
import { irrigationSettings } from './irrigation.schema';
import { insertTreeGrid, type GridSpot } from './tree-grid';
import { trees } from './trees.schema';

/**
 * The demo palms of the two Al-Ahsa blocks: every spot of each 40 × 45 grid, the field's 12 blocked spots recorded as
 * what occupies them (valves, the pump, a pipe crossing, stone soil), and the palms' states varied by a fixed
 * arithmetic of row and column, so every demo database holds the same registry. Dates are relative to the day the
 * database is seeded.
 */
const DEMO_BLOCKS = [
  // Khalas, planted from offshoots (sprouts) about 9 years ago; the first five rows are the older planting (12 years).
  { code: 'AHSA-01-A', plantedYearsAgo: 9, oldRows: 5, originType: 'sprout', originCountry: 'SA' },
  // Ruzeiz and Sheshi from tissue-culture plantlets about 4 years ago. In both blocks some palms were replaced 2 years and 8 months ago.
  { code: 'AHSA-01-B', plantedYearsAgo: 4, oldRows: 0, originType: 'tissue', originCountry: 'AE' },
] as const;

/** The 12 blocked spots of a block and what stands there: valves at the row ends, the pump, a pipe crossing, stone soil. */
const BLOCKED: (GridSpot & { state: 'valve' | 'water_pump' | 'water_pipe' | 'stone_soil' })[] = [
  ...[1, 10, 20, 30, 40].map((row) => ({ row, column: 1, state: 'valve' as const })),
  { row: 20, column: 23, state: 'water_pump' },
  ...[21, 22, 23].map((column) => ({ row: 21, column, state: 'water_pipe' as const })),
  ...[{ row: 39, column: 45 }, { row: 40, column: 44 }, { row: 40, column: 45 }].map((s) => ({ ...s, state: 'stone_soil' as const })),
];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const yearsBefore = (today: Date, years: number, days = 0) => {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() - days));
  return isoDay(date);
};

/** Seeds the demo blocks' trees once (a block that has trees is left as it is). */
export async function seedDemoTrees(tx: Db, orgId: string, created: { any: boolean }, today = new Date()): Promise<void> {
  for (const block of DEMO_BLOCKS) {
    const [field] = await tx
      .select({ id: treeFields.id, varieties: treeFields.varieties, drips: irrigationSettings.dripsPerTree, flow: irrigationSettings.dripFlowLph, valve: irrigationSettings.valveCode })
      .from(treeFields)
      .leftJoin(irrigationSettings, eq(irrigationSettings.treeFieldId, treeFields.id))
      .where(and(eq(treeFields.orgId, orgId), eq(treeFields.code, block.code)));
    if (!field) continue;
    const [existing] = await tx.select({ n: count() }).from(trees).where(eq(trees.fieldId, field.id));
    if ((existing?.n ?? 0) > 0) continue;
    created.any = true;
    const drips = field.drips ?? 8;
    await insertTreeGrid(tx, orgId, field.id, { variety: field.varieties[0] ?? null, plantationDate: yearsBefore(today, block.plantedYearsAgo), drips, dripFlowRate: field.flow ?? 16, valve: field.valve }, BLOCKED);
    await varyDemoTrees(tx, field.id, field.varieties, block, today);
    await tx.insert(trees).values(
      BLOCKED.map((spot) => ({
        orgId,
        fieldId: field.id,
        code: `${block.code}-R${String(spot.row).padStart(3, '0')}-C${String(spot.column).padStart(3, '0')}`,
        row: spot.row,
        column: spot.column,
        spotState: spot.state,
        valve: spot.state === 'valve' ? field.valve : null,
      })),
    );
  }
}

/**
 * One UPDATE over the block: `h`, a fixed number from 0 to 999 per spot, picks each palm's state. About 88 % healthy;
 * a red palm weevil patch (rows 12-16, columns 30-36) holds most of the infected and treated palms; a few recently
 * healed and dead palms, dead ones mostly removed (spot empty); 2 % males; broken and blocked drips on some palms; a
 * second variety on every third row where the field has one; productive from the fifth year on.
 */
async function varyDemoTrees(tx: Db, fieldId: string, varieties: string[], block: (typeof DEMO_BLOCKS)[number], today: Date): Promise<void> {
  const h = sql`((t."row" * 73 + t."column" * 151 + t."row" * t."column" * 17) % 1000)`;
  const patch = sql`t."row" BETWEEN 12 AND 16 AND t."column" BETWEEN 30 AND 36`;
  const replanted = yearsBefore(today, 0, 240);
  const older = yearsBefore(today, block.plantedYearsAgo + 3);
  await tx.execute(sql`
    WITH v AS (
      SELECT t.id, ${h} AS h, (${patch}) AS in_patch FROM trees t WHERE t.field_id = ${fieldId}
    ), s AS (
      SELECT id, h,
        CASE
          WHEN in_patch AND h % 3 = 0 THEN 'infected'
          WHEN in_patch AND h % 3 = 1 THEN 'treated_or_healing'
          WHEN h % 97 = 5 THEN 'infected'
          WHEN h % 61 = 7 THEN 'treated_or_healing'
          WHEN h % 53 = 3 THEN 'recently_healed'
          WHEN h % 211 = 11 THEN 'dead'
          ELSE 'healthy'
        END AS health
      FROM v
    )
    UPDATE trees t SET
      health_state = s.health,
      spot_state = CASE WHEN s.health = 'dead' AND s.h % 2 = 0 THEN 'empty' WHEN s.h % 331 = 17 THEN 'occupied' ELSE 'planted' END,
      gender = CASE WHEN s.h % 50 = 7 THEN 'male' ELSE 'female' END,
      variety = CASE WHEN ${varieties.length > 1}::boolean AND t."row" % 3 = 0 THEN ${varieties[1] ?? null}::text ELSE t.variety END,
      plantation_date = CASE
        WHEN t."row" <= ${block.oldRows} THEN ${older}::date
        WHEN s.h % 37 = 4 THEN ${replanted}::date
        WHEN s.h % 29 = 6 THEN ${yearsBefore(today, 2)}::date
        ELSE t.plantation_date END,
      origin_type = ${block.originType},
      origin_country = ${block.originCountry},
      drips_broken = CASE WHEN s.h % 23 = 1 THEN 1 + s.h % 2 ELSE 0 END,
      drips_blocked = CASE WHEN s.h % 17 = 2 THEN 1 + s.h % 3 ELSE 0 END,
      drips_working = t.drips_total - (CASE WHEN s.h % 23 = 1 THEN 1 + s.h % 2 ELSE 0 END) - (CASE WHEN s.h % 17 = 2 THEN 1 + s.h % 3 ELSE 0 END)
    FROM s WHERE t.id = s.id`);
  // Productive: female palms in their fifth year or older that are alive.
  await tx.execute(sql`
    UPDATE trees SET productive = (gender = 'female' AND health_state <> 'dead' AND plantation_date <= ${yearsBefore(today, 5)}::date)
    WHERE field_id = ${fieldId}`);
}
