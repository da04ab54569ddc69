import { climateAdjustedKc, kcOnStageCurve, requireStageLengths, type KcClimate } from '../crops/crop-coefficient';
import type { Fao56Crop } from '../crops/fao56-crops';
import { requireInRange } from '../input/agronomy-input-error';
import { rootDepthOnDay } from '../water-balance/root-depth';
import { totalAvailableWaterMm } from '../water-balance/root-zone';
import type { Fao56Soil } from '../water-balance/soils';

/** A field's crop coefficient and root-zone size for every day of a window, worked out once per season. */
export interface SeasonCoefficients {
  /** Day number of index 0. */
  readonly firstDay: number;
  /** Kc of each day (FAO-56 eq. 66, Kc mid and end adjusted by eq. 62/65 when a climate is given). */
  readonly kc: Float64Array;
  /** Total available water TAW of each day, mm (FAO-56 eq. 82 × the wetted fraction). */
  readonly tawMm: Float64Array;
  /** Depletion fraction p of FAO-56 Table 22, checked (RAW = p adjusted for ETc × TAW, eq. 83). */
  readonly depletionP: number;
}

/** Inputs of {@link seasonCoefficients}. */
export interface SeasonCoefficientsInput {
  crop: Fao56Crop;
  soil: Fao56Soil;
  /** Day number of the planting date (day after planting 0). */
  plantingDay: number;
  /** First and last day number of the window. */
  firstDay: number;
  lastDay: number;
  /** Local climate for Kc mid and Kc end (FAO-56 eq. 62/65); null: the table values. */
  climate: KcClimate | null;
  /** Established trees: the root zone at its full depth all year. */
  establishedRoots: boolean;
  /** Fraction of the soil the irrigation wets (FAO-56 Table 20; 1 for the whole surface). */
  wettedFraction: number;
}

/**
 * Kc curve and TAW of every day from `firstDay` to `lastDay` (days before planting count as day 0): the climate
 * adjustment, stage boundaries and root growth are worked out here once instead of on every day of the loop.
 */
export function seasonCoefficients(input: SeasonCoefficientsInput): SeasonCoefficients {
  const { crop, soil, plantingDay, firstDay } = input;
  const length = Math.max(0, input.lastDay - firstDay + 1);
  const buffer = new Float64Array(2 * length);
  const kc = buffer.subarray(0, length);
  const tawMm = buffer.subarray(length);
  const climate = input.climate ?? {};
  const profile = crop.profile;
  const evergreen = profile.kind === 'evergreen';
  // Kc mid and Kc end (or the evergreen Kc) adjusted for the climate once (FAO-56 eq. 62/65).
  const stages = evergreen ? null : requireStageLengths(profile.stageLengthsDays);
  const kcIni = evergreen ? 0 : profile.kcIni;
  const kcMid = climateAdjustedKc(evergreen ? profile.kc : profile.kcMid, climate, profile.maxHeightM);
  const kcEnd = evergreen ? kcMid : climateAdjustedKc(profile.kcEnd, climate, profile.maxHeightM, true);
  const fullDepth = input.establishedRoots || evergreen;
  let lastDepth = Number.NaN;
  let lastTaw = 0;
  for (let i = 0; i < length; i++) {
    const dap = Math.max(0, firstDay + i - plantingDay);
    kc[i] = stages ? kcOnStageCurve(stages, kcIni, kcMid, kcEnd, dap) : kcMid;
    const zr = fullDepth ? crop.rootDepthM.max : rootDepthOnDay(profile, crop.rootDepthM, dap);
    if (zr !== lastDepth) {
      // FAO-56 eq. 82 over the wetted part of the soil (drip: FAO-56 Table 20 fw).
      lastTaw = totalAvailableWaterMm(soil.fieldCapacity.mid, soil.wiltingPoint.mid, zr) * input.wettedFraction;
      lastDepth = zr;
    }
    tawMm[i] = lastTaw;
  }
  return { firstDay, kc, tawMm, depletionP: requireInRange('depletionP', crop.depletionP, 0, 1) };
}
