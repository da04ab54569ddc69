import { describe, expect, it } from 'vitest';
import { ellipsoidalAreaM2 } from './ellipsoid-area';

const square = (west: number, south: number, size: number) => [[[west, south], [west + size, south], [west + size, south + size], [west, south + size], [west, south]]];

describe('area on the WGS84 ellipsoid', () => {
  it('gives a one-degree cell at the equator its ellipsoidal area (GeographicLib: 12,308,778,361 m²)', () => {
    expect(ellipsoidalAreaM2({ type: 'Polygon', coordinates: square(0, 0, 1) })).toBeCloseTo(12_308_778_361.5, -1);
  });

  it('subtracts holes, adds parts, and reads either winding', () => {
    const outer = square(31.13, 22.73, 0.04)[0]!;
    const hole = square(31.14, 22.74, 0.01)[0]!.slice().reverse();
    const whole = ellipsoidalAreaM2({ type: 'Polygon', coordinates: [outer] });
    const holed = ellipsoidalAreaM2({ type: 'Polygon', coordinates: [outer, hole] });
    const holeArea = ellipsoidalAreaM2({ type: 'Polygon', coordinates: [hole] });
    expect(holed).toBeCloseTo(whole - holeArea, 3);
    expect(ellipsoidalAreaM2({ type: 'Polygon', coordinates: [outer.slice().reverse()] })).toBeCloseTo(whole, 3);
    expect(ellipsoidalAreaM2({ type: 'MultiPolygon', coordinates: [[outer], [square(32, 22.73, 0.04)[0]!]] })).toBeGreaterThan(1.99 * whole);
  });
});
