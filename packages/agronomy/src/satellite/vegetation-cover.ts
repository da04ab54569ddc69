import { requireInRange } from '../input/agronomy-input-error';

/** NDVI of bare desert soil and of a full green canopy, the ends of the scaled NDVI (Carlson & Ripley 1997). */
export const NDVI_BARE_SOIL = 0.15;
export const NDVI_FULL_COVER = 0.9;

/**
 * Fractional vegetation cover from a field's mean NDVI, %: Carlson, T. N. & Ripley, D. A. (1997), "On the relation between
 * NDVI, fractional vegetation cover, and leaf area index", Remote Sensing of Environment 62, 241–252: fc ≈ N*², with the
 * scaled NDVI N* = (NDVI − NDVI₀) / (NDVIₛ − NDVI₀) clamped to 0…1, where NDVI₀ is bare soil and NDVIₛ full cover
 * (0.15 and 0.90 here: Sentinel-2 over the sandy soils of Egypt and the Gulf, and a closed alfalfa or citrus canopy).
 */
export function vegetationCoverFromNdvi(ndvi: number, bareSoil = NDVI_BARE_SOIL, fullCover = NDVI_FULL_COVER): number {
  const value = requireInRange('ndvi', ndvi, -1, 1, '');
  const scaled = Math.min(1, Math.max(0, (value - bareSoil) / (fullCover - bareSoil)));
  return scaled * scaled * 100;
}
