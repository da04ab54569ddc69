import { addDaysIso } from '../et0/calendar';

/**
 * The Toshka lakes' water area from the water index, simulated offline (issue #13: the public /toshkalakes page).
 * A 140 × 90 km grid of 1 km pixels west of Lake Nasser holds four depressions; the water level follows a curve
 * shaped after the lakes' reported history (filled by the Nile floods from late 1998 to about 2002, drying to
 * almost nothing by 2018, filled again from 2019), NOT measured. Each date's NDWI (McFeeters 1996, (G − NIR) /
 * (G + NIR)) is simulated with texture, and water is NDWI above 0, McFeeters' threshold; the area is the water
 * pixels' count. Deterministic: the same date gives the same picture.
 */

export const LAKES_GRID = { width: 140, height: 90, pixelKm: 1 } as const;
/** The grid's north-west corner, degrees (the depressions lie between 30.2 and 31.5 E, 22.6 and 23.4 N). */
export const LAKES_ORIGIN = { lng: 30.1, lat: 23.45 } as const;
/** The first simulated date and the step between dates. */
export const LAKES_FIRST_DATE = '1998-10-01';
export const LAKES_STEP_DAYS = 91;

/** The four depressions: centre (km from the north-west corner), half-axes (km) and depth (m below the spill level). */
const BASINS = [
  { cx: 112, cy: 52, a: 18, b: 9, depth: 22 },
  { cx: 84, cy: 44, a: 16, b: 8, depth: 20 },
  { cx: 58, cy: 36, a: 20, b: 10, depth: 18 },
  { cx: 28, cy: 28, a: 22, b: 9, depth: 14 },
];

/** The water level, m above the depressions' floor reference (0: dry), by year (fractional), shaped after the history. */
const LEVEL_KNOTS: ReadonlyArray<readonly [number, number]> = [
  [1998.7, 0],
  [1999.5, 8],
  [2000.5, 14],
  [2001.8, 19],
  [2002.5, 18],
  [2004.5, 12],
  [2006.5, 8],
  [2009.5, 4],
  [2012.5, 1.5],
  [2018.5, 0.5],
  [2019.9, 6],
  [2020.9, 13],
  [2021.8, 15],
  [2023.5, 11],
  [2026.5, 8],
];

function levelOn(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = y + (m - 1) / 12 + (d - 1) / 365;
  const first = LEVEL_KNOTS[0]!;
  if (t <= first[0]) return first[1];
  for (let i = 1; i < LEVEL_KNOTS.length; i++) {
    const [t1, v1] = LEVEL_KNOTS[i]!;
    const [t0, v0] = LEVEL_KNOTS[i - 1]!;
    if (t <= t1) return v0 + ((v1 - v0) * (t - t0)) / (t1 - t0);
  }
  return LEVEL_KNOTS[LEVEL_KNOTS.length - 1]![1];
}

/** A deterministic value in [-1, 1] for a pixel and a seed (integer hash). */
function noise(i: number, seed: number): number {
  let h = Math.imul(i ^ Math.imul(seed, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return ((h >>> 0) / 0xffffffff) * 2 - 1;
}

/** How far below the spill level the ground lies at each pixel (the deepest basin covering it), m; 0 outside. */
let depthBelowSpill: Float32Array | undefined;
function groundBelowSpill(): Float32Array {
  if (depthBelowSpill) return depthBelowSpill;
  const { width, height } = LAKES_GRID;
  depthBelowSpill = new Float32Array(width * height);
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const i = r * width + c;
      for (const b of BASINS) {
        const e = 1 - ((c + 0.5 - b.cx) / b.a) ** 2 - ((r + 0.5 - b.cy) / b.b) ** 2;
        if (e > 0) depthBelowSpill[i] = Math.max(depthBelowSpill[i]!, b.depth * e + 1.5 * noise(i, 7));
      }
    }
  }
  return depthBelowSpill;
}

/** The spill level stands this far above the deepest floor, m: water covers ground deeper than SPILL − level. */
const SPILL_M = 24;

/** Each pixel's simulated NDWI on a date (row-major, north first). */
export function simulatedLakesNdwi(date: string): Float32Array {
  const below = groundBelowSpill();
  const level = levelOn(date);
  const seed = Number(date.replaceAll('-', ''));
  return Float32Array.from(below, (depth, i) => (depth > 0 && depth > SPILL_M - level ? 0.35 : -0.35) + 0.12 * noise(i, seed));
}

/** Water pixels of a date: NDWI above 0 (McFeeters 1996). */
export function lakesWaterMask(ndwi: Float32Array): Uint8Array {
  return Uint8Array.from(ndwi, (v) => (v > 0 ? 1 : 0));
}

/** The simulated dates (every 91 days from LAKES_FIRST_DATE to `today`) and each one's water area, km². */
export function simulatedLakesSeries(today: string): Array<{ date: string; waterKm2: number }> {
  const series: Array<{ date: string; waterKm2: number }> = [];
  for (let date = LAKES_FIRST_DATE; date <= today; date = addDaysIso(date, LAKES_STEP_DAYS)) {
    const mask = lakesWaterMask(simulatedLakesNdwi(date));
    let water = 0;
    for (const v of mask) water += v;
    series.push({ date, waterKm2: water * LAKES_GRID.pixelKm ** 2 });
  }
  return series;
}
