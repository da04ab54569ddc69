import { climateAdjustedKc, type KcClimate } from '../crops/crop-coefficient';
import type { BasalCropCoefficients, Fao56Crop } from '../crops/fao56-crops';
import { dualKcDayStep, dualKcSetting, initialDualKcState, type DualKcCrop, type DualKcIrrigation, type DualKcSoil } from '../dual-kc/dual-kc-balance';
import { surfaceWettingForSystem } from '../dual-kc/wetted-fraction';
import type { Fao56Soil } from '../water-balance/soils';
import type { IrrigationSeasonInput, SeasonHistory } from './irrigation-engine-types';
import type { TodayBalance } from './season-advice';
import { writeHistoryDay } from './season-history';
import { imageBasalOf } from './image-kcb';

/** Depth Ze of the surface layer that dries by evaporation, m (FAO-56 chapter 7, eq. 73: 0.10-0.15 m). */
export const EVAPORATION_LAYER_M = 0.1;
/** Kc min of FAO-56 eq. 76, the Kc of dry bare soil (≈ 0.15-0.20), or Kcb ini when that is lower. */
export const BARE_SOIL_KC_MIN = 0.15;
/** Height of a seasonal crop when it is planted, m (the seedling; it grows with Kcb to the profile's height). */
export const SEEDLING_HEIGHT_M = 0.1;

/**
 * The crop of the dual balance from the field's crop (stages, height, roots, p) and its KC profile's basal values:
 * Kcb mid and Kcb end adjusted for the climate (FAO-56 eq. 70, the form of eq. 62; Kcb end only above 0.45); an
 * evergreen crop keeps its mid-season Kcb all year; established trees (and evergreen crops) have their full height
 * and roots from the start, a seasonal crop grows from a seedling and from the profile's minimum root depth.
 */
export function dualKcCropOf(crop: Fao56Crop, basal: BasalCropCoefficients, climate: KcClimate | null, established: boolean): DualKcCrop {
  const h = crop.maxHeightM;
  const profile = crop.profile;
  const seasonal = profile.kind === 'seasonal';
  // FAO-56 eq. 70
  const kcbMid = climateAdjustedKc(basal.kcbMid, climate ?? {}, h);
  const kcbEnd = climateAdjustedKc(basal.kcbEnd, climate ?? {}, h, true);
  const full = established || !seasonal;
  return {
    kcbIni: seasonal ? basal.kcbIni : kcbMid,
    kcbMid,
    kcbEnd: seasonal ? kcbEnd : kcbMid,
    stageLengthsDays: seasonal ? profile.stageLengthsDays : { initial: 0, development: 0, mid: 0, late: 0 },
    heightM: { initial: full ? h : Math.min(SEEDLING_HEIGHT_M, h), max: h },
    rootDepthM: { initial: full ? crop.rootDepthM.max : crop.rootDepthM.min, max: crop.rootDepthM.max },
    depletionP: crop.depletionP,
    kcMin: Math.min(BARE_SOIL_KC_MIN, basal.kcbIni),
  };
}

/** The soil of the dual balance: FAO-56 Table 19 mid values of θFC, θWP and REW, and a 0.10 m evaporation layer. */
export function dualKcSoilOf(soil: Fao56Soil): DualKcSoil {
  return {
    thetaFc: soil.fieldCapacity.mid,
    thetaWp: soil.wiltingPoint.mid,
    evaporationLayerM: EVAPORATION_LAYER_M,
    readilyEvaporableWaterMm: soil.readilyEvaporableWaterMm.mid,
  };
}

/**
 * The dual crop coefficient replay (FAO-56 chapter 7 with the root zone of chapter 8, `dualKcDayStep`) from the start
 * day to today, with the same scheduling as the single Kc replay: a logged irrigation counts × efficiency; on a day
 * without one the farm is assumed to refill the day's starting depletion once the day would end at RAW (or at
 * maxIntervalDays of ETc). Irrigation wets the surface as the field's system does (FAO-56 Table 20: fw 0.35 at the
 * plants for drip, 1 for pivots and flood), rain of 3 mm or more the whole surface; E comes from the wetted and
 * exposed soil few. The forecast days go on from today the same way, so their ETc follows the drying surface and
 * the refills. Null when today has no weather.
 */
