import { describe, expect, it } from 'vitest';
import { addDaysIso, isoOfDayNumber } from '../et0/calendar';
import { fao56CropOf } from '../crops/crop-names';
import { alfalfaPivot as base, days, start, today, todayIso } from './alfalfa-pivot.fixture';
import { rootZoneStatus, runIrrigationSeason, type IrrigationSeasonInput } from './irrigation-engine';
import { weatherSeries } from './season-weather';

/** A palm field of 1 feddan with 100 palms (42 m² each), 4 drippers of 8 L/h per palm, efficiency 0.9, every 2 days. */
const palms: IrrigationSeasonInput = {
  ...base,
  crop: fao56CropOf('date_palm', null)!,
  settings: { ...base.settings, efficiency: 0.9, maxIntervalDays: 2 },
  areaM2: 4200,
  system: { kind: 'drip', trees: 100 },
  establishedRoots: true,
};
const historyRow = (r: ReturnType<typeof runIrrigationSeason>, i: number) => ({
  day: r.history.day[i]!,
  etcMm: r.history.etcMm[i]!,
  tawMm: r.history.tawMm[i]!,
  rawMm: r.history.rawMm[i]!,
  depletionMm: r.history.depletionMm[i]!,
  assumed: r.history.irrigationAssumed[i] === 1,
});

describe('irrigation engine replay', () => {
  it('assumes the advice was followed on days nothing was logged, so the field is never replayed as bone dry', () => {
    const result = runIrrigationSeason(base);
    const rows = Array.from({ length: result.history.length }, (_, i) => historyRow(result, i));
    const todayRow = rows.at(-1)!;
    expect(todayRow.day).toBe(today);
    expect(rows.some((d) => d.assumed)).toBe(true);
    for (const day of rows) expect(day.depletionMm).toBeLessThanOrEqual(day.rawMm + day.etcMm + 1e-6);
    // The advice refills at most what the crop may use before stress, not the whole root zone.
    expect(result.advice!.requiredWaterMm).toBeLessThan(todayRow.tawMm / base.settings.efficiency);
    expect(result.advice!.requiredWaterMm).toBeGreaterThan(0);
  });

  it('lets a logged irrigation replace the assumption and move the next irrigation later', () => {
    const without = runIrrigationSeason(base);
    const withToday = runIrrigationSeason({ ...base, irrigationMmByDay: new Map([[today, 60]]) });
    expect(withToday.explanation!.depletionMm).toBeLessThan(without.explanation!.depletionMm);
    expect(withToday.advice!.targetDate >= without.advice!.targetDate).toBe(true);
    const logged = runIrrigationSeason({ ...base, irrigationMmByDay: new Map([[today - 3, 40]]) });
    const i = Array.from(logged.history.day).indexOf(today - 3);
    expect(historyRow(logged, i).assumed).toBe(false);
  });

  it('replays one row per day with weather, from the start day to today', () => {
    const result = runIrrigationSeason(base);
    expect(result.history.length).toBe(91);
    expect(result.history.day[0]).toBe(start);
    expect(isoOfDayNumber(result.history.day[90]!)).toBe(todayIso);
    expect(result.explanation!.date).toBe(todayIso);
    expect(result.explanation!.daysAfterPlanting).toBe(90);
  });

  it('gives no advice without today’s weather', () => {
    const past = weatherSeries(days.filter((d) => d.date < todayIso));
    const result = runIrrigationSeason({ ...base, weather: past });
    expect(result.reason).toBe('weather_not_ready');
    expect(result.advice).toBeNull();
    expect(result.history.length).toBe(90);
  });
});

