import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AgronomyInputError } from '../input/agronomy-input-error';
import { atmosphericPressureKPa } from './atmosphere';
import { solarDeclinationRad } from './radiation';
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
  const site = { latitudeDeg: 33.069, elevationM: 361, windHeightM: 3 };

  function compare(days: RefEtDay[], options: Partial<DailyEt0Input>) {
    let within = 0;
    let maxExcess = 0;
    let maxAbs = 0;
    let sum = 0;
    let sumSq = 0;
    let twoDecimalDays = 0;
    const failing: string[] = [];
    for (const d of days) {
      const r = referenceEt0Daily({
        ...site,
        date: d.date,
        tMaxC: d.tMaxC,
        tMinC: d.tMinC,
        solarRadiationMJm2: d.rsMJm2,
        windSpeedMs: d.windMs,
        tDewC: d.tDewC,
        ...options,
      });
      expect(r.sources).toEqual({ humidity: 'tDew', radiation: 'measured', wind: 'measured' });
      const err = r.et0Mm - d.fao56Eto;
      if (d.printTolerance === 0.005) {
        sum += err;
        sumSq += err * err;
        twoDecimalDays++;
      }
      maxAbs = Math.max(maxAbs, Math.abs(err));
      // Exact match: |computed − printed| ≤ half the last printed digit (0.005, or 0.05 for values ≥ 10).
      if (Math.abs(err) <= d.printTolerance + 1e-9) within++;
      else failing.push(`${d.date} printed ${d.fao56Eto} computed ${r.et0Mm.toFixed(4)}`);
      maxExcess = Math.max(maxExcess, Math.abs(err) - d.printTolerance);
    }
    return { within, maxExcess, maxAbs, bias: sum / twoDecimalDays, rmse: Math.sqrt(sumSq / twoDecimalDays), failing };
  }

  it('reproduces the FAO-56 PM column with the REF-ET options (Cooper declination, 288 K pressure)', () => {
    const days = readMaricopa();
    expect(days).toHaveLength(6575);
    expect(days[0]!.date).toBe('2003-01-01');
    expect(days.at(-1)!.date).toBe('2020-12-31');
    // Why these options: REF-ET computes the declination with Cooper (1969), 23.45° sin(2π(284 + J)/365), not
    // FAO-56 eq. 24 (documented as REF-ET's method by the University of Idaho / WSWUP RefET Python package,
    // refet/calcs.py declination(method='refet')). The pressure option is empirical: fitting P over all days gives
    // 97.03 kPa in every temperature class, which is the 288 K standard-atmosphere form of eq. 7 (97.033 kPa), not
    // eq. 7's 97.105 kPa; no REF-ET documentation available to us states it. Everything else is plain FAO-56
    // (eq. 47 wind, eq. 39 with 4.903e-9 and 273.16 K, Rs/Rso limited to 0.3…1.0, Gsc 0.082, 900/(T + 273)).
    const r = compare(days, { solarDeclination: 'cooper', pressureSeaLevelTemperatureK: 288 });
    console.info(
      `Maricopa (REF-ET options): ${r.within}/${days.length} days exact, max excess ${r.maxExcess.toFixed(4)} mm, ` +
        `max |err| ${r.maxAbs.toFixed(4)} mm, bias ${r.bias.toFixed(5)} mm, RMSE ${r.rmse.toFixed(5)} mm`,
    );
    // Best honest limit, not the product's "all 6,575 days": 6,444 days (98.0 %) round to the printed value; the other
    // 131 are off by at most 0.0010 mm beyond the print rounding (|computed − printed| ≤ 0.0060 mm), spread over all
    // years and seasons with no sign pattern (bias −0.00001 mm, RMSE 0.0029 mm = print rounding alone). No further
    // documented variant moved this (solar constant 1367 W/m², σ 4.901e-9, Δ coefficient, wind log profile,
    // 365.25-day year, single-precision arithmetic, rounding of intermediate values were all tried and were no better
    // or worse), so the residual is some REF-ET internal we cannot identify from its output alone.
    expect(r.within).toBeGreaterThanOrEqual(6444);
    expect(r.failing).toHaveLength(days.length - r.within);
    expect(r.maxExcess).toBeLessThanOrEqual(0.0011);
    expect(Math.abs(r.bias)).toBeLessThan(0.0002);
    // Print rounding alone gives an RMSE of 0.0029 mm.
    expect(r.rmse).toBeLessThan(0.0031);
  });

  it('with the FAO-56 defaults stays within 0.007 mm of REF-ET (declination and pressure differ)', () => {
    const days = readMaricopa();
    const r = compare(days, {});
    // FAO-56 eq. 24 and eq. 7: 5,000 of 6,575 days exact, max excess 0.0065 mm (seasonal, from the declination).
    expect(r.within).toBeGreaterThanOrEqual(5000);
    expect(r.maxExcess).toBeLessThan(0.007);
  });
});

describe('REF-ET compatibility options', () => {
  const day: DailyEt0Input = { latitudeDeg: 33.069, elevationM: 361, date: '2010-03-21', tMaxC: 25, tMinC: 8, tDewC: 2, windSpeedMs: 2, windHeightM: 3, solarRadiationMJm2: 20 };

  it('Cooper declination is 23.45° sin(2π(284 + J)/365); default stays FAO-56 eq. 24', () => {
    // J = 172 (21 June): sin(2π·456/365) ≈ 1 → δ ≈ 23.45°
    expect((solarDeclinationRad(172, 'cooper') * 180) / Math.PI).toBeCloseTo(23.45, 2);
    expect(solarDeclinationRad(80)).toBe(0.409 * Math.sin(((2 * Math.PI) / 365) * 80 - 1.39));
    const fao = referenceEt0Daily(day);
    const cooper = referenceEt0Daily({ ...day, solarDeclination: 'cooper' });
    expect(cooper.raMJm2).not.toBe(fao.raMJm2);
    expect(referenceEt0Daily({ ...day, solarDeclination: 'fao56' }).et0Mm).toBe(fao.et0Mm);
  });

  it('288 K pressure is the standard-atmosphere form of eq. 7; default stays 293 K', () => {
    expect(atmosphericPressureKPa(0, 288)).toBeCloseTo(101.3, 10);
    expect(atmosphericPressureKPa(361, 288)).toBeCloseTo(97.033, 3);
    expect(atmosphericPressureKPa(361)).toBeCloseTo(97.105, 3);
    expect(referenceEt0Daily(day).pressureKPa).toBe(atmosphericPressureKPa(361));
    expect(referenceEt0Daily({ ...day, pressureSeaLevelTemperatureK: 288 }).pressureKPa).toBe(atmosphericPressureKPa(361, 288));
  });

  it.each([
    [{ solarDeclination: 'spencer' }, 'solarDeclination'],
    [{ pressureSeaLevelTemperatureK: 290 }, 'pressureSeaLevelTemperatureK'],
  ] as const)('rejects %o naming %s', (patch, field) => {
    expect(() => referenceEt0Daily({ ...day, ...patch } as unknown as DailyEt0Input)).toThrow(new RegExp(field));
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
