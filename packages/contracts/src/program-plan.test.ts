import { describe, expect, it } from 'vitest';
import { labourCost } from './labour-cost';
import { movedTask, planOccurrences, plannedQuantity } from './program-plan';

describe('a plan from its activation date', () => {
  it('dates each task on its offset, repeats it every N days while within the end offset (10, 17, 24; 31 is past 30), and spans its duration', () => {
    const plan = planOccurrences(
      [
        { offset_days: 0, duration_days: 3, repeat_every_days: null, repeat_until_offset_days: null },
        { offset_days: 10, duration_days: 1, repeat_every_days: 7, repeat_until_offset_days: 30 },
      ],
      '2026-02-26',
    );
    expect(plan).toEqual([
      { taskIndex: 0, dueDate: '2026-02-26', endDate: '2026-02-28' },
      { taskIndex: 1, dueDate: '2026-03-08', endDate: '2026-03-08' },
      { taskIndex: 1, dueDate: '2026-03-15', endDate: '2026-03-15' },
      { taskIndex: 1, dueDate: '2026-03-22', endDate: '2026-03-22' },
    ]);
  });

  it('counts a material per feddan of the target (4,200.83 m²), per tree, or once', () => {
    const block = { areaM2: 160_000, trees: 1_788 };
    expect(plannedQuantity({ quantity: 50, basis: 'feddan' }, block)).toBe(1904.386);
    expect(plannedQuantity({ quantity: 2, basis: 'tree' }, block)).toBe(3576);
    expect(plannedQuantity({ quantity: 5, basis: 'task' }, block)).toBe(5);
  });
});

describe('labour cost of a task', () => {
  it('pays an hour as a day over 8, a week over 48 or a month over 208 (48-hour weeks, 52 weeks a year)', () => {
    expect(labourCost(4, 400, 'daily')).toBe(200);
    expect(labourCost(6, 2_400, 'weekly')).toBe(300);
    expect(labourCost(3, 6_500, 'monthly')).toBe(93.75);
  });
});

describe('moving a task', () => {
  it('keeps its duration across a month end and a leap day', () => {
    expect(movedTask({ due_date: '2027-03-01', end_date: '2027-03-03' }, '2027-03-30')).toMatchObject({ dueDate: '2027-03-30', endDate: '2027-04-01' });
    expect(movedTask({ due_date: '2027-05-05', end_date: '2027-05-05' }, '2028-02-28')).toMatchObject({ dueDate: '2028-02-28', endDate: '2028-02-28' });
    expect(movedTask({ due_date: '2027-05-05', end_date: '2027-05-06' }, '2028-02-28')).toMatchObject({ endDate: '2028-02-29' });
  });
});
