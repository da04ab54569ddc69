import { AgronomyInputError, requireInRange, requireNonNegative, requirePositive } from '../input/agronomy-input-error';
import { dayNumberOfIso, isoOfDayNumber } from '../et0/calendar';
import { mmToM3, mmToM3PerFeddan } from '../units/area-and-water';

/** Drip system of a tree field: drippers per tree × dripper flow, for `trees` trees. */
export interface DripSystem {
  /** Drip irrigation of trees. */
  kind: 'drip';
  /** Drippers (emitters) per tree. */
  dripsPerTree: number;
  /** Flow of one dripper, L/h. */
  dripFlowLph: number;
  /** Number of trees in the field. */
  trees: number;
}

/** Sprinkler or centre pivot described by its application rate (mm/h) or its flow (m³/h) over the field. */
export interface RateSystem {
  /** Pivot / sprinkler. */
  kind: 'pivot';
  /** Gross application rate over the field, mm/h; or give `flowM3PerH`. */
  applicationRateMmPerH?: number;
  /** System flow, m³/h, spread over the field area. */
  flowM3PerH?: number;
}

/** Inputs of {@link irrigationAdvice}. */
export interface IrrigationAdviceInput {
  /** Today's date 'YYYY-MM-DD' (depletion is at the start of today). */
  today: string;
  /** Root-zone depletion Dr at the start of today, mm. */
  depletionMm: number;
  /** Total available water, mm. */
  tawMm: number;
  /** Readily available water (management allowed depletion), mm. */
  rawMm: number;
  /** Forecast ETc (mm/day) for today and the following days. */
  forecastEtcMm: readonly number[];
  /** Application efficiency, 0-1 (drip ≈ 0.9, pivot ≈ 0.8). */
  applicationEfficiency: number;
  /** Leaching requirement LR, 0-<1 (FAO-29, `leachingRequirement`): gross = net / ((1 − LR) · efficiency). Default 0. */
  leachingRequirement?: number;
  /** Field area, m². */
  areaM2: number;
  /** Irrigation system. */
  system: DripSystem | RateSystem;
}

/** Result of {@link irrigationAdvice}. */
export interface IrrigationAdvice {
  /** True when today's depletion has reached RAW. */
  irrigateToday: boolean;
  /** First date the depletion is forecast to reach RAW (today if already there). */
  nextIrrigationDate: string;
  /** Same as `nextIrrigationDate` (name used by the advice screens). */
  targetDate: string;
  /** True when the target date lies beyond the forecast and was extrapolated with the forecast mean ETc. */
  targetDateExtrapolated: boolean;
  /** Net depth to refill to field capacity on the target date, mm. */
  netDepthMm: number;
  /** Gross depth = net / efficiency, mm. */
  requiredWaterMm: number;
  /** Gross volume per feddan, m³. */
  requiredWaterM3PerFeddan: number;
  /** Gross volume for the whole field, m³. */
  requiredWaterM3: number;
  /** Run time of the system, minutes. */
  durationMinutes: number;
  /** Run time as 'h:mm'. */
  durationHhMm: string;
  /** Litres per tree (drip fields only). */
  waterPerTreeLitres?: number;
  /** Date until which the refill lasts: depletion is forecast to reach RAW again on this date. */
  enoughTillDate: string;
}

