import { RPW_REPORT_WEEKS, type RpwReport } from '@rayyan/contracts';
import type { RegionAggregateRow, RpwReportRepository } from './rpw-report.repository';
import { weeksEndingAt } from './trap-weeks';

/** How old the stored report may be before a visit computes it again (the job refreshes it every hour). */
export const RPW_REPORT_MAX_AGE_MS = 2 * 3600_000;

/** The report from the regions' aggregates and their weekly catches: weevils per trap visited, each week. */
export function rpwReportFrom(weeks: string[], regions: RegionAggregateRow[], catches: { region_id: string; week: string; weevils: number; traps_visited: number }[], now: Date): RpwReport {
  const index = new Map(weeks.map((week, i) => [week, i]));
  return {
    weeks,
    generated_at: now.toISOString(),
    regions: regions.map(({ region_id, ...region }) => {
      const perTrap = weeks.map((): number | null => null);
      let caught = 0;
      for (const c of catches) {
        const i = index.get(c.week);
        if (c.region_id !== region_id || i === undefined) continue;
        perTrap[i] = c.traps_visited > 0 ? Math.round((c.weevils / c.traps_visited) * 10) / 10 : null;
        caught += c.weevils;
      }
      return { ...region, weevils_per_trap: perTrap, weevils_caught: caught };
    }),
  };
}

/** The public RPW report: stored by the job, computed again on a visit when missing or stale. */
export function createRpwReportService({ repo, clock }: { repo: RpwReportRepository; clock: { now(): Date } }) {
  const compute = async (): Promise<RpwReport> => {
    const now = clock.now();
    const today = now.toISOString().slice(0, 10);
    const weeks = weeksEndingAt(today, RPW_REPORT_WEEKS);
    const [regions, catches] = await Promise.all([repo.regions(today), repo.weeklyCatches(weeks[0]!)]);
    const report = rpwReportFrom(weeks, regions, catches, now);
    await repo.store(report, now);
    return report;
  };
  return {
    /** Computes the report and stores it (the job's work). */
    refresh: compute,
    async current(): Promise<RpwReport> {
      const cached = await repo.cached();
      if (cached && clock.now().getTime() - cached.generatedAt.getTime() < RPW_REPORT_MAX_AGE_MS) return cached.report;
      return compute();
    },
  };
}

export type RpwReportService = ReturnType<typeof createRpwReportService>;
