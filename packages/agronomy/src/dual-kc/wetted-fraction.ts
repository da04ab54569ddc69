/** A wetting event's kind in FAO-56 Table 20. */
export type WettingKind =
  | 'precipitation'
  | 'sprinkler'
  | 'basin'
  | 'border'
  | 'furrow_narrow_bed'
  | 'furrow_wide_bed'
  | 'furrow_alternated'
  | 'trickle';

/**
 * Common fraction fw of the soil surface wetted by irrigation or precipitation, FAO-56 Table 20 (range and the mid
 * value as a default).
 */
export const FAO56_WETTED_FRACTION: Readonly<Record<WettingKind, { min: number; max: number; typical: number }>> = Object.freeze({
  precipitation: { min: 1, max: 1, typical: 1 },
  sprinkler: { min: 1, max: 1, typical: 1 },
  basin: { min: 1, max: 1, typical: 1 },
  border: { min: 1, max: 1, typical: 1 },
  furrow_narrow_bed: { min: 0.6, max: 1, typical: 0.8 },
  furrow_wide_bed: { min: 0.4, max: 0.6, typical: 0.5 },
  furrow_alternated: { min: 0.3, max: 0.5, typical: 0.4 },
  trickle: { min: 0.3, max: 0.4, typical: 0.35 },
});

/** The irrigation systems of the product (spec: drip, center pivot, flood). */
export type IrrigationSystemKind = 'drip' | 'pivot' | 'flood';

/** The FAO-56 Table 20 row of each irrigation system: a pivot is a sprinkler, flood a basin, drip a trickle system. */
const TABLE_20_ROW: Readonly<Record<IrrigationSystemKind, WettingKind>> = { drip: 'trickle', pivot: 'sprinkler', flood: 'basin' };

/** How a wetting event wets the surface: the fraction fw, and whether that soil lies under the canopy. */
export interface SurfaceWetting {
  /** Fraction fw of the soil surface wetted. */
  wettedFraction: number;
  /** The wetted soil lies mostly under the canopy (drippers at the plants), so few = (1 − 2/3 fc) fw. */
  wetsUnderCanopy: boolean;
}

/**
 * How a system wets the soil: the typical fw of its FAO-56 Table 20 row (drip 0.35, pivot and flood 1), and for drip
 * the wetted spots under the plants that FAO-56 chapter 7 treats with few = (1 − 2/3 fc) fw.
 */
export function surfaceWettingForSystem(system: IrrigationSystemKind): SurfaceWetting {
  return { wettedFraction: FAO56_WETTED_FRACTION[TABLE_20_ROW[system]].typical, wetsUnderCanopy: system === 'drip' };
}

/** Rain of at least this depth, mm, wets the whole surface (fw = 1) on a day without irrigation. */
export const RAIN_WETTING_WHOLE_SURFACE_MM = 3;

/**
 * The wetting of the surface after the day's events (FAO-56 chapter 7, fw and Table 20): an irrigation sets its own
 * fw (even with rain the same day, the irrigation's pattern governs); rain of {@link RAIN_WETTING_WHOLE_SURFACE_MM}
 * or more alone wets the whole surface, fw = 1; otherwise the last wetting event's pattern is kept.
 */
export function surfaceWettingAfterDay(
  previous: SurfaceWetting,
  rainMm: number,
  irrigation: { depthMm: number; wettedFraction: number; wetsUnderCanopy?: boolean } | undefined,
): SurfaceWetting {
  if (irrigation && irrigation.depthMm > 0) return { wettedFraction: irrigation.wettedFraction, wetsUnderCanopy: irrigation.wetsUnderCanopy ?? false };
  if (rainMm >= RAIN_WETTING_WHOLE_SURFACE_MM) return { wettedFraction: 1, wetsUnderCanopy: false };
  return previous;
}
