/**
 * Management zones (spec 3, issue #13): a field's pixels grouped into 3 to 5 classes of a (multi-date mean) index by
 * k-means (Lloyd 1982, "Least squares quantization in PCM", IEEE Trans. Inf. Theory 28:129-137), the usual way of
 * delineating zones from imagery (Fridgen et al. 2004, "Management Zone Analyst (MZA)", Agron. J. 96:100-108, with
 * fuzzy k-means). Deterministic: the centres start at the values' quantiles (k + 0.5 splits), never at random, so the
 * same raster always gives the same zones. Zone 1 is the lowest mean.
 */

export const MIN_MANAGEMENT_ZONES = 3;
export const MAX_MANAGEMENT_ZONES = 5;
export const DEFAULT_MANAGEMENT_ZONES = 3;
/** Zones need at least this many clear pixels per zone (fewer: refused, no made-up zones). */
export const MIN_PIXELS_PER_ZONE = 10;
/** …and at least this share of the field's pixels clear on some date. */
export const MIN_CLEAR_SHARE_FOR_ZONES = 0.5;
const MAX_ITERATIONS = 100;

export interface ZoneSummary {
  /** 1 (lowest mean) … k. */
  zone: number;
  pixels: number;
  area_m2: number;
  percent_of_field: number;
  mean: number;
}

export type ManagementZonesResult =
  | { ok: true; zones: ZoneSummary[]; labels: Int8Array; fieldPixels: number; validPixels: number }
  | { ok: false; reason: 'too_few_clear_pixels'; fieldPixels: number; validPixels: number };

/** Per pixel, the mean of the dates' values where clear (NaN where never clear). All rasters share one grid. */
export function meanOverDates(dates: ReadonlyArray<{ values: Float32Array; clear: Uint8Array }>, pixels: number): Float32Array {
  const sum = new Float64Array(pixels);
  const count = new Uint16Array(pixels);
  for (const { values, clear } of dates) {
    for (let i = 0; i < pixels; i++) {
      const v = values[i]!;
      if (clear[i] && Number.isFinite(v)) {
        sum[i] = sum[i]! + v;
        count[i]!++;
      }
    }
  }
  const mean = new Float32Array(pixels);
  for (let i = 0; i < pixels; i++) mean[i] = count[i] ? sum[i]! / count[i]! : NaN;
  return mean;
}

/**
 * Each pixel's mean over the valid pixels (finite, inside) of the (2r + 1)² square around it, by summed-area tables:
 * zones are delineated on the smoothed surface so that pixel texture does not split them into specks (a moving-window
 * mean, as in the usual filtering before zoning; Córdoba et al. 2016, Comput. Electron. Agric. 124:66-73). NaN stays NaN.
 */
export function boxMean(values: Float32Array, inside: Uint8Array, width: number, height: number, radius: number): Float32Array {
  const w = width + 1;
  const sum = new Float64Array(w * (height + 1));
  const count = new Float64Array(w * (height + 1));
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const v = values[r * width + c]!;
      const ok = inside[r * width + c] && Number.isFinite(v);
      const at = (r + 1) * w + c + 1;
      sum[at] = (ok ? v : 0) + sum[at - 1]! + sum[at - w]! - sum[at - w - 1]!;
      count[at] = (ok ? 1 : 0) + count[at - 1]! + count[at - w]! - count[at - w - 1]!;
    }
  }
  const out = new Float32Array(values.length).fill(NaN);
  for (let r = 0; r < height; r++) {
    const r0 = Math.max(0, r - radius);
    const r1 = Math.min(height, r + radius + 1);
    for (let c = 0; c < width; c++) {
      if (!Number.isFinite(values[r * width + c]!)) continue;
      const c0 = Math.max(0, c - radius);
      const c1 = Math.min(width, c + radius + 1);
      const box = (t: Float64Array) => t[r1 * w + c1]! - t[r0 * w + c1]! - t[r1 * w + c0]! + t[r0 * w + c0]!;
      const n = box(count);
      if (n > 0) out[r * width + c] = box(sum) / n;
    }
  }
  return out;
}

/**
 * One-dimensional k-means of `values` (finite), centres started at the (j + 0.5) / k quantiles; answers the centres
 * ascending and each value's class (index into the centres). Stops when no value changes class.
 */
