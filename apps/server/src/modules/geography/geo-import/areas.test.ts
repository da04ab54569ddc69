import { FEDDAN_M2 } from '@rayyan/agronomy';
import { describe, expect, it } from 'vitest';
import { boundaryAreas, geodesicAreaM2, pivotCircle } from './areas';
import { GeoImportError } from './errors';
import { rect, TOSHKA_FARM } from './test-fixtures';
import { validateBoundary } from './validate-boundary';

describe('areas', () => {
  it('a 400 m pivot circle covers ≈ 502,655 m² (πr²) ≈ 119.66 feddan', () => {
    const pivot = pivotCircle({ center: [31.105, 22.705], radiusM: 400 });
    expect(pivot.coordinates[0]).toHaveLength(129);
    const { areaM2, areaFeddan, areaHectare } = boundaryAreas(pivot);
    expect(Math.abs(areaM2 - Math.PI * 400 ** 2) / (Math.PI * 400 ** 2)).toBeLessThan(0.005);
    expect(areaFeddan).toBeCloseTo(areaM2 / FEDDAN_M2, 9);
    expect(Math.abs(areaFeddan - 119.66)).toBeLessThan(0.6);
    expect(areaHectare).toBeCloseTo(areaM2 / 10_000, 9);
  });

  it('the pivot circle is a valid CCW border whose every vertex lies 400 m from the centre', () => {
    const pivot = pivotCircle({ center: [31.105, 22.705], radiusM: 400, steps: 64 });
    const checked = validateBoundary(pivot);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.geometry).toEqual(pivot);
    const rad = Math.PI / 180;
    for (const [lon, lat] of pivot.coordinates[0]!) {
      const dx = (lon! - 31.105) * rad * Math.cos(22.705 * rad) * 6371008.8;
      const dy = (lat! - 22.705) * rad * 6371008.8;
      expect(Math.hypot(dx, dy)).toBeGreaterThan(399);
      expect(Math.hypot(dx, dy)).toBeLessThan(401);
    }
  });

  it('validates the pivot radius (1 m … 2,000 m), centre and steps', () => {
    for (const radiusM of [0, 0.5, 2_001, Number.NaN]) {
      expect(() => pivotCircle({ center: [31.1, 22.7], radiusM })).toThrow(GeoImportError);
    }
    expect(() => pivotCircle({ center: [31.1, 22.7], radiusM: 2_000 })).not.toThrow();
    expect(() => pivotCircle({ center: [31.1, 22.7], radiusM: 1 })).not.toThrow();
    expect(() => pivotCircle({ center: [200, 22.7], radiusM: 400 })).toThrow(/centre/);
    expect(() => pivotCircle({ center: [31.1, 22.7], radiusM: 400, steps: 3 })).toThrow(/steps/);
  });

  it('measures the Toshka farm on the WGS84 ellipsoid and subtracts holes', () => {
    // 0.01° × 0.01° at 22.7° N on the ellipsoid: ≈ 1,027.5 m of parallel × 1,107.4 m of meridian (a sphere of
    // radius 6,378,137 m would give 1,026.6 m × 1,113.2 m, 0.5 % more).
    const farm = geodesicAreaM2(TOSHKA_FARM);
    expect(farm).toBeGreaterThan(1_136_000);
    expect(farm).toBeLessThan(1_139_500);
    const withHole = { type: 'Polygon' as const, coordinates: [TOSHKA_FARM.coordinates[0]!, rect(31.104, 22.704, 31.106, 22.706).coordinates[0]!.slice().reverse()] };
    expect(geodesicAreaM2(withHole)).toBeCloseTo(farm - geodesicAreaM2(rect(31.104, 22.704, 31.106, 22.706)), 3);
  });
});
