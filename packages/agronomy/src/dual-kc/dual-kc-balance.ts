import { requireStageLengths } from '../crops/crop-coefficient';
import { AgronomyInputError, requireInRange, requireNonNegative, requirePositive } from '../input/agronomy-input-error';
import { depletionFractionForEtc, stressCoefficient } from '../water-balance/root-zone';
import { basalCropCoefficientOnDay, cropHeightFromKcb, rootDepthFromKcb } from './crop-growth';
import { curveNumberRunoffMm } from './curve-number-runoff';
import type { DualKcCrop, DualKcDay, DualKcDayResult, DualKcSeasonInput, DualKcSoil, DualKcState } from './dual-kc-types';
import {
  canopyCoverFraction,
  evaporationLayerStep,
  evaporationReductionCoefficient,
  exposedWettedFraction,
  maximumCropCoefficient,
  soilEvaporationCoefficient,
  totalEvaporableWaterMm,
} from './evaporation-layer';
import { surfaceWettingAfterDay } from './wetted-fraction';

export type * from './dual-kc-types';

/** The checked, fixed part of a season: crop, soil and the derived constants. */
export interface DualKcSetting {
  crop: DualKcCrop;
  soil: DualKcSoil;
  referenceCrop: 'short' | 'tall';
  /** Total evaporable water TEW, mm (FAO-56 eq. 73). */
  tewMm: number;
  /** Kc min of FAO-56 eq. 76. */
  kcMin: number;
  /**
   * Fraction of the root zone that holds the crop's water, 0-1 (default 1): TAW (eq. 82) and the starting depletion
   * (eq. 87) are taken over it. Drip fields keep their roots' water in the wetted soil only (the irrigation engine's
   * fw of FAO-56 Table 20), so their reservoir is refilled in smaller, more frequent doses.
   */
  rootZoneFraction: number;
}

/** Checks crop and soil once and derives TEW (FAO-56 eq. 73). */
export function dualKcSetting(crop: DualKcCrop, soil: DualKcSoil, referenceCrop: 'short' | 'tall' = 'short', rootZoneFraction = 1): DualKcSetting {
  requireStageLengths(crop.stageLengthsDays);
  requireNonNegative('kcbIni', crop.kcbIni);
  requireNonNegative('kcbMid', crop.kcbMid);
  requireNonNegative('kcbEnd', crop.kcbEnd);
  requireNonNegative('heightM.initial', crop.heightM.initial);
  if (requireNonNegative('heightM.max', crop.heightM.max) < crop.heightM.initial) throw new AgronomyInputError('heightM.max', 'must not be below heightM.initial');
  requirePositive('rootDepthM.initial', crop.rootDepthM.initial);
  if (requirePositive('rootDepthM.max', crop.rootDepthM.max) < crop.rootDepthM.initial) throw new AgronomyInputError('rootDepthM.max', 'must not be below rootDepthM.initial');
  requireInRange('depletionP', crop.depletionP, 0, 1);
  const wp = requireInRange('thetaWp', soil.thetaWp, 0, 1);
  if (requireInRange('thetaFc', soil.thetaFc, 0, 1) <= wp) throw new AgronomyInputError('thetaFc', `must be above thetaWp (${soil.thetaFc} ≤ ${wp})`);
  requireInRange('evaporationLayerM', soil.evaporationLayerM, 0.01, 1, 'm');
  const rew = requireNonNegative('readilyEvaporableWaterMm', soil.readilyEvaporableWaterMm);
  if (soil.curveNumber !== undefined) requireInRange('curveNumber', soil.curveNumber, 1, 100);
  const tewMm = totalEvaporableWaterMm(soil.thetaFc, soil.thetaWp, soil.evaporationLayerM);
  if (rew > tewMm) throw new AgronomyInputError('readilyEvaporableWaterMm', `must not exceed TEW (${rew} > ${tewMm.toFixed(1)} mm)`);
  const kcMin = crop.kcMin === undefined ? crop.kcbIni : requireNonNegative('kcMin', crop.kcMin);
  return { crop, soil, referenceCrop, tewMm, kcMin, rootZoneFraction: requireInRange('rootZoneFraction', rootZoneFraction, 0.01, 1) };
}

