/**
 * Statistics of an index over a field: the pixels of a north-up raster whose centres lie inside the field's
 * border (the pixel-centre rule of GDAL's rasterizer without ALL_TOUCHED), clear by the scene classification.
 */

/** A north-up grid: upper-left corner, square pixel size and size in pixels, in a metric CRS. */
export interface RasterGrid {
  originX: number;
  originY: number;
  resolutionM: number;
  width: number;
  height: number;
}

/** Rings of a polygon (first outer, others holes), each a list of [x, y] in the grid's CRS. */
export type PolygonRings = ReadonlyArray<ReadonlyArray<readonly [number, number]>>;

/**
 * 1 for each pixel whose centre lies inside the (multi)polygon, by the even-odd rule over all rings, so holes
 * are left out. One scanline per row: crossings of the row's centre line with every edge.
 */
export function pixelCentresInside(grid: RasterGrid, polygons: ReadonlyArray<PolygonRings>): Uint8Array {
  const { originX, originY, resolutionM: r, width, height } = grid;
  const inside = new Uint8Array(width * height);
  const edges: Array<[number, number, number, number]> = [];
  for (const rings of polygons) {
    for (const ring of rings) {
      for (let i = 0; i < ring.length; i++) {
        const a = ring[i]!;
        const b = ring[(i + 1) % ring.length]!;
        if (a[1] !== b[1]) edges.push([a[0], a[1], b[0], b[1]]);
      }
    }
  }
  const crossings: number[] = [];
  for (let row = 0; row < height; row++) {
    const y = originY - (row + 0.5) * r;
    crossings.length = 0;
    for (const [x1, y1, x2, y2] of edges) {
      // Half-open rule: an edge counts when the line lies in [min y, max y), so a vertex on it counts once.
      if ((y1 <= y && y < y2) || (y2 <= y && y < y1)) crossings.push(x1 + ((y - y1) / (y2 - y1)) * (x2 - x1));
    }
    crossings.sort((p, q) => p - q);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      // Columns whose centre x = originX + (col + 0.5) r lies in [left, right).
      const first = Math.max(0, Math.ceil((crossings[k]! - originX) / r - 0.5));
      const last = Math.min(width - 1, Math.ceil((crossings[k + 1]! - originX) / r - 0.5) - 1);
      for (let col = first; col <= last; col++) inside[row * width + col] = 1;
    }
  }
  return inside;
}

/** Statistics of an index over a field on one date (`GET …/satellite/stats/`). Null where no pixel is valid. */
export interface IndexStatistics {
  mean: number | null;
  min: number | null;
  max: number | null;
  /** Population standard deviation. */
  std: number | null;
  p10: number | null;
  p50: number | null;
  p90: number | null;
  /** Pixels whose centres lie inside the border. */
  pixels: number;
  /** Of those, pixels clear by the scene classification with a finite index value. */
  valid_pixels: number;
  /** valid_pixels / pixels (0 when the field covers no pixel centre). */
  clear_fraction: number;
}

/** Percentile of sorted values by linear interpolation between closest ranks (Hyndman & Fan 1996, type 7; numpy's default). */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  const h = (n - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(n - 1, lo + 1);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

/**
 * Statistics of `values` over the pixels where `inside` is 1; a pixel counts as valid when `clear` is 1 (or no
 * mask is given) and its value is finite.
 */
export function indexStatistics(values: Float32Array, inside: Uint8Array, clear?: Uint8Array): IndexStatistics {
  let pixels = 0;
  const kept: number[] = [];
  for (let i = 0; i < values.length; i++) {
    if (!inside[i]) continue;
    pixels++;
    const v = values[i]!;
    if ((!clear || clear[i]) && Number.isFinite(v)) kept.push(v);
  }
  const n = kept.length;
  const clearFraction = pixels === 0 ? 0 : n / pixels;
  if (n === 0) return { mean: null, min: null, max: null, std: null, p10: null, p50: null, p90: null, pixels, valid_pixels: 0, clear_fraction: clearFraction };
  const sorted = Float64Array.from(kept).sort();
  let sum = 0;
  for (const v of sorted) sum += v;
  const mean = sum / n;
  let squares = 0;
  for (const v of sorted) squares += (v - mean) ** 2;
  return {
    mean,
    min: sorted[0]!,
    max: sorted[n - 1]!,
    std: Math.sqrt(squares / n),
    p10: percentileOfSorted(sorted, 0.1),
    p50: percentileOfSorted(sorted, 0.5),
    p90: percentileOfSorted(sorted, 0.9),
    pixels,
    valid_pixels: n,
    clear_fraction: clearFraction,
  };
}
