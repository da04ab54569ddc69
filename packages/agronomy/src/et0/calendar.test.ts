import { describe, expect, it } from 'vitest';
import { addDaysIso, dayNumberOfIso, isoOfDayNumber } from './calendar';

describe('day numbers', () => {
  it('turn ISO dates into whole days since 1970-01-01 and back, as Date does, across leap years and centuries', () => {
    expect(dayNumberOfIso('1970-01-01')).toBe(0);
    expect(dayNumberOfIso('2026-11-22')).toBe(20_779);
    expect(isoOfDayNumber(20_779)).toBe('2026-11-22');
    expect(isoOfDayNumber(dayNumberOfIso('2028-02-29') + 1)).toBe('2028-03-01');
    expect(isoOfDayNumber(dayNumberOfIso('2100-02-28') + 1)).toBe('2100-03-01');
    const mine: [string, number][] = [];
    const byDate: [string, number][] = [];
    for (let n = dayNumberOfIso('1899-12-25'); n <= dayNumberOfIso('2101-01-05'); n += 1) {
      const iso = new Date(n * 86_400_000).toISOString().slice(0, 10);
      mine.push([isoOfDayNumber(n), dayNumberOfIso(iso)]);
      byDate.push([iso, n]);
    }
    expect(mine).toEqual(byDate);
    expect(isoOfDayNumber(dayNumberOfIso('2026-12-30') + 3)).toBe(addDaysIso('2026-12-30', 3));
    for (const bad of ['2026-02-30', '2025-02-29', '2100-02-29', '2026-13-01', '2026-04-31', '2026-00-10']) {
      expect(() => dayNumberOfIso(bad)).toThrow(/real calendar date|must be a date/);
    }
    expect(dayNumberOfIso('2024-02-29')).toBe(dayNumberOfIso('2024-02-28') + 1);
    expect(() => dayNumberOfIso('2026-1-01')).toThrow(/must be a date/);
  });
});