/**
 * The state before the first day: height and roots at their initial values, the surface wetted as by rain (fw = 1),
 * the evaporation layer at `evaporationDepletionMm` (default TEW, a dry surface) and the root zone depleted to
 * Dr = 1000 (θFC − θ0) Zr ini (FAO-56 eq. 87) from its water content θ0 (default θFC: Dr = 0).
 */
export function initialDualKcState(setting: DualKcSetting, initial: { thetaM3M3?: number; evaporationDepletionMm?: number } = {}): DualKcState {
  const { crop, soil, tewMm } = setting;
  const theta0 = requireInRange('initialThetaM3M3', initial.thetaM3M3 ?? soil.thetaFc, soil.thetaWp, soil.thetaFc);
  const de = requireInRange('initialEvaporationDepletionMm', initial.evaporationDepletionMm ?? tewMm, 0, tewMm, 'mm');
  return {
    day: 0,
    heightM: crop.heightM.initial,
    rootDepthM: crop.rootDepthM.initial,
    wetting: { wettedFraction: 1, wetsUnderCanopy: false },
    evaporationDepletionMm: de,
    // FAO-56 eq. 87 (over the part of the root zone that holds water)
    depletionMm: 1000 * (soil.thetaFc - theta0) * crop.rootDepthM.initial * setting.rootZoneFraction,
  };
}

/**
 * A day's input `field` checked within min…max (max Infinity: not negative); its name `days[i].field` is only put
 * together when it fails (the check runs for every simulated day).
 */
function dayInput(day: number, field: string, value: number, min: number, max: number, unit = ''): number {
  if (value >= min && value <= max && value !== Infinity) return value;
  const name = `days[${day}].${field}`;
  return max === Infinity ? requireNonNegative(name, value) : requireInRange(name, value, min, max, unit);
}

/**
 * One day of the FAO-56 dual crop coefficient balance (chapter 7, eqs. 69-79, with the root zone of chapter 8,
 * eqs. 80-88), in this order: Kcb of the day, height and roots grown with it, Kcmax (eq. 72), fc (eq. 76), runoff,
 * fw and few (Table 20, eq. 75), Kr from yesterday's De (eq. 74), Ke and E (eq. 71), the surface layer (eqs. 77-79),
 * ETc (eq. 69), TAW (eq. 82), p for ETc (Table 22 note), RAW (eq. 83), Ks from yesterday's Dr (eq. 84), ETc adj and
 * T (eq. 80), deep percolation (eq. 88) and Dr (eqs. 85-86). Inputs of the day are checked; the setting is not.
 */
