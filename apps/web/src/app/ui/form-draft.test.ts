import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf } from './form-draft';

describe('draftOf', () => {
  const blank = { name: '', kind: 'EC' as string | null, dose: null as number | null, tags: [] as string[] };

  it('starts a new record from the blank values', () => {
    expect(draftOf(null, blank)).toEqual(blank);
  });

  it('takes the record’s values, a null one as blank, and nothing the form does not hold', () => {
    const record = { id: 'x', name: 'Abamectin', kind: null, dose: 0, tags: ['mite'] };
    expect(draftOf(record, blank)).toEqual({ name: 'Abamectin', kind: 'EC', dose: 0, tags: ['mite'] });
  });
});

describe('bodyOf', () => {
  const draft = { name: ' Ali ', kind: null as string | null, dose: 2 as number | null, phone: '  ', ends_on: '', notes: ' x ' };

  it('leaves out unset choices, sends blank texts as null and trims the trimmed ones, the rest as it is', () => {
    const body = bodyOf(draft, { unset: ['kind', 'dose'], blank: ['ends_on'], trimmed: ['phone', 'notes'] });
    expect(body).toEqual({ name: ' Ali ', kind: undefined, dose: 2, phone: null, ends_on: null, notes: 'x' });
    expect('kind' in body).toBe(true);
  });

  it('sends a filled optional text as typed', () => {
    expect(bodyOf({ ends_on: '2026-01-01', lure: ' a ' }, { blank: ['ends_on', 'lure'] })).toEqual({ ends_on: '2026-01-01', lure: ' a ' });
  });
});
