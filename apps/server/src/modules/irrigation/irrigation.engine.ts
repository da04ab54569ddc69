import {
  FAO56_SOILS,
  type BasalCropCoefficients,
  type IrrigationSystemKind,
  type CenterPivotSystem,
  type PivotRun,
  dayNumberOfIso,
  formatHhMm,
  isoOfDayNumber,
  runIrrigationSeason,
  thresholdEceOf,
  leachable,
  weatherSeries,
  type DatedWeatherDay,
  type DualKcToday,
  type Fao56Crop,
  type IrrigationSeasonResult,
  type SeasonHistory,
} from '@rayyan/agronomy';
import type { IrrigationAdviceRecord, IrrigationExplanation, IrrigationHistoryDay, IrrigationSettings, PivotRunRecord } from '@rayyan/contracts';

/**
 * The server's side of the irrigation engine (`runIrrigationSeason` of @rayyan/agronomy): it takes the inputs the
 * service gathered (dates, the contract's settings), hands them to the library as day numbers and camelCase, and
 * maps the library's result to the contract's snake_case records, rounded as the API has always sent them.
 */
export { DEFAULT_REPLAY_DAYS, MAX_REPLAY_DAYS, fao56CropOf, rootZoneStatus } from '@rayyan/agronomy';

/** One day of weather the balance uses (stored with the advice inputs). */
export type BalanceWeatherDay = DatedWeatherDay;

export interface EngineInput {
  today: string;
  crop: Fao56Crop;
  /** The planting date, or the assumed one (see DEFAULT_REPLAY_DAYS). */
  plantingDate: string;
  /** First replayed date (planting date, limited to MAX_REPLAY_DAYS back). */
  startDate: string;
  settings: IrrigationSettings;
  areaM2: number;
  /** Drip tree fields by their drippers over `trees` trees; center pivots by their machine; every other field by its application rate. */
  system: { kind: 'pivot'; trees?: number } | { kind: 'drip'; trees: number } | CenterPivotSystem;
  /** Adjust Kc mid and Kc end for the local climate (FAO-56 eq. 62/65); off for a KC profile that says so. */
  climateAdjustment?: boolean;
  /** Established trees: the root zone is at its full depth all year. */
  establishedRoots?: boolean;
  /** The field's irrigation factor, % (tree fields); 100 = as computed. */
  irrigationFactorPct?: number;
  /** Names of the organisation's profiles the crop came from (null: FAO-56 table values). */
  profiles?: { growth: string | null; kc: string | null };
  /** Weather of every date from startDate to the end of the forecast (today included). */
  weather: readonly BalanceWeatherDay[];
  /** Gross irrigation per date, mm (the balance counts it × efficiency). */
  irrigationByDate: Readonly<Record<string, number>>;
  /** The KC profile's basal Kcb: the FAO-56 dual crop coefficient; null or absent: the single Kc. */
  basal?: BasalCropCoefficients | null;
  /** How the irrigation wets the surface (FAO-56 Table 20), for the dual crop coefficient. */
  wetting?: IrrigationSystemKind;
  /** The field's latest analyses: a water sample's EC (leaching, FAO-29) and the soil sample that set the soil type. */
  lab?: LabInputs;
  /**
   * The vegetation cover measured on the field's latest clear satellite image, %, that image's date and its mean NDVI
   * (the dual balance's Kcb from the image's day on).
   */
  cover?: { pct: number; date: string; ndvi?: number } | null;
  /** The field's soil moisture probes over their last day (volumetric %, per depth), and that day: the measured depletion. */
  soilMoisture?: { layers: { depthCm: number; thetaPct: number }[]; date: string } | null;
}

/** What the field's lab samples bring to the advice (see `labInputsOf` of the lab-samples module). */
export interface LabInputs {
  water: { code: string; ecwDsM: number; warnings: IrrigationExplanation['water_warnings'] } | null;
  soil: { code: string; textureClass: string; soilType: IrrigationSettings['soil_type'] } | null;
}

export interface EngineResult {
  advice: Omit<IrrigationAdviceRecord, 'computed_at'> | null;
  explanation: IrrigationExplanation | null;
  reason: string | null;
  history: IrrigationHistoryDay[];
}

const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;

