import { AgronomyInputError, requireNonNegative } from '../input/agronomy-input-error';
import { depletionFractionForEtc, effectiveRainAbove, readilyAvailableWaterMm, stressCoefficient } from '../water-balance/root-zone';
import { measuredDepletionMm } from '../water-balance/measured-depletion';
import { replayDualKc } from './dual-kc-season';
import type { IrrigationSeasonInput, IrrigationSeasonResult, SeasonHistory } from './irrigation-engine-types';
import { seasonAdvice, type TodayBalance } from './season-advice';
import { seasonCoefficients } from './season-coefficients';
import { emptyHistory, writeHistoryDay } from './season-history';

export type * from './irrigation-engine-types';
export { OVER_WETTED_DRAINAGE_MM, rootZoneStatus } from './season-advice';

/**
 * The irrigation engine: a pure FAO-56 root-zone water balance replayed day by day from the planting day (or
 * `DEFAULT_REPLAY_DAYS` back without one) to today, then `irrigationAdvice` from today's depletion and the
 * forecast ETc. The day's ET is the single crop coefficient (FAO-56 chapter 6), or, when the KC profile gives basal
 * values (`basal`), the dual crop coefficient Kcb + Ke (chapter 7, `replayDualKc`).
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

/** Fraction of the soil surface wetted by drippers (FAO-56 Table 20, trickle irrigation 0.3-0.4). */
export const DRIP_WETTED_FRACTION = 0.35;
/** Days replayed before today when the field has no planting date (the assumed planting date). */
export const DEFAULT_REPLAY_DAYS = 60;
/** The longest replay (the simulated history covers at most 366 days). */
export const MAX_REPLAY_DAYS = 365;

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
  const logs = input.irrigationMmByDay ?? NO_LOGS;
  for (const [day, mm] of logs) requireNonNegative(`irrigationMmByDay[${day}]`, mm);
  const { today, startDay, weather: w } = input;
  const lastDay = Math.max(today, w.firstDay + w.length - 1);
  if (lastDay - Math.min(startDay, today) > 3660) throw new AgronomyInputError('startDay', 'is more than ten years before the last weather day');
  // Drippers wet only part of the soil: the root-zone reservoir of a drip field is its wetted fraction fw
  // (FAO-56 Table 20: trickle irrigation fw 0.3-0.4), so it is refilled in smaller, more frequent doses.
  const wettedFraction = input.system.kind === 'drip' ? DRIP_WETTED_FRACTION : 1;
  const climate = input.climateAdjustment ? meanClimate(input) : null;
  const history = emptyHistory(Math.max(1, today - startDay + 1));
  const balance = input.basal
    ? replayDualKc(input, input.basal, { logs, climate, rootZoneFraction: wettedFraction, history })
    : replaySingleKc(input, { logs, climate, wettedFraction, lastDay, history });
  if (!balance) return { advice: null, explanation: null, reason: 'weather_not_ready', history };
  const probe = input.soilMoisture ? probeDepletion(input, balance, wettedFraction) : null;
  const result = seasonAdvice(input, probe ? { ...balance, depletionMm: probe.measuredMm } : balance, climate, history);
  if (result.explanation) result.explanation.soilMoisture = probe;
  return result;
}

/**
 * Today's depletion as the field's probes measure it (FAO-56 eq. 87 over the root zone, `measuredDepletionMm`), in the
 * reservoir the balance keeps (the wetted fraction of a drip field), within 0…TAW; null when no probe depth lies in
 * the root zone. Measured water content is the state the balance goes on from, as FAO-56 chapter 8 starts a balance
 * from a measured initial depletion (eq. 87): a probe corrects the model's drift (unlogged rain or irrigation, a soil
 * holding more or less than its texture's table values).
 */
function probeDepletion(input: IrrigationSeasonInput, balance: { depletionMm: number; tawMm: number }, wettedFraction: number) {
  const { soil } = input;
  const fc = soil.fieldCapacity.mid;
  const rootDepthM = balance.tawMm / (1000 * (fc - soil.wiltingPoint.mid) * wettedFraction);
  const measured = measuredDepletionMm(input.soilMoisture!.layers, rootDepthM, fc);
  if (measured === null) return null;
  return {
    measuredMm: Math.min(balance.tawMm, measured * wettedFraction),
    modelledMm: balance.depletionMm,
    depthsCm: input.soilMoisture!.layers.map((l) => l.depthCm).sort((a, b) => a - b),
    date: input.soilMoisture!.date,
  };
}

/**
 * The single crop coefficient replay (FAO-56 chapter 8 with the Kc of chapter 6) from the start day to today; null
 * when today has no weather.
 */
function replaySingleKc(
  input: IrrigationSeasonInput,
  o: { logs: ReadonlyMap<number, number>; climate: { rhMinPct: number; u2Ms: number } | null; wettedFraction: number; lastDay: number; history: SeasonHistory },
): TodayBalance | null {
  const { crop, settings, today, startDay, weather: w } = input;
  const { logs, history } = o;
  const hasLogs = logs.size > 0;
  const efficiency = settings.efficiency;
  const maxInterval = settings.maxIntervalDays;
  const co = seasonCoefficients({
    crop,
    soil: input.soil,
    plantingDay: input.plantingDay,
    firstDay: Math.min(startDay, today),
    lastDay: o.lastDay,
    climate: o.climate,
    establishedRoots: input.establishedRoots === true,
    wettedFraction: o.wettedFraction,
  });
  const p = co.depletionP;
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
    writeHistoryDay(history, h, day, { et0Mm: et0, etcMm: etc, depletionMm: dr, rawMm: raw, tawMm: taw, irrigationMm, assumed, simulated: w.simulated[k]! });
    h++;
  }
  history.length = h;

  // Today: depletion at the start of the day, less any irrigation logged today; then the forecast ETc.
  const t = today - w.firstDay;
  if (t < 0 || t >= w.length || w.present[t] === 0) return null;
  const c = today - co.firstDay;
  const todayKc = co.kc[c]!;
  const todayTaw = co.tawMm[c]!;
  const todayEt0 = w.et0Mm[t]!;
  const todayEtc = todayKc * todayEt0;
  const todayRaw = readilyAvailableWaterMm(todayTaw, p, todayEtc);
  const todayIrrigation = (logs.get(today) ?? 0) * efficiency;
  recentDrainageMm += Math.max(0, todayIrrigation - Math.min(dr, todayTaw));
  dr = Math.max(0, Math.min(dr, todayTaw) - todayIrrigation);
  writeHistoryDay(history, h, today, { et0Mm: todayEt0, etcMm: todayEtc, depletionMm: dr, rawMm: todayRaw, tawMm: todayTaw, irrigationMm: todayIrrigation, assumed: false, simulated: w.simulated[t]! });
  history.length = h + 1;

  const forecastEtcMm: number[] = [];
  for (let k = t; k < w.length; k++) if (w.present[k]) forecastEtcMm.push(co.kc[k + w.firstDay - co.firstDay]! * w.et0Mm[k]!);
  // No satellite vegetation cover yet: the cover is estimated from where Kc stands between Kc ini and Kc mid.
  const span = crop.kcMid - crop.kcIni;
  const coverPct = span > 0 ? Math.min(100, Math.max(0, ((todayKc - crop.kcIni) / span) * 100)) : 100;
  return { depletionMm: dr, tawMm: todayTaw, rawMm: todayRaw, et0Mm: todayEt0, kc: todayKc, etcMm: todayEtc, recentDrainageMm, forecastEtcMm, coverPct, dual: null };
}
