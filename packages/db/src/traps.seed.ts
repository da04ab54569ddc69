import { and, eq, inArray } from 'drizzle-orm';
import type { TrapTarget, TrapType } from '@rayyan/contracts';
import type { Db } from './database';
import { farms, regions, treeFields } from './geography.schema';
import { trapCatches, traps, trapSettings } from './traps.schema';

/**
 * The palm organisation's trap season: pheromone, electric, bucket, delta and smart traps in its two regions, installed
 * 16 weeks before the day the database is seeded and serviced weekly since, so the lists, the weekly catches and the
 * region trends have a season to show. Catches follow a fixed arithmetic (every demo database holds the same season)
 * shaped by the month: red palm weevil trap catches in the Gulf peak in spring and again in autumn (Faleiro 2006,
 * "A review of the issues and management of the red palm weevil", Int. J. Trop. Insect Sci. 26: 135-154).
 */

interface DemoTrap {
  code: string;
  type: TrapType;
  target: TrapTarget;
  region: string;
  farm?: string;
  field?: string;
  lat: number;
  lng: number;
  /** Mean catch per weekly visit at the season's average. */
  base: number;
  /** Days since the last visit (a trap 7 or more days since its visit is due for servicing). */
  lastVisitDaysAgo: number;
  /** Removed this many weeks ago (the Delta trap moved when its grove was cut). */
  removedWeeksAgo?: number;
}

const LURE: Record<TrapTarget, string> = {
  red_palm_weevil: 'Ferrugineol 700 mg + ethyl acetate',
  lesser_date_moth: 'LDM sex pheromone capsule',
  stem_borer: 'Kairomone blend',
  other: 'Food bait',
};

const DEMO_TRAPS: DemoTrap[] = [
  { code: 'RPW-AHSA-01', type: 'dry_pheromone', target: 'red_palm_weevil', region: 'AHSA', farm: 'AHSA-01', field: 'AHSA-01-A', lat: 25.4015, lng: 49.6015, base: 2, lastVisitDaysAgo: 2 },
  { code: 'RPW-AHSA-02', type: 'dry_pheromone', target: 'red_palm_weevil', region: 'AHSA', farm: 'AHSA-01', field: 'AHSA-01-A', lat: 25.4045, lng: 49.6015, base: 3, lastVisitDaysAgo: 2 },
  // The hot spot of the season: an infested palm next to it (catches over the threshold most weeks).
  { code: 'RPW-AHSA-03', type: 'dry_pheromone', target: 'red_palm_weevil', region: 'AHSA', farm: 'AHSA-01', field: 'AHSA-01-A', lat: 25.403, lng: 49.6045, base: 7, lastVisitDaysAgo: 3 },
  { code: 'RPW-AHSA-04', type: 'dry_electric', target: 'red_palm_weevil', region: 'AHSA', farm: 'AHSA-01', field: 'AHSA-01-B', lat: 25.4015, lng: 49.6065, base: 2, lastVisitDaysAgo: 3 },
  { code: 'RPW-AHSA-05', type: 'bucket', target: 'red_palm_weevil', region: 'AHSA', farm: 'AHSA-01', field: 'AHSA-01-B', lat: 25.4045, lng: 49.6095, base: 1, lastVisitDaysAgo: 9 },
  { code: 'RPW-AHSA-06', type: 'smart', target: 'red_palm_weevil', region: 'AHSA', farm: 'AHSA-01', field: 'AHSA-01-B', lat: 25.403, lng: 49.608, base: 4, lastVisitDaysAgo: 1 },
  { code: 'RPW-AHSA-07', type: 'bucket', target: 'red_palm_weevil', region: 'AHSA', farm: 'AHSA-01', lat: 25.4095, lng: 49.6105, base: 1, lastVisitDaysAgo: 8 },
  { code: 'LDM-AHSA-01', type: 'delta', target: 'lesser_date_moth', region: 'AHSA', farm: 'AHSA-01', field: 'AHSA-01-A', lat: 25.4025, lng: 49.603, base: 14, lastVisitDaysAgo: 4 },
  { code: 'RPW-DELTA-01', type: 'bucket', target: 'red_palm_weevil', region: 'DELTA', farm: 'DELTA-01', lat: 30.6015, lng: 31.0015, base: 1, lastVisitDaysAgo: 5 },
  { code: 'RPW-DELTA-02', type: 'dry_pheromone', target: 'red_palm_weevil', region: 'DELTA', farm: 'DELTA-01', lat: 30.6055, lng: 31.0065, base: 3, lastVisitDaysAgo: 10 },
  { code: 'RPW-DELTA-03', type: 'dry_pheromone', target: 'red_palm_weevil', region: 'DELTA', lat: 30.609, lng: 31.011, base: 2, lastVisitDaysAgo: 6 },
  { code: 'RPW-DELTA-04', type: 'bucket', target: 'red_palm_weevil', region: 'DELTA', lat: 30.598, lng: 30.998, base: 1, lastVisitDaysAgo: 0, removedWeeksAgo: 5 },
];

