import { isoOfDayNumber } from '../et0/calendar';
import { mmToLitresPerTree } from '../units/area-and-water';
import { waterStressCoefficient } from '../water-balance/root-zone';
import { dataQualityLabel, irrigationAdviceOnDay } from './irrigation-advice';
import type { DualKcToday, IrrigationSeasonInput, IrrigationSeasonResult, RootZoneStatus, SeasonHistory } from './irrigation-engine-types';
import { pivotRun } from './pivot-run';
import { leachingRequirement } from '../lab/salinity';

/** Drainage below the roots (mm, yesterday and today) from which a field counts as over wetted. */
export const OVER_WETTED_DRAINAGE_MM = 5;

/** The root zone's state today (spec "irrigation status"): over wetted after drainage, else by Ks (FAO-56 eq. 84). */
export function rootZoneStatus(depletionMm: number, tawMm: number, rawMm: number, recentDrainageMm: number): RootZoneStatus {
  if (recentDrainageMm >= OVER_WETTED_DRAINAGE_MM) return 'over_wetted';
  const ks = waterStressCoefficient(depletionMm, tawMm, rawMm);
  if (ks < 0.5) return 'dry';
  return ks < 1 ? 'stressed' : 'adequate';
}

/** Where a replay (single or dual crop coefficient) leaves the field today, and the forecast water use. */
export interface TodayBalance {
  /** Depletion at the start of today, less today's logged irrigation, mm. */
  depletionMm: number;
  tawMm: number;
  rawMm: number;
  et0Mm: number;
  /** Today's Kc (single), or Kcb + Ke (dual). */
  kc: number;
  /** Today's ETc = Kc ET0, mm. */
  etcMm: number;
  /** Drainage below the roots yesterday and today from logged irrigation or rain, mm. */
  recentDrainageMm: number;
  /** ETc of today and each forecast day with weather, mm. */
  forecastEtcMm: number[];
  /** Vegetation cover estimated from where the crop coefficient stands between its initial and mid-season values, %. */
  coverPct: number;
  /** The dual crop coefficient's split of today's ET; null for the single Kc. */
  dual: DualKcToday | null;
}

/**
 * Today's advice from where the replay left the field: the day, depth and run time (`irrigationAdviceOnDay`, a
 * center pivot's passes by `pivotRun`), the field's irrigation factor, and the explanation of the numbers.
 */
export function seasonAdvice(
  input: IrrigationSeasonInput,
  b: TodayBalance,
  climate: { rhMinPct: number; u2Ms: number } | null,
  history: SeasonHistory,
): IrrigationSeasonResult {
  const { settings, today, startDay, weather: w } = input;
  if (!b.forecastEtcMm.some((e) => e > 0)) return { advice: null, explanation: null, reason: 'no_forecast_etc', history };
  // Fields are refilled small and often: at RAW, or earlier so that no more than maxIntervalDays of ETc is used.
  const refillAt = b.etcMm > 0 ? Math.min(b.rawMm, settings.maxIntervalDays * b.etcMm) : b.rawMm;
  const sys = input.system;
  const trees = sys.trees;
  const machine = sys.kind === 'center_pivot' ? sys.machine : null;
  const salinity = input.salinity ?? null;
  const cover = input.measuredCover
    ? { pct: input.measuredCover.pct, source: 'satellite' as const, date: input.measuredCover.date }
    : { pct: b.coverPct, source: 'crop_stage' as const, date: null };
  const lr = salinity ? leachingRequirement(salinity.ecwDsM, salinity.thresholdEceDsM) : 0;
  const a = irrigationAdviceOnDay(today, {
    depletionMm: b.depletionMm,
    tawMm: b.tawMm,
    rawMm: refillAt,
    forecastEtcMm: b.forecastEtcMm,
    applicationEfficiency: settings.efficiency,
    leachingRequirement: lr,
    areaM2: input.areaM2,
    // A center pivot's run time is its passes at the speed setting (pivotRun below); the flow only sizes the volume.
    system:
      sys.kind === 'drip'
        ? { kind: 'drip', trees: sys.trees, dripsPerTree: settings.dripsPerTree, dripFlowLph: settings.dripFlowLph }
        : machine
          ? { kind: 'pivot', flowM3PerH: machine.capacityM3PerH }
          : { kind: 'pivot', applicationRateMmPerH: settings.applicationRateMmPerH },
  });
  // The field's irrigation factor scales the water (and so the run time) the farm applies.
  const factor = (input.irrigationFactorPct ?? 100) / 100;
  const requiredWaterMm = a.requiredWaterMm * factor;
  const run = machine ? pivotRun({ ...machine, grossDepthMm: requiredWaterMm, areaM2: input.areaM2, sectors: sys.kind === 'center_pivot' ? sys.sectors : 0 }) : null;
  const durationMinutes = sys.kind !== 'center_pivot' ? a.durationMinutes * factor : run ? run.totalHours * 60 : null;
  let simulated = false;
  for (let k = Math.max(0, startDay - w.firstDay); k < w.length && !simulated; k++) simulated = w.present[k] === 1 && w.simulated[k] === 1;
  return {
    advice: {
      targetDate: a.targetDate,
      irrigateToday: a.irrigateToday,
      requiredWaterMm,
      requiredWaterM3PerFeddan: a.requiredWaterM3PerFeddan * factor,
      durationMinutes,
      enoughTillDate: a.enoughTillDate,
      // The spec's data quality follows the vegetation cover: measured by the satellite where the field has a recent
      // clear image, else estimated from the crop stage (where Kc stands between its initial and mid-season values).
      dataQuality: dataQualityLabel(cover.pct),
      vegetationCover: cover,
      simulatedWeather: simulated,
      // Litres per tree = mm × area per tree (reference "Units"), for drip and for trees watered otherwise.
      waterPerTreeLitres: trees ? mmToLitresPerTree(requiredWaterMm, input.areaM2 / trees) : null,
      trees: trees ?? null,
      systemFlowM3PerH:
        sys.kind === 'drip'
          ? (sys.trees * settings.dripsPerTree * settings.dripFlowLph) / 1000
          : sys.kind === 'center_pivot'
            ? (machine?.capacityM3PerH ?? null)
            : (settings.applicationRateMmPerH * input.areaM2) / 1000,
      irrigationFactorPct: factor * 100,
      pivotRun: run,
    },
    explanation: {
      date: isoOfDayNumber(today),
      et0Mm: b.et0Mm,
      kc: b.kc,
      etcMm: b.etcMm,
      depletionMm: b.depletionMm,
      tawMm: b.tawMm,
      rawMm: b.rawMm,
      refillAtMm: refillAt,
      ks: waterStressCoefficient(b.depletionMm, b.tawMm, b.rawMm),
      rootZoneStatus: rootZoneStatus(b.depletionMm, b.tawMm, b.rawMm, b.recentDrainageMm),
      cropId: input.crop.id,
      kcClimate: climate,
      daysAfterPlanting: Math.max(0, today - input.plantingDay),
      dual: b.dual,
      leaching: salinity && { ...salinity, leachingRequirement: lr, netDepthMm: a.netDepthMm, efficiency: settings.efficiency },
    },
    reason: null,
    history,
  };
}
