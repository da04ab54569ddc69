import { describe, expect, it } from 'vitest';
import { FAO56_CROPS } from '../crops/fao56-crops';
import { AgronomyInputError } from '../input/agronomy-input-error';
import {
  adjustedDepletionFraction,
  effectiveRainMm,
  readilyAvailableWaterMm,
  simulateSeason,
  totalAvailableWaterMm,
  waterBalanceStep,
  waterStressCoefficient,
} from './root-zone';
import { FAO56_SOILS } from './soils';

describe('root-zone water', () => {
  it('TAW, RAW with demand-adjusted p, Ks (eqs. 82-84)', () => {
    expect(totalAvailableWaterMm(0.23, 0.1, 1)).toBeCloseTo(130, 10);
    expect(FAO56_SOILS.loam!.fieldCapacity.mid).toBe(0.25);
    expect(adjustedDepletionFraction(0.5, 5)).toBe(0.5);
    expect(adjustedDepletionFraction(0.5, 8)).toBeCloseTo(0.38, 10);
    expect(adjustedDepletionFraction(0.65, 0)).toBe(0.8);
    expect(adjustedDepletionFraction(0.3, 12)).toBe(0.1);
    expect(readilyAvailableWaterMm(100, 0.5, 7)).toBeCloseTo(42, 10);
    expect(waterStressCoefficient(30, 100, 50)).toBe(1);
    expect(waterStressCoefficient(75, 100, 50)).toBeCloseTo(0.5, 10);
    expect(waterStressCoefficient(100, 100, 50)).toBe(0);
    expect(() => totalAvailableWaterMm(0.1, 0.2, 1)).toThrow(AgronomyInputError);
  });

  it('effective rain ignores rain ≤ 0.2 ET0 and keeps 80 % of the rest', () => {
    expect(effectiveRainMm(1, { et0Mm: 6 })).toBe(0);
    expect(effectiveRainMm(10, { et0Mm: 6 })).toBe(8);
    expect(effectiveRainMm(10, { fraction: 1 })).toBe(10);
    expect(() => effectiveRainMm(-1)).toThrow(/rainMm/);
  });

  it('a daily step conserves water and sends surplus to deep percolation (eqs. 85-88)', () => {
    const dry = waterBalanceStep({ previousDepletionMm: 20, etcMm: 6, tawMm: 100, rawMm: 50 });
    expect(dry).toEqual({ depletionMm: 26, deepPercolationMm: 0, ks: 1, etcAdjMm: 6 });
    const wet = waterBalanceStep({ previousDepletionMm: 20, etcMm: 6, effectiveRainMm: 40, irrigationMm: 10, tawMm: 100, rawMm: 50 });
    expect(wet.depletionMm).toBe(0);
    expect(wet.deepPercolationMm).toBeCloseTo(40 + 10 - 6 - 20, 10);
    const stressed = waterBalanceStep({ previousDepletionMm: 90, etcMm: 10, tawMm: 100, rawMm: 50 });
    expect(stressed.ks).toBeCloseTo(0.2, 10);
    expect(stressed.etcAdjMm).toBeCloseTo(2, 10);
    expect(stressed.depletionMm).toBeCloseTo(92, 10);
    expect(() => waterBalanceStep({ previousDepletionMm: 120, etcMm: 1, tawMm: 100, rawMm: 50 })).toThrow(/previousDepletionMm/);
  });

  it('simulates a season: depletion stays within 0..TAW and the mass balance closes', () => {
    const potato = FAO56_CROPS.potato!;
    const days = Array.from({ length: 140 }, (_, i) => ({ et0Mm: 4 + 2 * Math.sin(i / 20), rainMm: i % 25 === 0 ? 60 : 0 }));
    for (const autoIrrigate of [false, true]) {
      const res = simulateSeason({
        crop: potato.profile,
        depletionP: potato.depletionP,
        thetaFc: FAO56_SOILS.sandy_loam!.fieldCapacity.mid,
        thetaWp: FAO56_SOILS.sandy_loam!.wiltingPoint.mid,
        rootDepthM: potato.rootDepthM,
        days,
        autoIrrigate,
      });
      expect(res).toHaveLength(140);
      let prev = 0;
      for (const d of res) {
        expect(d.depletionMm).toBeGreaterThanOrEqual(0);
        expect(d.depletionMm).toBeLessThanOrEqual(d.tawMm + 1e-9);
        // Dr,i − Dr,i−1 = ETc,adj + DP − P − I (no capillary rise; TAW never shrinks here)
        expect(d.depletionMm - Math.min(prev, d.tawMm)).toBeCloseTo(d.etcAdjMm + d.deepPercolationMm - d.effectiveRainMm - d.irrigationMm, 9);
        prev = d.depletionMm;
      }
      const irrigated = res.filter((d) => d.irrigationMm > 0).length;
      if (autoIrrigate) {
        expect(irrigated).toBeGreaterThan(3);
        expect(Math.min(...res.map((d) => d.ks))).toBeGreaterThan(0.95);
      } else {
        expect(irrigated).toBe(0);
        expect(res.some((d) => d.ks < 1)).toBe(true);
        expect(res.some((d) => d.deepPercolationMm > 0)).toBe(true);
      }
    }
  });
});
