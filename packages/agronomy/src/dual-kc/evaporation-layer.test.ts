import { describe, expect, it } from 'vitest';
import {
  canopyCoverFraction,
  evaporationLayerStep,
  evaporationReductionCoefficient,
  exposedWettedFraction,
  maximumCropCoefficient,
  soilEvaporationCoefficient,
  totalEvaporableWaterMm,
} from './evaporation-layer';
import { FAO56_WETTED_FRACTION, surfaceWettingAfterDay, surfaceWettingForSystem } from './wetted-fraction';

describe('evaporation layer terms of FAO-56 chapter 7', () => {
  it('TEW from the soil and the layer depth (eq. 73)', () => {
    // the pyfao56 cotton soil: 1000 (0.225 − 0.05) 0.1143
    expect(totalEvaporableWaterMm(0.225, 0.1, 0.1143)).toBeCloseTo(20.0025, 10);
  });

  it('Kcmax rises with wind and dry air, never below Kcb + 0.05 (eq. 72)', () => {
    expect(maximumCropCoefficient(0.15, 0.5, 2, 45)).toBeCloseTo(1.2, 12);
    // u2 4 m/s, RHmin 25 %, h 3 m: 1.2 + (0.08 + 0.08) × 1
    expect(maximumCropCoefficient(0.15, 3, 4, 25)).toBeCloseTo(1.36, 12);
    // u2 and RHmin are kept within 1-6 m/s and 20-80 %
    expect(maximumCropCoefficient(0.15, 3, 10, 5)).toBeCloseTo(1.2 + 0.16 + 0.1, 12);
    expect(maximumCropCoefficient(1.35, 3, 4, 25)).toBeCloseTo(1.4, 12);
    expect(maximumCropCoefficient(0.3, 3, 4, 25, 'tall')).toBe(1);
  });

  it('canopy cover from Kcb and height (eq. 76), at most 0.99', () => {
    // ((0.675 − 0.15) / (1.2 − 0.15))^(1 + 0.5 × 1) = 0.5^1.5
    expect(canopyCoverFraction(0.675, 0.15, 1.2, 1)).toBeCloseTo(0.5 ** 1.5, 12);
    expect(canopyCoverFraction(0.15, 0.15, 1.2, 0.05)).toBe(0);
    expect(canopyCoverFraction(1.3, 0.15, 1.3, 2)).toBe(0.99);
  });

  it('few is the exposed part of the wetted soil (eq. 75), less again when drippers wet under the canopy', () => {
    const fc = 0.5 ** 1.5;
    expect(exposedWettedFraction(fc, 0.35)).toBe(0.35);
    expect(exposedWettedFraction(0.8, 1)).toBeCloseTo(0.2, 12);
    expect(exposedWettedFraction(fc, 0.35, true)).toBeCloseTo((1 - (2 / 3) * fc) * 0.35, 12);
    expect(exposedWettedFraction(0.99, 0.01)).toBe(0.01);
  });

  it('Kr is 1 until REW has evaporated, then falls to 0 at TEW (eq. 74)', () => {
    expect(evaporationReductionCoefficient(5, 20, 9)).toBe(1);
    expect(evaporationReductionCoefficient(14.5, 20, 9)).toBeCloseTo(0.5, 12);
    expect(evaporationReductionCoefficient(20, 20, 9)).toBe(0);
  });

  it('Ke is limited by the energy left over the crop and by the exposed wet soil (eq. 71)', () => {
    expect(soilEvaporationCoefficient(1, 1.2, 0.15, 1)).toBeCloseTo(1.05, 12);
    expect(soilEvaporationCoefficient(1, 1.2, 0.15, 0.35)).toBeCloseTo(0.42, 12);
    expect(soilEvaporationCoefficient(0.5, 1.2, 0.15, 1)).toBeCloseTo(0.525, 12);
  });

  it('the surface layer takes irrigation on the wetted part and evaporation from the exposed part (eqs. 77-79)', () => {
    // 7 mm over the field on fw 0.35 is 20 mm on the wetted soil: the 12 mm deficit fills, 8 mm percolates
    const wet = evaporationLayerStep({ previousDepletionMm: 12, infiltratedRainMm: 0, netIrrigationMm: 7, wettedFraction: 0.35, exposedWettedFraction: 0.35, evaporationMm: 1.4, tewMm: 20 });
    expect(wet.percolationMm).toBeCloseTo(8, 12);
    expect(wet.depletionMm).toBeCloseTo(1.4 / 0.35, 12);
    const drying = evaporationLayerStep({ previousDepletionMm: 18, infiltratedRainMm: 0, netIrrigationMm: 0, wettedFraction: 1, exposedWettedFraction: 0.5, evaporationMm: 3, tewMm: 20 });
    expect(drying).toEqual({ depletionMm: 20, percolationMm: 0 });
  });
});

describe('wetted fraction fw (FAO-56 Table 20)', () => {
  it('gives each system its Table 20 fraction', () => {
    expect(surfaceWettingForSystem('drip')).toEqual({ wettedFraction: 0.35, wetsUnderCanopy: true });
    expect(surfaceWettingForSystem('pivot')).toEqual({ wettedFraction: 1, wetsUnderCanopy: false });
    expect(surfaceWettingForSystem('flood').wettedFraction).toBe(1);
    expect(FAO56_WETTED_FRACTION.furrow_alternated).toEqual({ min: 0.3, max: 0.5, typical: 0.4 });
  });

  it('an irrigation sets fw, rain of 3 mm or more wets everything, lighter rain changes nothing', () => {
    const drip = { wettedFraction: 0.35, wetsUnderCanopy: true };
    expect(surfaceWettingAfterDay({ wettedFraction: 1, wetsUnderCanopy: false }, 10, { depthMm: 8, ...drip })).toEqual(drip);
    expect(surfaceWettingAfterDay(drip, 3, undefined)).toEqual({ wettedFraction: 1, wetsUnderCanopy: false });
    expect(surfaceWettingAfterDay(drip, 2.5, undefined)).toBe(drip);
  });
});
