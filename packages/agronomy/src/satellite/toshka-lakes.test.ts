import { describe, expect, it } from 'vitest';
import { LAKES_GRID, lakesWaterMask, simulatedLakesNdwi, simulatedLakesSeries } from './toshka-lakes';

describe('simulated Toshka lakes', () => {
  const series = simulatedLakesSeries('2026-11-24');
  const on = (year: number) => series.filter((p) => p.date.startsWith(String(year)));

  it('follows the lakes’ history: dry before the 1998 flood, largest about 2001-2002, nearly dry by the mid 2010s, filled again from 2019', () => {
    expect(series[0]).toEqual({ date: '1998-10-01', waterKm2: 0 });
    const peak = series.reduce((a, b) => (b.waterKm2 > a.waterKm2 ? b : a));
    expect(peak.date >= '2001-01-01' && peak.date <= '2002-12-31').toBe(true);
    expect(Math.max(...on(2015).map((p) => p.waterKm2))).toBeLessThan(20);
    expect(Math.max(...on(2021).map((p) => p.waterKm2))).toBeGreaterThan(500);
    expect(series.every((p, i) => i === 0 || Date.parse(p.date) - Date.parse(series[i - 1]!.date) === 91 * 86_400_000)).toBe(true);
  });

  it('counts the pixels whose NDWI is above 0 (McFeeters 1996), the same for the same date', () => {
    const ndwi = simulatedLakesNdwi('2002-01-15');
    expect(ndwi).toHaveLength(LAKES_GRID.width * LAKES_GRID.height);
    expect(simulatedLakesNdwi('2002-01-15')).toEqual(ndwi);
    const mask = lakesWaterMask(ndwi);
    const water = mask.reduce((s, v) => s + v, 0);
    expect(water).toBe(ndwi.filter((v) => v > 0).length);
    expect(water).toBeGreaterThan(1000);
  });
});
