import { SENSOR_EFFICIENCY_TOLERANCE, SENSOR_EFFICIENCY_WINDOW_DAYS, type SensorEfficiencyWindow } from '@rayyan/contracts';

/** One day of the field's water balance: the crop's ETc and the net irrigation the balance counted (logged, or the advice assumed followed). */
export interface BalanceDay {
  date: string;
  etcMm: number;
  netIrrigationMm: number;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * The irrigation efficiency of a field in windows of SENSOR_EFFICIENCY_WINDOW_DAYS days, the last ending on the last
 * balance day, oldest first: water applied (the flow meter's, mm over the field), the crop's ETc, the advised gross
 * water (net irrigation of the balance over the application efficiency) and the efficiency ETc / applied, the
 * seasonal irrigation efficiency of Israelsen (1932): water used by the crop over water applied. Rain is not taken
 * off, so a rainy window reads high. Applied water more than SENSOR_EFFICIENCY_TOLERANCE above the advised is
 * over-irrigation, as much below under-irrigation.
 */
export function efficiencyWindows(days: BalanceDay[], appliedMmByDate: ReadonlyMap<string, number>, applicationEfficiency: number): SensorEfficiencyWindow[] {
  const windows: SensorEfficiencyWindow[] = [];
  for (let end = days.length; end - SENSOR_EFFICIENCY_WINDOW_DAYS >= 0; end -= SENSOR_EFFICIENCY_WINDOW_DAYS) {
    const slice = days.slice(end - SENSOR_EFFICIENCY_WINDOW_DAYS, end);
    const applied = slice.reduce((sum, d) => sum + (appliedMmByDate.get(d.date) ?? 0), 0);
    const etc = slice.reduce((sum, d) => sum + d.etcMm, 0);
    const advised = slice.reduce((sum, d) => sum + d.netIrrigationMm, 0) / applicationEfficiency;
    const flag =
      applied === 0 && advised === 0
        ? null
        : applied > advised * (1 + SENSOR_EFFICIENCY_TOLERANCE)
          ? 'over'
          : applied < advised * (1 - SENSOR_EFFICIENCY_TOLERANCE)
            ? 'under'
            : 'ok';
    windows.unshift({
      from: slice[0]!.date,
      to: slice.at(-1)!.date,
      applied_mm: round1(applied),
      etc_mm: round1(etc),
      advised_mm: round1(advised),
      efficiency_pct: applied > 0 ? Math.round((etc / applied) * 100) : null,
      flag,
    });
  }
  return windows;
}
