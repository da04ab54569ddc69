import { AgronomyInputError, requireFinite, requireInRange, requireNonNegative } from '../input/agronomy-input-error';
import { cropCoefficientOnDay, seasonLengthDays, type CropProfile, type KcClimate } from '../crops/crop-coefficient';
import { rootDepthOnDay } from './root-depth';

/**
 * Total available water in the root zone TAW (mm), FAO-56 eq. 82: TAW = 1000 (θFC − θWP) Zr.
 * θ in m³/m³, Zr in m.
 */
export function totalAvailableWaterMm(thetaFc: number, thetaWp: number, rootDepthM: number): number {
  const fc = requireInRange('thetaFc', thetaFc, 0, 1);
  const wp = requireInRange('thetaWp', thetaWp, 0, 1);
  if (wp > fc) throw new AgronomyInputError('thetaWp', `must not exceed thetaFc (${wp} > ${fc})`);
  const zr = requireNonNegative('rootDepthM', rootDepthM);
  // FAO-56 eq. 82
  return 1000 * (fc - wp) * zr;
}

/**
 * Depletion fraction p adjusted for the day's demand, FAO-56 Table 22 footnote:
 * p = p_table + 0.04 (5 − ETc), kept within 0.1-0.8.
 */
export function adjustedDepletionFraction(pTable: number, etcMm?: number): number {
  const p = requireInRange('depletionP', pTable, 0, 1);
  if (etcMm === undefined) return p;
  return depletionFractionForEtc(p, requireNonNegative('etcMm', etcMm));
}

/** {@link adjustedDepletionFraction} on already checked inputs (for loops over many days). */
export function depletionFractionForEtc(pTable: number, etcMm: number): number {
  // FAO-56 Table 22 note: p = p_table + 0.04 (5 − ETc)
  return Math.min(0.8, Math.max(0.1, pTable + 0.04 * (5 - etcMm)));
}

/**
 * Readily available water RAW (mm), FAO-56 eq. 83: RAW = p TAW, with p adjusted for the day's
 * ETc when `etcMm` is given (see {@link adjustedDepletionFraction}).
 */
export function readilyAvailableWaterMm(tawMm: number, pTable: number, etcMm?: number): number {
  const taw = requireNonNegative('tawMm', tawMm);
  // FAO-56 eq. 83
  return adjustedDepletionFraction(pTable, etcMm) * taw;
}

/**
 * Water stress coefficient Ks, FAO-56 eq. 84: 1 while Dr ≤ RAW, then
 * Ks = (TAW − Dr) / (TAW − RAW), falling to 0 at Dr = TAW.
 */
export function waterStressCoefficient(depletionMm: number, tawMm: number, rawMm: number): number {
  const dr = requireNonNegative('depletionMm', depletionMm);
  const taw = requireNonNegative('tawMm', tawMm);
  const raw = requireNonNegative('rawMm', rawMm);
  if (raw > taw) throw new AgronomyInputError('rawMm', `must not exceed tawMm (${raw} > ${taw})`);
  return stressCoefficient(dr, taw, raw);
}

/** {@link waterStressCoefficient} on already checked inputs (0 ≤ RAW ≤ TAW), for loops over many days. */
export function stressCoefficient(dr: number, taw: number, raw: number): number {
  if (dr <= raw) return 1;
  if (taw <= raw) return 0;
  // FAO-56 eq. 84: Ks = (TAW − Dr) / ((1 − p) TAW)
  return Math.min(1, Math.max(0, (taw - dr) / (taw - raw)));
}

/**
 * Effective rainfall (mm) for a daily water balance, the part of a day's rain that enters the root zone.
 * Rule used (documented choice): a day's rain of at most 0.2 ET0 is taken as fully evaporated from the
 * wet surface and ignored (FAO-56 chapter 7, Ke procedure: "precipitation less than about 0.2 ET0 is
 * normally entirely evaporated"); above that, a fixed fraction `fraction` (default 0.8, the
 * "fixed percentage" method of FAO CROPWAT / FAO Irrigation and Drainage Paper 25, Dastane 1974)
 * is effective, the rest runoff and interception. Without `et0Mm` the threshold is 0.
 */
