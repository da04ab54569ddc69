import { describe, expect, it } from 'vitest';
import { cellRole, columnLetter, rangeForm, rangeLabel, rangeProblems, validRange } from './range-picker';

const used = { first_row: 1, last_row: 40, first_col: 2, last_col: 8 };

describe('range picker', () => {
  it('accepts a range inside the used range', () => {
    expect(rangeProblems({ first_row: 3, last_row: 7, first_col: 2, last_col: 8 }, used)).toEqual({});
    expect(validRange({ first_row: 3, last_row: 7, first_col: 2, last_col: 8 }, used)).toEqual({ first_row: 3, last_row: 7, first_col: 2, last_col: 8 });
  });

  it('names the input of each problem with a validation key', () => {
    expect(rangeProblems({ first_row: 8, last_row: 7, first_col: 5, last_col: 3 }, used)).toEqual({ last_row: 'range_order', last_col: 'range_order' });
    expect(rangeProblems({ first_row: 0, last_row: 41, first_col: null, last_col: 9 }, used)).toEqual({
      first_row: 'out_of_range',
      last_row: 'range_outside_sheet',
      first_col: 'required',
      last_col: 'range_outside_sheet',
    });
    expect(rangeProblems({ first_row: 1.5, last_row: 3, first_col: 2, last_col: 3 }, used).first_row).toBe('required');
    expect(validRange({ first_row: 8, last_row: 7, first_col: 2, last_col: 3 }, used)).toBeNull();
  });

  it('limits the rows to 2,000 (header included)', () => {
    const big = { first_row: 1, last_row: 5000, first_col: 1, last_col: 7 };
    expect(rangeProblems({ first_row: 1, last_row: 2000, first_col: 1, last_col: 7 }, big)).toEqual({});
    expect(rangeProblems({ first_row: 1, last_row: 2001, first_col: 1, last_col: 7 }, big)).toEqual({ last_row: 'range_too_many_rows' });
  });

  it('marks the header row and the data of the range in the grid', () => {
    const draft = { first_row: 3, last_row: 5, first_col: 2, last_col: 4 };
    expect(cellRole(3, 2, draft)).toBe('header');
    expect(cellRole(4, 4, draft)).toBe('data');
    expect(cellRole(2, 3, draft)).toBe('outside');
    expect(cellRole(4, 5, draft)).toBe('outside');
    expect(cellRole(6, 3, draft)).toBe('outside');
    expect(cellRole(3, 2, { ...draft, last_row: null })).toBe('outside');
  });

  it('writes column letters and range labels like a spreadsheet', () => {
    expect([1, 2, 26, 27, 52, 703].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AZ', 'AAA']);
    expect(rangeLabel({ first_row: 3, last_row: 7, first_col: 2, last_col: 8 })).toBe('B3:H7');
  });

  it('sends the sheet and range as form fields before the file', () => {
    const form = rangeForm(new File(['x'], 'r.xlsx'), 'Rotations', { first_row: 3, last_row: 7, first_col: 2, last_col: 8 });
    expect([...form.keys()]).toEqual(['sheet', 'first_row', 'last_row', 'first_col', 'last_col', 'file']);
    expect(form.get('last_col')).toBe('8');
    expect([...rangeForm(new File(['x'], 'r.xlsx'), null, null).keys()]).toEqual(['file']);
  });
});