describe('irrigation engine for a palm field (drip)', () => {
  it('gives the water per palm, the drip run time and the system flow', () => {
    const { advice, explanation } = runIrrigationSeason(palms);
    expect(explanation!.cropId).toBe('date_palm');
    expect(advice!.trees).toBe(100);
    // 100 palms × 4 drippers × 8 L/h = 3.2 m³/h at the valve.
    expect(advice!.systemFlowM3PerH).toBeCloseTo(3.2, 10);
    // Litres per palm = mm × 42 m² per palm; run time = litres / (4 × 8 L/h).
    expect(advice!.waterPerTreeLitres! / 42).toBeCloseTo(advice!.requiredWaterMm, 6);
    expect(advice!.durationMinutes).toBeCloseTo((advice!.waterPerTreeLitres! / 32) * 60, 6);
  });

  it('keeps the palm root zone at its full depth, unlike a young seasonal crop', () => {
    const palm = runIrrigationSeason(palms).explanation!;
    // FAO-56 Table 22: date palm roots 1.5-2.5 m; sandy loam 0.23 - 0.11 = 0.12 m³/m³ → 300 mm over the
    // whole area, of which the drippers wet 35 % (FAO-56 Table 20) → TAW 105 mm.
    expect(palm.tawMm).toBeCloseTo(105, 6);
    // So a palm gets smaller, more frequent doses than the whole root zone would hold.
    expect(runIrrigationSeason(palms).advice!.requiredWaterMm).toBeLessThan(105 / 0.9);
    // Alfalfa planted 90 days ago: roots still growing would give less TAW; past the development stage it is full.
    const young = runIrrigationSeason({ ...base, plantingDay: today - 5, startDay: today - 5 }).explanation!;
    expect(young.tawMm).toBeLessThan(runIrrigationSeason(base).explanation!.tawMm);
  });

  it('applies the field irrigation factor to the water and the run time', () => {
    const full = runIrrigationSeason(palms).advice!;
    const reduced = runIrrigationSeason({ ...palms, irrigationFactorPct: 80 }).advice!;
    expect(reduced.irrigationFactorPct).toBe(80);
    expect(reduced.requiredWaterMm).toBeCloseTo(full.requiredWaterMm * 0.8, 6);
    expect(reduced.waterPerTreeLitres!).toBeCloseTo(full.waterPerTreeLitres! * 0.8, 6);
    expect(reduced.durationMinutes!).toBeLessThan(full.durationMinutes!);
  });

  it('refills a drip field within its longest interval, well before RAW', () => {
    const { explanation, advice } = runIrrigationSeason(palms);
    // 2 days of ETc (6 mm × 0.95) = 11.4 mm, far below RAW (~52 mm).
    expect(explanation!.refillAtMm).toBeCloseTo(2 * 6 * explanation!.kc, 6);
    expect(explanation!.refillAtMm).toBeLessThan(explanation!.rawMm);
    expect(advice!.targetDate <= addDaysIso(todayIso, 2)).toBe(true);
    const weekly = runIrrigationSeason({ ...palms, settings: { ...palms.settings, maxIntervalDays: 7 } });
    expect(weekly.advice!.requiredWaterMm).toBeGreaterThan(advice!.requiredWaterMm);
    // Pivots too, within 4 days of use by default: deep-rooted alfalfa is not asked for its whole RAW at once.
    const pivot = runIrrigationSeason(base);
    expect(pivot.explanation!.refillAtMm).toBeCloseTo(Math.min(pivot.explanation!.rawMm, 4 * pivot.explanation!.etcMm), 6);
    expect(pivot.advice!.requiredWaterMm).toBeLessThan((4 * pivot.explanation!.etcMm + 1) / base.settings.efficiency);
    const monthly = runIrrigationSeason({ ...base, settings: { ...base.settings, maxIntervalDays: 14 } });
    expect(monthly.advice!.requiredWaterMm).toBeGreaterThan(pivot.advice!.requiredWaterMm);
  });

  it('adjusts Kc of tall palms for a dry, windy climate (FAO-56 eq. 62) unless told not to', () => {
    const arid = weatherSeries(days.map((w) => ({ ...w, rhMinPct: 15, u2Ms: 3 })));
    const adjusted = runIrrigationSeason({ ...palms, weather: arid, climateAdjustment: true }).explanation!;
    // 0.95 + [0.04 (3 − 2) − 0.004 (20 − 45)] (8/3)^0.3, RHmin clamped to 20 %.
    expect(adjusted.kc).toBeCloseTo(0.95 + (0.04 + 0.1) * (8 / 3) ** 0.3, 10);
    expect(adjusted.kcClimate).toEqual({ rhMinPct: 15, u2Ms: 3 });
    const plain = runIrrigationSeason({ ...palms, weather: arid, climateAdjustment: false }).explanation!;
    expect(plain.kc).toBe(0.95);
    expect(plain.kcClimate).toBeNull();
  });

  it('runs flood-irrigated palms by their application rate, still giving the water per palm', () => {
    const flood = runIrrigationSeason({ ...palms, system: { kind: 'pivot', trees: 100 } });
    expect(flood.explanation!.refillAtMm).toBeCloseTo(2 * 6 * flood.explanation!.kc, 6);
    expect(flood.explanation!.tawMm).toBeCloseTo(300, 6); // the whole surface is wetted
    const advice = flood.advice!;
    expect(advice.waterPerTreeLitres! / 42).toBeCloseTo(advice.requiredWaterMm, 6);
    expect(advice.durationMinutes).toBeCloseTo((advice.requiredWaterMm / palms.settings.applicationRateMmPerH) * 60, 6);
  });
});