export function kMeans1d(values: ArrayLike<number>, k: number): { centres: number[]; classes: Uint8Array } {
  const sorted = Float64Array.from(values).sort();
  const n = sorted.length;
  let centres = Array.from({ length: k }, (_, j) => sorted[Math.min(n - 1, Math.floor(((j + 0.5) / k) * n))]!);
  const classes = new Uint8Array(n);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    let changed = iteration === 0;
    const sums = new Float64Array(k);
    const counts = new Uint32Array(k);
    for (let i = 0; i < n; i++) {
      const v = values[i]!;
      let best = 0;
      for (let j = 1; j < k; j++) if (Math.abs(v - centres[j]!) < Math.abs(v - centres[best]!)) best = j;
      if (classes[i] !== best) {
        classes[i] = best;
        changed = true;
      }
      sums[best] = sums[best]! + v;
      counts[best]!++;
    }
    // An emptied class keeps its centre (it cannot happen with distinct quantile starts, but never divide by 0).
    centres = centres.map((c, j) => (counts[j] ? sums[j]! / counts[j]! : c));
    if (!changed) break;
  }
  // Centres ascending, classes renumbered to match.
  const order = centres.map((c, j) => [c, j] as const).sort((a, b) => a[0] - b[0]);
  const rank = new Uint8Array(k);
  order.forEach(([, j], r) => (rank[j] = r));
  for (let i = 0; i < n; i++) classes[i] = rank[classes[i]!]!;
  return { centres: order.map(([c]) => c), classes };
}

/**
 * The field's management zones: the clear pixels inside the border classed by k-means of `values`, with each
 * zone's pixels, area, share of the field and mean. `labels` is the zone (1…k) of each pixel, 0 outside or never
 * clear. Refused (no figure) when fewer than MIN_PIXELS_PER_ZONE × k pixels, or under MIN_CLEAR_SHARE_FOR_ZONES of
 * the field, have a value.
 */
export function managementZones(input: {
  values: Float32Array;
  inside: Uint8Array;
  resolutionM: number;
  k: number;
  /** With the raster's size, classes the pixels on their boxMean of this radius (the zones' means stay the raw values'). */
  smoothing?: { width: number; height: number; radius: number };
}): ManagementZonesResult {
  const { values, inside, resolutionM, k, smoothing } = input;
  if (!Number.isInteger(k) || k < MIN_MANAGEMENT_ZONES || k > MAX_MANAGEMENT_ZONES) throw new RangeError(`zones must be ${MIN_MANAGEMENT_ZONES}…${MAX_MANAGEMENT_ZONES}`);
  const valid: number[] = [];
  let fieldPixels = 0;
  for (let i = 0; i < values.length; i++) {
    if (!inside[i]) continue;
    fieldPixels++;
    if (Number.isFinite(values[i]!)) valid.push(i);
  }
  if (valid.length < MIN_PIXELS_PER_ZONE * k || valid.length < MIN_CLEAR_SHARE_FOR_ZONES * fieldPixels) {
    return { ok: false, reason: 'too_few_clear_pixels', fieldPixels, validPixels: valid.length };
  }
  const surface = smoothing && smoothing.radius > 0 ? boxMean(values, inside, smoothing.width, smoothing.height, smoothing.radius) : values;
  const { classes } = kMeans1d(valid.map((i) => surface[i]!), k);
  const labels = new Int8Array(values.length);
  const sums = new Float64Array(k);
  const counts = new Uint32Array(k);
  valid.forEach((pixel, n) => {
    const c = classes[n]!;
    labels[pixel] = c + 1;
    sums[c] = sums[c]! + values[pixel]!;
    counts[c]!++;
  });
  const zones: ZoneSummary[] = [];
  for (let c = 0; c < k; c++) {
    if (!counts[c]) continue;
    zones.push({
      zone: c + 1,
      pixels: counts[c]!,
      area_m2: counts[c]! * resolutionM * resolutionM,
      percent_of_field: (100 * counts[c]!) / fieldPixels,
      mean: sums[c]! / counts[c]!,
    });
  }
  return { ok: true, zones, labels, fieldPixels, validPixels: valid.length };
}
