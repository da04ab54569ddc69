import type { SurfaceWetting } from './wetted-fraction';
import type { StageLengthsDays } from '../crops/crop-coefficient';

/** The crop as the FAO-56 dual crop coefficient balance (chapter 7) needs it. */
export interface DualKcCrop {
  /** Basal crop coefficient Kcb of the initial stage (FAO-56 Table 17). */
  kcbIni: number;
  /** Kcb of mid-season (FAO-56 Table 17, for RHmin 45 % and u2 2 m/s, or already adjusted by eq. 70). */
  kcbMid: number;
  /** Kcb at the end of the late season (FAO-56 Table 17). */
  kcbEnd: number;
  /** Stage lengths in days (FAO-56 Table 11); day 0 of the balance is the first day of the initial stage. */
  stageLengthsDays: StageLengthsDays;
  /** Plant height h, m: at the start and at its maximum (FAO-56 Table 12). */
  heightM: { initial: number; max: number };
  /** Effective root depth Zr, m: at the start (Zr,ini) and at its maximum (FAO-56 Table 22). */
  rootDepthM: { initial: number; max: number };
  /** Depletion fraction p for no stress at ETc ≈ 5 mm/day (FAO-56 Table 22), adjusted daily for ETc. */
  depletionP: number;
  /** Kc min of FAO-56 eq. 76, the Kc of dry bare soil (default: Kcb ini, FAO-56 suggests 0.15-0.20). */
  kcMin?: number;
}

/** The soil of a field: the root zone (chapter 8) and its surface evaporation layer (chapter 7). */
export interface DualKcSoil {
  /** Field capacity θFC, m³/m³. */
  thetaFc: number;
  /** Wilting point θWP, m³/m³. */
  thetaWp: number;
  /** Depth Ze of the surface layer that dries by evaporation, m (0.10-0.15, FAO-56 p. 144). */
  evaporationLayerM: number;
  /** Readily evaporable water REW, mm (FAO-56 Table 19). */
  readilyEvaporableWaterMm: number;
  /**
   * Curve number CN2 for average antecedent moisture (ASCE Manual 70, 2016, Table 14-3). When given, rain runs off
   * by the curve number method; when absent, all rain infiltrates.
   */
  curveNumber?: number;
}

/** One irrigation event. */
export interface DualKcIrrigation {
  /** Gross depth applied over the field, mm. */
  depthMm: number;
  /** Fraction fw of the soil surface the irrigation wets (FAO-56 Table 20, see `FAO56_WETTED_FRACTION`). */
  wettedFraction: number;
  /** Application efficiency 0-1 (default 1): the rest of the depth is lost before it enters the soil. */
  efficiency?: number;
  /** The wetted soil lies under the canopy (drip at the plants): few = (1 − 2/3 fc) fw instead of eq. 75. */
  wetsUnderCanopy?: boolean;
}

/** One day of the balance: the weather, and the irrigation applied that day. */
export interface DualKcDay {
  /** Reference evapotranspiration ET0 (short grass) or ETr (tall alfalfa), mm. */
  et0Mm: number;
  /** Rain, mm (default 0). */
  rainMm?: number;
  /** Wind speed at 2 m, m/s (FAO-56 eq. 47 from another height); default 2, the neutral value of eq. 72. */
  u2Ms?: number;
  /** Daily minimum relative humidity, %; default 45, the neutral value of eq. 72. */
  rhMinPct?: number;
  /** Irrigation of the day, if any. */
  irrigation?: DualKcIrrigation;
  /**
   * The day's Kcb when it is measured rather than read off the crop curve (e.g. from a satellite image's NDVI); the
   * height and roots then grow with it as with the curve's.
   */
  kcbMeasured?: number;
  /** The day's measured vegetation cover fc, 0…0.99, in place of eq. 76 (FAO-56: fc may be observed). */
  canopyCoverMeasured?: number;
}

