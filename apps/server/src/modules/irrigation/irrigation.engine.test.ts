import { describe, expect, it } from 'vitest';
import { addDaysIso } from '@rayyan/agronomy';
import { fao56CropOf, runIrrigationEngine, type BalanceWeatherDay } from './irrigation.engine';

const today = '2026-11-22';
const start = addDaysIso(today, -90);
const weather: BalanceWeatherDay[] = [];
for (let d = start; d <= addDaysIso(today, 7); d = addDaysIso(d, 1)) weather.push({ date: d, et0Mm: 6, rainMm: 0, simulated: true });
const base = {
  today,
  crop: fao56CropOf('alfalfa', null)!,
  plantingDate: start,
  startDate: start,
  settings: { soil_type: 'sandy_loam' as const, application_rate_mm_h: 6, efficiency: 0.85 },
  areaM2: 502_655,
  weather,
};

describe('irrigation engine replay', () => {
  it('assumes the advice was followed on days nothing was logged, so the field is never replayed as bone dry', () => {
    const result = runIrrigationEngine({ ...base, irrigationByDate: {} });
    const todayRow = result.history.at(-1)!;
    expect(result.history.some((d) => d.irrigation_assumed)).toBe(true);
    for (const day of result.history) expect(day.depletion_mm).toBeLessThanOrEqual(day.raw_mm + day.etc_mm + 1e-6);
    // The advice refills at most what the crop may use before stress, not the whole root zone.
    expect(result.advice!.required_water_mm).toBeLessThan(todayRow.taw_mm / base.settings.efficiency);
    expect(result.advice!.required_water_mm).toBeGreaterThan(0);
  });

  it('lets a logged irrigation replace the assumption and move the next irrigation later', () => {
    const without = runIrrigationEngine({ ...base, irrigationByDate: {} });
    const withToday = runIrrigationEngine({ ...base, irrigationByDate: { [today]: 60 } });
    expect(withToday.explanation!.depletion_mm).toBeLessThan(without.explanation!.depletion_mm);
    expect(withToday.advice!.target_irrigation_date >= without.advice!.target_irrigation_date).toBe(true);
    const logged = runIrrigationEngine({ ...base, irrigationByDate: { [addDaysIso(today, -3)]: 40 } });
    expect(logged.history.find((d) => d.date === addDaysIso(today, -3))!.irrigation_assumed).toBe(false);
  });
});
