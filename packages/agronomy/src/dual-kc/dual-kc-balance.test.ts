import { describe, expect, it } from 'vitest';
import { AgronomyInputError } from '../input/agronomy-input-error';
import { simulateDualKcSeason, type DualKcCrop, type DualKcDay, type DualKcSoil } from './dual-kc-balance';
import { surfaceWettingForSystem } from './wetted-fraction';

// A cotton-like crop on a sandy loam, the shape of the pyfao56 Maricopa case.
const crop: DualKcCrop = {
  kcbIni: 0.15,
  kcbMid: 1.15,
  kcbEnd: 0.5,
  stageLengthsDays: { initial: 30, development: 50, mid: 50, late: 20 },
  heightM: { initial: 0.05, max: 1.2 },
  rootDepthM: { initial: 0.3, max: 1.5 },
  depletionP: 0.6,
};
const soil: DualKcSoil = { thetaFc: 0.23, thetaWp: 0.1, evaporationLayerM: 0.12, readilyEvaporableWaterMm: 9 };

/** `n` days of steady weather, an irrigation of `depthMm` every `every` days wetting the system's fraction. */
function days(n: number, every: number, depthMm: number, system: 'drip' | 'pivot', et0Mm = 6): DualKcDay[] {
  const { wettedFraction, wetsUnderCanopy } = surfaceWettingForSystem(system);
  return Array.from({ length: n }, (_, i) => ({
    et0Mm,
    u2Ms: 2,
    rhMinPct: 30,
    ...(i % every === 0 ? { irrigation: { depthMm, wettedFraction, wetsUnderCanopy } } : {}),
  }));
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('simulateDualKcSeason (FAO-56 dual crop coefficient)', () => {
  it('a young crop on drip loses far less to soil evaporation than under a pivot, and transpires the same', () => {
    const drip = simulateDualKcSeason({ crop, soil, days: days(30, 3, 20, 'drip') });
    const pivot = simulateDualKcSeason({ crop, soil, days: days(30, 3, 20, 'pivot') });
    const e = (r: typeof drip) => sum(r.map((d) => d.evaporationMm));
    expect(e(drip)).toBeLessThan(0.6 * e(pivot));
    expect(drip.every((d) => d.ks === 1) && pivot.every((d) => d.ks === 1)).toBe(true);
    expect(sum(drip.map((d) => d.transpirationMm))).toBeCloseTo(sum(pivot.map((d) => d.transpirationMm)), 9);
    // At Kcb ini most of the pivot's ET is evaporation from the wet soil: Kc well above Kcb the day after watering.
    expect(pivot[1]!.kc).toBeGreaterThan(3 * pivot[1]!.kcb);
    for (const d of drip) expect(d.exposedWettedFraction).toBeLessThanOrEqual(0.35);
  });

  it('splits ET into T = Ks Kcb ET0 and E = Ke ET0 and closes the water balance of both layers', () => {
    const input = days(150, 4, 30, 'pivot').map((d, i) => (i % 17 === 5 ? { ...d, rainMm: 25 } : d));
    const res = simulateDualKcSeason({ crop, soil, days: input, initialThetaM3M3: 0.2 });
    let dr = 1000 * (0.23 - 0.2) * 0.3; // FAO-56 eq. 87
    for (const [i, d] of res.entries()) {
      expect(d.transpirationMm).toBeCloseTo(d.ks * d.kcb * d.et0Mm, 12);
      expect(d.evaporationMm).toBeCloseTo(d.ke * d.et0Mm, 12);
      expect(d.etaMm).toBeCloseTo(d.transpirationMm + d.evaporationMm, 12);
      const water = (input[i]!.rainMm ?? 0) - d.runoffMm + d.irrigationMm - d.irrigationLossMm;
      // Dr,i − Dr,i−1 = ETc adj + DP − (P − RO) − I (eq. 85), as long as Dr stays below TAW
      expect(d.depletionMm).toBeLessThan(d.tawMm);
      expect(d.depletionMm - dr).toBeCloseTo(d.etaMm + d.deepPercolationMm - water, 9);
      dr = d.depletionMm;
    }
    expect(res.some((d) => d.deepPercolationMm > 0)).toBe(true);
    expect(res.some((d) => d.surfacePercolationMm > 0)).toBe(true);
  });

  it('grows roots and height with Kcb: Zr ini through the initial stage, Zr max from mid-season, no retreat', () => {
    const res = simulateDualKcSeason({ crop, soil, days: days(170, 2, 15, 'pivot') });
    expect(res[30]!.rootDepthM).toBe(0.3);
    expect(res[55]!.rootDepthM).toBeCloseTo(0.3 + 1.2 * (25 / 50), 9);
    expect(res[80]!.rootDepthM).toBeCloseTo(1.5, 9);
    expect(res[80]!.heightM).toBeCloseTo(1.2, 9);
    // Kcb falls in the late season; roots and height stay
    expect(res[160]!.kcb).toBeCloseTo(0.5, 9);
    expect(res[160]!.rootDepthM).toBeCloseTo(1.5, 9);
    expect(res[160]!.tawMm).toBeCloseTo(1000 * 0.13 * 1.5, 9);
    // Canopy cover follows Kcb (eq. 76): none at Kcb ini, most of the ground at Kcb mid
    expect(res[10]!.canopyCover).toBe(0);
    expect(res[100]!.canopyCover).toBeGreaterThan(0.8);
  });

  it('without water the crop comes under stress once Dr passes RAW, and p shrinks on days of high ETc', () => {
    const res = simulateDualKcSeason({ crop, soil, days: days(120, 1000, 0, 'pivot', 8), initialEvaporationDepletionMm: 0 });
    const firstStress = res.findIndex((d) => d.ks < 1);
    expect(firstStress).toBeGreaterThan(0);
    const before = res[firstStress - 1]!;
    expect(before.depletionMm).toBeGreaterThan(res[firstStress]!.rawMm);
    expect(res[firstStress]!.transpirationMm).toBeLessThan(res[firstStress]!.kcb * 8);
    // FAO-56 Table 22 note: p = 0.6 + 0.04 (5 − ETc)
    for (const d of res) expect(d.depletionFraction).toBeCloseTo(Math.min(0.8, Math.max(0.1, 0.6 + 0.04 * (5 - d.etcMm))), 12);
    expect(res.at(-1)!.ks).toBeLessThan(0.2);
  });

  it('counts only the efficient part of an irrigation and runs off heavy rain with a curve number', () => {
    const input: DualKcDay[] = [{ et0Mm: 5, irrigation: { depthMm: 40, wettedFraction: 1, efficiency: 0.75 } }, { et0Mm: 5, rainMm: 80 }];
    const res = simulateDualKcSeason({ crop, soil: { ...soil, curveNumber: 80 }, days: input, initialThetaM3M3: 0.1 });
    expect(res[0]!.irrigationLossMm).toBeCloseTo(10, 12);
    expect(res[0]!.depletionMm).toBeCloseTo(39 - 30 + res[0]!.etaMm, 9);
    expect(res[1]!.runoffMm).toBeGreaterThan(10);
    expect(res[1]!.runoffMm).toBeLessThan(80);
    expect(simulateDualKcSeason({ crop, soil, days: input })[1]!.runoffMm).toBe(0);
  });

  it('refuses impossible inputs with the field named', () => {
    expect(() => simulateDualKcSeason({ crop, soil: { ...soil, thetaWp: 0.3 }, days: [] })).toThrow(AgronomyInputError);
    expect(() => simulateDualKcSeason({ crop, soil: { ...soil, readilyEvaporableWaterMm: 40 }, days: [] })).toThrow(/readilyEvaporableWaterMm/);
    expect(() => simulateDualKcSeason({ crop: { ...crop, rootDepthM: { initial: 1, max: 0.5 } }, soil, days: [] })).toThrow(/rootDepthM.max/);
    expect(() => simulateDualKcSeason({ crop, soil, days: [{ et0Mm: -1 }] })).toThrow(/days\[0\]\.et0Mm/);
    expect(() => simulateDualKcSeason({ crop, soil, days: [{ et0Mm: 4, irrigation: { depthMm: 5, wettedFraction: 0 } }] })).toThrow(/wettedFraction/);
  });
});
