import { describe, expect, it } from 'vitest';
import { FEDDAN_M2, areaInAllUnits, feddanToM2, m2ToFeddan, m2ToHectare, mmToLitresPerTree, mmToM3PerFeddan } from './area-and-water';

describe('area and water units', () => {
  it('uses the Egyptian feddan of 4,200.83 m²', () => {
    expect(FEDDAN_M2).toBe(4200.83);
    expect(m2ToFeddan(4200.83)).toBeCloseTo(1, 12);
    expect(feddanToM2(10)).toBeCloseTo(42008.3, 6);
  });

  it('converts a center pivot of 400 m radius to about 119.66 feddan and 50.3 ha', () => {
    const areaM2 = Math.PI * 400 * 400;
    const a = areaInAllUnits(areaM2);
    expect(a.areaFeddan).toBeCloseTo(119.66, 2);
    expect(a.areaHectare).toBeCloseTo(50.27, 2);
    expect(m2ToHectare(10_000)).toBe(1);
  });

  it('turns millimetres of water into cubic metres per feddan and litres per tree', () => {
    expect(mmToM3PerFeddan(10)).toBeCloseTo(42.0083, 6);
    // A palm planted at 8 m × 8 m receives 64 L for each mm.
    expect(mmToLitresPerTree(5, 64)).toBe(320);
  });
});
