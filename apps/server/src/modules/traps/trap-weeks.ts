import type { TrapWeekly } from '@rayyan/contracts';

const DAY_MS = 86_400_000;

/** The Monday (`YYYY-MM-DD`) of the ISO week holding `day` (`YYYY-MM-DD`). */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The Mondays of the `count` weeks ending with the week of `today`, oldest first. */
export function weeksEndingAt(today: string, count: number): string[] {
  const last = Date.parse(`${mondayOf(today)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(last - (count - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10));
}

export interface StandingTrap {
  id: string;
  code: string;
  region_id: string;
  region_name: string;
  target_pest: TrapWeekly['traps'][number]['target_pest'];
  lat: number;
  lng: number;
}

/**
 * Catches per trap per week and each region's red palm weevil trend: the mean catch per RPW trap over those visited that
 * week (a trap not visited is not counted as zero, which would lower the mean), and the region's total. Regions by name.
 */
export function weeklyCatches(weeks: string[], threshold: number, traps: StandingTrap[], catches: { trap_id: string; week: string; count: number }[]): TrapWeekly {
  const weekIndex = new Map(weeks.map((week, i) => [week, i]));
  const counts = new Map(traps.map((trap) => [trap.id, weeks.map((): number | null => null)]));
  for (const c of catches) {
    const row = counts.get(c.trap_id);
    const i = weekIndex.get(c.week);
    if (row && i !== undefined) row[i] = (row[i] ?? 0) + c.count;
  }
  const regions = new Map<string, { region_id: string; region_name: string; traps: number; sums: number[]; visited: number[] }>();
  // The regions' trend is the red palm weevil's, held against its threshold: other pests' traps stay out of it.
  for (const trap of traps.filter((t) => t.target_pest === 'red_palm_weevil')) {
    const region = regions.get(trap.region_id) ?? { region_id: trap.region_id, region_name: trap.region_name, traps: 0, sums: weeks.map(() => 0), visited: weeks.map(() => 0) };
    regions.set(trap.region_id, region);
    region.traps += 1;
    counts.get(trap.id)!.forEach((count, i) => {
      if (count === null) return;
      region.sums[i]! += count;
      region.visited[i]! += 1;
    });
  }
  return {
    weeks,
    threshold,
    traps: traps.map((trap) => ({ trap_id: trap.id, code: trap.code, region_id: trap.region_id, target_pest: trap.target_pest, lat: trap.lat, lng: trap.lng, counts: counts.get(trap.id)! })),
    regions: [...regions.values()]
      .sort((a, b) => a.region_name.localeCompare(b.region_name))
      .map(({ sums, visited, ...region }) => ({
        ...region,
        mean_per_trap: sums.map((sum, i) => (visited[i] ? Math.round((sum / visited[i]!) * 10) / 10 : null)),
        total: sums,
      })),
  };
}
