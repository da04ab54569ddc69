import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { curveNumberRunoffMm } from './curve-number-runoff';
import { totalEvaporableWaterMm } from './evaporation-layer';
import { datesBetween, parsePyfao56Output, parsePyfao56Parameters } from './pyfao56-files';

// pyfao56's runoff demonstration (tests/test08: rainfed corn, McLean county IL, 2015, run with roff=True); see
// test-data/README.md. Its weather has no ETref (pyfao56 computes it), so it is not a full case folder: here it
// checks the runoff of every rain day from the rain and the previous day's De it printed.
const dir = path.resolve(import.meta.dirname, '../../test-data/pyfao56-runoff-corn2015');

describe('curveNumberRunoffMm (ASCE Manual 70 curve number, pyfao56 roff)', () => {
  it('runs off nothing below 0.2 S and more from a wet surface than from a dry one', () => {
    expect(curveNumberRunoffMm(0, 80, 0, 20, 9)).toBe(0);
    expect(curveNumberRunoffMm(5, 75, 20, 20, 9)).toBe(0);
    const wet = curveNumberRunoffMm(50, 75, 0, 20, 9);
    const dry = curveNumberRunoffMm(50, 75, 20, 20, 9);
    expect(wet).toBeGreaterThan(dry);
    // CN3 of CN2 75 is 75 / (0.427 + 0.00573 × 75), S = 250 (100/CN3 − 1), RO = (P − 0.2 S)² / (P + 0.8 S)
    const cn3 = 75 / (0.427 + 0.00573 * 75);
    const s = 250 * (100 / cn3 - 1);
    expect(wet).toBeCloseTo((50 - 0.2 * s) ** 2 / (50 + 0.8 * s), 12);
  });

  it('gives the runoff pyfao56 printed on every rain day of its 2015 corn run', () => {
    const par = parsePyfao56Parameters(readFileSync(path.join(dir, 'par2015.par'), 'utf8'));
    const out = parsePyfao56Output(readFileSync(path.join(dir, 'model_MOP70.out'), 'utf8'));
    const tew = totalEvaporableWaterMm(par.thetaFC!, par.thetaWP!, par.Ze!);
    const dates = datesBetween(out.startDate, out.endDate);
    let rainDays = 0;
    let runoffDays = 0;
    dates.forEach((date, i) => {
      const day = out.days.get(date)!;
      if (!(day.Rain! > 0)) return;
      rainDays++;
      if (day.Runoff! > 0) runoffDays++;
      const previousDe = i === 0 ? tew : out.days.get(dates[i - 1]!)!.De!;
      // De and the runoff are printed to 0.001 mm
      expect(Math.abs(curveNumberRunoffMm(day.Rain!, par.CN2!, previousDe, tew, par.REW!) - day.Runoff!), date).toBeLessThanOrEqual(0.002);
    });
    expect(rainDays).toBeGreaterThan(40);
    expect(runoffDays).toBeGreaterThan(10);
  });
});
