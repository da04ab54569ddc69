import { describe, expect, it } from 'vitest';
import { draftOf } from './form-draft';

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
