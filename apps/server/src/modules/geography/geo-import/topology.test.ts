import { describe, expect, it } from 'vitest';
import { rect, TOSHKA_FARM } from './test-fixtures';
import { fieldWithinFarm, overlaps } from './topology';

// Farm spans lon 31.10–31.11, lat 22.70–22.71. 1e-5° ≈ 1.03 m east-west, 1.11 m north-south here.
describe('fieldWithinFarm', () => {
  it('accepts a field inside its farm and one that shares the farm edge', () => {
    expect(fieldWithinFarm(rect(31.102, 22.702, 31.105, 22.705), TOSHKA_FARM)).toBe(true);
    expect(fieldWithinFarm(rect(31.1, 22.7, 31.105, 22.705), TOSHKA_FARM)).toBe(true);
  });

  it('refuses a field outside its farm and one drawn across the farm edge', () => {
    expect(fieldWithinFarm(rect(31.2, 22.7, 31.21, 22.71), TOSHKA_FARM)).toBe(false);
    expect(fieldWithinFarm(rect(31.108, 22.702, 31.112, 22.705), TOSHKA_FARM)).toBe(false);
  });

  it('forgives a digitising sliver under 0.1 % of the field but not a 1 % bulge', () => {
    // 500 m-wide field whose east edge wobbles 0.3 m past the farm edge: ~0.06 % of its area.
    expect(fieldWithinFarm(rect(31.106, 22.7, 31.110003, 22.705), TOSHKA_FARM)).toBe(true);
    // Same field sticking 4 m out: ~1 %.
    expect(fieldWithinFarm(rect(31.106, 22.7, 31.11004, 22.705), TOSHKA_FARM)).toBe(false);
    expect(fieldWithinFarm(rect(31.106, 22.7, 31.110003, 22.705), TOSHKA_FARM, { toleranceRatio: 0 })).toBe(false);
  });
});

describe('overlaps', () => {
  const west = rect(31.1, 22.7, 31.105, 22.71);

  it('two fields sharing an edge or a corner do not overlap', () => {
    expect(overlaps(west, rect(31.105, 22.7, 31.11, 22.71))).toBe(false);
    expect(overlaps(west, rect(31.105, 22.71, 31.11, 22.72))).toBe(false);
    expect(overlaps(west, rect(31.105, 22.7, 31.11, 22.71), { toleranceRatio: 0 })).toBe(false);
  });

  it('two fields whose interiors share area overlap, including one inside the other', () => {
    expect(overlaps(west, rect(31.104, 22.7, 31.11, 22.71))).toBe(true);
    expect(overlaps(west, rect(31.101, 22.701, 31.102, 22.702))).toBe(true);
    expect(overlaps(rect(31.2, 22.7, 31.21, 22.71), west)).toBe(false);
  });

  it('a sub-metre sliver along a shared edge is forgiven by default but not in strict mode', () => {
    const neighbour = rect(31.104997, 22.7, 31.11, 22.71); // 0.3 m into the west field
    expect(overlaps(west, neighbour)).toBe(false);
    expect(overlaps(west, neighbour, { toleranceRatio: 0 })).toBe(true);
  });
});
