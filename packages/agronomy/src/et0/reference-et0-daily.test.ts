import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AgronomyInputError } from '../input/agronomy-input-error';
import { referenceEt0Daily, type DailyEt0Input } from './reference-et0-daily';

const referenceDir = process.env.REFERENCE_DIR ?? path.resolve(import.meta.dirname, '../../../../../shared/reference');
const maricopaFile = path.join(referenceDir, 'refet-maricopa-2003-2020.out');

interface RefEtDay {
  date: string;
  tMaxC: number;
  tMinC: number;
  rsMJm2: number;
  windMs: number;
  tDewC: number;
  fao56Eto: number;
  /** Half of the last printed digit: values ≥ 10 are printed with one decimal. */
  printTolerance: number;
}

function readMaricopa(): RefEtDay[] {
  // Fails (does not skip) when the file is missing.
  expect(existsSync(maricopaFile), `reference file missing: ${maricopaFile} (set REFERENCE_DIR)`).toBe(true);
  const lines = readFileSync(maricopaFile, 'utf8').split(/\r?\n/);
  const header = lines.findIndex((l) => /^\s*Mo\s+Day\s+Yr\s+Tmax\s+Tmin\s+Rs\s+Wind\s+DewP\s+ETr\s+ETo\s+ETo\s*$/.test(l));
  expect(header).toBeGreaterThan(0);
  const days: RefEtDay[] = [];
  for (const line of lines.slice(header + 2)) {
    const f = line.trim().split(/\s+/);
    if (f.length !== 11) continue;
    const [mo, d, y, tMaxC, tMinC, rsMJm2, windMs, tDewC, , , eto] = f.map(Number) as number[];
    const decimals = f[10]!.includes('.') ? f[10]!.split('.')[1]!.length : 0;
    days.push({
      date: `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
      tMaxC: tMaxC!,
      tMinC: tMinC!,
      rsMJm2: rsMJm2!,
      windMs: windMs!,
      tDewC: tDewC!,
      fao56Eto: eto!,
      printTolerance: 0.5 * 10 ** -decimals,
    });
  }
  return days;
}

describe('referenceEt0Daily against REF-ET 3.1.15, AZMET Maricopa 2003-2020', () => {
  it('reproduces the FAO-56 PM column for all 6,575 days', () => {
    const days = readMaricopa();
    expect(days).toHaveLength(6575);
    expect(days[0]!.date).toBe('2003-01-01');
    expect(days.at(-1)!.date).toBe('2020-12-31');
    let within = 0;
    let maxExcess = 0;
    let sumSq = 0;
    let sum = 0;
    let twoDecimalDays = 0;
    let maxAbs = 0;
    for (const d of days) {
      const r = referenceEt0Daily({
        latitudeDeg: 33.069,
        elevationM: 361,
        date: d.date,
        tMaxC: d.tMaxC,
        tMinC: d.tMinC,
        solarRadiationMJm2: d.rsMJm2,
        windSpeedMs: d.windMs,
        windHeightM: 3,
        tDewC: d.tDewC,
      });
      expect(r.sources).toEqual({ humidity: 'tDew', radiation: 'measured', wind: 'measured' });
      const err = r.et0Mm - d.fao56Eto;
      if (d.printTolerance === 0.005) {
        sum += err;
        sumSq += err * err;
        twoDecimalDays++;
      }
      maxAbs = Math.max(maxAbs, Math.abs(err));
      if (Math.abs(err) <= d.printTolerance + 1e-9) within++;
      maxExcess = Math.max(maxExcess, Math.abs(err) - d.printTolerance);
    }
    // Measured: 5,000 of 6,575 days (76 %) round to the printed value; no day is off by more than 0.0065 mm
    // beyond the printed rounding; bias +0.0005 mm, RMSE 0.0041 mm on two-decimal days. The remaining difference is systematic and
    // seasonal, in REF-ET's extraterrestrial radiation: REF-ET evidently uses a solar declination of the form
    // 23.45° sin(2π (284 + J)/365) (Cooper 1969) instead of FAO-56 eq. 24; with that form 93 % of days match.
    console.info(
      `Maricopa: ${within}/${days.length} days within print rounding, max excess ${maxExcess.toFixed(4)} mm, max |err| ${maxAbs.toFixed(4)} mm, ` +
        `bias ${(sum / twoDecimalDays).toFixed(5)} mm, RMSE ${Math.sqrt(sumSq / twoDecimalDays).toFixed(5)} mm`,
    );
    expect(maxExcess).toBeLessThan(0.007);
    expect(within / days.length).toBeGreaterThan(0.72);
    expect(Math.abs(sum / twoDecimalDays)).toBeLessThan(0.001);
    // Print rounding alone gives an RMSE of 0.0029 mm.
    expect(Math.sqrt(sumSq / twoDecimalDays)).toBeLessThan(0.0045);
  });
});

describe('referenceEt0Daily, FAO-56 Example 18 (Brussels, 6 July)', () => {
  const brussels: DailyEt0Input = {
    latitudeDeg: 50 + 48 / 60,
    elevationM: 100,
    date: '2023-07-06',
    tMaxC: 21.5,
    tMinC: 12.3,
    rhMaxPct: 84,
    rhMinPct: 63,
    windSpeedMs: 10 / 3.6,
    windHeightM: 10,
    sunshineHours: 9.25,
  };

  it('gives ET0 3.9 mm/day with the published intermediate values', () => {
    const r = referenceEt0Daily(brussels);
    expect(r.dayOfYear).toBe(187);
    expect(r.et0Mm).toBeCloseTo(3.9, 1);
    expect(r.pressureKPa).toBeCloseTo(100.1, 1);
    expect(r.esKPa).toBeCloseTo(1.997, 2);
    expect(r.eaKPa).toBeCloseTo(1.409, 2);
    expect(r.raMJm2).toBeCloseTo(41.09, 1);
    expect(r.daylightHours).toBeCloseTo(16.1, 1);
    expect(r.rsMJm2).toBeCloseTo(22.07, 1);
    expect(r.rsoMJm2).toBeCloseTo(30.9, 1);
    expect(r.rnMJm2).toBeCloseTo(13.28, 1);
    expect(r.u2Ms).toBeCloseTo(2.078, 2);
    expect(r.sources).toEqual({ humidity: 'rhMaxMin', radiation: 'sunshine', wind: 'measured' });
  });

  it('fills missing data with the FAO-56 chapter 3 rules and labels the source', () => {
    const { rhMaxPct: _a, rhMinPct: _b, sunshineHours: _c, windSpeedMs: _d, ...bare } = brussels;
    const r = referenceEt0Daily(bare);
    expect(r.sources).toEqual({ humidity: 'tMin', radiation: 'hargreaves', wind: 'default' });
    expect(r.u2Ms).toBe(2);
    expect(r.eaKPa).toBeCloseTo(0.6108 * Math.exp((17.27 * 12.3) / (12.3 + 237.3)), 10);
    // Hargreaves Rs = 0.16 √(Tmax − Tmin) Ra (eq. 50)
    expect(r.rsMJm2).toBeCloseTo(0.16 * Math.sqrt(9.2) * r.raMJm2, 10);
    expect(r.et0Mm).toBeGreaterThan(2.5);
    expect(r.et0Mm).toBeLessThan(5);
    const coastal = referenceEt0Daily({ ...bare, coastal: true });
    expect(coastal.rsMJm2 / r.rsMJm2).toBeCloseTo(0.19 / 0.16, 10);
    expect(referenceEt0Daily({ ...bare, rhMeanPct: 73.5 }).sources.humidity).toBe('rhMean');
    expect(referenceEt0Daily({ ...bare, actualVaporPressureKPa: 1.409 }).eaKPa).toBe(1.409);
    expect(referenceEt0Daily({ ...bare, aridClimate: true }).eaKPa).toBeLessThan(r.eaKPa);
    const byDoy = referenceEt0Daily({ ...bare, date: undefined, dayOfYear: 187 });
    expect(byDoy.et0Mm).toBe(r.et0Mm);
  });

  it.each([
    [{ tMinC: 25 }, 'tMinC'],
    [{ rhMinPct: 120 }, 'rhMinPct'],
    [{ rhMaxPct: -1 }, 'rhMaxPct'],
    [{ windSpeedMs: -2 }, 'windSpeedMs'],
    [{ sunshineHours: -1 }, 'sunshineHours'],
    [{ latitudeDeg: 95 }, 'latitudeDeg'],
    [{ tMaxC: Number.NaN }, 'tMaxC'],
    [{ elevationM: Number.POSITIVE_INFINITY }, 'elevationM'],
    [{ date: '2023-02-30' }, 'date'],
    [{ date: undefined }, 'date'],
    [{ sunshineHours: 20 }, 'sunshineHours'],
  ] as const)('rejects %o with AgronomyInputError naming %s', (patch, field) => {
    let caught: unknown;
    try {
      referenceEt0Daily({ ...brussels, ...patch } as DailyEt0Input);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(AgronomyInputError);
    expect((caught as AgronomyInputError).field).toBe(field);
    expect((caught as AgronomyInputError).message).toContain(field);
  });

  it('rejects negative measured radiation', () => {
    expect(() => referenceEt0Daily({ ...brussels, sunshineHours: undefined, solarRadiationMJm2: -3 })).toThrow(/solarRadiationMJm2/);
  });
});
