import { describe, expect, it } from 'vitest';
import {
  cumulativeDryMatterKgHa,
  dailyDryMatterKgHa,
  faparFromNdvi,
  kcbFromNdvi,
  lightUseEfficiency,
  nitrogenSufficiencyIndex,
  productionGapPct,
} from './crop-metrics';

describe('crop metrics from the index', () => {
  it('Kcb from NDVI by Campos et al. (2010): a full canopy reaches the FAO-56 mid-season Kcb of full-cover crops', () => {
    expect(kcbFromNdvi(0.5)).toBeCloseTo(1.44 * 0.5 - 0.1, 12);
    // FAO-56 Table 17: Kcb mid 1.15 (maize, alfalfa, sugar beet) to 1.20 at most without climate adjustment.
    expect(kcbFromNdvi(0.9)).toBeGreaterThanOrEqual(1.15);
    expect(kcbFromNdvi(0.9)).toBeLessThanOrEqual(1.2);
    expect(kcbFromNdvi(0.02)).toBe(0);
  });

  it('fAPAR from NDVI by Myneni & Williams (1994): about 0.9 under a closed canopy, near 0 over bare soil', () => {
    expect(faparFromNdvi(0.9)).toBeCloseTo(0.905, 3);
    expect(faparFromNdvi(0.15)).toBeCloseTo(0.032, 3);
    expect(faparFromNdvi(0.05)).toBe(0);
    expect(faparFromNdvi(1)).toBe(1);
  });

  it('daily dry matter by light-use efficiency: a closed C3 canopy on a 25 MJ day grows within the 200-300 kg/ha of C3 crops', () => {
    const dm = dailyDryMatterKgHa(faparFromNdvi(0.9), 25, lightUseEfficiency('Potato'));
    expect(dm).toBeCloseTo(2.5 * 0.9048 * 0.48 * 25 * 10, 0);
    expect(dm).toBeGreaterThan(200);
    expect(dm).toBeLessThan(300);
    expect(lightUseEfficiency('Maize (grain)')).toBe(3.5);
    expect(lightUseEfficiency(null)).toBe(2.5);
  });

  it('cumulative dry matter interpolates fAPAR between clear dates and counts only days with radiation', () => {
    const radiation = new Map([
      ['2026-05-01', 20],
      ['2026-05-02', 20],
      ['2026-05-03', 20],
      ['2026-05-05', 20],
    ]);
    const points = [
      { date: '2026-05-01', fapar: 0.2 },
      { date: '2026-05-03', fapar: 0.6 },
    ];
    // fAPAR 0.2, 0.4, 0.6, (no radiation on the 4th), 0.6 held: 1.8 × 2.5 × 0.48 × 20 × 10.
    expect(cumulativeDryMatterKgHa(points, radiation, '2026-05-05', 2.5)).toBeCloseTo(1.8 * 2.5 * 0.48 * 20 * 10, 9);
    expect(cumulativeDryMatterKgHa(points, radiation, '2026-04-30', 2.5)).toBeNull();
    expect(cumulativeDryMatterKgHa([], radiation, '2026-05-05', 2.5)).toBeNull();
  });

  it('production gap against a full canopy, and nitrogen sufficiency against the virtual reference', () => {
    expect(productionGapPct(0.9)).toBe(0);
    expect(productionGapPct(0.5)).toBeCloseTo(100 * (1 - (1.1638 * 0.5 - 0.1426) / (1.1638 * 0.9 - 0.1426)), 9);
    expect(nitrogenSufficiencyIndex(0.3, 0.4)).toBeCloseTo(0.75, 12);
    expect(nitrogenSufficiencyIndex(0.3, 0)).toBeNull();
  });
});
