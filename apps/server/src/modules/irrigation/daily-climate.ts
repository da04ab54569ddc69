import { windSpeedAt2mMs } from '@rayyan/agronomy';
import type { WeatherHour } from '@rayyan/contracts';

export type DayClimate = { rhMinPct: number; u2Ms: number };
/**
 * Per local date: the lowest hourly relative humidity and the mean wind speed, brought from the providers' 10 m to
 * 2 m (FAO-56 eq. 47), for the climate adjustment of Kc (FAO-56 eq. 62).
 */
export function dailyClimate(hours: readonly WeatherHour[]): Map<string, DayClimate> {
  const days = new Map<string, { rhMin: number; wind: number; n: number }>();
  for (const h of hours) {
    const date = h.time.slice(0, 10);
    const d = days.get(date) ?? { rhMin: Number.POSITIVE_INFINITY, wind: 0, n: 0 };
    d.rhMin = Math.min(d.rhMin, h.relative_humidity_pct);
    d.wind += h.wind_speed_kmh;
    d.n += 1;
    days.set(date, d);
  }
  return new Map([...days].map(([date, d]) => [date, { rhMinPct: d.rhMin, u2Ms: windSpeedAt2mMs(d.wind / d.n / 3.6, 10) }]));
}
