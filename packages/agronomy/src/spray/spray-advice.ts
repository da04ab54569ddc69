import { deltaT } from './wet-bulb';

/**
 * Hour-by-hour spray advice (reference "Spray advice"): Delta T good 2-8 °C, marginal 8-10, avoid above
 * 10, below 2 droplets persist; wind below the minimum is calm (inversion risk), above the maximum
 * unsuitable; temperature and humidity outside the organisation's band are poor; rain in the hour or in
 * the following rain-free hours makes spraying unsuitable; inversions are likely from
 * `sun_set_offset_hours` before sunset until `sun_rise_offset_hours` after sunrise.
 */

export type SprayVerdictValue = 'good' | 'marginal' | 'unsuitable';
export type SprayReasonValue =
  | 'delta_t_high'
  | 'delta_t_low'
  | 'wind_high'
  | 'wind_calm'
  | 'temperature_high'
  | 'temperature_low'
  | 'humidity_high'
  | 'humidity_low'
  | 'rain'
  | 'rain_within_rain_free_hours'
  | 'inversion_window';

export interface SprayWeatherHour {
  /** Start of the hour, ISO 8601 with offset. */
  time: string;
  temperature_c: number;
  relative_humidity_pct: number;
  wind_speed_kmh: number;
  precipitation_mm: number;
}

export interface SprayAdviceSettings {
  sun_rise_offset_hours: number;
  sun_set_offset_hours: number;
  min_temperature_c: number;
  max_temperature_c: number;
  min_humidity_pct: number;
  max_humidity_pct: number;
  min_wind_speed_kmh: number;
  max_wind_speed_kmh: number;
  /** Precipitation above this (mm in the hour) counts as rain. */
  precipitation_mm: number;
  rain_free_hours: number;
}

/** Sunrise and sunset of each day (ISO with offset), in order; the forecast's daily values. */
export interface SunTimes {
  sunrise: string;
  sunset: string;
}

export interface SprayHourVerdict {
  time: string;
  verdict: SprayVerdictValue;
  delta_t_c: number;
  reasons: SprayReasonValue[];
}

/** Delta T thresholds (°C) of the reference. */
export const DELTA_T_GOOD_MIN = 2;
export const DELTA_T_GOOD_MAX = 8;
export const DELTA_T_AVOID_ABOVE = 10;

const HOUR_MS = 3_600_000;
const RANK: Record<SprayVerdictValue, number> = { good: 0, marginal: 1, unsuitable: 2 };

/** Night windows [sunset − offset, next sunrise + offset) in epoch ms, including the night before the first day. */
function inversionWindows(sun: readonly SunTimes[], settings: SprayAdviceSettings): Array<[number, number]> {
  const windows: Array<[number, number]> = [];
  const before = settings.sun_set_offset_hours * HOUR_MS;
  const after = settings.sun_rise_offset_hours * HOUR_MS;
  sun.forEach((day, i) => {
    const sunset = Date.parse(day.sunset);
    const sunrise = Date.parse(day.sunrise);
    if (i === 0) windows.push([sunset - 24 * HOUR_MS - before, sunrise + after]);
    const next = sun[i + 1];
    const nextSunrise = next ? Date.parse(next.sunrise) : sunrise + 24 * HOUR_MS;
    windows.push([sunset - before, nextSunrise + after]);
  });
  return windows;
}

/** The verdict of every hour: the worst of its reasons (none = good). Pure and deterministic. */
export function sprayVerdicts(hours: readonly SprayWeatherHour[], settings: SprayAdviceSettings, sun: readonly SunTimes[]): SprayHourVerdict[] {
  const windows = inversionWindows(sun, settings);
  const rainy = hours.map((h) => h.precipitation_mm > settings.precipitation_mm);
  const rainFree = Math.ceil(settings.rain_free_hours);

  return hours.map((hour, index) => {
    const reasons: SprayReasonValue[] = [];
    let verdict: SprayVerdictValue = 'good';
    const flag = (reason: SprayReasonValue, level: SprayVerdictValue) => {
      reasons.push(reason);
      if (RANK[level] > RANK[verdict]) verdict = level;
    };
    const rh = Math.min(100, Math.max(0, hour.relative_humidity_pct));
    const dt = deltaT(hour.temperature_c, rh);

    if (dt > DELTA_T_AVOID_ABOVE) flag('delta_t_high', 'unsuitable');
    else if (dt > DELTA_T_GOOD_MAX) flag('delta_t_high', 'marginal');
    else if (dt < DELTA_T_GOOD_MIN) flag('delta_t_low', 'marginal');

    const t = Date.parse(hour.time);
    const inInversion = windows.some(([start, end]) => t >= start && t < end);
    if (hour.wind_speed_kmh > settings.max_wind_speed_kmh) flag('wind_high', 'unsuitable');
    // Calm air during the inversion window: drift of fine droplets over long distances.
    else if (hour.wind_speed_kmh < settings.min_wind_speed_kmh) flag('wind_calm', inInversion ? 'unsuitable' : 'marginal');

    if (hour.temperature_c > settings.max_temperature_c) flag('temperature_high', 'marginal');
    else if (hour.temperature_c < settings.min_temperature_c) flag('temperature_low', 'marginal');
    if (rh > settings.max_humidity_pct) flag('humidity_high', 'marginal');
    else if (rh < settings.min_humidity_pct) flag('humidity_low', 'marginal');

    if (rainy[index]) flag('rain', 'unsuitable');
    else if (rainy.slice(index + 1, index + 1 + rainFree).some(Boolean)) flag('rain_within_rain_free_hours', 'unsuitable');

    if (inInversion) flag('inversion_window', 'marginal');
    return { time: hour.time, verdict, delta_t_c: Math.round(dt * 10) / 10, reasons };
  });
}
