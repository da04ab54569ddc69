import { describe, expect, it } from 'vitest';
import { FAO56_CROPS } from '../crops/fao56-crops';
import { dayNumberOfIso, isoOfDayNumber } from '../et0/calendar';
import { FAO56_SOILS } from '../water-balance/soils';
import { runIrrigationSeason, type IrrigationSeasonInput, type IrrigationSeasonResult } from './irrigation-engine';
import { weatherSeries, type DatedWeatherDay } from './season-weather';

const planting = dayNumberOfIso('2026-03-01');
const days: DatedWeatherDay[] = [];
for (let d = planting; d <= planting + 200; d++) days.push({ date: isoOfDayNumber(d), et0Mm: 6, rainMm: 0, simulated: false });
const weather = weatherSeries(days);
const settings = { efficiency: 0.9, maxIntervalDays: 3, applicationRateMmPerH: 6, dripsPerTree: 4, dripFlowLph: 8 };

/** Tomato planted on drip (FAO-56 Table 11: 35/45/70/30 days), on sandy loam, at `dap` days after planting. */
const tomatoOnDrip = (dap: number): IrrigationSeasonInput => ({
  today: planting + dap,
  crop: FAO56_CROPS.tomato!,
  soil: FAO56_SOILS.sandy_loam!,
  plantingDay: planting,
  startDay: planting,
  settings,
  areaM2: 4200,
  weather,
  system: { kind: 'pivot' },
  wetting: 'drip',
});
/** Winter wheat under a center pivot, `dap` days after sowing. */
const wheatUnderPivot = (dap: number): IrrigationSeasonInput => ({
  ...tomatoOnDrip(dap),
  crop: FAO56_CROPS.winter_wheat!,
  areaM2: 502_655,
  system: { kind: 'center_pivot', machine: null, sectors: 0 },
  wetting: 'pivot',
});
const dual = (input: IrrigationSeasonInput) => runIrrigationSeason({ ...input, basal: input.crop.basal! });
const etcByDay = (r: IrrigationSeasonResult) => Array.from(r.history.etcMm.subarray(0, r.history.length));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('irrigation engine with the dual crop coefficient (FAO-56 chapter 7)', () => {
  it('gives a young drip-irrigated crop less ET than the single Kc: only the 35 % the drippers wet evaporates', () => {
    const dap = 30; // still in the 35-day initial stage
    const single = runIrrigationSeason(tomatoOnDrip(dap));
    const split = dual(tomatoOnDrip(dap));
    const singleDays = etcByDay(single);
    const dualDays = etcByDay(split);
    expect(dualDays).toHaveLength(singleDays.length);
    // Every day: Kcb ini 0.15 plus a Ke of at most few Kcmax = 0.35 × 1.2 stays below the single Kc ini of 0.6.
    dualDays.forEach((etc, i) => expect(etc).toBeLessThan(singleDays[i]!));
    expect(sum(dualDays)).toBeLessThan(0.9 * sum(singleDays));
    const today = split.explanation!;
    expect(today.dual!.wettedFraction).toBe(0.35);
    expect(today.dual!.exposedWettedFraction).toBeLessThanOrEqual(0.35);
    expect(today.dual!.evaporationMm).toBeGreaterThan(0);
    expect(today.dual!.kcb).toBe(0.15);
    expect(today.kc).toBeCloseTo(today.dual!.kcb + today.dual!.ke, 12);
    expect(today.etcMm).toBeLessThan(single.explanation!.etcMm);
    expect(single.explanation!.dual).toBeNull();
  });

  it('reaches Kcb mid on the day the single Kc reaches Kc mid (same stages)', () => {
    const midStart = 35 + 45;
    expect(dual(tomatoOnDrip(midStart)).explanation!.dual!.kcb).toBe(1.1);
    expect(runIrrigationSeason(tomatoOnDrip(midStart)).explanation!.kc).toBe(1.15);
    expect(dual(tomatoOnDrip(midStart - 5)).explanation!.dual!.kcb).toBeLessThan(1.1);
    expect(runIrrigationSeason(tomatoOnDrip(midStart - 5)).explanation!.kc).toBeLessThan(1.15);
  });

  it("lets evaporation from the wetted soil dominate a pivot's first weeks, and transpiration once the crop covers it", () => {
    for (const dap of [7, 14, 21]) {
      const { dual: d } = dual(wheatUnderPivot(dap)).explanation!;
      expect(d!.wettedFraction).toBe(1); // a pivot wets the whole surface (FAO-56 Table 20, sprinklers)
      expect(d!.canopyCover).toBeLessThan(0.1);
      expect(d!.evaporationMm).toBeGreaterThan(d!.transpirationMm);
    }
    // Mid-season (30 + 140 days): the canopy shades most of the soil and transpiration takes over.
    const { dual: mid } = dual(wheatUnderPivot(175)).explanation!;
    expect(mid!.canopyCover).toBeGreaterThan(0.7);
    expect(mid!.transpirationMm).toBeGreaterThan(mid!.evaporationMm);
  });

  it('keeps the single Kc when the KC profile has no basal values', () => {
    const input = wheatUnderPivot(20);
    expect(runIrrigationSeason({ ...input, basal: null })).toEqual(runIrrigationSeason(input));
    expect(FAO56_CROPS.alfalfa_averaged!.basal).toBeUndefined(); // FAO-56 Table 17 has no row for it
  });
});
