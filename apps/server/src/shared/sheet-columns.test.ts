import { describe, expect, it } from 'vitest';
import { fieldHeader, sheetColumnsOf } from './sheet-columns';

interface Harvest {
  harvest_date: string;
  quantity_kg: number;
  notes: string | null;
  tags: string[];
}

describe('export sheet columns', () => {
  const row: Harvest = { harvest_date: '2026-11-24', quantity_kg: 12.5, notes: null, tags: ['a', 'b'] };

  it('heads a field by its name, words apart and the first capitalised', () => {
    expect(fieldHeader('harvest_date')).toBe('Harvest date');
    expect(fieldHeader('notes')).toBe('Notes');
  });

  it('reads each column as declared: a field, a field under another header and width, or a computed value', () => {
    const columns = sheetColumnsOf<Harvest>(['harvest_date', ['Quantity (kg)', 'quantity_kg', 12], { header: 'Tags', value: (h) => h.tags.join(', ') }, 'notes']);
    expect(columns.map(({ header, width }) => ({ header, width }))).toEqual([
      { header: 'Harvest date', width: undefined },
      { header: 'Quantity (kg)', width: 12 },
      { header: 'Tags', width: undefined },
      { header: 'Notes', width: undefined },
    ]);
    expect(columns.map((column) => column.value(row))).toEqual(['2026-11-24', 12.5, 'a, b', null]);
  });
});
