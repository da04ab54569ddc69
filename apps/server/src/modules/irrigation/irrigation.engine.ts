import {
  FAO56_CROPS,
  FAO56_SOILS,
  addDaysIso,
  cropCoefficientOnDay,
  dataQualityLabel,
  effectiveRainMm,
  formatHhMm,
  mmToLitresPerTree,
  irrigationAdvice,
  readilyAvailableWaterMm,
  totalAvailableWaterMm,
  waterBalanceStep,
  waterStressCoefficient,
  type Fao56Crop,
} from '@rayyan/agronomy';
import type { IrrigationAdviceRecord, IrrigationExplanation, IrrigationHistoryDay, IrrigationSettings, ROOT_ZONE_STATUSES } from '@rayyan/contracts';

type RootZoneStatus = (typeof ROOT_ZONE_STATUSES)[number];

/**
 * The irrigation engine: a pure FAO-56 root-zone water balance replayed day by day from the planting
 * date (or 60 days back without one) to today, then the advice of @rayyan/agronomy from today's
 * depletion and the forecast ETc. Inputs are plain data so that the stored advice keeps them.
 *
 * Days without a logged irrigation assume the farm followed the advice: when depletion would reach RAW the
 * root zone is refilled (FAO-56 chapter 8 scheduling, as `simulateSeason` with `autoIrrigate`). Without this a
 * field whose irrigations were never entered would replay as bone dry and be told to apply its whole TAW.
 * Such days are flagged `irrigation_assumed` in the history.
 */

/** Drainage below the roots (mm, yesterday and today) from which a field counts as over wetted. */
export const OVER_WETTED_DRAINAGE_MM = 5;

/** The root zone's state today (spec "irrigation status"): see irrigationExplanationSchema.root_zone_status. */
export function rootZoneStatus(depletionMm: number, tawMm: number, rawMm: number, recentDrainageMm: number): RootZoneStatus {
  if (recentDrainageMm >= OVER_WETTED_DRAINAGE_MM) return 'over_wetted';
  const ks = waterStressCoefficient(depletionMm, tawMm, rawMm);
  if (ks < 0.5) return 'dry';
  return ks < 1 ? 'stressed' : 'adequate';
}

/** Fraction of the soil surface wetted by drippers (FAO-56 Table 20, trickle irrigation 0.3-0.4). */
export const DRIP_WETTED_FRACTION = 0.35;

/** Days replayed before today when the field has no planting date (the assumed planting date). */
export const DEFAULT_REPLAY_DAYS = 60;
/** The longest replay (the simulated history covers at most 366 days). */
export const MAX_REPLAY_DAYS = 365;

/** Maps a field's crop name to an FAO56_CROPS id (wheat by season), or null for an unknown crop. */
export function fao56CropOf(crop: string, season: string | null): Fao56Crop | null {
  const name = crop.trim().toLowerCase().replace(/[\s-]+/g, '_');
  const ids: Record<string, string> = {
    wheat: season === 'winter' ? 'winter_wheat' : 'spring_wheat',
    alfalfa: 'alfalfa_averaged',
    maize: 'maize_grain',
    corn: 'maize_grain',
    potato: 'potato',
    potatoes: 'potato',
    onion: 'onion_dry',
    onions: 'onion_dry',
    tomato: 'tomato',
    sugar_beet: 'sugar_beet',
    olive: 'olives',
    olives: 'olives',
    date_palm: 'date_palm',
    // Tree fields: citrus without ground cover at 50 % canopy is the middle row of FAO-56 Table 12.
    citrus: 'citrus_50_no_cover',
  };
  const id = ids[name] ?? name;
  return FAO56_CROPS[id] ?? null;
}

/** One day of weather the balance uses. */
export interface BalanceWeatherDay {
  date: string;
  et0Mm: number;
  rainMm: number;
  simulated: boolean;
  /** The day's lowest hourly relative humidity, % (for FAO-56 eq. 62). */
  rhMinPct?: number;
  /** The day's mean wind speed at 2 m, m/s (for FAO-56 eq. 62). */
  u2Ms?: number;
}

