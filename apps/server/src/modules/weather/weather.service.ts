import { sprayVerdicts } from '@rayyan/agronomy';
import {
  SPRAY_SETTINGS_DEFAULTS,
  WEATHER_ALERT_UNITS,
  WEATHER_CHART_HOURS,
  WEATHER_FORECAST_DAYS,
  WEATHER_LABELS,
  type SprayAdvice,
  type SpraySettings,
  type WeatherAlertRecord,
  type WeatherForecast,
  type WeatherHour,
} from '@rayyan/contracts';
import type { Clock } from '../../ports/clock';
import type { WeatherProvider } from '../../ports/weather';
import { AppError } from '../../shared/app-error';
import type { StoredForecast, WeatherRepository } from './weather.repository';

const HOUR_MS = 3_600_000;

/** The hours from the current one on (an hour is current until its end). */
function upcomingHours(hours: WeatherHour[], now: Date, count: number): WeatherHour[] {
  const t = now.getTime();
  return hours.filter((h) => Date.parse(h.time) + HOUR_MS > t).slice(0, count);
}

/** Stored forecasts, spray advice and settings, notifications of an organisation. */
export function createWeatherService({ repo, clock }: { repo: WeatherRepository; clock: Clock }) {
  const stored = async (orgId: string, farmId: string): Promise<StoredForecast> => {
    if (!(await repo.farmExists(orgId, farmId))) throw new AppError('not_found', 404);
    const forecast = await repo.forecast(orgId, farmId);
    if (!forecast) throw new AppError('weather_not_ready', 404);
    return forecast;
  };
  const settingsOf = async (orgId: string): Promise<SpraySettings> => ({ ...SPRAY_SETTINGS_DEFAULTS, ...(await repo.spraySettings(orgId)) });

  return {
    async forecast(orgId: string, farmId: string): Promise<WeatherForecast> {
      const f = await stored(orgId, farmId);
      const today = upcomingHours(f.hours, clock.now(), 1)[0]?.time.slice(0, 10);
      return {
        farm_id: f.farmId,
        location: { lat: f.lat, lng: f.lng },
        source: f.source,
        simulated: f.source === 'simulated',
        label: WEATHER_LABELS[f.source],
        fetched_at: f.fetchedAt.toISOString(),
        timezone: f.timezone,
        hours: upcomingHours(f.hours, clock.now(), WEATHER_CHART_HOURS),
        days: f.days.filter((d) => !today || d.date >= today).slice(0, WEATHER_FORECAST_DAYS),
      };
    },
    async sprayAdvice(orgId: string, farmId: string): Promise<SprayAdvice> {
      const f = await stored(orgId, farmId);
      const settings = await settingsOf(orgId);
      // Rain-free hours look beyond the 48 shown: judge on the full stored range, then cut.
      const all = upcomingHours(f.hours, clock.now(), WEATHER_CHART_HOURS + 48);
      const verdicts = sprayVerdicts(all, settings, f.days).slice(0, WEATHER_CHART_HOURS);
      return { farm_id: f.farmId, simulated: f.source === 'simulated', hours: verdicts };
    },
    spraySettings: settingsOf,
    async setSpraySettings(orgId: string, settings: SpraySettings): Promise<SpraySettings> {
      await repo.setSpraySettings(orgId, settings);
      return settingsOf(orgId);
    },
    notifications: (orgId: string, unread: boolean) => repo.notifications(orgId, unread),
    async markRead(orgId: string, id: string) {
      const n = await repo.markRead(orgId, id, clock.now());
      if (!n) throw new AppError('not_found', 404);
      return n;
    },
  };

}
export type WeatherService = ReturnType<typeof createWeatherService>;

/** Value an alert type watches in an hour. */
function watched(type: WeatherAlertRecord['type'], h: WeatherHour): number {
  switch (type) {
    case 'humidity':
      return h.relative_humidity_pct;
    case 'speed':
      return h.wind_speed_kmh;
    case 'rain':
      return h.precipitation_mm;
    default:
      return h.temperature_c;
  }
}

/** Jobs: refresh stored weather from the provider; check alerts against it and raise notifications once. */
export function createWeatherJobs({ repo, provider, clock, log }: { repo: WeatherRepository; provider: WeatherProvider; clock: Clock; log?: { warn(obj: object, msg: string): void } }) {
  return {
    /** Fetches and stores weather of one farm, or of every farm (onlyMissing: those without any). */
    async refresh(options: { farmId?: string; onlyMissing?: boolean } = {}): Promise<number> {
      let stored = 0;
      for (const farm of await repo.farmLocations(options.farmId)) {
        if (options.onlyMissing && farm.fetchedAt) continue;
        try {
          const f = await provider.forecast({ lat: farm.lat, lng: farm.lng }, clock.now());
          await repo.saveForecast({ farmId: farm.id, orgId: farm.orgId, lat: farm.lat, lng: farm.lng, source: f.source, timezone: f.timezone, fetchedAt: clock.now(), hours: f.hours, days: f.days });
          stored++;
        } catch (error) {
          // One failing farm (provider down, malformed answer) keeps its last stored weather; the others go on.
          log?.warn({ farmId: farm.id, err: error }, 'weather refresh failed');
        }
      }
      return stored;
    },
    /** Evaluates active alerts over the next 48 stored hours; returns the number of notifications raised. */
    async checkAlerts(): Promise<number> {
      const now = clock.now();
      let raised = 0;
      const byOrg = new Map<string, StoredForecast[]>();
      for (const alert of await repo.activeAlerts()) {
        let forecasts = byOrg.get(alert.org_id);
        if (!forecasts) byOrg.set(alert.org_id, (forecasts = await repo.forecastsOf(alert.org_id)));
        for (const f of forecasts) {
          if (alert.farm_id && alert.farm_id !== f.farmId) continue;
          const farm = (await repo.farmLocations(f.farmId))[0];
          for (const h of upcomingHours(f.hours, now, WEATHER_CHART_HOURS)) {
            const date = h.time.slice(0, 10);
            if (!alert.always_active && (!alert.start_date || !alert.end_date || date < alert.start_date || date > alert.end_date)) continue;
            const value = watched(alert.type, h);
            const below = alert.min_threshold !== null && value < alert.min_threshold;
            const above = alert.max_threshold !== null && value > alert.max_threshold;
            if (!below && !above) continue;
            const unit = WEATHER_ALERT_UNITS[alert.type];
            const threshold = (below ? alert.min_threshold : alert.max_threshold)!;
            const limit = `${below ? 'below' : 'above'} ${threshold} ${unit}`;
            const when = alert.hourly ? h.time.slice(0, 16) : date;
            const inserted = await repo.raiseNotification({
              orgId: alert.org_id,
              kind: 'weather_alert',
              title: alert.name,
              message: `${farm?.name ?? 'Farm'}: ${alert.type} ${value} ${unit} is ${limit} (${when.replace('T', ' ')}).`,
              params: { farm_name: farm?.name ?? '', type: alert.type, value, unit, direction: below ? 'below' : 'above', threshold, when },
              farmId: f.farmId,
              alertId: alert.id,
              dedupeKey: `weather_alert:${alert.id}:${f.farmId}:${alert.hourly ? h.time : date}`,
              priority: alert.type === 'heat' || alert.type === 'cold' || alert.type === 'speed' ? 'high' : 'normal',
            });
            if (inserted) raised++;
            // Daily alerts: the first matching hour of a day is the day's notification.
          }
        }
      }
      return raised;
    },
  };
}
export type WeatherJobs = ReturnType<typeof createWeatherJobs>;
