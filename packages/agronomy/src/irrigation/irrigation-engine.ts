import { isoOfDayNumber } from '../et0/calendar';
import { AgronomyInputError, requireNonNegative } from '../input/agronomy-input-error';
import { mmToLitresPerTree } from '../units/area-and-water';
import {
  depletionFractionForEtc,
  effectiveRainAbove,
  readilyAvailableWaterMm,
  stressCoefficient,
  waterStressCoefficient,
} from '../water-balance/root-zone';
import { dataQualityLabel, irrigationAdviceOnDay } from './irrigation-advice';
import type { IrrigationSeasonInput, IrrigationSeasonResult, RootZoneStatus, SeasonHistory } from './irrigation-engine-types';
import { seasonCoefficients } from './season-coefficients';
import { pivotRun } from './pivot-run';

export type * from './irrigation-engine-types';

/**
 * The irrigation engine: a pure FAO-56 root-zone water balance replayed day by day from the planting day (or
 * `DEFAULT_REPLAY_DAYS` back without one) to today, then `irrigationAdvice` from today's depletion and the
 * forecast ETc.
 *
 * Days without a logged irrigation assume the farm followed the advice: when depletion would reach RAW the root
 * zone is refilled (FAO-56 chapter 8 scheduling, as `simulateSeason` with `autoIrrigate`). Without this a field
 * whose irrigations were never entered would replay as bone dry and be told to apply its whole TAW. Such days are
 * flagged `irrigationAssumed` in the history.
 *
 * Written for its loop: days are numbers, the Kc curve and TAW are worked out once per season
 * ({@link seasonCoefficients}), the weather is read from typed arrays and the history written into them.
 */

const NO_LOGS: ReadonlyMap<number, number> = new Map();

/** Drainage below the roots (mm, yesterday and today) from which a field counts as over wetted. */
export const OVER_WETTED_DRAINAGE_MM = 5;
/** Fraction of the soil surface wetted by drippers (FAO-56 Table 20, trickle irrigation 0.3-0.4). */
export const DRIP_WETTED_FRACTION = 0.35;
/** Days replayed before today when the field has no planting date (the assumed planting date). */
export const DEFAULT_REPLAY_DAYS = 60;
/** The longest replay (the simulated history covers at most 366 days). */
export const MAX_REPLAY_DAYS = 365;

/** The root zone's state today (spec "irrigation status"): over wetted after drainage, else by Ks (FAO-56 eq. 84). */
export function rootZoneStatus(depletionMm: number, tawMm: number, rawMm: number, recentDrainageMm: number): RootZoneStatus {
  if (recentDrainageMm >= OVER_WETTED_DRAINAGE_MM) return 'over_wetted';
  const ks = waterStressCoefficient(depletionMm, tawMm, rawMm);
  if (ks < 0.5) return 'dry';
  return ks < 1 ? 'stressed' : 'adequate';
}

/** History columns for `n` days, all views of one buffer (one allocation per season). */
function emptyHistory(n: number): SeasonHistory {
  const buffer = new ArrayBuffer(n * (6 * 8 + 4 + 2));
  const f = (i: number) => new Float64Array(buffer, i * n * 8, n);
  return {
    length: 0,
    day: new Int32Array(buffer, 6 * n * 8, n),
    et0Mm: f(0),
    etcMm: f(1),
    depletionMm: f(2),
    rawMm: f(3),
    tawMm: f(4),
    irrigationMm: f(5),
    irrigationAssumed: new Uint8Array(buffer, 6 * n * 8 + 4 * n, n),
    simulated: new Uint8Array(buffer, 6 * n * 8 + 5 * n, n),
  };
}

