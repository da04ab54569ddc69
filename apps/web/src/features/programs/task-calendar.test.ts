import { describe, expect, it } from 'vitest';
import { monthGrid, weekOf } from './task-calendar';

describe('the month grid of the work orders', () => {
  it('starts on the Saturday on or before the first of the month and spans six weeks', () => {
    // 1 March 2027 is a Monday: the grid starts on Saturday 27 February.
    const days = monthGrid(2027, 2).map((d) => d.toISOString().slice(0, 10));
    expect(days[0]).toBe('2027-02-27');
    expect(days).toHaveLength(42);
    expect(days[41]).toBe('2027-04-09');
    // 1 May 2027 is a Saturday: it starts the grid itself.
    expect(monthGrid(2027, 4)[0]!.toISOString().slice(0, 10)).toBe('2027-05-01');
  });
});

describe('the week of the work orders', () => {
  it('runs from the Saturday on or before a day to the Friday after', () => {
    // Wednesday 3 March 2027 is in the week of Saturday 27 February to Friday 5 March.
    const days = weekOf(new Date(Date.UTC(2027, 2, 3))).map((d) => d.toISOString().slice(0, 10));
    expect(days).toEqual(['2027-02-27', '2027-02-28', '2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05']);
    expect(weekOf(new Date(Date.UTC(2027, 2, 6)))[0]!.toISOString().slice(0, 10)).toBe('2027-03-06');
  });
});