export function replayDualKc(
  input: IrrigationSeasonInput,
  basal: BasalCropCoefficients,
  o: { logs: ReadonlyMap<number, number>; climate: KcClimate | null; rootZoneFraction: number; history: SeasonHistory },
): TodayBalance | null {
  const { today, startDay, weather: w, settings, plantingDay } = input;
  const { logs, history } = o;
  const setting = dualKcSetting(dualKcCropOf(input.crop, basal, o.climate, input.establishedRoots === true), dualKcSoilOf(input.soil), 'short', o.rootZoneFraction);
  const crop = setting.crop;
  // A recent clear image: from its day on, the Kcb and cover it measured (`imageBasalOf`), else the table's curve.
  const image = imageBasalOf(crop, input.measuredCover);
  const wetting = surfaceWettingForSystem(input.wetting ?? (input.system.kind === 'drip' ? 'drip' : 'pivot'));
  const efficiency = settings.efficiency;
  const maxInterval = settings.maxIntervalDays;
  // At field capacity (Dr = 0, as the single Kc replay), with the surface wet by the water that brought it there.
  let state = { ...initialDualKcState(setting, { evaporationDepletionMm: 0 }), wetting };
  const irrigationOf = (depthMm: number, eff: number): DualKcIrrigation => ({ depthMm, wettedFraction: wetting.wettedFraction, wetsUnderCanopy: wetting.wetsUnderCanopy, efficiency: eff });
  const step = (day: number, k: number, irrigation: DualKcIrrigation | undefined) => {
    state.day = Math.max(0, day - plantingDay);
    const u = w.u2Ms[k]!;
    const rh = w.rhMinPct[k]!;
    const measured = image && day >= image.day ? { kcbMeasured: image.kcb, canopyCoverMeasured: image.canopyCover } : null;
    return dualKcDayStep(setting, state, {
      ...measured,
      et0Mm: w.et0Mm[k]!,
      rainMm: w.rainMm[k]!,
      u2Ms: u === u ? Math.max(0, u) : undefined,
      rhMinPct: rh === rh ? Math.min(100, Math.max(0, rh)) : undefined,
      irrigation,
    });
  };
  /** A day with its logged irrigation, or the refill the farm is assumed to give. */
  const dayStep = (day: number, k: number, logged: number | undefined) => {
    const s = step(day, k, logged === undefined ? undefined : irrigationOf(logged, efficiency));
    if (logged !== undefined || state.depletionMm <= 0) return { s, assumed: false };
    const r = s.result;
    const refillAt = r.etcMm > 0 ? Math.min(r.rawMm, maxInterval * r.etcMm) : r.rawMm;
    if (r.depletionMm < refillAt) return { s, assumed: false };
    return { s: step(day, k, irrigationOf(state.depletionMm, 1)), assumed: true };
  };

  let recentDrainageMm = 0;
  let h = 0;
  const wTo = Math.min(today, w.firstDay + w.length);
  for (let day = Math.max(startDay, w.firstDay); day < wTo; day++) {
    const k = day - w.firstDay;
    if (w.present[k] === 0) continue;
    const { s, assumed } = dayStep(day, k, logs.size > 0 ? logs.get(day) : undefined);
    state = s.state;
    const r = s.result;
    if (day >= today - 1 && !assumed) recentDrainageMm += r.deepPercolationMm;
    const irrigationMm = r.irrigationMm - r.irrigationLossMm;
    writeHistoryDay(history, h++, day, { et0Mm: r.et0Mm, etcMm: r.etcMm, depletionMm: r.depletionMm, rawMm: r.rawMm, tawMm: r.tawMm, irrigationMm, assumed, simulated: w.simulated[k]! });
  }
  history.length = h;

  // Today: the day's Kcb, Ke, E and T; the depletion at its start, less any irrigation logged today.
  const t = today - w.firstDay;
  if (t < 0 || t >= w.length || w.present[t] === 0) return null;
  const logged = logs.get(today);
  const startDepletionMm = state.depletionMm;
  const todayStep = step(today, t, logged === undefined ? undefined : irrigationOf(logged, efficiency));
  const r = todayStep.result;
  const todayIrrigation = (logged ?? 0) * efficiency;
  const dr0 = Math.min(startDepletionMm, r.tawMm);
  recentDrainageMm += Math.max(0, todayIrrigation - dr0);
  const dr = Math.max(0, dr0 - todayIrrigation);
  writeHistoryDay(history, h, today, { et0Mm: r.et0Mm, etcMm: r.etcMm, depletionMm: dr, rawMm: r.rawMm, tawMm: r.tawMm, irrigationMm: todayIrrigation, assumed: false, simulated: w.simulated[t]! });
  history.length = h + 1;

  const forecastEtcMm = [r.etcMm];
  state = todayStep.state;
  for (let k = t + 1; k < w.length; k++) {
    if (w.present[k] === 0) continue;
    const { s } = dayStep(w.firstDay + k, k, undefined);
    state = s.state;
    forecastEtcMm.push(s.result.etcMm);
  }
  // No satellite vegetation cover yet: the cover is estimated from where Kcb stands between Kcb ini and Kcb mid.
  const span = crop.kcbMid - crop.kcbIni;
  const coverPct = span > 0 ? Math.min(100, Math.max(0, ((r.kcb - crop.kcbIni) / span) * 100)) : 100;
  return {
    depletionMm: dr,
    tawMm: r.tawMm,
    rawMm: r.rawMm,
    et0Mm: r.et0Mm,
    kc: r.kc,
    etcMm: r.etcMm,
    recentDrainageMm,
    forecastEtcMm,
    coverPct,
    dual: {
      kcb: r.kcb,
      ke: r.ke,
      evaporationMm: r.evaporationMm,
      transpirationMm: r.transpirationMm,
      canopyCover: r.canopyCover,
      wettedFraction: r.wettedFraction,
      exposedWettedFraction: r.exposedWettedFraction,
      kcbSource: image && today >= image.day ? 'image' : 'table',
      kcbImageDate: image && today >= image.day ? image.date : null,
    },
  };
}
