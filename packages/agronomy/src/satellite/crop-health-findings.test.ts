import { describe, expect, it } from 'vitest';
import { degradedZones, seriesFindings } from './crop-health-findings';

describe('crop-health findings from the NDVI series', () => {
  it('finds a sudden drop into the latest clear date and says by how much', () => {
    const findings = seriesFindings([
      { date: '2026-10-01', mean: 0.7, std: 0.05, p50: 0.7 },
      { date: '2026-10-06', mean: 0.5, std: 0.05, p50: 0.5 },
    ]);
    expect(findings).toEqual([{ kind: 'sudden_drop', analysed_on: '2026-10-06', previous_date: '2026-10-01', ratio_of_decrease: expect.closeTo(0.2 / 0.7, 12) }]);
  });

  it('finds none for a small or slow decline, or too little canopy before it', () => {
    expect(seriesFindings([{ date: '2026-10-01', mean: 0.7, std: 0.05, p50: 0.7 }, { date: '2026-10-06', mean: 0.62, std: 0.05, p50: 0.62 }])).toEqual([]);
    expect(seriesFindings([{ date: '2026-09-01', mean: 0.7, std: 0.05, p50: 0.7 }, { date: '2026-10-06', mean: 0.4, std: 0.05, p50: 0.4 }])).toEqual([]);
    expect(seriesFindings([{ date: '2026-10-01', mean: 0.2, std: 0.01, p50: 0.2 }, { date: '2026-10-06', mean: 0.1, std: 0.01, p50: 0.1 }])).toEqual([]);
    expect(seriesFindings([])).toEqual([]);
  });

  it('finds high variability from the coefficient of variation', () => {
    expect(seriesFindings([{ date: '2026-10-06', mean: 0.5, std: 0.12, p50: 0.52 }])).toEqual([
      { kind: 'high_variability', analysed_on: '2026-10-06', coefficient_of_variation: expect.closeTo(0.24, 12) },
    ]);
  });
});

describe('degraded vegetation zones', () => {
  // A 10 × 10 field at NDVI 0.6 with a 4 × 4 block at 0.3 (a zone) and two lone low pixels (too small to count).
  const width = 10;
  const values = new Float32Array(100).fill(0.6);
  for (let y = 2; y < 6; y++) for (let x = 2; x < 6; x++) values[y * width + x] = 0.3;
  values[9] = 0.2;
  values[99] = 0.2;
  const all = new Uint8Array(100).fill(1);

  it('counts connected low pixels as zones with their area, share and decrease', () => {
    const zone = degradedZones({ values, inside: all, clear: all, width, height: 10, resolutionM: 10, median: 0.6, date: '2026-10-06' });
    expect(zone).toEqual({ kind: 'degraded_zones', analysed_on: '2026-10-06', zone_count: 1, area_m2: 1_600, percent_of_field: 16, ratio_of_decrease: expect.closeTo(0.5, 6) });
  });

  it('leaves out cloudy pixels and answers nothing without canopy', () => {
    const clear = new Uint8Array(100).fill(1);
    for (let y = 2; y < 6; y++) for (let x = 2; x < 6; x++) clear[y * width + x] = y < 4 ? 0 : 1;
    // Half the block is under cloud: 8 clear low pixels remain, under the 10-pixel minimum.
    expect(degradedZones({ values, inside: all, clear, width, height: 10, resolutionM: 10, median: 0.6, date: '2026-10-06' })).toBeNull();
    expect(degradedZones({ values, inside: all, clear: all, width, height: 10, resolutionM: 10, median: 0.2, date: '2026-10-06' })).toBeNull();
  });
});