/** The replayed days as the contract's history records. */
export function historyRecords(h: SeasonHistory): IrrigationHistoryDay[] {
  const out: IrrigationHistoryDay[] = new Array(h.length);
  for (let i = 0; i < h.length; i++) {
    out[i] = {
      date: isoOfDayNumber(h.day[i]!),
      et0_mm: round(h.et0Mm[i]!),
      etc_mm: round(h.etcMm[i]!),
      depletion_mm: round(h.depletionMm[i]!),
      raw_mm: round(h.rawMm[i]!),
      taw_mm: round(h.tawMm[i]!),
      irrigation_mm: round(h.irrigationMm[i]!),
      irrigation_assumed: h.irrigationAssumed[i] === 1,
      simulated: h.simulated[i] === 1,
    };
  }
  return out;
}

/** A center pivot's run as the contract's record (depths to 0.1 mm, hours to 0.01 h). */
function pivotRunRecord(run: PivotRun, input: EngineInput): PivotRunRecord {
  const machine = input.system.kind === 'center_pivot' ? input.system.machine : null;
  return {
    capacity_m3_h: round(machine?.capacityM3PerH ?? 0, 1),
    capacity_mm_day: round(run.capacityMmPerDay),
    hours_per_revolution_at_100: round(machine?.hoursPerRevolutionAt100 ?? 0),
    depth_at_100_mm: round(run.depthAt100Mm, 1),
    speed_pct: run.speedPct,
    passes: run.passes,
    depth_per_pass_mm: round(run.depthPerPassMm, 1),
    max_depth_per_pass_mm: round(run.maxDepthPerPassMm, 1),
    limited_by: run.limitedBy,
    hours_per_revolution: round(run.hoursPerRevolution),
    sectors: input.system.kind === 'center_pivot' ? input.system.sectors : 0,
    hours_per_sector: run.hoursPerSector === null ? null : round(run.hoursPerSector),
    total_hours: round(run.totalHours),
    applied_mm: round(run.appliedDepthMm, 1),
  };
}

/** Today's dual crop coefficient figures as the explanation's fields (coefficients to 0.001, mm to 0.01), or all null. */
function dualRecord(
  d: DualKcToday | null,
): Pick<IrrigationExplanation, 'kcb' | 'kcb_source' | 'kcb_image_date' | 'kcb_from_image' | 'ke' | 'evaporation_mm' | 'transpiration_mm' | 'canopy_cover' | 'wetted_fraction' | 'exposed_wetted_fraction'> {
  return {
    kcb: d && round(d.kcb, 3),
    kcb_source: d && d.kcbSource,
    kcb_image_date: d && d.kcbImageDate,
    kcb_from_image: d && d.kcbSource === 'image' ? round(d.kcb, 3) : null,
    ke: d && round(d.ke, 3),
    evaporation_mm: d && round(d.evaporationMm),
    transpiration_mm: d && round(d.transpirationMm),
    canopy_cover: d && round(d.canopyCover),
    wetted_fraction: d && round(d.wettedFraction),
    exposed_wetted_fraction: d && round(d.exposedWettedFraction),
  };
}

