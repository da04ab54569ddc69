import { z } from 'zod';
import type { LatLng, WeatherDay, WeatherHour, WeatherSource } from '@rayyan/contracts';

/**
 * Weather as a port (ARCHITECTURE.md): the Open-Meteo adapter for production and a deterministic simulated
 * adapter for offline use and tests (simulated-weather.ts). Only the weather-refresh job calls a provider;
 * page requests read the stored forecast.
 */

/** A forecast as a provider gives it: hours from local midnight of today for 8 days, and the 8 days. */
export interface ProviderForecast {
  source: WeatherSource;
  timezone: string;
  hours: WeatherHour[];
  days: WeatherDay[];
}

export interface WeatherProvider {
  readonly source: WeatherSource;
  /** The 8-day forecast (hourly and daily) for a location, as of `now`. */
  forecast(location: LatLng, now: Date): Promise<ProviderForecast>;
  /** Observed weather of past days (inclusive `YYYY-MM-DD`). */
  history(location: LatLng, startDate: string, endDate: string): Promise<ProviderForecast>;
}

/** Why a provider answer was refused: network/HTTP failure or a malformed/impossible payload. */
export class WeatherProviderError extends Error {
  constructor(
    readonly code: 'http_error' | 'network_error' | 'malformed_response',
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'WeatherProviderError';
  }
}

// ---------------------------------------------------------------- Open-Meteo

/** Open-Meteo documented JSON (https://open-meteo.com/en/docs): parallel arrays keyed by variable. */
const localTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const numbers = (min: number, max: number) => z.array(z.number().min(min).max(max));
const nullableNumbers = (min: number, max: number) => z.array(z.number().min(min).max(max).nullable());

export const HOURLY_VARIABLES = [
  'temperature_2m',
  'relative_humidity_2m',
  'dew_point_2m',
  'wind_speed_10m',
  'wind_direction_10m',
  'shortwave_radiation',
  'precipitation',
  'et0_fao_evapotranspiration',
] as const;
export const DAILY_VARIABLES = [
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_sum',
  'wind_speed_10m_max',
  'et0_fao_evapotranspiration',
  'sunrise',
  'sunset',
] as const;

const openMeteoResponseSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  timezone: z.string().min(1),
  utc_offset_seconds: z.number().int().min(-14 * 3600).max(14 * 3600),
  hourly: z.object({
    time: z.array(localTime).min(1),
    temperature_2m: numbers(-90, 60),
    relative_humidity_2m: numbers(0, 100),
    dew_point_2m: numbers(-100, 40),
    wind_speed_10m: numbers(0, 400),
    wind_direction_10m: nullableNumbers(0, 360),
    shortwave_radiation: numbers(0, 1500),
    precipitation: numbers(0, 500),
    et0_fao_evapotranspiration: nullableNumbers(0, 5),
  }),
  daily: z.object({
    time: z.array(localDate).min(1),
    temperature_2m_max: numbers(-90, 60),
    temperature_2m_min: numbers(-90, 60),
    precipitation_sum: numbers(0, 2000),
    wind_speed_10m_max: numbers(0, 400),
    et0_fao_evapotranspiration: numbers(0, 30),
    sunrise: z.array(localTime),
    sunset: z.array(localTime),
  }),
});

