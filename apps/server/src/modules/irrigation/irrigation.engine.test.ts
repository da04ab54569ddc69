import { describe, expect, it } from 'vitest';
import { addDaysIso } from '@rayyan/agronomy';
import { IRRIGATION_SETTINGS_DEFAULTS, TREE_IRRIGATION_SETTINGS_DEFAULTS } from '@rayyan/contracts';
import { fao56CropOf, rootZoneStatus, runIrrigationEngine, type BalanceWeatherDay } from './irrigation.engine';

const today = '2026-11-22';
const start = addDaysIso(today, -90);
const weather: BalanceWeatherDay[] = [];
for (let d = start; d <= addDaysIso(today, 7); d = addDaysIso(d, 1)) weather.push({ date: d, et0Mm: 6, rainMm: 0, simulated: true });
const base = {
  today,
  crop: fao56CropOf('alfalfa', null)!,
  plantingDate: start,
  startDate: start,
  settings: { ...IRRIGATION_SETTINGS_DEFAULTS },
  areaM2: 502_655,
  weather,
  system: { kind: 'pivot' as const },
};
/** A palm field of 1 feddan with 100 palms (42 m² each), 4 drippers of 8 L/h per palm, valve V-3. */
const palms = {
  ...base,
  crop: fao56CropOf('date_palm', null)!,
  settings: { ...TREE_IRRIGATION_SETTINGS_DEFAULTS, valve_name: 'North valve', valve_code: 'V-3' },
  areaM2: 4200,
  system: { kind: 'drip' as const, trees: 100 },
  establishedRoots: true,
  irrigationByDate: {},
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

describe('irrigation engine for a palm field (drip)', () => {
  it('gives the water per palm, the drip run time and the valve to open', () => {
    const { advice, explanation } = runIrrigationEngine(palms);
    expect(explanation!.crop).toBe('date_palm');
    expect(advice!.trees).toBe(100);
    expect(advice!.valve_name).toBe('North valve');
    expect(advice!.valve_code).toBe('V-3');
    // 100 palms × 4 drippers × 8 L/h = 3.2 m³/h at the valve.
    expect(advice!.system_flow_m3_h).toBe(3.2);
    // Litres per palm = mm × 42 m² per palm; run time = litres / (4 × 8 L/h).
    expect(advice!.water_per_tree_litres! / 42).toBeCloseTo(advice!.required_water_mm, 1);
    const [h, m] = advice!.duration_hhmm.split(':').map(Number);
    expect(h! * 60 + m!).toBeCloseTo((advice!.water_per_tree_litres! / 32) * 60, -1);
  });

  it('keeps the palm root zone at its full depth, unlike a young seasonal crop', () => {
    const palm = runIrrigationEngine(palms).explanation!;
    // FAO-56 Table 22: date palm roots 1.5-2.5 m; sandy loam 0.23 - 0.11 = 0.12 m³/m³ → 300 mm over the
    // whole area, of which the drippers wet 35 % (FAO-56 Table 20) → TAW 105 mm.
    expect(palm.taw_mm).toBeCloseTo(105, 0);
    // So a palm gets smaller, more frequent doses than the whole root zone would hold.
    expect(runIrrigationEngine(palms).advice!.required_water_mm).toBeLessThan(105 / 0.9);
  });

  it('applies the field irrigation factor to the water and the run time', () => {
    const full = runIrrigationEngine(palms).advice!;
    const reduced = runIrrigationEngine({ ...palms, irrigationFactorPct: 80 }).advice!;
    expect(reduced.irrigation_factor_pct).toBe(80);
    expect(reduced.required_water_mm).toBeCloseTo(full.required_water_mm * 0.8, 0);
    expect(reduced.water_per_tree_litres!).toBeCloseTo(full.water_per_tree_litres! * 0.8, 0);
    expect(reduced.duration_minutes).toBeLessThan(full.duration_minutes);
  });

  it('refills a drip field within its longest interval, well before RAW', () => {
    const { explanation, advice } = runIrrigationEngine(palms);
    // 2 days of ETc (6 mm × 0.95) = 11.4 mm, far below RAW (~52 mm).
    expect(explanation!.refill_at_mm).toBeCloseTo(2 * 6 * explanation!.kc, 1);
    expect(explanation!.refill_at_mm!).toBeLessThan(explanation!.raw_mm);
    expect(advice!.target_irrigation_date <= addDaysIso(today, 2)).toBe(true);
    const weekly = runIrrigationEngine({ ...palms, settings: { ...palms.settings, max_interval_days: 7 } });
    expect(weekly.advice!.required_water_mm).toBeGreaterThan(advice!.required_water_mm);
    // Pivots too, within 4 days of use by default: deep-rooted alfalfa is not asked for its whole RAW at once.
    const pivot = runIrrigationEngine({ ...base, irrigationByDate: {} });
    expect(pivot.explanation!.refill_at_mm).toBeCloseTo(Math.min(pivot.explanation!.raw_mm, 4 * pivot.explanation!.etc_mm), 1);
    expect(pivot.advice!.required_water_mm).toBeLessThan((4 * pivot.explanation!.etc_mm + 1) / base.settings.efficiency);
    const monthly = runIrrigationEngine({ ...base, irrigationByDate: {}, settings: { ...base.settings, max_interval_days: 14 } });
    expect(monthly.advice!.required_water_mm).toBeGreaterThan(pivot.advice!.required_water_mm);
  });

  it('adjusts Kc of tall palms for a dry, windy climate (FAO-56 eq. 62) unless the KC profile says not to', () => {
    const arid = palms.weather.map((w) => ({ ...w, rhMinPct: 15, u2Ms: 3 }));
    const adjusted = runIrrigationEngine({ ...palms, weather: arid, climateAdjustment: true }).explanation!;
    // 0.95 + [0.04 (3 − 2) − 0.004 (20 − 45)] (8/3)^0.3, RHmin clamped to 20 %.
    expect(adjusted.kc).toBeCloseTo(0.95 + (0.04 + 0.1) * (8 / 3) ** 0.3, 3);
    expect(adjusted.kc_climate).toEqual({ rh_min_pct: 15, u2_ms: 3 });
    const plain = runIrrigationEngine({ ...palms, weather: arid, climateAdjustment: false }).explanation!;
    expect(plain.kc).toBe(0.95);
    expect(plain.kc_climate).toBeNull();
  });

  it('runs flood-irrigated palms by their application rate, still giving the water per palm', () => {
    const flood = runIrrigationEngine({ ...palms, system: { kind: 'pivot', trees: 100 } });
    expect(flood.explanation!.refill_at_mm).toBeCloseTo(2 * 6 * flood.explanation!.kc, 1);
    expect(flood.explanation!.taw_mm).toBeCloseTo(300, 0); // the whole surface is wetted
    const advice = flood.advice!;
    expect(advice.water_per_tree_litres! / 42).toBeCloseTo(advice.required_water_mm, 1);
    const [h, m] = advice.duration_hhmm.split(':').map(Number);
    expect(h! * 60 + m!).toBeCloseTo((advice.required_water_mm / palms.settings.application_rate_mm_h) * 60, -1);
  });

  it('names the organisation profiles the coefficients came from', () => {
    const { explanation } = runIrrigationEngine({ ...palms, profiles: { growth: 'Medjool growth', kc: 'Medjool Kc' } });
    expect(explanation!.growth_profile).toBe('Medjool growth');
    expect(explanation!.kc_profile).toBe('Medjool Kc');
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
    const normal = runIrrigationEngine({ ...base, irrigationByDate: {} }).explanation!;
    expect(normal.root_zone_status).toBe('adequate');
    const flooded = runIrrigationEngine({ ...base, irrigationByDate: { [today]: 300 } }).explanation!;
    expect(flooded.root_zone_status).toBe('over_wetted');
  });
});
