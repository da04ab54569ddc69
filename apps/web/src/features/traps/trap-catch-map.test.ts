import { describe, expect, it } from 'vitest';
import type { TrapWeekly } from '@rayyan/contracts';
import { CATCH_COLORS, catchPoints } from './trap-catch-map';
import { weightedFeatures } from '../map/weighted-layers';

const REGION = '33333333-3333-4333-8333-333333333333';
const trap = (n: number, target: TrapWeekly['traps'][number]['target_pest'], counts: (number | null)[]): TrapWeekly['traps'][number] => ({
  trap_id: `11111111-1111-4111-8111-${String(n).padStart(12, '0')}`,
  code: `T-${n}`,
  region_id: REGION,
  target_pest: target,
  lat: 25.4 + n / 100,
  lng: 49.6,
  counts,
});

// Threshold 5: the week of 16 Nov has an RPW trap over it (7), one under it (2), a moth trap at 9 and one not visited.
const WEEKLY: TrapWeekly = {
  weeks: ['2026-11-09', '2026-11-16'],
  threshold: 5,
  traps: [trap(1, 'red_palm_weevil', [0, 7]), trap(2, 'red_palm_weevil', [3, 2]), trap(3, 'lesser_date_moth', [1, 9]), trap(4, 'red_palm_weevil', [4, null])],
  regions: [],
};

describe('the catch map of a week', () => {
  it('weighs each trap by its catch that week and totals the week', () => {
    const week = catchPoints(WEEKLY, 1);
    expect(week.points.map((p) => p.value)).toEqual([7, 2, 9, null]);
    expect(week).toMatchObject({ caught: 18, visited: 3, over: 1, top: 10 });
    expect(catchPoints(WEEKLY, 0)).toMatchObject({ caught: 8, visited: 4, over: 0 });
  });

  it('colours only a red palm weevil catch at the threshold red; another pest stays amber, a trap not visited grey', () => {
    expect(catchPoints(WEEKLY, 1).points.map((p) => p.color)).toEqual([CATCH_COLORS.over, CATCH_COLORS.under, CATCH_COLORS.under, CATCH_COLORS.none]);
  });

  it('leaves the value out of a trap not visited, so the map draws it as a ring and no heat', () => {
    const { points, top } = catchPoints(WEEKLY, 1);
    const features = weightedFeatures({ points, top, selected: points[0]!.id }).features;
    expect(features[3]!.properties).not.toHaveProperty('value');
    expect(features[0]!.properties).toMatchObject({ value: 7, top: 10, selected: true });
    expect(features[0]!.geometry.coordinates).toEqual([49.6, 25.41]);
  });
});
