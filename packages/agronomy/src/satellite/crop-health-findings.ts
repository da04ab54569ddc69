/**
 * Crop-health findings from a field's NDVI (spec 3): a sudden vegetation drop between two clear image dates, high
 * variability within the field on a date, and degraded vegetation zones (connected pixels well below the field's
 * median). The thresholds are product choices stated here, not published values; each finding carries the figures
 * it was decided on.
 */

/** A drop of at least this share of the previous clear date's mean NDVI is sudden (over at most MAX_DROP_GAP_DAYS). */
export const SUDDEN_DROP_RATIO = 0.15;
export const MAX_DROP_GAP_DAYS = 20;
/** Below this mean NDVI there is too little canopy to speak of a drop, variability or degraded zones. */
export const MIN_CANOPY_NDVI = 0.3;
/** Coefficient of variation (std / mean) from which a field is highly variable. */
export const HIGH_VARIABILITY_CV = 0.2;
/** A pixel is degraded below this share of the field's median NDVI. */
export const DEGRADED_SHARE_OF_MEDIAN = 0.75;
/** A degraded zone has at least this many connected pixels (4-neighbourhood). */
export const MIN_ZONE_PIXELS = 10;

/** One clear image date's NDVI statistics. */
export interface NdviDate {
  date: string;
  mean: number;
  std: number;
  p50: number;
}

export type CropHealthFinding =
  | { kind: 'sudden_drop'; analysed_on: string; previous_date: string; ratio_of_decrease: number }
  | { kind: 'high_variability'; analysed_on: string; coefficient_of_variation: number }
  | { kind: 'degraded_zones'; analysed_on: string; zone_count: number; area_m2: number; percent_of_field: number; ratio_of_decrease: number };

const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/** Findings from the clear dates' statistics, oldest first: a drop into the latest date, and the latest date's variability. */
export function seriesFindings(dates: readonly NdviDate[]): CropHealthFinding[] {
  const latest = dates[dates.length - 1];
  if (!latest) return [];
  const findings: CropHealthFinding[] = [];
  const previous = dates[dates.length - 2];
  if (previous && previous.mean >= MIN_CANOPY_NDVI && daysBetween(previous.date, latest.date) <= MAX_DROP_GAP_DAYS) {
    const ratio = (previous.mean - latest.mean) / previous.mean;
    if (ratio >= SUDDEN_DROP_RATIO) findings.push({ kind: 'sudden_drop', analysed_on: latest.date, previous_date: previous.date, ratio_of_decrease: ratio });
  }
  if (latest.mean >= MIN_CANOPY_NDVI && latest.std / latest.mean >= HIGH_VARIABILITY_CV) {
    findings.push({ kind: 'high_variability', analysed_on: latest.date, coefficient_of_variation: latest.std / latest.mean });
  }
  return findings;
}

/**
 * Degraded vegetation zones on one date: pixels inside the border and clear whose NDVI is below
 * DEGRADED_SHARE_OF_MEDIAN × the field's median, grouped into 4-connected zones of at least MIN_ZONE_PIXELS; their
 * count, area, share of the field's pixels and mean decrease from the median. Null when there is too little canopy.
 */
export function degradedZones(
  input: { values: Float32Array; inside: Uint8Array; clear: Uint8Array; width: number; height: number; resolutionM: number; median: number; date: string },
): CropHealthFinding | null {
  const { values, inside, clear, width, height, resolutionM, median, date } = input;
  if (!(median >= MIN_CANOPY_NDVI)) return null;
  const limit = DEGRADED_SHARE_OF_MEDIAN * median;
  const low = new Uint8Array(width * height);
  let fieldPixels = 0;
  for (let i = 0; i < low.length; i++) {
    if (!inside[i]) continue;
    fieldPixels++;
    if (clear[i] && values[i]! < limit) low[i] = 1;
  }
  const seen = new Uint8Array(low.length);
  const stack: number[] = [];
  let zones = 0;
  let zonePixels = 0;
  let decrease = 0;
  for (let start = 0; start < low.length; start++) {
    if (!low[start] || seen[start]) continue;
    const members: number[] = [];
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop()!;
      members.push(i);
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j >= 0 && j < low.length && low[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (members.length < MIN_ZONE_PIXELS) continue;
    zones++;
    zonePixels += members.length;
    for (const i of members) decrease += (median - values[i]!) / median;
  }
  if (zones === 0) return null;
  return {
    kind: 'degraded_zones',
    analysed_on: date,
    zone_count: zones,
    area_m2: zonePixels * resolutionM * resolutionM,
    percent_of_field: (100 * zonePixels) / fieldPixels,
    ratio_of_decrease: decrease / zonePixels,
  };
}
