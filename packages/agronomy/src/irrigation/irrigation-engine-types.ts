import type { MeasuredLayer } from '../water-balance/measured-depletion';
import type { BasalCropCoefficients, Fao56Crop } from '../crops/fao56-crops';
import type { IrrigationSystemKind } from '../dual-kc/wetted-fraction';
import type { Fao56Soil } from '../water-balance/soils';
import type { DataQualityLabel } from './irrigation-advice';
import type { PivotMachine, PivotRun } from './pivot-run';
import type { WeatherSeries } from './season-weather';

/** The root zone's state today: dry, stressed, adequate or over wetted (see `rootZoneStatus`). */
export type RootZoneStatus = 'dry' | 'stressed' | 'adequate' | 'over_wetted';

/** How a field is irrigated, as the engine needs it. */
export interface IrrigationSystemSettings {
  /** Application efficiency, 0-1: the root zone receives the logged gross depth × efficiency. */
  efficiency: number;
  /** The longest interval between irrigations, in days of the day's ETc (refill earlier than RAW). */
  maxIntervalDays: number;
  /** Gross application rate of flood, sprinklers and tree fields not on drip, mm/h (not of center pivots: see `pivotRun`). */
  applicationRateMmPerH: number;
  /** Drippers per tree (drip fields). */
  dripsPerTree: number;
  /** Flow of one dripper, L/h (drip fields). */
  dripFlowLph: number;
}

/** A center pivot crop field: its machine (null until its capacity and revolution time are known) and its sectors. */
export interface CenterPivotSystem {
  kind: 'center_pivot';
  machine: PivotMachine | null;
  /** Sectors the circle is irrigated in (0: not split). */
  sectors: number;
  trees?: undefined;
}

/** Inputs of `runIrrigationSeason`; every day is a day number (days since 1970-01-01, see `dayNumberOfIso`). */
export interface IrrigationSeasonInput {
  /** Today. */
  today: number;
  crop: Fao56Crop;
  soil: Fao56Soil;
  /** The planting day, or the assumed one. */
  plantingDay: number;
  /** First replayed day (the planting day, limited to `MAX_REPLAY_DAYS` back). */
  startDay: number;
  settings: IrrigationSystemSettings;
  /** Field area, m². */
  areaM2: number;
  /**
   * Drip tree fields are run by their drippers over `trees` trees; a center pivot by its speed setting and passes
   * (`pivotRun`, from its system capacity and hours per revolution; no run time while the machine is unknown); every
   * other field (`pivot`: flood, sprinklers, a tree field not on drip) by its application rate, with the water per
   * tree when it has trees.
   */
  system: { kind: 'pivot'; trees?: number } | { kind: 'drip'; trees: number } | CenterPivotSystem;
  /**
   * Adjust Kc mid and Kc end for the local climate (FAO-56 eq. 62/65) with the mean minimum humidity and wind of the
   * replayed and forecast days; the FAO-56 table values assume RHmin 45 % and u2 2 m/s.
   */
  climateAdjustment?: boolean;
  /** Established trees: the root zone is at its full depth all year (no growth of the roots through the stages). */
  establishedRoots?: boolean;
  /** The field's irrigation factor, % (tree fields), applied to the required water; 100 = as computed. */
  irrigationFactorPct?: number;
  /** Weather of the replayed days and the forecast (today included); days before `startDay` are ignored. */
  weather: WeatherSeries;
  /** Gross irrigation logged per day number, mm (the balance counts it × efficiency). */
  irrigationMmByDay?: ReadonlyMap<number, number>;
  /**
   * The KC profile's basal crop coefficients (FAO-56 Table 17, or the organisation's): with them each day's ET is the
   * FAO-56 dual crop coefficient balance (chapter 7: transpiration Kcb and evaporation Ke from the wetted, exposed
   * surface layer); without them (null, absent) the single Kc of `crop`.
   */
  basal?: BasalCropCoefficients | null;
  /**
   * How the irrigation wets the soil surface in the dual balance (FAO-56 Table 20: drip fw 0.35 at the plants, pivot
   * and flood 1). Default: drip for `system.kind` drip, else pivot.
   */
  wetting?: IrrigationSystemKind;
  /**
   * The irrigation water's salinity ECw and the crop's threshold ECe (FAO-29 Table 4), dS/m: the gross depth carries the
   * leaching requirement (`leachingRequirement`). Null or absent: no leaching.
   */
  salinity?: { ecwDsM: number; thresholdEceDsM: number } | null;
  /**
   * The field's vegetation cover measured by the satellite (`vegetationCoverFromNdvi` of its latest clear image), %, and
   * the image's date: the data quality follows it. Null or absent: the cover is estimated from the crop stage. With
   * the image's mean NDVI, the dual balance takes its Kcb and cover from the image's day on (`imageBasalOf`).
   */
  measuredCover?: { pct: number; date: string; ndvi?: number } | null;
  /**
   * The field's soil moisture probes: each depth's volumetric water content (%) over the last day, and that day. The
   * depletion they measure (FAO-56 eq. 87, `measuredDepletionMm`) replaces the modelled one as today's state.
   */
  soilMoisture?: { layers: MeasuredLayer[]; date: string } | null;
}

