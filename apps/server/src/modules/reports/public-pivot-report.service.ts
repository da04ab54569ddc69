import type { ExecutiveReport } from '@rayyan/contracts';
import type { Clock } from '../../ports/clock';
import type { ExecutiveReportService } from './executive-report.service';

/**
 * The public season report (issue #17): the executive report of the demo pivot's farm (its one field, "FS1 Pivot 12")
 * from the season's planting to today; null when the demo has no such field. The page shows only the field's crop,
 * season, water, vegetation and yield of it.
 */
export function createPublicPivotReportService({ reports, clock, locate }: { reports: ExecutiveReportService; clock: Clock; locate: () => Promise<{ orgId: string; farmId: string; plantingDate: string | null } | undefined> }) {
  return {
    async current(): Promise<ExecutiveReport | null> {
      const found = await locate();
      if (!found) return null;
      const today = clock.now().toISOString().slice(0, 10);
      const from = found.plantingDate && found.plantingDate <= today ? found.plantingDate : new Date(clock.now().getTime() - 180 * 86_400_000).toISOString().slice(0, 10);
      const report = await reports.executive(found.orgId, { farm_id: found.farmId, from, to: today });
      return report.fields.length === 1 ? report : null;
    },
  };
}

export type PublicPivotReportService = ReturnType<typeof createPublicPivotReportService>;
