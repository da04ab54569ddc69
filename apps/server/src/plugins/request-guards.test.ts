import { describe, expect, it } from 'vitest';
import { firstNulPath } from './request-guards';

describe('NUL characters in request input', () => {
  it('names the first field holding one, however deep, so the error can point at it', () => {
    expect(firstNulPath({ rows: [{ crop: 'wheat' }, { crop: 'ma\u0000ize' }] })).toBe('rows.1.crop');
    expect(firstNulPath({ search: 'a\u0000' })).toBe('search');
    expect(firstNulPath({ ['bad\u0000key']: 1 })).toBe('bad\u0000key');
    expect(firstNulPath('\u0000')).toBe('');
  });

  it('finds none in clean input, including a large border of numbers', () => {
    const ring = Array.from({ length: 40_000 }, (_, i) => [31 + i * 1e-6, 22 + (i % 2) * 1e-4]);
    expect(firstNulPath({ name: 'Farm', geometry: { type: 'Polygon', coordinates: [ring] } })).toBeUndefined();
    expect(firstNulPath(null)).toBeUndefined();
    expect(firstNulPath(42)).toBeUndefined();
  });
});