/** Formats minutes as 'h:mm' (rounded to whole minutes). */
export function formatHhMm(minutes: number): string {
  const total = Math.round(requireNonNegative('minutes', minutes));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * Days from a starting depletion until depletion reaches `thresholdMm`, consuming the forecast ETc
 * one day at a time (ETc of day k is used during day k). Beyond the forecast, the mean forecast ETc is
 * used. Returns the offset in days and whether it was extrapolated.
 */
function daysUntilThreshold(startMm: number, thresholdMm: number, etc: readonly number[], firstIndex: number): { days: number; extrapolated: boolean } {
  let d = startMm;
  let k = 0;
  const mean = etc.length ? etc.reduce((a, b) => a + b, 0) / etc.length : 0;
  while (d < thresholdMm) {
    const i = firstIndex + k;
    const e = i < etc.length ? (etc[i] as number) : mean;
    if (e <= 0 && i >= etc.length) return { days: Number.POSITIVE_INFINITY, extrapolated: true };
    d += e;
    k++;
    if (k > 3650) return { days: Number.POSITIVE_INFINITY, extrapolated: true };
  }
  return { days: k, extrapolated: firstIndex + k > etc.length };
}

/**
 * Irrigation advice from the FAO-56 water balance (chapter 8): irrigate when depletion reaches RAW,
 * refilling the root zone to field capacity (net depth = depletion on that day, FAO-56 eq. 85 with
 * Dr → 0), gross depth = net / application efficiency, the volume per feddan (1 mm = 4.2008 m³) and
 * the run time from the system flow (drip: trees × drippers × L/h; pivot: mm/h or m³/h over the area).
 */
export function irrigationAdvice(input: IrrigationAdviceInput): IrrigationAdvice {
  return irrigationAdviceOnDay(dayNumberOfIso(input.today, 'today'), input);
}

/** {@link irrigationAdvice} with today as a day number (days since 1970-01-01); `input.today` is not read. */
export function irrigationAdviceOnDay(today: number, input: Omit<IrrigationAdviceInput, 'today'>): IrrigationAdvice {
  const taw = requirePositive('tawMm', input.tawMm);
  const raw = requirePositive('rawMm', input.rawMm);
  if (raw > taw) throw new AgronomyInputError('rawMm', `must not exceed tawMm (${raw} > ${taw})`);
  const dr = requireInRange('depletionMm', input.depletionMm, 0, taw, 'mm');
  const eff = requireInRange('applicationEfficiency', input.applicationEfficiency, 0.05, 1);
  const area = requirePositive('areaM2', input.areaM2);
  input.forecastEtcMm.forEach((e, i) => requireNonNegative(`forecastEtcMm[${i}]`, e));

  const toRaw = daysUntilThreshold(dr, raw, input.forecastEtcMm, 0);
  if (!Number.isFinite(toRaw.days)) throw new AgronomyInputError('forecastEtcMm', 'needs positive ETc to forecast when RAW is reached');
  const offset = toRaw.days;
  // Depletion at the start of the target day (forecast ETc accumulated until then), capped at TAW.
  let depletionOnTarget = dr;
  for (let i = 0; i < offset; i++) {
    depletionOnTarget += input.forecastEtcMm[i] ?? input.forecastEtcMm.reduce((a, b) => a + b, 0) / Math.max(1, input.forecastEtcMm.length);
  }
  const netDepthMm = Math.min(taw, depletionOnTarget);
  const lr = requireInRange('leachingRequirement', input.leachingRequirement ?? 0, 0, 0.999);
  // FAO-29: the applied water is the crop's need over (1 − LR); then over the application efficiency.
  const requiredWaterMm = netDepthMm / ((1 - lr) * eff);
  const requiredWaterM3 = mmToM3(requiredWaterMm, area);

  let durationHours: number;
  let waterPerTreeLitres: number | undefined;
  const sys = input.system;
  if (sys.kind === 'drip') {
    const trees = requirePositive('system.trees', sys.trees);
    const flowLph = requirePositive('system.dripsPerTree', sys.dripsPerTree) * requirePositive('system.dripFlowLph', sys.dripFlowLph);
    // Reference "Units": litres per tree = mm × area per tree; duration = volume / (drips × drip flow).
    waterPerTreeLitres = requiredWaterMm * (area / trees);
    durationHours = waterPerTreeLitres / flowLph;
  } else if (sys.applicationRateMmPerH !== undefined) {
    durationHours = requiredWaterMm / requirePositive('system.applicationRateMmPerH', sys.applicationRateMmPerH);
  } else if (sys.flowM3PerH !== undefined) {
    durationHours = requiredWaterM3 / requirePositive('system.flowM3PerH', sys.flowM3PerH);
  } else {
    throw new AgronomyInputError('system', 'a pivot needs applicationRateMmPerH or flowM3PerH');
  }
  const durationMinutes = durationHours * 60;

  // After refilling on the target day the root zone starts again from 0 with that day's ETc.
  const lasts = daysUntilThreshold(0, raw, input.forecastEtcMm, offset);
  const targetDate = isoOfDayNumber(today + offset);
  return {
    irrigateToday: offset === 0,
    nextIrrigationDate: targetDate,
    targetDate,
    targetDateExtrapolated: toRaw.extrapolated,
    netDepthMm,
    requiredWaterMm,
    requiredWaterM3PerFeddan: mmToM3PerFeddan(requiredWaterMm),
    requiredWaterM3,
    durationMinutes,
    durationHhMm: formatHhMm(durationMinutes),
    ...(waterPerTreeLitres === undefined ? {} : { waterPerTreeLitres }),
    enoughTillDate: isoOfDayNumber(today + offset + (Number.isFinite(lasts.days) ? lasts.days : 3650)),
  };
}

/** Label for how reliable satellite crop coefficients are, from the vegetation cover. */
export type DataQualityLabel = 'excellent' | 'fair_60' | 'poor_40' | 'poor_20';

/**
 * Data-quality label of satellite-derived Kc from the vegetation cover (%), following the reference
 * (best accuracy above 60 % cover, lower below 15 %). Thresholds chosen here: ≥ 60 % 'excellent',
 * 40-60 % 'fair_60', 15-40 % 'poor_40', below 15 % 'poor_20'.
 */
export function dataQualityLabel(vegetationCoverPct: number): DataQualityLabel {
  const c = requireInRange('vegetationCoverPct', vegetationCoverPct, 0, 100, '%');
  if (c >= 60) return 'excellent';
  if (c >= 40) return 'fair_60';
  if (c >= 15) return 'poor_40';
  return 'poor_20';
}
