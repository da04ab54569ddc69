import { describe, expect, it } from 'vitest';
import { AgronomyInputError } from '../input/agronomy-input-error';
import { referenceEt0Hourly, type HourlyEt0Input } from './reference-et0-hourly';

// FAO-56 Example 19: N'Diaye, Senegal, 16°13'N, 16°15'W, 8 m, 1 October (J = 274); the example
// takes the time-zone centre at 15°W. FAO-56 longitudes are degrees west; ours are east-positive.
const ndiaye = {
  latitudeDeg: 16 + 13 / 60,
  longitudeDeg: -(16 + 15 / 60),
  timezoneCenterLongitudeDeg: -15,
  elevationM: 8,
  date: '2023-10-01',
} as const;

describe('referenceEt0Hourly, FAO-56 Example 19', () => {
  it('14-15 h: ET0 ≈ 0.63 mm/h', () => {
    const r = referenceEt0Hourly({ ...ndiaye, hourStart: 14, airTempC: 38, rhPct: 52, windSpeedMs: 3.3, solarRadiationMJm2: 2.45 });
    expect(r.dayOfYear).toBe(274);
    expect(r.isDaytime).toBe(true);
    expect(r.esKPa).toBeCloseTo(6.625, 2);
    expect(r.eaKPa).toBeCloseTo(3.445, 2);
    expect(r.raMJm2).toBeGreaterThan(3.5);
    expect(r.raMJm2).toBeLessThan(3.56); // FAO-56 prints 3.543
    expect(r.rnsMJm2).toBeCloseTo(1.887, 3);
    expect(r.rnMJm2).toBeCloseTo(1.749, 2);
    expect(r.gMJm2).toBeCloseTo(0.1 * r.rnMJm2, 12);
    expect(r.et0Mm).toBeCloseTo(0.63, 2);
    expect(r.rsRsoRatioSource).toBe('measured');
  });

  it('02-03 h: night, ratio 0.8, Rnl ≈ 0.100, ET0 ≈ 0.0 mm/h', () => {
    const r = referenceEt0Hourly({ ...ndiaye, hourStart: 2, airTempC: 28, rhPct: 90, windSpeedMs: 1.9, solarRadiationMJm2: 0 });
    expect(r.isDaytime).toBe(false);
    expect(r.raMJm2).toBe(0);
    expect(r.rsRsoRatio).toBe(0.8);
    expect(r.rsRsoRatioSource).toBe('default');
    expect(r.eaKPa).toBeCloseTo(3.402, 2);
    expect(r.rnlMJm2).toBeCloseTo(0.1, 2);
    expect(r.gMJm2).toBeCloseTo(0.5 * r.rnMJm2, 12);
    expect(r.et0Mm).toBeLessThan(0.01);
  });

  it('chains the last daylight Rs/Rso into the night and converts east-positive longitudes', () => {
    const night = referenceEt0Hourly({ ...ndiaye, hourStart: 22, airTempC: 28, rhPct: 80, windSpeedMs: 1, solarRadiationMJm2: 0, previousRsRsoRatio: 0.5 });
    expect(night.rsRsoRatio).toBe(0.5);
    expect(night.rsRsoRatioSource).toBe('previous');
    // 15° west of the zone meridian the sun culminates an hour later (FAO-56 eq. 31, Lz − Lm in degrees west).
    const at = (hourStart: number, lon: number): number =>
      referenceEt0Hourly({ ...ndiaye, longitudeDeg: lon, hourStart, airTempC: 30, rhPct: 50, windSpeedMs: 2, solarRadiationMJm2: 1 }).raMJm2;
    expect(at(12, -30) - at(11, -30)).toBeGreaterThan(at(12, -15) - at(11, -15) + 0.3);
    expect(at(13, -30)).toBeCloseTo(at(12, -15), 1);
  });

  it('rejects impossible input naming the field', () => {
    const base: HourlyEt0Input = { ...ndiaye, hourStart: 14, airTempC: 38, rhPct: 52, windSpeedMs: 3.3, solarRadiationMJm2: 2.45 };
    expect(() => referenceEt0Hourly({ ...base, rhPct: 101 })).toThrow(AgronomyInputError);
    expect(() => referenceEt0Hourly({ ...base, hourStart: 24 })).toThrow(/hourStart/);
    expect(() => referenceEt0Hourly({ ...base, windSpeedMs: -1 })).toThrow(/windSpeedMs/);
    expect(() => referenceEt0Hourly({ ...base, solarRadiationMJm2: -0.1 })).toThrow(/solarRadiationMJm2/);
  });
});
