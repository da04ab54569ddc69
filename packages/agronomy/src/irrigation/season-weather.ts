import { AgronomyInputError, requireFinite, requireNonNegative } from '../input/agronomy-input-error';
import { dayNumberOfIso } from '../et0/calendar';

/** One dated day of weather, as a caller gathers it (see {@link weatherSeries}). */
export interface DatedWeatherDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Reference ET0, mm. */
  et0Mm: number;
  /** Rain, mm. */
  rainMm: number;
  /** True when the day comes from the simulated provider. */
  simulated: boolean;
  /** The day's lowest hourly relative humidity, % (for FAO-56 eq. 62). */
  rhMinPct?: number;
  /** The day's mean wind speed at 2 m, m/s (for FAO-56 eq. 62). */
  u2Ms?: number;
}

/**
 * Daily weather laid out by day number (index i is day `firstDay + i`), so a season loop reads it without dates
 * or lookups. Days without weather have `present[i] = 0`; unknown humidity or wind are NaN. Several fields at one
 * place can share one series.
 */
export interface WeatherSeries {
  /** Day number (days since 1970-01-01) of index 0. */
  readonly firstDay: number;
  /** Number of days covered, gaps included. */
  readonly length: number;
  /** 1 where the day has weather. */
  readonly present: Uint8Array;
  /** Reference ET0, mm. */
  readonly et0Mm: Float64Array;
  /** Rain, mm. */
  readonly rainMm: Float64Array;
  /** 1 where the day is simulated. */
  readonly simulated: Uint8Array;
  /** Lowest hourly relative humidity, % (NaN when unknown). */
  readonly rhMinPct: Float64Array;
  /** Mean wind speed at 2 m, m/s (NaN when unknown). */
  readonly u2Ms: Float64Array;
}

/** The longest span of days one series may cover (ten years): a guard against a stray date. */
export const MAX_SERIES_DAYS = 3660;

/**
 * Lays dated weather out by day number (see {@link WeatherSeries}); checks every value once, here, so the season
 * loop need not. A later entry for the same date replaces an earlier one.
 */
export function weatherSeries(days: readonly DatedWeatherDay[]): WeatherSeries {
  const dayNumbers = new Int32Array(days.length);
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  days.forEach((d, i) => {
    const n = dayNumberOfIso(d.date, `weather[${i}].date`);
    dayNumbers[i] = n;
    if (n < first) first = n;
    if (n > last) last = n;
  });
  const length = days.length === 0 ? 0 : last - first + 1;
  if (length > MAX_SERIES_DAYS) throw new AgronomyInputError('weather', `spans ${length} days, more than ${MAX_SERIES_DAYS}`);
  const series = {
    firstDay: days.length === 0 ? 0 : first,
    length,
    present: new Uint8Array(length),
    et0Mm: new Float64Array(length),
    rainMm: new Float64Array(length),
    simulated: new Uint8Array(length),
    rhMinPct: new Float64Array(length).fill(Number.NaN),
    u2Ms: new Float64Array(length).fill(Number.NaN),
  };
  days.forEach((d, i) => {
    const k = dayNumbers[i]! - series.firstDay;
    series.present[k] = 1;
    series.et0Mm[k] = requireNonNegative(`weather[${i}].et0Mm`, d.et0Mm);
    series.rainMm[k] = requireNonNegative(`weather[${i}].rainMm`, d.rainMm);
    series.simulated[k] = d.simulated ? 1 : 0;
    series.rhMinPct[k] = d.rhMinPct === undefined ? Number.NaN : requireFinite(`weather[${i}].rhMinPct`, d.rhMinPct);
    series.u2Ms[k] = d.u2Ms === undefined ? Number.NaN : requireFinite(`weather[${i}].u2Ms`, d.u2Ms);
  });
  return series;
}
