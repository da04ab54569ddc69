import { describe, expect, it } from 'vitest';
import { cropName } from './crop-names';

describe('crop names in exports', () => {
  it('names a known crop in English and Arabic (wheat by its season) and keeps a typed one as it is', () => {
    expect(cropName('wheat', 'winter', 'en')).toBe('Winter wheat');
    expect(cropName('wheat', 'winter', 'ar')).toMatch(/قمح/);
    expect(cropName('Maize', null, 'ar')).not.toBe('Maize');
    expect(cropName('date_palm', null, 'en')).toBe('Date palm');
    expect(cropName('Moringa', null, 'ar')).toBe('Moringa');
  });
});
