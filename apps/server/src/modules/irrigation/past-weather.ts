import { addDaysIso } from '@rayyan/agronomy';
import type { LatLng, WeatherDay, WeatherHour } from '@rayyan/contracts';
import type { Clock } from '../../ports/clock';
import type { WeatherProvider } from '../../ports/weather';

/** Past days of a place for the water balance, each saying whether it is simulated. */
export interface PastWeather {
  days: (WeatherDay & { simulated: boolean })[];
  hours: WeatherHour[];
}
export type PastWeatherSource = (place: LatLng, startDate: string, endDate: string) => Promise<PastWeather>;

const CACHE_ENTRIES = 256;
const CACHE_MS = 6 * 3_600_000;

/**
 * The past weather of the irrigation balance from the configured provider (WEATHER_PROVIDER): observed days
 * where the provider has them, the simulated provider's days for the rest (the archive's last days, or all
 * of them when the provider fails), labelled `simulated`. Answers are kept a few hours per place and range,
 * so the nightly run asks the provider once per farm and a page's recalculation reuses its answer.
 */
export function createPastWeatherSource({
  provider,
  fallback,
  clock,
  log,
}: {
  provider: WeatherProvider;
  fallback: WeatherProvider;
  clock: Clock;
  log?: { warn(obj: object, msg: string): void };
}): PastWeatherSource {
  const cache = new Map<string, { at: number; value: Promise<PastWeather> }>();

  const load = async (place: LatLng, startDate: string, endDate: string): Promise<PastWeather> => {
    const simulated = () => fallback.history(place, startDate, endDate);
    if (provider.source === 'simulated') {
      const all = await simulated();
      return { days: all.days.map((d) => ({ ...d, simulated: true })), hours: all.hours };
    }
    const observed = await provider.history(place, startDate, endDate).catch((error: unknown) => {
      log?.warn({ err: error, place }, 'past weather unavailable from the provider; simulated days used');
      return null;
    });
    const have = new Set((observed?.days ?? []).filter((d) => d.date >= startDate && d.date <= endDate).map((d) => d.date));
    const days: PastWeather['days'] = (observed?.days ?? []).filter((d) => have.has(d.date)).map((d) => ({ ...d, simulated: false }));
    const hours = (observed?.hours ?? []).filter((h) => have.has(h.time.slice(0, 10)));
    if (have.size < dayCount(startDate, endDate)) {
      const gap = await simulated();
      for (const d of gap.days) if (!have.has(d.date)) days.push({ ...d, simulated: true });
      for (const h of gap.hours) if (!have.has(h.time.slice(0, 10))) hours.push(h);
      days.sort((a, b) => (a.date < b.date ? -1 : 1));
    }
    return { days, hours };
  };

  return (place, startDate, endDate) => {
    const now = clock.now().getTime();
    const key = `${place.lat},${place.lng},${startDate},${endDate}`;
    const hit = cache.get(key);
    if (hit && now - hit.at < CACHE_MS) return hit.value;
    const value = load(place, startDate, endDate);
    cache.set(key, { at: now, value });
    value.catch(() => cache.delete(key));
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    return value;
  };
}

function dayCount(startDate: string, endDate: string): number {
  let n = 0;
  for (let d = startDate; d <= endDate; d = addDaysIso(d, 1)) n++;
  return n;
}
