import { describe, expect, it } from 'vitest';
import { AgronomyInputError } from '../input/agronomy-input-error';
import { deltaT, deltaTClass, wetBulbC, wetBulbStullC } from './wet-bulb';

describe('wet bulb and Delta T', () => {
  it('solves the psychrometric equation exactly', () => {
    const tw = wetBulbC(20, 50);
    // The solution satisfies FAO-56 eq. 15 with γ = 0.665e-3 × 101.3.
    const e = (t: number): number => 0.6108 * Math.exp((17.27 * t) / (t + 237.3));
    expect(e(tw) - 0.665e-3 * 101.3 * (20 - tw)).toBeCloseTo(0.5 * e(20), 9);
    // Psychrometric charts give ≈ 13.8 °C; the reference's 13.7 °C / 6.3 comes from Stull's fit (±0.3 °C).
    expect(tw).toBeCloseTo(13.85, 1);
    expect(Math.abs(deltaT(20, 50) - 6.3)).toBeLessThan(0.2);
    expect(wetBulbStullC(20, 50)).toBeCloseTo(13.7, 1);
    expect(20 - wetBulbStullC(20, 50)).toBeCloseTo(6.3, 1);
  });

  it('behaves physically: saturated air has no depression, drier air and lower pressure more', () => {
    expect(deltaT(25, 100)).toBeCloseTo(0, 6);
    expect(deltaT(30, 20)).toBeGreaterThan(deltaT(30, 60));
    expect(deltaT(30, 40, 90)).toBeGreaterThan(deltaT(30, 40, 101.3)); // smaller γ at altitude: colder wet bulb
    expect(deltaTClass(deltaT(20, 50))).toBe('good');
    expect(deltaTClass(deltaT(35, 15))).toBe('avoid');
    expect(deltaTClass(1)).toBe('too_low');
    expect(deltaTClass(9)).toBe('marginal');
  });

  it('rejects impossible humidity', () => {
    expect(() => wetBulbC(20, 120)).toThrow(AgronomyInputError);
    expect(() => deltaT(Number.NaN, 50)).toThrow(/airTempC/);
  });
});