export function dualKcDayStep(setting: DualKcSetting, state: DualKcState, input: DualKcDay): { state: DualKcState; result: DualKcDayResult } {
  const { crop, soil, tewMm } = setting;
  const day = state.day;
  const et0Mm = dayInput(day, 'et0Mm', input.et0Mm, 0, Infinity);
  const rainMm = dayInput(day, 'rainMm', input.rainMm ?? 0, 0, Infinity);
  const u2Ms = dayInput(day, 'u2Ms', input.u2Ms ?? 2, 0, Infinity);
  const rhMinPct = dayInput(day, 'rhMinPct', input.rhMinPct ?? 45, 0, 100, '%');
  const irrigation = input.irrigation;
  const irrigationMm = irrigation ? dayInput(day, 'irrigation.depthMm', irrigation.depthMm, 0, Infinity) : 0;
  if (irrigation) dayInput(day, 'irrigation.wettedFraction', irrigation.wettedFraction, 0.01, 1);
  const efficiency = irrigation ? dayInput(day, 'irrigation.efficiency', irrigation.efficiency ?? 1, 0, 1) : 1;

  const kcb = input.kcbMeasured ?? basalCropCoefficientOnDay(crop, state.day);
  const heightM = cropHeightFromKcb(crop, kcb, state.heightM);
  const rootDepthM = rootDepthFromKcb(crop, kcb, state.rootDepthM);
  const kcMax = maximumCropCoefficient(kcb, heightM, u2Ms, rhMinPct, setting.referenceCrop);
  const canopyCover = input.canopyCoverMeasured ?? canopyCoverFraction(kcb, setting.kcMin, kcMax, heightM);

  const irrigationLossMm = irrigationMm * (1 - efficiency);
  const netIrrigationMm = irrigationMm - irrigationLossMm;
  const runoffMm =
    soil.curveNumber === undefined ? 0 : curveNumberRunoffMm(rainMm, soil.curveNumber, state.evaporationDepletionMm, tewMm, soil.readilyEvaporableWaterMm);
  const infiltratedRainMm = rainMm - runoffMm;

  const wetting = surfaceWettingAfterDay(state.wetting, rainMm, irrigation);
  const { wettedFraction } = wetting;
  const few = exposedWettedFraction(canopyCover, wettedFraction, wetting.wetsUnderCanopy);
  const kr = evaporationReductionCoefficient(state.evaporationDepletionMm, tewMm, soil.readilyEvaporableWaterMm);
  const ke = soilEvaporationCoefficient(kr, kcMax, kcb, few);
  // FAO-56 eq. 69 (evaporation part): E = Ke ET0
  const evaporationMm = ke * et0Mm;
  const surface = evaporationLayerStep({
    previousDepletionMm: state.evaporationDepletionMm,
    infiltratedRainMm,
    netIrrigationMm,
    wettedFraction,
    exposedWettedFraction: few,
    evaporationMm,
    tewMm,
  });

  // FAO-56 eq. 69: Kc = Kcb + Ke, ETc = Kc ET0
  const kc = kcb + ke;
  const etcMm = kc * et0Mm;
  // FAO-56 eq. 82 (over the part of the root zone that holds water)
  const tawMm = 1000 * (soil.thetaFc - soil.thetaWp) * rootDepthM * setting.rootZoneFraction;
  const depletionFraction = depletionFractionForEtc(crop.depletionP, etcMm);
  // FAO-56 eq. 83
  const rawMm = depletionFraction * tawMm;
  // FAO-56 eq. 84, on the depletion at the start of the day
  const ks = stressCoefficient(state.depletionMm, tawMm, rawMm);
  // FAO-56 eq. 80: ETc adj = (Ks Kcb + Ke) ET0; its transpiration part T = Ks Kcb ET0
  const transpirationMm = ks * kcb * et0Mm;
  const etaMm = transpirationMm + evaporationMm;
  // FAO-56 eq. 88
  const deepPercolationMm = Math.max(0, infiltratedRainMm + netIrrigationMm - etaMm - state.depletionMm);
  // FAO-56 eqs. 85-86: Dr,i = Dr,i−1 − (P − RO) − I + ETc adj + DP, within 0…TAW
  const depletionMm = Math.min(tawMm, Math.max(0, state.depletionMm - infiltratedRainMm - netIrrigationMm + etaMm + deepPercolationMm));

  const next: DualKcState = {
    day: state.day + 1,
    heightM,
    rootDepthM,
    wetting,
    evaporationDepletionMm: surface.depletionMm,
    depletionMm,
  };
  const result: DualKcDayResult = {
    day: state.day,
    et0Mm,
    kcb,
    heightM,
    kcMax,
    canopyCover,
    wettedFraction,
    exposedWettedFraction: few,
    kr,
    ke,
    evaporationMm,
    surfacePercolationMm: surface.percolationMm,
    evaporationDepletionMm: surface.depletionMm,
    kc,
    etcMm,
    rootDepthM,
    tawMm,
    depletionFraction,
    rawMm,
    ks,
    etaMm,
    transpirationMm,
    deepPercolationMm,
    depletionMm,
    irrigationMm,
    irrigationLossMm,
    rainMm,
    runoffMm,
  };
  return { state: next, result };
}

/**
 * Runs the FAO-56 dual crop coefficient balance (chapter 7 with the root zone of chapter 8) over a season, day 0
 * being the first day of the initial stage: each day splits ET into transpiration (Ks Kcb ET0) and evaporation from
 * the exposed and wetted soil (Ke ET0), which is what separates young or sparse crops on drip from full cover.
 */
export function simulateDualKcSeason(input: DualKcSeasonInput): DualKcDayResult[] {
  const setting = dualKcSetting(input.crop, input.soil, input.referenceCrop);
  let state = initialDualKcState(setting, { thetaM3M3: input.initialThetaM3M3, evaporationDepletionMm: input.initialEvaporationDepletionMm });
  const results: DualKcDayResult[] = [];
  for (const day of input.days) {
    const step = dualKcDayStep(setting, state, day);
    state = step.state;
    results.push(step.result);
  }
  return results;
}
