import type { FastifyInstance } from 'fastify';
import type { Database } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../jobs/define-job';
import type { JobRegistry } from '../../jobs/job-registry';
import type { WeatherProvider } from '../../ports/weather';
import { recordsWithActivity } from '../activity-log';
import { createWeatherAlertRepository } from './weather-alert.repository';
import { weatherAlertsRoutes } from './weather-alerts.routes';
import { createWeatherAlertsService } from './weather-alerts.service';
import { createWeatherRepository } from './weather.repository';
import { weatherRoutes } from './weather.routes';
import { createWeatherJobs, createWeatherService, type WeatherJobs } from './weather.service';

const noPayload = z.object({}).strict();

/** The weather jobs, as registered: the app asks for runs through them (app.ts `backgroundJobs`). */
export interface WeatherJobDefinitions {
  refresh: JobDefinition<Record<string, never>>;
  refreshMissing: JobDefinition<Record<string, never>>;
  alerts: JobDefinition<Record<string, never>>;
}

/**
 * Weather composition: routes read stored weather; jobs (hourly refresh of every farm, a frequent pass for
 * farms without weather yet — new farms, fresh start — and the alert check after each) fill it.
 */
export async function registerWeather(
  app: FastifyInstance,
  { database, clock, provider, jobs }: { database: Database; clock: Clock; provider: WeatherProvider; jobs: Pick<JobRegistry, 'add'> },
): Promise<{ weatherJobs: WeatherJobs; definitions: WeatherJobDefinitions }> {
  const repo = createWeatherRepository(database.db);
  await app.register(weatherRoutes, { weather: createWeatherService({ repo, clock }) });
  const alerts = createWeatherAlertsService(recordsWithActivity(database.db, createWeatherAlertRepository));
  await app.register(weatherAlertsRoutes, { alerts, clock });
  const weatherJobs = createWeatherJobs({ repo, provider, clock, log: app.log });
  // Cron in UTC; the refresh at the top of the hour precedes the nightly irrigation advice (5 past).
  const definitions: WeatherJobDefinitions = {
    refresh: jobs.add(
      defineJob({
        name: 'weather-refresh',
        schedule: '0 * * * *',
        payload: noPayload,
        handler: async () => ({ stored: await weatherJobs.refresh(), raised: await weatherJobs.checkAlerts() }),
      }),
    ),
    refreshMissing: jobs.add(
      defineJob({
        name: 'weather-refresh-missing',
        schedule: '* * * * *',
        payload: noPayload,
        handler: async () => {
          const stored = await weatherJobs.refresh({ onlyMissing: true });
          return { stored, raised: stored ? await weatherJobs.checkAlerts() : 0 };
        },
      }),
    ),
    alerts: jobs.add(defineJob({ name: 'weather-alerts-check', schedule: '*/15 * * * *', payload: noPayload, handler: () => weatherJobs.checkAlerts() })),
  };
  return { weatherJobs, definitions };
}
