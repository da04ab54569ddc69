import type { CropProfile } from '../crops/crop-coefficient';

/**
 * Effective root depth Zr (m) on a day after planting: growing linearly from `min` at planting to `max` at the
 * start of mid-season (a common simplification of FAO-56 chapter 8 root growth, Table 22 depths), then `max`.
 * Evergreen crops keep `max` all year. The one root-depth rule of the library: the season simulation and the
 * irrigation engine both use it.
 */
export function rootDepthOnDay(profile: CropProfile, rootDepthM: { min: number; max: number }, dayAfterPlanting: number): number {
  const { min, max } = rootDepthM;
  if (profile.kind === 'evergreen') return max;
  const s = profile.stageLengthsDays;
  const toMid = s.initial + s.development;
  if (toMid <= 0 || dayAfterPlanting >= toMid) return max;
  return min + ((max - min) * Math.max(0, dayAfterPlanting)) / toMid;
}
