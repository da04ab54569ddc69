import { describe, expect, it } from 'vitest';
import { dripsWithinTotal, treeAgeBucket, treeAgeYears, updateTreeSchema } from './trees';

describe('tree age', () => {
  it('counts completed years to the day, as a person’s age', () => {
    expect(treeAgeYears('2019-06-15', '2026-06-14')).toBe(6);
    expect(treeAgeYears('2019-06-15', '2026-06-15')).toBe(7);
    expect(treeAgeYears('2024-02-29', '2025-02-28')).toBe(0);
    expect(treeAgeYears('2027-01-01', '2026-06-14')).toBe(0);
    expect(treeAgeYears(null, '2026-06-14')).toBeNull();
  });

  it('puts each age in the spec’s bucket, a bound in the bucket it starts', () => {
    expect([0, 1, 2, 3, 5, 6, 9, 10, 40].map(treeAgeBucket)).toEqual(['under_1', '1_3', '1_3', '3_6', '3_6', '6_10', '6_10', 'over_10', 'over_10']);
    expect(treeAgeBucket(null)).toBeNull();
  });
});

describe('tree update body', () => {
  it('checks the drips only when the four counts are sent', () => {
    expect(dripsWithinTotal({ drips_total: 8, drips_working: 5, drips_broken: 2, drips_blocked: 1 })).toBe(true);
    expect(dripsWithinTotal({ drips_total: 8, drips_working: 6, drips_broken: 2, drips_blocked: 1 })).toBe(false);
    expect(dripsWithinTotal({ drips_broken: 9 })).toBe(true);
  });

  it('refuses an empty patch and an unknown health state by their message keys', () => {
    expect(updateTreeSchema.safeParse({}).error?.issues.map((i) => i.message)).toEqual(['nothing_to_change']);
    expect(updateTreeSchema.safeParse({ health_state: 'sick' }).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['health_state', 'health_state_choice']]);
  });
});