export function effectiveRainMm(rainMm: number, options: { et0Mm?: number; fraction?: number } = {}): number {
  const rain = requireNonNegative('rainMm', rainMm);
  const fraction = requireInRange('fraction', options.fraction ?? 0.8, 0, 1);
  const threshold = options.et0Mm === undefined ? 0 : 0.2 * requireNonNegative('et0Mm', options.et0Mm);
  return effectiveRainAbove(rain, threshold, fraction);
}

/**
 * {@link effectiveRainMm} on already checked inputs: nothing up to `thresholdMm` (0.2 ET0, FAO-56 chapter 7),
 * `fraction` of the rain above it (the fixed-percentage method, 0.8 by default).
 */
export function effectiveRainAbove(rainMm: number, thresholdMm: number, fraction = 0.8): number {
  if (rainMm <= thresholdMm) return 0;
  return rainMm * fraction;
}

/** Inputs of one day of the root-zone water balance; see {@link waterBalanceStep}. */
export interface WaterBalanceStepInput {
  /** Root-zone depletion at the end of the previous day Dr,i−1, mm. */
  previousDepletionMm: number;
  /** Crop evapotranspiration without water stress ETc = Kc ET0, mm. */
  etcMm: number;
  /** Effective rain P − RO, mm. */
  effectiveRainMm?: number;
  /** Net irrigation depth reaching the root zone, mm. */
  irrigationMm?: number;
  /** Capillary rise from a shallow water table CR, mm (default 0). */
  capillaryRiseMm?: number;
  /** Total available water TAW of the root zone, mm. */
  tawMm: number;
  /** Readily available water RAW, mm. */
  rawMm: number;
}

/** Result of one water-balance day. */
export interface WaterBalanceStepResult {
  /** Depletion at the end of the day Dr,i, mm (0…TAW). */
  depletionMm: number;
  /** Deep percolation DP below the root zone, mm (eq. 88). */
  deepPercolationMm: number;
  /** Water stress coefficient Ks used for the day (from Dr,i−1, eq. 84). */
  ks: number;
  /** Actual crop ET ETc,adj = Ks ETc, mm (eq. 80). */
  etcAdjMm: number;
}

/**
 * One day of the FAO-56 root-zone water balance (chapter 8, eqs. 85-88):
 * Dr,i = Dr,i−1 − (P − RO)i − Ii − CRi + ETc,adj,i + DPi, with
 * DPi = (P − RO)i + Ii − ETc,adj,i − Dr,i−1 ≥ 0 (eq. 88) and Dr kept within 0…TAW (eqs. 86-87).
 */
export function waterBalanceStep(input: WaterBalanceStepInput): WaterBalanceStepResult {
  const taw = requireNonNegative('tawMm', input.tawMm);
  const raw = requireNonNegative('rawMm', input.rawMm);
  const prev = requireNonNegative('previousDepletionMm', input.previousDepletionMm);
  if (prev > taw + 1e-9) throw new AgronomyInputError('previousDepletionMm', `must not exceed tawMm (${prev} > ${taw})`);
  const etc = requireNonNegative('etcMm', input.etcMm);
  const pEff = requireNonNegative('effectiveRainMm', input.effectiveRainMm ?? 0);
  const irr = requireNonNegative('irrigationMm', input.irrigationMm ?? 0);
  const cr = requireNonNegative('capillaryRiseMm', input.capillaryRiseMm ?? 0);
  const ks = waterStressCoefficient(prev, taw, raw);
  // FAO-56 eq. 80: ETc,adj = Ks Kc ET0 = Ks ETc
  const etcAdjMm = ks * etc;
  // FAO-56 eq. 88: DP = (P − RO) + I − ETc − Dr,i−1 ≥ 0 (CR included as incoming water)
  const deepPercolationMm = Math.max(0, pEff + irr + cr - etcAdjMm - prev);
  // FAO-56 eq. 85
  const raw85 = prev - pEff - irr - cr + etcAdjMm + deepPercolationMm;
  // FAO-56 eqs. 86-87: 0 ≤ Dr ≤ TAW
  const depletionMm = Math.min(taw, Math.max(0, raw85));
  return { depletionMm, deepPercolationMm, ks, etcAdjMm };
}

/** One day of weather for {@link simulateSeason}. */
export interface SeasonDay {
  /** Reference ET0, mm. */
  et0Mm: number;
  /** Rain, mm (made effective with {@link effectiveRainMm}). */
  rainMm?: number;
  /** Net irrigation applied that day, mm. */
  irrigationMm?: number;
}

