import { describe, expect, it } from 'vitest';
import { convertLabValue } from './lab-units';
import { grossDepthWithLeaching, leachingRequirement, salinityWarnings, thresholdEceOf } from './salinity';
import { usdaTextureClass, waterBalanceSoilOf } from './soil-texture';
import { labRating } from './lab-ranges';

describe('USDA texture class (USDA texture triangle)', () => {
  it.each([
    [5, 90, 5, 'sand'],
    [5, 82, 13, 'loamy_sand'],
    [10, 65, 25, 'sandy_loam'],
    [18, 42, 40, 'loam'],
    [15, 20, 65, 'silt_loam'],
    [5, 5, 90, 'silt'],
    [28, 60, 12, 'sandy_clay_loam'],
    [33, 32, 35, 'clay_loam'],
    [34, 10, 56, 'silty_clay_loam'],
    [40, 52, 8, 'sandy_clay'],
    [45, 5, 50, 'silty_clay'],
    [60, 20, 20, 'clay'],
    // The triangle's corners and edges: 40 % clay 40 % silt 20 % sand is silty clay; 27 % clay 45 % sand is clay loam.
    [40, 20, 40, 'silty_clay'],
    [27, 45, 28, 'clay_loam'],
  ] as const)('clay %d sand %d silt %d is %s', (clay, sand, silt, expected) => {
    expect(usdaTextureClass(clay, sand, silt)).toBe(expected);
  });

  it('takes fractions summing to 98-102 % and refuses others', () => {
    expect(usdaTextureClass(10, 64, 25)).toBe('sandy_loam');
    expect(() => usdaTextureClass(30, 30, 30)).toThrow(/about 100/);
    expect(() => usdaTextureClass(-1, 60, 41)).toThrow(/clay/);
  });

  it("maps every class onto the water balance's FAO-56 Table 19 soils", () => {
    expect(waterBalanceSoilOf('loamy_sand')).toBe('loamy_sand');
    expect(waterBalanceSoilOf('silt_loam')).toBe('loam');
    expect(waterBalanceSoilOf('silty_clay')).toBe('clay');
  });
});

describe('lab units', () => {
  it('converts EC, fractions and ions', () => {
    expect(convertLabValue(2.5, 'mS/cm', 'dS/m')).toBe(2.5);
    expect(convertLabValue(1500, 'µS/cm', 'dS/m')).toBeCloseTo(1.5, 12);
    expect(convertLabValue(250, 'g/kg', '%')).toBe(25);
    expect(convertLabValue(12, '%', 'g/kg')).toBe(120);
    // Chloride 10 meq/L = 354.5 mg/L; sodium 460 mg/L = 20 meq/L.
    expect(convertLabValue(10, 'meq/L', 'mg/L', 'chloride')).toBeCloseTo(354.5, 6);
    expect(convertLabValue(459.8, 'mg/L', 'meq/L', 'sodium')).toBeCloseTo(20, 6);
  });

  it('refuses units that do not convert', () => {
    expect(() => convertLabValue(1, 'dS/m', '%')).toThrow(/does not convert/);
    expect(() => convertLabValue(1, 'meq/L', 'mg/L', 'ph')).toThrow(/does not convert/);
    expect(() => convertLabValue(1, 'furlongs', '%')).toThrow(/unknown unit/);
  });
});

describe('leaching requirement (FAO-29)', () => {
  it('reproduces the Rhoades equation examples', () => {
    // ECw 0.6 dS/m on a crop of threshold ECe 0.4 dS/m: LR = 0.6 / (2.0 − 0.6) = 0.43; 40 in of ET need 70 in of water.
    expect(leachingRequirement(0.6, 0.4)).toBeCloseTo(0.4286, 4);
    expect(grossDepthWithLeaching(40, leachingRequirement(0.6, 0.4), 1)).toBeCloseTo(70, 6);
    // Maize (FAO-29 Table 4 threshold 1.7 dS/m) with 1.2 dS/m water: LR = 1.2 / 7.3 = 0.164.
    expect(thresholdEceOf('maize_grain')).toBe(1.7);
    expect(leachingRequirement(1.2, 1.7)).toBeCloseTo(0.1644, 4);
  });

  it('adds the leaching water before the application efficiency', () => {
    // 30 mm net, LR 0.2, efficiency 0.8: 30 / (0.8 × 0.8) = 46.875 mm.
    expect(grossDepthWithLeaching(30, 0.2, 0.8)).toBeCloseTo(46.875, 9);
    expect(grossDepthWithLeaching(30, 0, 0.8)).toBeCloseTo(37.5, 9);
  });

  it('refuses water too salty to leach and negative EC', () => {
    expect(() => leachingRequirement(4.25, 1.7)).toThrow(/cannot be leached/);
    expect(leachingRequirement(4.2, 1.7)).toBeGreaterThan(0.97);
    expect(() => leachingRequirement(-1, 1.7)).toThrow(/negative/);
  });

  it('warns on sodic soil and toxic water', () => {
    expect(salinityWarnings({ esp: 18, sar: 4, chlorideMeqL: 12, boronMgL: 1 })).toEqual(['high_sodium_esp', 'chloride_toxicity']);
    expect(salinityWarnings({})).toEqual([]);
  });
});

describe('lab ranges', () => {
  it('rates irrigation water against FAO-29 Table 1 and soil against USDA Handbook 60, in any unit the lab used', () => {
    expect(labRating('water', 'ec', 1380, 'µS/cm')).toMatchObject({ rating: 'high', range: { max: 0.7, source: 'fao29_table1' } });
    expect(labRating('water', 'chloride', 100, 'mg/L')).toMatchObject({ rating: 'optimal' });
    expect(labRating('water', 'ph', 6.2, '')).toMatchObject({ rating: 'low' });
    expect(labRating('soil', 'esp', 18, '%')).toMatchObject({ rating: 'high', range: { source: 'usda_handbook60' } });
    expect(labRating('soil', 'clay', 20, '%')).toBeNull();
    expect(labRating('tissue', 'nitrogen', 2, '%')).toBeNull();
  });
});