export interface EngineInput {
  today: string;
  crop: Fao56Crop;
  /** The planting date, or the assumed one (see DEFAULT_REPLAY_DAYS). */
  plantingDate: string;
  /** First replayed date (planting date, limited to MAX_REPLAY_DAYS back). */
  startDate: string;
  settings: IrrigationSettings;
  areaM2: number;
  /**
   * Drip tree fields are run by their drippers over `trees` trees; every other field (pivots, flood, sprinklers,
   * a tree field not on drip) by its application rate, with the water per tree when it has trees.
   */
  system: { kind: 'pivot'; trees?: number } | { kind: 'drip'; trees: number };
  /**
   * Adjust Kc mid and Kc end for the local climate (FAO-56 eq. 62/65) with the mean minimum humidity and wind of the
   * replayed and forecast days; the FAO-56 table values assume RHmin 45 % and u2 2 m/s. Off for a KC profile that says so.
   */
  climateAdjustment?: boolean;
  /** Established trees: the root zone is at its full depth all year (no growth of the roots through the stages). */
  establishedRoots?: boolean;
  /** The field's irrigation factor, % (tree fields), applied to the required water; 100 = as computed. */
  irrigationFactorPct?: number;
  /** Names of the organisation's profiles the crop came from (null: FAO-56 table values). */
  profiles?: { growth: string | null; kc: string | null };
  /** Weather of every date from startDate to the end of the forecast (today included). */
  weather: readonly BalanceWeatherDay[];
  /** Gross irrigation per date, mm (the balance counts it × efficiency). */
  irrigationByDate: Readonly<Record<string, number>>;
}