describe('center pivot run (speed setting, hours per revolution, passes)', () => {
  // 160 m³/h over the 50 ha circle is 7.6 mm/day gross; 24 h per revolution at 100 % applies 7.6 mm.
  const machine = { capacityM3PerH: 160, hoursPerRevolutionAt100: 24 };

  it('runs the gross depth as passes at a percent timer, its hours being the gross volume over the capacity', () => {
    const result = runIrrigationSeason({ ...base, system: { kind: 'center_pivot', machine, sectors: 4 } });
    const advice = result.advice!;
    const run = advice.pivotRun!;
    expect(run.capacityMmPerDay).toBeCloseTo((160 * 24 * 1000) / 502_655, 6);
    expect(run.appliedDepthMm).toBeGreaterThanOrEqual(advice.requiredWaterMm - 1e-9);
    expect(run.passes).toBe(Math.ceil(advice.requiredWaterMm / 25));
    expect(run.depthPerPassMm).toBeLessThanOrEqual(25);
    expect(run.hoursPerRevolution).toBeCloseTo(24 / (run.speedPct / 100), 9);
    expect(run.hoursPerSector).toBeCloseTo(run.hoursPerRevolution / 4, 9);
    expect(advice.durationMinutes).toBeCloseTo(run.totalHours * 60, 9);
    // Run time = applied volume / capacity: 502,655 m² × applied mm / 1000 / 160 m³/h.
    expect(run.totalHours).toBeCloseTo((502_655 * run.appliedDepthMm) / 1000 / 160, 6);
    expect(advice.systemFlowM3PerH).toBe(160);
    // The water balance is that of the rate-run field: only the run instructions differ.
    const rate = runIrrigationSeason(base).advice!;
    expect(advice.requiredWaterMm).toBe(rate.requiredWaterMm);
    expect(rate.pivotRun).toBeNull();
  });

  it('gives the depth and day but no run time while the machine is unknown', () => {
    const advice = runIrrigationSeason({ ...base, system: { kind: 'center_pivot', machine: null, sectors: 0 } }).advice!;
    expect(advice.requiredWaterMm).toBeGreaterThan(0);
    expect(advice.pivotRun).toBeNull();
    expect(advice.durationMinutes).toBeNull();
    expect(advice.systemFlowM3PerH).toBeNull();
  });
});

describe('root zone status (spec: dry, stressed, adequate, over wetted)', () => {
  it('follows the stress coefficient, and drainage below the roots makes it over wetted', () => {
    // TAW 100, RAW 50: Ks = 1 up to 50 mm, 0.5 at 75 mm.
    expect(rootZoneStatus(20, 100, 50, 0)).toBe('adequate');
    expect(rootZoneStatus(60, 100, 50, 0)).toBe('stressed');
    expect(rootZoneStatus(80, 100, 50, 0)).toBe('dry');
    expect(rootZoneStatus(0, 100, 50, 12)).toBe('over_wetted');
    expect(rootZoneStatus(0, 100, 50, 4)).toBe('adequate');
  });

  it('says over wetted after a logged irrigation far beyond what the root zone lacked, adequate after a normal one', () => {
    expect(runIrrigationSeason(base).explanation!.rootZoneStatus).toBe('adequate');
    const flooded = runIrrigationSeason({ ...base, irrigationMmByDay: new Map([[today, 300]]) }).explanation!;
    expect(flooded.rootZoneStatus).toBe('over_wetted');
  });
});
