import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error';
import { mondayOf, weeklyCatches, weeksEndingAt } from './trap-weeks';
import { checkTrapPlace, checkTrapVisit } from './traps.service';

const fieldCode = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    return (error as AppError).fields;
  }
  return undefined;
};

describe('trap weeks', () => {
  it('starts weeks on Monday, the current week last', () => {
    expect(mondayOf('2026-11-24')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(weeksEndingAt('2026-01-01', 3)).toEqual(['2025-12-15', '2025-12-22', '2025-12-29']);
  });

  it('sums a trap week and averages a region over its RPW traps visited that week only', () => {
    const trap = (id: string, region: string, target_pest: 'red_palm_weevil' | 'lesser_date_moth' = 'red_palm_weevil') => ({ id, code: id, region_id: region, region_name: region, target_pest, lat: 0, lng: 0 });
    const weekly = weeklyCatches(['2026-11-16', '2026-11-23'], 5, [trap('a', 'North'), trap('b', 'North'), trap('c', 'Delta'), trap('m', 'North', 'lesser_date_moth')], [
      { trap_id: 'a', week: '2026-11-16', count: 3 },
      { trap_id: 'a', week: '2026-11-16', count: 2 },
      { trap_id: 'b', week: '2026-11-16', count: 0 },
      { trap_id: 'a', week: '2026-11-23', count: 7 },
      { trap_id: 'x', week: '2026-11-23', count: 99 },
      { trap_id: 'm', week: '2026-11-23', count: 40 },
    ]);
    expect(weekly.traps.map((t) => t.counts)).toEqual([[5, 7], [0, null], [null, null], [null, 40]]);
    expect(weekly.regions).toEqual([
      { region_id: 'Delta', region_name: 'Delta', traps: 1, mean_per_trap: [null, null], total: [0, 0] },
      { region_id: 'North', region_name: 'North', traps: 2, mean_per_trap: [2.5, 7], total: [5, 7] },
    ]);
  });
});

describe('trap checks', () => {
  const trap = { trap_type: 'delta' as const, installed_on: '2026-03-01', removed_on: '2026-10-01' };
  it('refuses a visit outside the trap life or in the future, and a count absurd for the type', () => {
    expect(fieldCode(() => checkTrapVisit(trap, { date: '2026-02-28', count: 1 }, '2026-11-24'))).toMatchObject({ date: 'visit_before_installation' });
    expect(fieldCode(() => checkTrapVisit(trap, { date: '2026-10-02', count: 1 }, '2026-11-24'))).toMatchObject({ date: 'visit_after_removal' });
    expect(fieldCode(() => checkTrapVisit({ ...trap, removed_on: null }, { date: '2026-11-25', count: 1 }, '2026-11-24'))).toMatchObject({ date: 'visit_in_future' });
    expect(fieldCode(() => checkTrapVisit(trap, { date: '2026-05-01', count: 301 }, '2026-11-24'))).toMatchObject({ count: 'catch_count_absurd' });
    expect(fieldCode(() => checkTrapVisit({ ...trap, trap_type: 'bucket' }, { date: '2026-05-01', count: 301 }, '2026-11-24'))).toBeUndefined();
  });

  it('places a farm in the region and a field on the farm', () => {
    const place = { regionExists: true, farmRegionId: 'r1', fieldFarmId: 'f1' };
    expect(fieldCode(() => checkTrapPlace({ farm_id: 'f1', field_id: 'x' }, place, 'r1'))).toBeUndefined();
    expect(fieldCode(() => checkTrapPlace({ farm_id: 'f1' }, place, 'r2'))).toMatchObject({ farm_id: 'farm_not_in_region' });
    expect(fieldCode(() => checkTrapPlace({ farm_id: 'f2', field_id: 'x' }, { ...place, farmRegionId: 'r1', fieldFarmId: 'f1' }, 'r1'))).toMatchObject({ field_id: 'field_not_in_farm' });
    expect(fieldCode(() => checkTrapPlace({ field_id: 'x' }, place, 'r1'))).toMatchObject({ field_id: 'field_not_in_farm' });
    expect(fieldCode(() => checkTrapPlace({}, { ...place, regionExists: false }, 'r1'))).toMatchObject({ region_id: 'invalid_choice' });
  });
});
