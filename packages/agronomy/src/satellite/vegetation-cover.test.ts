import { describe, expect, it } from 'vitest';
import { AgronomyInputError } from '../input/agronomy-input-error';
import { dataQualityLabel } from '../irrigation/irrigation-advice';
import { vegetationCoverFromNdvi } from './vegetation-cover';

describe('vegetation cover from NDVI (Carlson & Ripley 1997)', () => {
  it('is the square of the scaled NDVI between bare soil (0.15) and full cover (0.90)', () => {
    expect(vegetationCoverFromNdvi(0.15)).toBe(0);
    expect(vegetationCoverFromNdvi(0.9)).toBeCloseTo(100, 9);
    // Half-way in NDVI is a quarter of the ground covered.
    expect(vegetationCoverFromNdvi(0.525)).toBeCloseTo(25, 9);
    expect(vegetationCoverFromNdvi(0.05)).toBe(0);
    expect(vegetationCoverFromNdvi(0.97)).toBe(100);
  });

  it('gives the data quality the spec ties to cover: a young pivot is poor, a closed canopy excellent', () => {
    expect(dataQualityLabel(vegetationCoverFromNdvi(0.22))).toBe('poor_20');
    expect(dataQualityLabel(vegetationCoverFromNdvi(0.66))).toBe('fair_60');
    expect(dataQualityLabel(vegetationCoverFromNdvi(0.82))).toBe('excellent');
  });

  it('refuses what is not an NDVI', () => {
    expect(() => vegetationCoverFromNdvi(1.4)).toThrow(AgronomyInputError);
    expect(() => vegetationCoverFromNdvi(Number.NaN)).toThrow(AgronomyInputError);
  });
});