/** Inputs of `simulateDualKcSeason`. */
export interface DualKcSeasonInput {
  crop: DualKcCrop;
  soil: DualKcSoil;
  /** Reference crop of `et0Mm`: short grass (default, FAO-56 eq. 72) or tall alfalfa (Kcmax = max(1.0, Kcb + 0.05)). */
  referenceCrop?: 'short' | 'tall';
  /** Water content θ of the root zone when the balance starts, m³/m³ (default θFC); gives Dr by FAO-56 eq. 87. */
  initialThetaM3M3?: number;
  /** Depletion De of the evaporation layer when the balance starts, mm (default TEW: a dry surface). */
  initialEvaporationDepletionMm?: number;
  /** The days, day 0 first. */
  days: readonly DualKcDay[];
}

/** What carries over from one day to the next. */
export interface DualKcState {
  /** Index of the next day (0 on the first day). */
  day: number;
  /** Plant height, m (never decreases). */
  heightM: number;
  /** Root depth, m (never decreases). */
  rootDepthM: number;
  /** How the last wetting event wetted the surface (fw, and whether under the canopy). */
  wetting: SurfaceWetting;
  /** Cumulative depletion De of the evaporation layer, mm (0…TEW). */
  evaporationDepletionMm: number;
  /** Root-zone depletion Dr, mm (0…TAW). */
  depletionMm: number;
}

/** One simulated day; every term of FAO-56 chapters 7 and 8 the day used. */
export interface DualKcDayResult {
  /** Day index (0-based). */
  day: number;
  /** Reference ET of the day, mm. */
  et0Mm: number;
  /** Basal crop coefficient Kcb. */
  kcb: number;
  /** Plant height h, m. */
  heightM: number;
  /** Upper limit of Kc after a wetting, Kcmax (eq. 72). */
  kcMax: number;
  /** Fraction of the ground covered by vegetation fc (eq. 76). */
  canopyCover: number;
  /** Fraction of the surface wetted fw (Table 20). */
  wettedFraction: number;
  /** Fraction of the surface both exposed and wetted few (eq. 75). */
  exposedWettedFraction: number;
  /** Evaporation reduction coefficient Kr (eq. 74). */
  kr: number;
  /** Soil evaporation coefficient Ke (eq. 71). */
  ke: number;
  /** Soil evaporation E = Ke ET0, mm. */
  evaporationMm: number;
  /** Deep percolation out of the evaporation layer DPe, mm (eq. 79). */
  surfacePercolationMm: number;
  /** Depletion of the evaporation layer at the end of the day De, mm (eq. 77). */
  evaporationDepletionMm: number;
  /** Kc = Kcb + Ke without water stress (eq. 69). */
  kc: number;
  /** ETc = (Kcb + Ke) ET0, mm (eq. 69). */
  etcMm: number;
  /** Root depth Zr, m. */
  rootDepthM: number;
  /** Total available water TAW, mm (eq. 82). */
  tawMm: number;
  /** Depletion fraction p adjusted for ETc (Table 22 note). */
  depletionFraction: number;
  /** Readily available water RAW, mm (eq. 83). */
  rawMm: number;
  /** Water stress coefficient Ks, from the depletion at the start of the day (eq. 84). */
  ks: number;
  /** Actual evapotranspiration ETc adj = (Ks Kcb + Ke) ET0, mm (eq. 80). */
  etaMm: number;
  /** Transpiration T = Ks Kcb ET0, mm. */
  transpirationMm: number;
  /** Deep percolation below the root zone DP, mm (eq. 88). */
  deepPercolationMm: number;
  /** Root-zone depletion at the end of the day Dr, mm (eqs. 85-86). */
  depletionMm: number;
  /** Gross irrigation applied, mm. */
  irrigationMm: number;
  /** Irrigation lost to inefficiency, mm (the rest reaches the soil). */
  irrigationLossMm: number;
  /** Rain, mm. */
  rainMm: number;
  /** Rain that ran off, mm (0 without a curve number). */
  runoffMm: number;
}