export interface EngineResult {
  advice: Omit<IrrigationAdviceRecord, 'computed_at'> | null;
  explanation: IrrigationExplanation | null;
  reason: string | null;
  history: IrrigationHistoryDay[];
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Replays the water balance to today and computes the advice (see the module comment). */
export function runIrrigationEngine(input: EngineInput): EngineResult {
  const { crop, settings } = input;
  const soil = FAO56_SOILS[settings.soil_type]!;
  const rootAt = (dap: number): number => {
    const { min, max } = crop.rootDepthM;
    if (crop.profile.kind === 'evergreen' || input.establishedRoots) return max;
    const s = crop.profile.stageLengthsDays;
    const toMid = s.initial + s.development;
    if (toMid <= 0 || dap >= toMid) return max;
    return min + ((max - min) * Math.max(0, dap)) / toMid;
  };
  // Drippers wet only part of the soil: the root-zone reservoir of a drip field is its wetted fraction fw
  // (FAO-56 Table 20: trickle irrigation fw 0.3-0.4), so it is refilled in smaller, more frequent doses.
  const wettedFraction = input.system.kind === 'drip' ? DRIP_WETTED_FRACTION : 1;
  const withClimate = input.weather.filter((w) => w.date >= input.startDate && w.rhMinPct !== undefined && w.u2Ms !== undefined);
  const climate =
    input.climateAdjustment && withClimate.length > 0
      ? { rhMinPct: withClimate.reduce((s, w) => s + w.rhMinPct!, 0) / withClimate.length, u2Ms: withClimate.reduce((s, w) => s + w.u2Ms!, 0) / withClimate.length }
      : null;
  const dayOf = (date: string) => {
    const dap = Math.max(0, daysBetween(input.plantingDate, date));
    const kc = cropCoefficientOnDay(crop.profile, dap, climate ?? {});
    const taw = totalAvailableWaterMm(soil.fieldCapacity.mid, soil.wiltingPoint.mid, rootAt(dap)) * wettedFraction;
    return { dap, kc, taw };
  };
  // Fields are refilled small and often, as pivots and drip are run: at RAW (FAO-56 chapter 8), or earlier so that no
  // more than max_interval_days of the day's ETc is used between two irrigations (a deep root zone's RAW would
  // otherwise ask a pivot for 150 mm once a month).
  const refillAt = (raw: number, etc: number) => (etc > 0 ? Math.min(raw, settings.max_interval_days * etc) : raw);
  const byDate = new Map(input.weather.map((w) => [w.date, w]));
  const history: IrrigationHistoryDay[] = [];
  let dr = 0;
  // Water drained below the roots yesterday and today by logged irrigation or rain (not by assumed irrigations).
  const yesterday = addDaysIso(input.today, -1);
  let recentDrainageMm = 0;
  for (let date = input.startDate; date < input.today; date = addDaysIso(date, 1)) {
    const w = byDate.get(date);
    if (!w) continue;
    const { kc, taw } = dayOf(date);
    const etc = kc * w.et0Mm;
    const raw = readilyAvailableWaterMm(taw, crop.depletionP, etc);
    dr = Math.min(dr, taw);
    const logged = input.irrigationByDate[date];
    const pEff = effectiveRainMm(w.rainMm, { et0Mm: w.et0Mm });
    let irrigationMm = (logged ?? 0) * settings.efficiency;
    const assumed = logged === undefined && dr + etc - pEff >= refillAt(raw, etc);
    if (assumed) irrigationMm = dr;
    const step = waterBalanceStep({ previousDepletionMm: dr, etcMm: etc, effectiveRainMm: pEff, irrigationMm, tawMm: taw, rawMm: raw });
    dr = step.depletionMm;
    if (date >= yesterday && !assumed) recentDrainageMm += step.deepPercolationMm;
    history.push({ date, et0_mm: round(w.et0Mm), etc_mm: round(etc), depletion_mm: round(dr), raw_mm: round(raw), taw_mm: round(taw), irrigation_mm: round(irrigationMm), irrigation_assumed: assumed, simulated: w.simulated });
  }

  // Today: depletion at the start of the day, less any irrigation logged today; then the forecast ETc.
  const forecast = input.weather.filter((w) => w.date >= input.today).sort((a, b) => a.date.localeCompare(b.date));
  const todayWeather = forecast[0];
  if (!todayWeather || todayWeather.date !== input.today) return { advice: null, explanation: null, reason: 'weather_not_ready', history };
  const today = dayOf(input.today);
  const todayEtc = today.kc * todayWeather.et0Mm;
  const todayRaw = readilyAvailableWaterMm(today.taw, crop.depletionP, todayEtc);
  const todayIrrigation = (input.irrigationByDate[input.today] ?? 0) * settings.efficiency;
  recentDrainageMm += Math.max(0, todayIrrigation - Math.min(dr, today.taw));
  dr = Math.max(0, Math.min(dr, today.taw) - todayIrrigation);
  history.push({
    date: input.today,
    et0_mm: round(todayWeather.et0Mm),
    etc_mm: round(todayEtc),
    depletion_mm: round(dr),
    raw_mm: round(todayRaw),
    taw_mm: round(today.taw),
    irrigation_mm: round(todayIrrigation),
    irrigation_assumed: false,
    simulated: todayWeather.simulated,
  });
  const forecastEtcMm = forecast.map((w) => dayOf(w.date).kc * w.et0Mm);
  const todayRefillAt = refillAt(todayRaw, todayEtc);
  if (!forecastEtcMm.some((e) => e > 0)) return { advice: null, explanation: null, reason: 'no_forecast_etc', history };
  const a = irrigationAdvice({
    today: input.today,
    depletionMm: dr,
    tawMm: today.taw,
    rawMm: todayRefillAt,
    forecastEtcMm,
    applicationEfficiency: settings.efficiency,
    areaM2: input.areaM2,
    system:
      input.system.kind === 'drip'
        ? { kind: 'drip', trees: input.system.trees, dripsPerTree: settings.drips_per_tree, dripFlowLph: settings.drip_flow_lph }
        : { kind: 'pivot', applicationRateMmPerH: settings.application_rate_mm_h },
  });
  // The field's irrigation factor scales the water (and so the run time) the farm applies.
  const factor = (input.irrigationFactorPct ?? 100) / 100;
  // No satellite vegetation cover yet: the cover is estimated from where Kc stands between Kc ini and Kc mid.
  const span = crop.kcMid - crop.kcIni;
  const coverPct = span > 0 ? Math.min(100, Math.max(0, ((today.kc - crop.kcIni) / span) * 100)) : 100;
  const simulated = input.weather.some((w) => w.date >= input.startDate && w.simulated);
  return {
    advice: {
      target_irrigation_date: a.targetDate,
      irrigate_today: a.irrigateToday,
      required_water_mm: round(a.requiredWaterMm * factor, 1),
      required_water_m3_per_feddan: round(a.requiredWaterM3PerFeddan * factor, 1),
      duration_minutes: Math.round(a.durationMinutes * factor),
      duration_hhmm: formatHhMm(a.durationMinutes * factor),
      enough_till_date: a.enoughTillDate,
      data_quality: dataQualityLabel(coverPct),
      simulated_weather: simulated,
      // Litres per tree = mm × area per tree (reference "Units"), for drip and for trees watered otherwise.
      water_per_tree_litres: input.system.trees ? round(mmToLitresPerTree(a.requiredWaterMm * factor, input.areaM2 / input.system.trees), 1) : null,
      trees: input.system.trees ?? null,
      system_flow_m3_h: round(
        input.system.kind === 'drip'
          ? (input.system.trees * settings.drips_per_tree * settings.drip_flow_lph) / 1000
          : (settings.application_rate_mm_h * input.areaM2) / 1000,
        1,
      ),
      valve_name: settings.valve_name,
      valve_code: settings.valve_code,
      irrigation_factor_pct: round(factor * 100, 1),
    },
    explanation: {
      date: input.today,
      et0_mm: round(todayWeather.et0Mm),
      kc: round(today.kc, 3),
      etc_mm: round(todayEtc),
      depletion_mm: round(dr),
      taw_mm: round(today.taw),
      raw_mm: round(todayRaw),
      refill_at_mm: round(todayRefillAt),
      ks: round(waterStressCoefficient(dr, today.taw, todayRaw), 3),
      root_zone_status: rootZoneStatus(dr, today.taw, todayRaw, recentDrainageMm),
      crop: crop.id,
      kc_climate: climate && { rh_min_pct: round(climate.rhMinPct, 1), u2_ms: round(climate.u2Ms, 2) },
      growth_profile: input.profiles?.growth ?? null,
      kc_profile: input.profiles?.kc ?? null,
      days_after_planting: today.dap,
    },
    reason: null,
    history,
  };
}
