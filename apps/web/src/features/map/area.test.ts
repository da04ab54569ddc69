import { describe, expect, it } from 'vitest';
import { FEDDAN_M2 } from '@rayyan/agronomy';
import { areaOf, circleOf, formatArea } from './area';

describe('area readout', () => {
  // About 100 m × 100 m near the equator.
  const d = 100 / 111_320;
  const square = { type: 'Polygon' as const, coordinates: [[[0, 0], [d, 0], [d, d], [0, d], [0, 0]]] };

  it('gives m², feddan (÷ 4,200.83) and hectare of a drawn polygon', () => {
    const a = areaOf(square);
    expect(a.areaM2).toBeGreaterThan(9_900);
    expect(a.areaM2).toBeLessThan(10_100);
    expect(a.areaFeddan).toBeCloseTo(a.areaM2 / FEDDAN_M2, 9);
    expect(a.areaHectare).toBeCloseTo(a.areaM2 / 10_000, 9);
  });

  it('formats in English and Arabic digits', () => {
    const en = formatArea({ areaM2: 12345.6, areaFeddan: 2.9389, areaHectare: 1.23456 }, 'en');
    expect(en).toEqual({ m2: '12,346', feddan: '2.94', hectare: '1.23' });
    const ar = formatArea({ areaM2: 12345.6, areaFeddan: 2.9389, areaHectare: 1.23456 }, 'ar-EG');
    expect(ar.feddan).toBe('٢٫٩٤');
  });

  it('finds center and radius of a pivot circle', () => {
    const ring: number[][] = [];
    const r = 400 / 111_320;
    for (let i = 0; i <= 64; i++) ring.push([31 + r * Math.cos((i / 64) * 2 * Math.PI) / Math.cos((22 * Math.PI) / 180), 22 + r * Math.sin((i / 64) * 2 * Math.PI)]);
    ring[64] = ring[0]!;
    const c = circleOf(ring);
    expect(c.center.lat).toBeCloseTo(22, 4);
    expect(c.center.lng).toBeCloseTo(31, 4);
    expect(c.radiusM).toBeGreaterThan(395);
    expect(c.radiusM).toBeLessThan(405);
  });
});