/** Mean RHmin and u2 of the days from `from` on that have both (the climate Kc is adjusted for), or null. */
function meanClimate(input: IrrigationSeasonInput): { rhMinPct: number; u2Ms: number } | null {
  const w = input.weather;
  let rh = 0;
  let u2 = 0;
  let n = 0;
  for (let k = Math.max(0, input.startDay - w.firstDay); k < w.length; k++) {
    const r = w.rhMinPct[k]!;
    const u = w.u2Ms[k]!;
    if (w.present[k] && r === r && u === u) {
      rh += r;
      u2 += u;
      n++;
    }
  }
  return n > 0 ? { rhMinPct: rh / n, u2Ms: u2 / n } : null;
}

/** Replays the water balance to today and computes the advice (see the module comment). */
export function runIrrigationSeason(input: IrrigationSeasonInput): IrrigationSeasonResult {
  const { crop, settings, today, startDay, weather: w } = input;
  const logs = input.irrigationMmByDay ?? NO_LOGS;
  for (const [day, mm] of logs) requireNonNegative(`irrigationMmByDay[${day}]`, mm);
  const hasLogs = logs.size > 0;
  const efficiency = settings.efficiency;
  const maxInterval = settings.maxIntervalDays;
  // Drippers wet only part of the soil: the root-zone reservoir of a drip field is its wetted fraction fw
  // (FAO-56 Table 20: trickle irrigation fw 0.3-0.4), so it is refilled in smaller, more frequent doses.
  const wettedFraction = input.system.kind === 'drip' ? DRIP_WETTED_FRACTION : 1;
  const climate = input.climateAdjustment ? meanClimate(input) : null;
  const lastDay = Math.max(today, w.firstDay + w.length - 1);
  if (lastDay - Math.min(startDay, today) > 3660) throw new AgronomyInputError('startDay', 'is more than ten years before the last weather day');
  const co = seasonCoefficients({
    crop,
    soil: input.soil,
    plantingDay: input.plantingDay,
    firstDay: Math.min(startDay, today),
    lastDay,
    climate,
    establishedRoots: input.establishedRoots === true,
    wettedFraction,
  });
  const p = co.depletionP;
  const history = emptyHistory(Math.max(1, today - startDay + 1));
  let dr = 0;
  // Water drained below the roots yesterday and today by logged irrigation or rain (not by assumed irrigations).
  let recentDrainageMm = 0;
  let h = 0;
  const wFrom = Math.max(startDay, w.firstDay);
  const wTo = Math.min(today, w.firstDay + w.length);
  for (let day = wFrom; day < wTo; day++) {
    const k = day - w.firstDay;
    if (w.present[k] === 0) continue;
    const c = day - co.firstDay;
    const kc = co.kc[c]!;
    const taw = co.tawMm[c]!;
    const et0 = w.et0Mm[k]!;
    // FAO-56 eq. 56: ETc = Kc ET0
    const etc = kc * et0;
    // FAO-56 eq. 83: RAW = p TAW, p adjusted for the day's ETc (Table 22 note)
    const raw = depletionFractionForEtc(p, etc) * taw;
    dr = Math.min(dr, taw); // a growing root zone never holds more depletion than its TAW
    const logged = hasLogs ? logs.get(day) : undefined;
    const pEff = effectiveRainAbove(w.rainMm[k]!, 0.2 * et0);
    let irrigationMm = (logged ?? 0) * efficiency;
    // Fields are refilled small and often, as pivots and drip are run: at RAW (FAO-56 chapter 8), or earlier so that
    // no more than maxIntervalDays of the day's ETc is used between two irrigations.
    const refillAt = etc > 0 ? Math.min(raw, maxInterval * etc) : raw;
    const assumed = logged === undefined && dr + etc - pEff >= refillAt;
    if (assumed) irrigationMm = dr;
    // FAO-56 eq. 84 (Ks from Dr,i−1) and eq. 80: ETc,adj = Ks ETc
    const etcAdj = stressCoefficient(dr, taw, raw) * etc;
    // FAO-56 eq. 88: DP = (P − RO) + I − ETc,adj − Dr,i−1 ≥ 0
    const deepPercolation = Math.max(0, pEff + irrigationMm - etcAdj - dr);
    // FAO-56 eq. 85: Dr,i = Dr,i−1 − (P − RO) − I + ETc,adj + DP, kept within 0…TAW (eqs. 86-87)
    dr = Math.min(taw, Math.max(0, dr - pEff - irrigationMm + etcAdj + deepPercolation));
    if (day >= today - 1 && !assumed) recentDrainageMm += deepPercolation;
    history.day[h] = day;
    history.et0Mm[h] = et0;
    history.etcMm[h] = etc;
    history.depletionMm[h] = dr;
    history.rawMm[h] = raw;
    history.tawMm[h] = taw;
    history.irrigationMm[h] = irrigationMm;
    history.irrigationAssumed[h] = assumed ? 1 : 0;
    history.simulated[h] = w.simulated[k]!;
    h++;
  }
  history.length = h;

  // Today: depletion at the start of the day, less any irrigation logged today; then the forecast ETc.
  const t = today - w.firstDay;
  if (t < 0 || t >= w.length || w.present[t] === 0) return { advice: null, explanation: null, reason: 'weather_not_ready', history };
  const c = today - co.firstDay;
  const todayKc = co.kc[c]!;
  const todayTaw = co.tawMm[c]!;
  const todayEt0 = w.et0Mm[t]!;
  const todayEtc = todayKc * todayEt0;
  const todayRaw = readilyAvailableWaterMm(todayTaw, p, todayEtc);
  const todayIrrigation = (logs.get(today) ?? 0) * efficiency;
  recentDrainageMm += Math.max(0, todayIrrigation - Math.min(dr, todayTaw));
  dr = Math.max(0, Math.min(dr, todayTaw) - todayIrrigation);
  history.day[h] = today;
  history.et0Mm[h] = todayEt0;
  history.etcMm[h] = todayEtc;
  history.depletionMm[h] = dr;
  history.rawMm[h] = todayRaw;
  history.tawMm[h] = todayTaw;
  history.irrigationMm[h] = todayIrrigation;
  history.irrigationAssumed[h] = 0;
  history.simulated[h] = w.simulated[t]!;
  history.length = h + 1;

  const forecastEtcMm: number[] = [];
  for (let k = t; k < w.length; k++) if (w.present[k]) forecastEtcMm.push(co.kc[k + w.firstDay - co.firstDay]! * w.et0Mm[k]!);
  const todayRefillAt = todayEtc > 0 ? Math.min(todayRaw, maxInterval * todayEtc) : todayRaw;
  if (!forecastEtcMm.some((e) => e > 0)) return { advice: null, explanation: null, reason: 'no_forecast_etc', history };
  const sys = input.system;
  const trees = sys.trees;
  const machine = sys.kind === 'center_pivot' ? sys.machine : null;
  const a = irrigationAdviceOnDay(today, {
    depletionMm: dr,
    tawMm: todayTaw,
    rawMm: todayRefillAt,
    forecastEtcMm,
    applicationEfficiency: efficiency,
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
  // No satellite vegetation cover yet: the cover is estimated from where Kc stands between Kc ini and Kc mid.
  const span = crop.kcMid - crop.kcIni;
  const coverPct = span > 0 ? Math.min(100, Math.max(0, ((todayKc - crop.kcIni) / span) * 100)) : 100;
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
      dataQuality: dataQualityLabel(coverPct),
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
      et0Mm: todayEt0,
      kc: todayKc,
      etcMm: todayEtc,
      depletionMm: dr,
      tawMm: todayTaw,
      rawMm: todayRaw,
      refillAtMm: todayRefillAt,
      ks: waterStressCoefficient(dr, todayTaw, todayRaw),
      rootZoneStatus: rootZoneStatus(dr, todayTaw, todayRaw, recentDrainageMm),
      cropId: crop.id,
      kcClimate: climate,
      daysAfterPlanting: Math.max(0, today - input.plantingDay),
    },
    reason: null,
    history,
  };
}
