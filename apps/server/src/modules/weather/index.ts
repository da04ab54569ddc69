import type { FastifyInstance } from 'fastify';
import type { Database } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import type { JobScheduler } from '../../ports/job-scheduler';
import type { WeatherProvider } from '../../ports/weather';
import { createWeatherRepository } from './weather.repository';
import { weatherRoutes } from './weather.routes';
import { createWeatherJobs, createWeatherService, type WeatherJobs } from './weather.service';

export const WEATHER_JOBS = { refresh: 'weather-refresh', refreshMissing: 'weather-refresh-missing', alerts: 'weather-alerts-check' } as const;

/**
 * Weather composition: routes read stored weather; jobs (hourly refresh of every farm, a frequent pass for
 * farms without weather yet — new farms, fresh start — and the alert check after each) fill it.
 */
export async function registerWeather(
  app: FastifyInstance,
  { database, clock, provider, jobs }: { database: Database; clock: Clock; provider: WeatherProvider; jobs: JobScheduler },
): Promise<WeatherJobs> {
  const repo = createWeatherRepository(database.db);
  await app.register(weatherRoutes, { weather: createWeatherService({ repo, clock }) });
  const weatherJobs = createWeatherJobs({ repo, provider, clock, log: app.log });
  // Cron in UTC; the refresh at the top of the hour precedes the nightly irrigation advice (5 past).
  jobs.schedule(WEATHER_JOBS.refresh, '0 * * * *', async () => ({ stored: await weatherJobs.refresh(), raised: await weatherJobs.checkAlerts() }));
  jobs.schedule(WEATHER_JOBS.refreshMissing, '* * * * *', async () => {
    const stored = await weatherJobs.refresh({ onlyMissing: true });
    return { stored, raised: stored ? await weatherJobs.checkAlerts() : 0 };
  });
  jobs.schedule(WEATHER_JOBS.alerts, '*/15 * * * *', () => weatherJobs.checkAlerts());
  return weatherJobs;
}
