import { kcOnStageCurve } from '../crops/crop-coefficient';
import type { DualKcCrop } from './dual-kc-types';

/**
 * Basal crop coefficient Kcb on a day of the season (day 0 = first day of the initial stage): Kcb ini through the
 * initial stage, a linear rise to Kcb mid during development, Kcb mid, a linear fall to Kcb end during the late
 * season, then Kcb end (FAO-56 chapter 7, Figure 34, built as the Kc curve of eq. 66 with the Table 17 values).
 */
export function basalCropCoefficientOnDay(crop: DualKcCrop, day: number): number {
  return kcOnStageCurve(crop.stageLengthsDays, crop.kcbIni, crop.kcbMid, crop.kcbEnd, day);
}

/** How far the crop has developed, 0 at Kcb ini and 1 at Kcb mid: (Kcb − Kcb ini) / (Kcb mid − Kcb ini). */
function developedFraction(crop: DualKcCrop, kcb: number): number {
  const span = crop.kcbMid - crop.kcbIni;
  return span > 0 ? (kcb - crop.kcbIni) / span : 1;
}

/**
 * Plant height h, m, growing in proportion to Kcb from its initial to its maximum height:
 * h = h ini + (h max − h ini) (Kcb − Kcb ini) / (Kcb mid − Kcb ini); it never shrinks when Kcb falls in the late
 * season (`previousM`), and stays above 1 mm.
 */
export function cropHeightFromKcb(crop: DualKcCrop, kcb: number, previousM: number): number {
  const { initial, max } = crop.heightM;
  return Math.max(initial + (max - initial) * developedFraction(crop, kcb), 0.001, previousM);
}

/**
 * Effective root depth Zr, m, growing in proportion to Kcb (FAO-56 p. 279, Annex 8, as pyfao56 applies it):
 * Zr = Zr ini + (Zr max − Zr ini) (Kcb − Kcb ini) / (Kcb mid − Kcb ini). Roots therefore stay at Zr ini through the
 * initial stage and reach Zr max when mid-season starts; they never retreat (`previousM`).
 *
 * Not `rootDepthOnDay` of the single-Kc balance: that one grows the roots linearly in time from planting, already
 * during the initial stage, so with the same Zr ini and Zr max the two differ by up to Lini / (Lini + Ldev) of the
 * growth (the pyfao56 case shows it: Zr stays 0.60 m for its first 32 days).
 */
export function rootDepthFromKcb(crop: DualKcCrop, kcb: number, previousM: number): number {
  const { initial, max } = crop.rootDepthM;
  return Math.max(initial + (max - initial) * developedFraction(crop, kcb), 0.001, previousM);
}
