import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateDualKcSeason, type DualKcDayResult } from './dual-kc-balance';
import {
  datesBetween,
  dualKcInputOfPyfao56,
  parsePyfao56Irrigation,
  parsePyfao56Output,
  parsePyfao56Parameters,
  parsePyfao56Weather,
} from './pyfao56-files';

// Published USDA-ARS pyfao56 runs (public domain), one folder a case, each holding exactly one .par, .wth, .irr and
// .out (see test-data/README.md). Every folder is a test: dropping a new case in needs no code change.
const casesDir = path.resolve(import.meta.dirname, '../../test-data/pyfao56');
const cases = readdirSync(casesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

/** The .out columns compared every day, the library's value for each, and how close it must be. */
const DEPTH_MM = 0.01;
const COEFFICIENT = 0.001;
const COMPARED: readonly { column: string; of: (d: DualKcDayResult) => number; tolerance: number }[] = [
  { column: 'Kcb', of: (d) => d.kcb, tolerance: COEFFICIENT },
  { column: 'Ke', of: (d) => d.ke, tolerance: COEFFICIENT },
  { column: 'E', of: (d) => d.evaporationMm, tolerance: DEPTH_MM },
  { column: 'T', of: (d) => d.transpirationMm, tolerance: DEPTH_MM },
  { column: 'ETa', of: (d) => d.etaMm, tolerance: DEPTH_MM },
  { column: 'Ks', of: (d) => d.ks, tolerance: COEFFICIENT },
  // Zr is printed in metres with 3 decimals, so the file holds it only to half a millimetre; its exact value is
  // checked through TAW = 1000 (θFC − θWP) Zr, printed to 0.001 mm.
  { column: 'Zr', of: (d) => d.rootDepthM, tolerance: 0.0005 + 1e-9 },
  { column: 'TAW', of: (d) => d.tawMm, tolerance: DEPTH_MM },
  { column: 'RAW', of: (d) => d.rawMm, tolerance: DEPTH_MM },
  { column: 'Dr', of: (d) => d.depletionMm, tolerance: DEPTH_MM },
  // The intermediate terms of the same days, so a mismatch points at its cause.
  { column: 'Kcmax', of: (d) => d.kcMax, tolerance: COEFFICIENT },
  { column: 'fc', of: (d) => d.canopyCover, tolerance: COEFFICIENT },
  { column: 'few', of: (d) => d.exposedWettedFraction, tolerance: COEFFICIENT },
  { column: 'Kr', of: (d) => d.kr, tolerance: COEFFICIENT },
  { column: 'De', of: (d) => d.evaporationDepletionMm, tolerance: DEPTH_MM },
  { column: 'p', of: (d) => d.depletionFraction, tolerance: COEFFICIENT },
  { column: 'DP', of: (d) => d.deepPercolationMm, tolerance: DEPTH_MM },
  { column: 'Runoff', of: (d) => d.runoffMm, tolerance: DEPTH_MM },
];

function readCase(name: string) {
  const dir = path.join(casesDir, name);
  const files = readdirSync(dir);
  const read = (ext: string) => {
    const found = files.filter((f) => f.endsWith(ext));
    expect(found, `${name} must hold exactly one ${ext} file`).toHaveLength(1);
    return readFileSync(path.join(dir, found[0]!), 'utf8');
  };
  const output = parsePyfao56Output(read('.out'));
  const input = dualKcInputOfPyfao56({
    parameters: parsePyfao56Parameters(read('.par')),
    weather: parsePyfao56Weather(read('.wth')),
    irrigation: parsePyfao56Irrigation(read('.irr')),
    startDate: output.startDate,
    endDate: output.endDate,
    // pyfao56 computes runoff only when asked (roff=True): a run that reports runoff on some day had it on; a run
    // with none would come out the same either way.
    runoff: [...output.days.values()].some((d) => d.Runoff! > 0),
  });
  return { input, output };
}

describe('FAO-56 dual crop coefficient balance against published pyfao56 runs', () => {
  it('has at least one case folder', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)('%s: every day matches the pyfao56 output', (name) => {
    const { input, output } = readCase(name);
    const dates = datesBetween(output.startDate, output.endDate);
    expect(output.days.size, 'the .out lists every day of its simulated period').toBe(dates.length);
    const results = simulateDualKcSeason(input);
    expect(results).toHaveLength(dates.length);

    const misses: string[] = [];
    results.forEach((day, i) => {
      const published = output.days.get(dates[i]!)!;
      expect(day.et0Mm).toBeCloseTo(published.ETref!, 3);
      for (const { column, of, tolerance } of COMPARED) {
        const deviation = Math.abs(of(day) - published[column]!);
        if (!(deviation <= tolerance)) misses.push(`${dates[i]} ${column}: ${of(day)} against ${published[column]} (±${tolerance})`);
      }
    });
    expect(misses.slice(0, 20), `${misses.length} values outside the tolerance`).toEqual([]);
  });
});
