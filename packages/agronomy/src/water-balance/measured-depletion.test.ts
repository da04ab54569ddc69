import { describe, expect, it } from 'vitest';
import { measuredDepletionMm } from './measured-depletion';

describe('root-zone depletion from a soil moisture probe (FAO-56 eq. 87)', () => {
  it('is 1000 (θFC − θ) Zr for a uniform profile', () => {
    // A sandy loam at field capacity 0.23 dried to 0.17 over a 0.6 m root zone: 1000 × 0.06 × 0.6 = 36 mm.
    expect(measuredDepletionMm([{ depthCm: 10, thetaPct: 17 }, { depthCm: 30, thetaPct: 17 }, { depthCm: 50, thetaPct: 17 }], 0.6, 0.23)).toBeCloseTo(36, 6);
  });

  it('sums the layers each depth stands for, down to the root depth', () => {
    // 0-20 cm at 15 %, 20-45 cm at 19 %, 45-50 cm at 22 %: 16 + 10 + 0.5 mm; the 90 cm depth lies below the roots.
    const layers = [{ depthCm: 10, thetaPct: 15 }, { depthCm: 30, thetaPct: 19 }, { depthCm: 60, thetaPct: 22 }, { depthCm: 90, thetaPct: 10 }];
    expect(measuredDepletionMm(layers, 0.5, 0.23)).toBeCloseTo(26.5, 6);
  });

  it('is never below zero (water above field capacity drains, FAO-56 eq. 86) and null without a depth in the root zone', () => {
    expect(measuredDepletionMm([{ depthCm: 20, thetaPct: 30 }], 0.4, 0.23)).toBe(0);
    expect(measuredDepletionMm([{ depthCm: 80, thetaPct: 15 }], 0.5, 0.23)).toBeNull();
    expect(measuredDepletionMm([], 0.5, 0.23)).toBeNull();
  });
});