/** `+03:00` for 10800 seconds. */
export function offsetText(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const abs = Math.abs(offsetSeconds);
  const hh = String(Math.floor(abs / 3600)).padStart(2, '0');
  const mm = String(Math.floor((abs % 3600) / 60)).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

/** Parses Open-Meteo's JSON into hours and days; refuses malformed, misaligned or impossible values. */
export function parseOpenMeteo(json: unknown): ProviderForecast {
  const parsed = openMeteoResponseSchema.safeParse(json);
  if (!parsed.success) {
    throw new WeatherProviderError('malformed_response', `Open-Meteo answer refused: ${z.prettifyError(parsed.error)}`, parsed.error.issues);
  }
  const { hourly, daily, utc_offset_seconds, timezone } = parsed.data;
  const n = hourly.time.length;
  for (const variable of HOURLY_VARIABLES) {
    if (hourly[variable].length !== n) throw new WeatherProviderError('malformed_response', `Open-Meteo hourly.${variable} has ${hourly[variable].length} values for ${n} times`);
  }
  const d = daily.time.length;
  for (const variable of DAILY_VARIABLES) {
    if (daily[variable].length !== d) throw new WeatherProviderError('malformed_response', `Open-Meteo daily.${variable} has ${daily[variable].length} values for ${d} days`);
  }
  const offset = offsetText(utc_offset_seconds);
  const withOffset = (local: string) => `${local}:00${offset}`;
  const hours: WeatherHour[] = hourly.time.map((time, i) => ({
    time: withOffset(time),
    temperature_c: hourly.temperature_2m[i]!,
    relative_humidity_pct: hourly.relative_humidity_2m[i]!,
    dew_point_c: hourly.dew_point_2m[i]!,
    wind_speed_kmh: hourly.wind_speed_10m[i]!,
    wind_direction_deg: hourly.wind_direction_10m[i] ?? null,
    shortwave_radiation_wm2: hourly.shortwave_radiation[i]!,
    precipitation_mm: hourly.precipitation[i]!,
    et0_mm: hourly.et0_fao_evapotranspiration[i] ?? null,
  }));
  const days: WeatherDay[] = daily.time.map((date, i) => {
    const tMax = daily.temperature_2m_max[i]!;
    const tMin = daily.temperature_2m_min[i]!;
    if (tMin > tMax) throw new WeatherProviderError('malformed_response', `Open-Meteo daily minimum above maximum on ${date}`);
    return {
      date,
      t_max_c: tMax,
      t_min_c: tMin,
      precipitation_mm: daily.precipitation_sum[i]!,
      wind_max_kmh: daily.wind_speed_10m_max[i]!,
      et0_mm: daily.et0_fao_evapotranspiration[i]!,
      sunrise: withOffset(daily.sunrise[i]!),
      sunset: withOffset(daily.sunset[i]!),
    };
  });
  return { source: 'open_meteo', timezone, hours, days };
}

export interface OpenMeteoOptions {
  /** Injected for tests (recorded responses); defaults to the global fetch. */
  fetch?: typeof fetch;
  forecastUrl?: string;
  archiveUrl?: string;
  timeoutMs?: number;
}

/** The Open-Meteo forecast and archive APIs (free, no key). Never called by tests or at start. */
export class OpenMeteoWeatherProvider implements WeatherProvider {
  readonly source = 'open_meteo' as const;
  private readonly fetchFn: typeof fetch;
  private readonly forecastUrl: string;
  private readonly archiveUrl: string;
  private readonly timeoutMs: number;

  constructor(options: OpenMeteoOptions = {}) {
    this.fetchFn = options.fetch ?? fetch;
    this.forecastUrl = options.forecastUrl ?? 'https://api.open-meteo.com/v1/forecast';
    this.archiveUrl = options.archiveUrl ?? 'https://archive-api.open-meteo.com/v1/archive';
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  private params(location: LatLng): URLSearchParams {
    return new URLSearchParams({
      latitude: location.lat.toFixed(4),
      longitude: location.lng.toFixed(4),
      hourly: HOURLY_VARIABLES.join(','),
      daily: DAILY_VARIABLES.join(','),
      timezone: 'auto',
      wind_speed_unit: 'kmh',
    });
  }

  forecast(location: LatLng): Promise<ProviderForecast> {
    const params = this.params(location);
    params.set('forecast_days', '8');
    return this.get(`${this.forecastUrl}?${params}`);
  }

  history(location: LatLng, startDate: string, endDate: string): Promise<ProviderForecast> {
    const params = this.params(location);
    params.set('start_date', startDate);
    params.set('end_date', endDate);
    return this.get(`${this.archiveUrl}?${params}`, completeDaysOnly);
  }

  private async get(url: string, prepare: (json: unknown) => unknown = (json) => json): Promise<ProviderForecast> {
    let response: Response;
    try {
      response = await this.fetchFn(url, { signal: AbortSignal.timeout(this.timeoutMs), headers: { accept: 'application/json' } });
    } catch (error) {
      throw new WeatherProviderError('network_error', `Open-Meteo unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new WeatherProviderError('http_error', `Open-Meteo answered HTTP ${response.status}`);
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new WeatherProviderError('malformed_response', 'Open-Meteo answer is not JSON');
    }
    return parseOpenMeteo(prepare(json));
  }
}

/**
 * The archive answers the last few days (not yet reanalysed) with nulls: keeps the days whose daily values are
 * all present, and their hours, so a history ends at the last complete day instead of being refused whole.
 */
export function completeDaysOnly(json: unknown): unknown {
  if (typeof json !== 'object' || json === null) return json;
  const { daily, hourly } = json as { daily?: Record<string, unknown[]>; hourly?: Record<string, unknown[]> };
  if (!daily || !hourly || !Array.isArray(daily.time) || !Array.isArray(hourly.time)) return json;
  const complete = (values: Record<string, unknown[]>, names: readonly string[], i: number) => names.every((n) => values[n]?.[i] !== null);
  const keepDays = daily.time.map((_, i) => complete(daily, DAILY_VARIABLES, i));
  const days = new Set(daily.time.filter((_, i) => keepDays[i]));
  const required = HOURLY_VARIABLES.filter((n) => n !== 'wind_direction_10m' && n !== 'et0_fao_evapotranspiration');
  const keepHours = hourly.time.map((t, i) => typeof t === 'string' && days.has(t.slice(0, 10)) && complete(hourly, required, i));
  const filter = (values: Record<string, unknown[]>, keep: boolean[]) =>
    Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Array.isArray(v) ? v.filter((_, i) => keep[i]) : v]));
  return { ...json, daily: filter(daily, keepDays), hourly: filter(hourly, keepHours) };
}
