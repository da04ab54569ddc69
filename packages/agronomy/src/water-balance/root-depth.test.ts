import { describe, expect, it } from 'vitest';
import { FAO56_CROPS } from '../crops/fao56-crops';
import { rootDepthOnDay } from './root-depth';

describe('root depth', () => {
  it('grows from the minimum at planting to the maximum at mid-season; evergreen roots are always full', () => {
    const potato = FAO56_CROPS.potato!;
    const s = potato.stageLengthsDays!;
    const toMid = s.initial + s.development;
    const { min, max } = potato.rootDepthM;
    expect(rootDepthOnDay(potato.profile, potato.rootDepthM, 0)).toBe(min);
    expect(rootDepthOnDay(potato.profile, potato.rootDepthM, toMid / 2)).toBeCloseTo((min + max) / 2, 10);
    expect(rootDepthOnDay(potato.profile, potato.rootDepthM, toMid)).toBe(max);
    expect(rootDepthOnDay(potato.profile, potato.rootDepthM, 400)).toBe(max);
    const palm = FAO56_CROPS.date_palm!;
    expect(rootDepthOnDay(palm.profile, palm.rootDepthM, 0)).toBe(palm.rootDepthM.max);
  });
});