/** Inputs of {@link simulateSeason}. */
export interface SeasonInput {
  /** Crop profile for Kc (day 0 = first entry of `days`). */
  crop: CropProfile;
  /** Table depletion fraction p (FAO-56 Table 22), adjusted daily for ETc. */
  depletionP: number;
  /** Field capacity θFC, m³/m³. */
  thetaFc: number;
  /** Wilting point θWP, m³/m³. */
  thetaWp: number;
  /**
   * Root depth, m: a constant, or `{ min, max }` growing linearly from `min` at planting to `max` at the
   * start of mid-season (a common simplification of FAO-56 chapter 8 root growth; trees use a constant).
   */
  rootDepthM: number | { min: number; max: number };
  /** Depletion on the first day before it starts, mm (default 0: field capacity). */
  initialDepletionMm?: number;
  /** Daily weather. */
  days: readonly SeasonDay[];
  /** Climate for Kc mid/end adjustment (FAO-56 eq. 62). */
  climate?: KcClimate;
  /** Irrigate automatically: on the day depletion would reach RAW, refill to field capacity (net). Default false. */
  autoIrrigate?: boolean;
}

/** One simulated day. */
export interface SeasonDayResult extends WaterBalanceStepResult {
  /** Day after planting (0-based). */
  day: number;
  /** Kc used. */
  kc: number;
  /** ETc = Kc ET0, mm. */
  etcMm: number;
  /** Root depth, m. */
  rootDepthM: number;
  /** TAW and RAW of the day, mm. */
  tawMm: number;
  /** Readily available water of the day, mm. */
  rawMm: number;
  /** Effective rain, mm. */
  effectiveRainMm: number;
  /** Irrigation applied (given plus automatic), mm. */
  irrigationMm: number;
}

/**
 * Runs the FAO-56 root-zone water balance (chapter 8) day by day over a season: Kc from the crop
 * profile, ETc = Kc ET0, TAW from the growing root depth (eq. 82), RAW with p adjusted for ETc
 * (eq. 83), effective rain, optional automatic refill irrigation at RAW, and {@link waterBalanceStep}.
 */
export function simulateSeason(input: SeasonInput): SeasonDayResult[] {
  const out: SeasonDayResult[] = [];
  let dr = requireNonNegative('initialDepletionMm', input.initialDepletionMm ?? 0);
  const depth = input.rootDepthM;
  const depthOn = (day: number): number =>
    typeof depth === 'number' ? requireNonNegative('rootDepthM', depth) : rootDepthOnDay(input.crop, depth, day);
  if (input.crop.kind === 'seasonal' && input.days.length > seasonLengthDays(input.crop.stageLengthsDays) + 366) {
    throw new AgronomyInputError('days', 'is much longer than the crop season');
  }
  input.days.forEach((d, day) => {
    const et0 = requireNonNegative(`days[${day}].et0Mm`, d.et0Mm);
    const kc = cropCoefficientOnDay(input.crop, day, input.climate);
    const etc = kc * et0;
    const zr = depthOn(day);
    const taw = totalAvailableWaterMm(input.thetaFc, input.thetaWp, zr);
    const raw = readilyAvailableWaterMm(taw, input.depletionP, etc);
    dr = Math.min(dr, taw); // a growing root zone never holds more depletion than its TAW
    const pEff = effectiveRainMm(requireNonNegative(`days[${day}].rainMm`, d.rainMm ?? 0), { et0Mm: et0 });
    let irr = requireFinite(`days[${day}].irrigationMm`, d.irrigationMm ?? 0);
    // Refill to field capacity on the day depletion would reach RAW (FAO-56 chapter 8, irrigation scheduling).
    if (input.autoIrrigate && dr + etc - pEff >= raw) irr += dr;
    const step = waterBalanceStep({ previousDepletionMm: dr, etcMm: etc, effectiveRainMm: pEff, irrigationMm: irr, tawMm: taw, rawMm: raw });
    dr = step.depletionMm;
    out.push({ ...step, day, kc, etcMm: etc, rootDepthM: zr, tawMm: taw, rawMm: raw, effectiveRainMm: pEff, irrigationMm: irr });
  });
  return out;
}
