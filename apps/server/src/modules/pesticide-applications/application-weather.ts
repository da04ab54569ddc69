import { addDaysIso, sprayVerdicts } from '@rayyan/agronomy';
import { SPRAY_SETTINGS_DEFAULTS, type ApplicationWeather, type SpraySettings, type WeatherDay, type WeatherHour } from '@rayyan/contracts';
import type { PastWeatherSource } from '../irrigation/past-weather';
import type { WeatherRepository } from '../weather/weather.repository';

const HOUR_MS = 3_600_000;
/** Hours after the application the verdict looks at (rain within the rain-free hours makes it unsuitable). */
const LOOK_AHEAD_HOURS = 48;

/** The hour whose [start, start + 1 h) holds the instant, with the hours around it. */
function hourAt(hours: readonly WeatherHour[], at: number): number {
  return hours.findIndex((h) => Date.parse(h.time) <= at && at < Date.parse(h.time) + HOUR_MS);
}

function snapshot(hours: WeatherHour[], days: WeatherDay[], settings: SpraySettings, at: number, source: ApplicationWeather['source']): ApplicationWeather | null {
  const index = hourAt(hours, at);
  if (index < 0) return null;
  const window = hours.slice(index, index + LOOK_AHEAD_HOURS);
  const [verdict] = sprayVerdicts(window, settings, days);
  const hour = hours[index]!;
  if (!verdict) return null;
  return {
    time: hour.time,
    temperature_c: hour.temperature_c,
    relative_humidity_pct: hour.relative_humidity_pct,
    wind_speed_kmh: hour.wind_speed_kmh,
    precipitation_mm: hour.precipitation_mm,
    delta_t_c: verdict.delta_t_c,
    verdict: verdict.verdict,
    reasons: verdict.reasons,
    source,
  };
}

/**
 * The weather of an application's hour on a farm, with the spray advice verdict of that hour (the same engine and
 * organisation settings as the spray strip): from the farm's stored forecast when it holds the hour, otherwise from
 * the past weather (observed, or simulated where the provider has none — labelled). Null when neither has the hour
 * (a farm without a centre).
 */
export function applicationWeatherFor(repo: Pick<WeatherRepository, 'farmLocations' | 'forecast' | 'spraySettings'>, pastWeather: PastWeatherSource) {
  return async (orgId: string, farmId: string, appliedAt: string): Promise<ApplicationWeather | null> => {
    const at = Date.parse(appliedAt);
    const settings: SpraySettings = { ...SPRAY_SETTINGS_DEFAULTS, ...(await repo.spraySettings(orgId)) };
    const stored = await repo.forecast(orgId, farmId);
    const fromForecast = stored && snapshot(stored.hours, stored.days, settings, at, 'forecast');
    if (fromForecast) return fromForecast;
    const [farm] = await repo.farmLocations(farmId);
    if (!farm || !Number.isFinite(farm.lat) || !Number.isFinite(farm.lng)) return null;
    const day = new Date(at).toISOString().slice(0, 10);
    const past = await pastWeather({ lat: farm.lat, lng: farm.lng }, addDaysIso(day, -1), addDaysIso(day, 2));
    const hours = [...past.hours].sort((x, y) => Date.parse(x.time) - Date.parse(y.time));
    const simulated = past.days.some((d) => d.date === day && d.simulated);
    return snapshot(hours, past.days, settings, at, simulated ? 'simulated' : 'observed');
  };
}

export type ApplicationWeatherLookup = ReturnType<typeof applicationWeatherFor>;
