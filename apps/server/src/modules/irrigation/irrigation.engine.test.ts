import { describe, expect, it } from 'vitest';
import { addDaysIso } from '@rayyan/agronomy';
import { IRRIGATION_SETTINGS_DEFAULTS, TREE_IRRIGATION_SETTINGS_DEFAULTS, irrigationAdviceSchema, irrigationExplanationSchema, irrigationHistorySchema } from '@rayyan/contracts';
import { fao56CropOf, runIrrigationEngine, type BalanceWeatherDay } from './irrigation.engine';

// The engine itself (replay, assumed irrigations, drip, climate, root zone status) is tested in
// packages/agronomy/src/irrigation/irrigation-engine.test.ts; these tests cover what the API sends from it.
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
  irrigationByDate: {},
};
/** A palm field of 1 feddan with 100 palms (42 m² each), 4 drippers of 8 L/h per palm, valve V-3. */
const palms = {
  ...base,
  crop: fao56CropOf('date_palm', null)!,
  settings: { ...TREE_IRRIGATION_SETTINGS_DEFAULTS, valve_name: 'North valve', valve_code: 'V-3' },
  areaM2: 4200,
  system: { kind: 'drip' as const, trees: 100 },
  establishedRoots: true,
};

describe('irrigation advice records', () => {
  it('gives the water per palm, the drip run time and the valve to open, rounded as the API sends them', () => {
    const { advice, explanation } = runIrrigationEngine(palms);
    expect(irrigationAdviceSchema.omit({ computed_at: true }).strict().parse(advice)).toEqual(advice);
    expect(irrigationExplanationSchema.strict().parse(explanation)).toEqual(explanation);
    expect(explanation!.crop).toBe('date_palm');
    expect(advice!.trees).toBe(100);
    expect(advice!.valve_name).toBe('North valve');
    expect(advice!.valve_code).toBe('V-3');
    // 100 palms × 4 drippers × 8 L/h = 3.2 m³/h at the valve.
    expect(advice!.system_flow_m3_h).toBe(3.2);
    // Litres per palm = mm × 42 m² per palm; run time = litres / (4 × 8 L/h).
    expect(advice!.water_per_tree_litres! / 42).toBeCloseTo(advice!.required_water_mm, 1);
    const [h, m] = advice!.duration_hhmm!.split(':').map(Number);
    expect(h! * 60 + m!).toBe(advice!.duration_minutes);
    expect(h! * 60 + m!).toBeCloseTo((advice!.water_per_tree_litres! / 32) * 60, -1);
    // FAO-56: date palm roots 2.5 m, sandy loam 0.12 m³/m³, 35 % wetted by drippers → TAW 105 mm.
    expect(explanation!.taw_mm).toBe(105);
    expect(Number.isInteger(advice!.required_water_mm * 10)).toBe(true);
    expect(advice!.irrigation_factor_pct).toBe(100);
  });

  it("gives a center pivot's speed setting, hours per revolution, passes and hours per sector, its capacity as mm/day", () => {
    const machine = { capacityM3PerH: 160, hoursPerRevolutionAt100: 22 };
    const { advice } = runIrrigationEngine({ ...base, system: { kind: 'center_pivot', machine, sectors: 4 } });
    expect(irrigationAdviceSchema.omit({ computed_at: true }).strict().parse(advice)).toEqual(advice);
    const run = advice!.pivot_run!;
    // 160 m³/h × 24 h over 502,655 m² = 7.64 mm/day; 160 × 22 h = 3,520 m³ = 7.0 mm a revolution at 100 %.
    expect(run).toMatchObject({ capacity_m3_h: 160, capacity_mm_day: 7.64, hours_per_revolution_at_100: 22, depth_at_100_mm: 7, sectors: 4 });
    expect(advice!.system_flow_m3_h).toBe(160);
    expect(run.hours_per_revolution).toBeCloseTo(22 / (run.speed_pct / 100), 2);
    expect(run.hours_per_sector).toBeCloseTo(run.hours_per_revolution / 4, 2);
    expect(run.passes).toBe(Math.ceil(advice!.required_water_mm / 25 - 1e-9));
    expect(advice!.duration_minutes).toBe(Math.round(run.total_hours * 60));
    // Without its capacity and revolution time a pivot gets the day and depth, but no run time.
    const unknown = runIrrigationEngine({ ...base, system: { kind: 'center_pivot', machine: null, sectors: 4 } }).advice!;
    expect(unknown).toMatchObject({ pivot_run: null, duration_minutes: null, duration_hhmm: null, system_flow_m3_h: null, required_water_mm: advice!.required_water_mm });
  });

  it('names the organisation profiles the coefficients came from and the climate Kc was adjusted for', () => {
    const arid = palms.weather.map((w) => ({ ...w, rhMinPct: 15, u2Ms: 3 }));
    const { explanation } = runIrrigationEngine({ ...palms, weather: arid, climateAdjustment: true, profiles: { growth: 'Medjool growth', kc: 'Medjool Kc' } });
    expect(explanation!.growth_profile).toBe('Medjool growth');
    expect(explanation!.kc_profile).toBe('Medjool Kc');
    expect(explanation!.kc_climate).toEqual({ rh_min_pct: 15, u2_ms: 3 });
    // 0.95 + [0.04 (3 − 2) − 0.004 (20 − 45)] (8/3)^0.3 = 1.138, to 3 decimals.
    expect(explanation!.kc).toBe(1.138);
    expect(runIrrigationEngine(palms).explanation!.kc_climate).toBeNull();
  });

  it('lists every replayed date up to today as history records, with the assumed and logged irrigations', () => {
    const { history } = runIrrigationEngine({ ...base, irrigationByDate: { [addDaysIso(today, -3)]: 40 } });
    expect(irrigationHistorySchema.parse(history)).toEqual(history);
    expect(history).toHaveLength(91);
    expect(history[0]!.date).toBe(start);
    expect(history.at(-1)!.date).toBe(today);
    expect(history.every((d, i) => d.date === addDaysIso(start, i))).toBe(true);
    const logged = history.find((d) => d.date === addDaysIso(today, -3))!;
    expect(logged).toMatchObject({ irrigation_assumed: false, irrigation_mm: 34, et0_mm: 6, simulated: true });
    expect(history.some((d) => d.irrigation_assumed)).toBe(true);
  });

  it('says why there is no advice', () => {
    const past = weather.filter((w) => w.date < today);
    expect(runIrrigationEngine({ ...base, weather: past })).toMatchObject({ advice: null, explanation: null, reason: 'weather_not_ready' });
    expect(runIrrigationEngine({ ...base, weather: weather.map((w) => ({ ...w, et0Mm: 0 })) })).toMatchObject({ advice: null, reason: 'no_forecast_etc' });
  });
});