/** Weeks of the season before the seeding day. */
const SEASON_WEEKS = 16;
/** Weeks between lure changes (pheromone lures are renewed about every six weeks). */
const LURE_WEEKS = 6;
/** Relative catch by month, January first: the spring and autumn peaks. */
const MONTH_FACTOR = [0.6, 0.8, 1.3, 1.6, 1.4, 0.9, 0.6, 0.5, 0.7, 1.2, 1.4, 0.9];

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The catch of visit `n` of trap `t`: its base, the month's factor and a fixed spread of ±40 %. */
export function demoCatch(trapIndex: number, visit: number, month: number, base: number): number {
  const spread = 0.6 + (((trapIndex * 7 + visit * 13) % 9) / 8) * 0.8;
  return Math.round(base * MONTH_FACTOR[month]! * spread);
}

/** Seeds the trap season once (an organisation that has any of the demo traps is left as it is). */
export async function seedDemoTraps(tx: Db, orgId: string, created: { any: boolean }, today = new Date()): Promise<void> {
  const existing = await tx.select({ id: traps.id }).from(traps).where(and(eq(traps.orgId, orgId), inArray(traps.code, DEMO_TRAPS.map((t) => t.code)))).limit(1);
  if (existing.length > 0) return;
  const regionIds = new Map((await tx.select({ id: regions.id, code: regions.code }).from(regions).where(eq(regions.orgId, orgId))).map((r) => [r.code, r.id]));
  const farmIds = new Map((await tx.select({ id: farms.id, code: farms.code }).from(farms).where(eq(farms.orgId, orgId))).map((f) => [f.code, f.id]));
  const fieldIds = new Map((await tx.select({ id: treeFields.id, code: treeFields.code }).from(treeFields).where(eq(treeFields.orgId, orgId))).map((f) => [f.code, f.id]));
  const todayMs = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const installedMs = todayMs - SEASON_WEEKS * 7 * DAY_MS;
  created.any = true;
  // The demo programme publishes its figures (by region) on the public RPW report.
  await tx.insert(trapSettings).values({ orgId, rpwWeeklyThreshold: 5, serviceIntervalDays: 7, publicReport: true }).onConflictDoNothing();

  for (const [index, demo] of DEMO_TRAPS.entries()) {
    const regionId = regionIds.get(demo.region);
    if (!regionId) continue;
    const removedMs = demo.removedWeeksAgo ? todayMs - demo.removedWeeksAgo * 7 * DAY_MS : null;
    // Weekly visits back from the last one, down to a week after installation.
    const lastMs = (removedMs ?? todayMs) - demo.lastVisitDaysAgo * DAY_MS;
    const visits: number[] = [];
    for (let ms = lastMs; ms >= installedMs + 7 * DAY_MS; ms -= 7 * DAY_MS) visits.unshift(ms);
    const lureChanges = visits.filter((_ms, n) => (n + 1) % LURE_WEEKS === 0);
    const [trap] = await tx
      .insert(traps)
      .values({
        orgId,
        code: demo.code,
        trapType: demo.type,
        targetPest: demo.target,
        lure: LURE[demo.target],
        lureChangedOn: isoDay(lureChanges.at(-1) ?? installedMs),
        regionId,
        farmId: demo.farm ? (farmIds.get(demo.farm) ?? null) : null,
        fieldId: demo.field ? (fieldIds.get(demo.field) ?? null) : null,
        lat: demo.lat,
        lng: demo.lng,
        installedOn: isoDay(installedMs),
        removedOn: removedMs === null ? null : isoDay(removedMs),
        notes: demo.removedWeeksAgo ? 'Moved: the grove around it was cut.' : null,
      })
      .returning({ id: traps.id });
    if (visits.length === 0) continue;
    await tx.insert(trapCatches).values(
      visits.map((ms, n) => {
        const count = demoCatch(index, n, new Date(ms).getUTCMonth(), demo.base);
        // Aggregation pheromone traps catch about two females for each male; the others do not sex their catch.
        const sexed = demo.type === 'dry_pheromone';
        const males = Math.floor(count / 3);
        return {
          orgId,
          trapId: trap!.id,
          visitDate: isoDay(ms),
          count,
          males: sexed ? males : null,
          females: sexed ? count - males : null,
          lureChanged: (n + 1) % LURE_WEEKS === 0,
          condition: (index + n) % 11 === 0 ? ('damaged' as const) : ('good' as const),
        };
      }),
    );
  }
}