/**
 * The replayed days, one column per quantity (index k is the k-th replayed day, today last), so a season
 * allocates a few arrays rather than an object per day.
 */
export interface SeasonHistory {
  /** Number of days. */
  length: number;
  /** Day numbers. */
  day: Int32Array;
  et0Mm: Float64Array;
  etcMm: Float64Array;
  /** Depletion at the end of the day (today: at its start, less today's logged irrigation), mm. */
  depletionMm: Float64Array;
  rawMm: Float64Array;
  tawMm: Float64Array;
  /** Net irrigation counted, mm (logged × efficiency, or the assumed refill). */
  irrigationMm: Float64Array;
  /** 1 where no irrigation was logged and the advice was assumed followed. */
  irrigationAssumed: Uint8Array;
  /** 1 where the day's weather is simulated. */
  simulated: Uint8Array;
}

/** Today's advice (unrounded; the irrigation factor applied). */
export interface IrrigationSeasonAdvice {
  targetDate: string;
  irrigateToday: boolean;
  requiredWaterMm: number;
  requiredWaterM3PerFeddan: number;
  /** Run time, minutes; null for a center pivot whose machine is unknown. */
  durationMinutes: number | null;
  enoughTillDate: string;
  dataQuality: DataQualityLabel;
  /** The vegetation cover the data quality comes from, %, where it comes from, and the satellite image's date. */
  vegetationCover: { pct: number; source: 'satellite' | 'crop_stage'; date: string | null };
  /** True when any replayed or forecast day is simulated. */
  simulatedWeather: boolean;
  /** Litres per tree, for fields with trees. */
  waterPerTreeLitres: number | null;
  trees: number | null;
  /** Flow the run time assumes, m³/h (a center pivot's system capacity); null when unknown. */
  systemFlowM3PerH: number | null;
  irrigationFactorPct: number;
  /** Center pivots: speed setting, hours per revolution and passes for the gross depth; null otherwise or unknown machine. */
  pivotRun: PivotRun | null;
}

/** Why today's advice is what it is (unrounded). */
export interface IrrigationSeasonExplanation {
  /** Today, 'YYYY-MM-DD'. */
  date: string;
  et0Mm: number;
  kc: number;
  etcMm: number;
  depletionMm: number;
  tawMm: number;
  rawMm: number;
  /** Depletion at which the field is refilled: RAW, or less to keep within the longest interval. */
  refillAtMm: number;
  ks: number;
  rootZoneStatus: RootZoneStatus;
  cropId: string;
  /** The mean climate Kc was adjusted for, or null for the table values. */
  kcClimate: { rhMinPct: number; u2Ms: number } | null;
  daysAfterPlanting: number;
  /** Today's transpiration and evaporation by the dual crop coefficient; null when the single Kc was used. */
  dual: DualKcToday | null;
  /** The leaching step (FAO-29): ECw, threshold ECe, LR, and the net depth and efficiency it divides; null without a water analysis. */
  leaching: LeachingStep | null;
  /** Today's depletion measured by the field's probes against the modelled one; absent or null without a probe reading. */
  soilMoisture?: { measuredMm: number; modelledMm: number; depthsCm: number[]; date: string } | null;
}

/** How the leaching requirement entered the gross depth: gross = net / ((1 − LR) · efficiency). */
export interface LeachingStep {
  ecwDsM: number;
  thresholdEceDsM: number;
  leachingRequirement: number;
  netDepthMm: number;
  efficiency: number;
}

/** Today's split of ET by the FAO-56 dual crop coefficient (chapter 7); `kc` of the explanation is Kcb + Ke. */
export interface DualKcToday {
  /** Basal crop coefficient Kcb (FAO-56 Table 17 curve; mid and end adjusted by eq. 70 with the climate). */
  kcb: number;
  /** Soil evaporation coefficient Ke (eq. 71). */
  ke: number;
  /** Soil evaporation E = Ke ET0, mm. */
  evaporationMm: number;
  /** Transpiration T = Ks Kcb ET0, mm. */
  transpirationMm: number;
  /** Fraction of the ground the crop covers fc (eq. 76). */
  canopyCover: number;
  /** Fraction of the surface the last wetting wetted fw (Table 20). */
  wettedFraction: number;
  /** Fraction of the surface both wetted and exposed few (eq. 75), the soil E comes from. */
  exposedWettedFraction: number;
  /** Where today's Kcb comes from: a recent clear satellite image's NDVI (`imageBasalOf`) or the crop's table curve. */
  kcbSource: 'image' | 'table';
  /** The image whose NDVI gave today's Kcb, 'YYYY-MM-DD'; null with the table's. */
  kcbImageDate: string | null;
}

/** Result of `runIrrigationSeason`. */
export interface IrrigationSeasonResult {
  advice: IrrigationSeasonAdvice | null;
  explanation: IrrigationSeasonExplanation | null;
  /** Why there is no advice: today's weather is missing, or the forecast has no ETc. */
  reason: 'weather_not_ready' | 'no_forecast_etc' | null;
  history: SeasonHistory;
}
