/**
 * The soil evaporation side of the FAO-56 dual crop coefficient (chapter 7, eqs. 71-79): the upper limit Kcmax,
 * the canopy cover fc, the exposed and wetted fraction few, the drying of the surface layer (Kr) and its daily
 * water balance. Functions take already checked numbers; `simulateDualKcSeason` checks its inputs once.
 */

/** Total evaporable water TEW of the surface layer, mm, FAO-56 eq. 73: TEW = 1000 (θFC − 0.5 θWP) Ze. */
export function totalEvaporableWaterMm(thetaFc: number, thetaWp: number, evaporationLayerM: number): number {
  // FAO-56 eq. 73
  return 1000 * (thetaFc - 0.5 * thetaWp) * evaporationLayerM;
}

/**
 * Upper limit of Kc following a wetting, Kcmax. Short grass reference, FAO-56 eq. 72:
 * Kcmax = max(1.2 + [0.04 (u2 − 2) − 0.004 (RHmin − 45)] (h/3)^0.3, Kcb + 0.05), with u2 kept within 1-6 m/s and
 * RHmin within 20-80 % as the equation requires. Against a tall (alfalfa) reference ETr the upper limit is
 * max(1.0, Kcb + 0.05) (ASCE Manual 70, 2016, with ETr-based coefficients).
 */
export function maximumCropCoefficient(kcb: number, heightM: number, u2Ms: number, rhMinPct: number, referenceCrop: 'short' | 'tall' = 'short'): number {
  if (referenceCrop === 'tall') return Math.max(1.0, kcb + 0.05);
  const u2 = Math.min(6, Math.max(1, u2Ms));
  const rhMin = Math.min(80, Math.max(20, rhMinPct));
  // FAO-56 eq. 72
  const climate = 1.2 + (0.04 * (u2 - 2) - 0.004 * (rhMin - 45)) * (heightM / 3) ** 0.3;
  return Math.max(climate, kcb + 0.05);
}

/**
 * Fraction of the ground covered or shaded by vegetation fc, FAO-56 eq. 76:
 * fc = ((Kcb − Kcmin) / (Kcmax − Kcmin))^(1 + 0.5 h), kept within 0-0.99 (FAO-56 limits fc to 0.99 so that
 * 1 − fc never reaches 0).
 */
export function canopyCoverFraction(kcb: number, kcMin: number, kcMax: number, heightM: number): number {
  const ratio = (kcb - kcMin) / (kcMax - kcMin);
  if (!(ratio > 0)) return 0;
  // FAO-56 eq. 76
  return Math.min(0.99, ratio ** (1 + 0.5 * heightM));
}

/**
 * Fraction of the soil that is both exposed to sun and air and wetted, few, FAO-56 eq. 75: few = min(1 − fc, fw),
 * kept within 0.01-1, the limits FAO-56 gives with the equation. With `wettedUnderCanopy` (drip under trees, where
 * the drippers wet soil the canopy shades) FAO-56 chapter 7 (fw and trickle irrigation) reduces it to
 * few = (1 − 2/3 fc) fw.
 */
export function exposedWettedFraction(canopyCover: number, wettedFraction: number, wettedUnderCanopy = false): number {
  const few = wettedUnderCanopy
    ? (1 - (2 / 3) * canopyCover) * wettedFraction
    : // FAO-56 eq. 75
      Math.min(1 - canopyCover, wettedFraction);
  return Math.min(1, Math.max(0.01, few));
}

/**
 * Evaporation reduction coefficient Kr, FAO-56 eq. 74: 1 while the depletion of the surface layer at the end of the
 * previous day De is at most REW (stage 1, energy-limited), then Kr = (TEW − De) / (TEW − REW), 0 at De = TEW.
 */
export function evaporationReductionCoefficient(previousEvaporationDepletionMm: number, tewMm: number, rewMm: number): number {
  if (tewMm <= rewMm) return previousEvaporationDepletionMm < tewMm ? 1 : 0;
  // FAO-56 eq. 74
  return Math.min(1, Math.max(0, (tewMm - previousEvaporationDepletionMm) / (tewMm - rewMm)));
}

/**
 * Soil evaporation coefficient Ke, FAO-56 eq. 71: Ke = Kr (Kcmax − Kcb), but no more than few Kcmax (only the
 * exposed and wetted soil supplies the energy-limited evaporation).
 */
export function soilEvaporationCoefficient(kr: number, kcMax: number, kcb: number, exposedWetted: number): number {
  // FAO-56 eq. 71
  return Math.max(0, Math.min(kr * (kcMax - kcb), exposedWetted * kcMax));
}

/** Inputs of {@link evaporationLayerStep}. */
export interface EvaporationLayerStepInput {
  /** Depletion of the evaporation layer at the end of the previous day De,i−1, mm. */
  previousDepletionMm: number;
  /** Rain reaching the soil (P − RO), mm. */
  infiltratedRainMm: number;
  /** Net irrigation reaching the soil, mm (over the field; concentrated on the wetted fraction fw). */
  netIrrigationMm: number;
  /** Fraction fw wetted by the irrigation. */
  wettedFraction: number;
  /** Fraction few exposed and wetted. */
  exposedWettedFraction: number;
  /** Evaporation of the day E, mm. */
  evaporationMm: number;
  /** Total evaporable water TEW, mm. */
  tewMm: number;
}

/**
 * One day of the surface layer's water balance, FAO-56 eqs. 77-79. Irrigation falls on the wetted fraction only
 * (I/fw) and the evaporation leaves the exposed and wetted fraction only (E/few); water beyond field capacity of the
 * layer percolates, DPe = (P − RO) + I/fw − De,i−1 ≥ 0 (eq. 79); De,i = De,i−1 − (P − RO) − I/fw + E/few + DPe
 * (eq. 77), kept within 0…TEW (eq. 78). Transpiration out of the thin surface layer (Tew) is neglected, as FAO-56
 * allows for all but shallow-rooted crops.
 */
export function evaporationLayerStep(input: EvaporationLayerStepInput): { depletionMm: number; percolationMm: number } {
  const inflow = input.infiltratedRainMm + input.netIrrigationMm / input.wettedFraction;
  // FAO-56 eq. 79
  const percolationMm = Math.max(0, inflow - input.previousDepletionMm);
  // FAO-56 eq. 77
  const de = input.previousDepletionMm - inflow + input.evaporationMm / input.exposedWettedFraction + percolationMm;
  // FAO-56 eq. 78: 0 ≤ De ≤ TEW
  return { depletionMm: Math.min(input.tewMm, Math.max(0, de)), percolationMm };
}
