import { describe, expect, it } from 'vitest';
import { AgronomyInputError } from '../input/agronomy-input-error';
import { climateAdjustedKc, cropCoefficientOnDay, cropStageOnDay, type SeasonalCropProfile } from './crop-coefficient';
import { FAO56_CROPS } from './fao56-crops';

const tomato = FAO56_CROPS.tomato!.profile as SeasonalCropProfile;

describe('FAO-56 single Kc curve', () => {
  it('is flat, rises, is flat, falls (eq. 66)', () => {
    expect(cropCoefficientOnDay(tomato, 0)).toBe(0.6);
    expect(cropCoefficientOnDay(tomato, 35)).toBe(0.6);
    expect(cropCoefficientOnDay(tomato, 35 + 22.5)).toBeCloseTo((0.6 + 1.15) / 2, 10);
    expect(cropCoefficientOnDay(tomato, 80)).toBe(1.15);
    expect(cropCoefficientOnDay(tomato, 150)).toBe(1.15);
    expect(cropCoefficientOnDay(tomato, 165)).toBeCloseTo((1.15 + 0.8) / 2, 10);
    expect(cropCoefficientOnDay(tomato, 180)).toBeCloseTo(0.8, 10);
    expect(cropCoefficientOnDay(tomato, 400)).toBeCloseTo(0.8, 10);
    expect(cropStageOnDay(tomato, 10)).toBe('initial');
    expect(cropStageOnDay(tomato, 50)).toBe('development');
    expect(cropStageOnDay(tomato, 100)).toBe('mid');
    expect(cropStageOnDay(tomato, 170)).toBe('late');
    expect(cropStageOnDay(tomato, 181)).toBe('after_season');
  });

  it('adjusts Kc mid and Kc end for climate (eq. 62), not Kc end ≤ 0.45', () => {
    // Arid, windy: RHmin 20 %, u2 4 m/s, h 0.6 m → +[0.08 + 0.1] (0.2)^0.3
    const adj = 0.18 * (0.6 / 3) ** 0.3;
    expect(climateAdjustedKc(1.15, { rhMinPct: 20, u2Ms: 4 }, 0.6)).toBeCloseTo(1.15 + adj, 10);
    expect(cropCoefficientOnDay(tomato, 100, { rhMinPct: 20, u2Ms: 4 })).toBeCloseTo(1.15 + adj, 10);
    expect(climateAdjustedKc(0.35, { rhMinPct: 20, u2Ms: 4 }, 2, true)).toBe(0.35);
    expect(climateAdjustedKc(1.2, { rhMinPct: 45, u2Ms: 2 }, 2)).toBeCloseTo(1.2, 12);
    // Humid calm climate lowers Kc mid
    expect(climateAdjustedKc(1.2, { rhMinPct: 70, u2Ms: 1 }, 2)).toBeLessThan(1.2);
  });

  it('keeps evergreen date palm constant and supports monthly Kc', () => {
    const palm = FAO56_CROPS.date_palm!;
    expect(palm.profile.kind).toBe('evergreen');
    expect(cropCoefficientOnDay(palm.profile, 0)).toBe(0.95);
    expect(cropCoefficientOnDay(palm.profile, 3000)).toBe(0.95);
    const monthly = { kind: 'evergreen' as const, kc: 0.95, kcByMonth: [0.9, 0.9, 0.95, 0.95, 0.95, 0.95, 0.95, 0.95, 0.95, 0.95, 0.9, 0.9], maxHeightM: 8 };
    expect(cropCoefficientOnDay(monthly, 0, { month: 1 })).toBe(0.9);
    expect(cropCoefficientOnDay(monthly, 0, { month: 7 })).toBe(0.95);
  });

  it('seeds the reference crops with Table 11/12/22 values', () => {
    for (const id of ['date_palm', 'citrus_70_no_cover', 'alfalfa_averaged', 'spring_wheat', 'winter_wheat', 'maize_grain', 'potato', 'onion_dry', 'olives', 'tomato', 'sugar_beet']) {
      const c = FAO56_CROPS[id];
      expect(c, id).toBeDefined();
      expect(c!.sources.join(' ')).toMatch(/Table 12/);
      expect(c!.rootDepthM.min).toBeLessThanOrEqual(c!.rootDepthM.max);
    }
    expect(FAO56_CROPS.potato).toMatchObject({ kcIni: 0.5, kcMid: 1.15, kcEnd: 0.75, depletionP: 0.35, rootDepthM: { min: 0.4, max: 0.6 } });
    expect(FAO56_CROPS.maize_grain!.stageLengthsDays).toEqual({ initial: 25, development: 40, mid: 45, late: 30 });
  });

  it('rejects a negative day', () => {
    expect(() => cropCoefficientOnDay(tomato, -1)).toThrow(AgronomyInputError);
  });
});