/** The library's advice and explanation as the contract's records. */
function records(r: IrrigationSeasonResult, input: EngineInput): Pick<EngineResult, 'advice' | 'explanation'> {
  const a = r.advice;
  const e = r.explanation;
  if (!a || !e) return { advice: null, explanation: null };
  return {
    advice: {
      target_irrigation_date: a.targetDate,
      irrigate_today: a.irrigateToday,
      required_water_mm: round(a.requiredWaterMm, 1),
      required_water_m3_per_feddan: round(a.requiredWaterM3PerFeddan, 1),
      duration_minutes: a.durationMinutes === null ? null : Math.round(a.durationMinutes),
      duration_hhmm: a.durationMinutes === null ? null : formatHhMm(a.durationMinutes),
      enough_till_date: a.enoughTillDate,
      data_quality: a.dataQuality,
      vegetation_cover_pct: round(a.vegetationCover.pct, 1),
      vegetation_cover_source: a.vegetationCover.source,
      vegetation_cover_date: a.vegetationCover.date,
      simulated_weather: a.simulatedWeather,
      water_per_tree_litres: a.waterPerTreeLitres === null ? null : round(a.waterPerTreeLitres, 1),
      trees: a.trees,
      system_flow_m3_h: a.systemFlowM3PerH === null ? null : round(a.systemFlowM3PerH, 1),
      valve_name: input.settings.valve_name,
      valve_code: input.settings.valve_code,
      irrigation_factor_pct: round(a.irrigationFactorPct, 1),
      pivot_run: a.pivotRun && pivotRunRecord(a.pivotRun, input),
    },
    explanation: {
      date: e.date,
      et0_mm: round(e.et0Mm),
      kc: round(e.kc, 3),
      etc_mm: round(e.etcMm),
      depletion_mm: round(e.depletionMm),
      taw_mm: round(e.tawMm),
      raw_mm: round(e.rawMm),
      refill_at_mm: round(e.refillAtMm),
      ks: round(e.ks, 3),
      root_zone_status: e.rootZoneStatus,
      crop: e.cropId,
      kc_climate: e.kcClimate && { rh_min_pct: round(e.kcClimate.rhMinPct, 1), u2_ms: round(e.kcClimate.u2Ms, 2) },
      growth_profile: input.profiles?.growth ?? null,
      kc_profile: input.profiles?.kc ?? null,
      days_after_planting: e.daysAfterPlanting,
      ...dualRecord(e.dual),
      leaching: e.leaching && {
        ecw_ds_m: round(e.leaching.ecwDsM, 2),
        threshold_ece_ds_m: e.leaching.thresholdEceDsM,
        leaching_requirement: round(e.leaching.leachingRequirement, 3),
        net_depth_mm: round(e.leaching.netDepthMm, 1),
        efficiency: e.leaching.efficiency,
        sample_code: input.lab?.water?.code ?? null,
      },
      water_warnings: input.lab?.water?.warnings ?? [],
      // The soil sample is named only while the settings still hold the soil type it set.
      soil_sample: input.lab?.soil && input.lab.soil.soilType === input.settings.soil_type ? { code: input.lab.soil.code, texture_class: input.lab.soil.textureClass, soil_type: input.lab.soil.soilType } : null,
      soil_moisture: e.soilMoisture
        ? { measured_depletion_mm: round(e.soilMoisture.measuredMm), modelled_depletion_mm: round(e.soilMoisture.modelledMm), depths_cm: e.soilMoisture.depthsCm, date: e.soilMoisture.date }
        : null,
    },
  };
}

/**
 * The leaching inputs: the latest water sample's ECw and the crop's threshold ECe (FAO-29 Table 4); none without a
 * water sample, for a crop the table lacks, and for water too saline to leach (ECw ≥ 2.5 ECe, LR ≥ 1).
 */
function salinityOf(input: EngineInput): { ecwDsM: number; thresholdEceDsM: number } | null {
  const water = input.lab?.water;
  const threshold = water ? thresholdEceOf(input.crop.id) : null;
  return water && threshold !== null && leachable(water.ecwDsM, threshold) ? { ecwDsM: water.ecwDsM, thresholdEceDsM: threshold } : null;
}

/** Replays the water balance to today and computes the advice (FAO-56; see `runIrrigationSeason`). */
export function runIrrigationEngine(input: EngineInput): EngineResult {
  const s = input.settings;
  const irrigationMmByDay = new Map<number, number>();
  for (const [date, mm] of Object.entries(input.irrigationByDate)) irrigationMmByDay.set(dayNumberOfIso(date, 'irrigationByDate'), mm);
  const result = runIrrigationSeason({
    today: dayNumberOfIso(input.today, 'today'),
    crop: input.crop,
    soil: FAO56_SOILS[s.soil_type]!,
    plantingDay: dayNumberOfIso(input.plantingDate, 'plantingDate'),
    startDay: dayNumberOfIso(input.startDate, 'startDate'),
    settings: {
      efficiency: s.efficiency,
      maxIntervalDays: s.max_interval_days,
      applicationRateMmPerH: s.application_rate_mm_h,
      dripsPerTree: s.drips_per_tree,
      dripFlowLph: s.drip_flow_lph,
    },
    areaM2: input.areaM2,
    system: input.system,
    climateAdjustment: input.climateAdjustment,
    establishedRoots: input.establishedRoots,
    irrigationFactorPct: input.irrigationFactorPct,
    weather: weatherSeries(input.weather),
    irrigationMmByDay,
    basal: input.basal ?? null,
    ...(input.wetting ? { wetting: input.wetting } : {}),
    salinity: salinityOf(input),
    measuredCover: input.cover ?? null,
    soilMoisture: input.soilMoisture ?? null,
  });
  let history: IrrigationHistoryDay[] | undefined;
  return {
    ...records(result, input),
    reason: result.reason,
    // The history records are made when read: the nightly run stores the advice and never looks at them.
    get history() {
      return (history ??= historyRecords(result.history));
    },
  };
}
