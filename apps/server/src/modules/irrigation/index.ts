import type { FastifyInstance } from 'fastify';
import type { Database } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import type { JobScheduler } from '../../ports/job-scheduler';
import { SimulatedWeatherProvider } from '../../ports/simulated-weather';
import { createIrrigationRepository } from './irrigation.repository';
import { irrigationRoutes } from './irrigation.routes';
import { createIrrigationService, type IrrigationService } from './irrigation.service';

export const IRRIGATION_JOBS = { advice: 'irrigation-advice', adviceMissing: 'irrigation-advice-missing' } as const;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Irrigation advice service (the jobs call calculateAll; tests call it by hand). */
    irrigation: IrrigationService;
  }
}

/**
 * Irrigation advisory composition: routes, and the daily `irrigation-advice` job for every crop field with
 * the advisory enabled, plus an hourly pass for fields without advice yet (new fields, fresh start after
 * the weather job stored weather). Past days without stored forecast use the simulated history (labelled).
 */
export async function registerIrrigation(app: FastifyInstance, { database, clock, jobs }: { database: Database; clock: Clock; jobs: JobScheduler }): Promise<IrrigationService> {
  const irrigation = createIrrigationService({ repo: createIrrigationRepository(database.db), clock, history: new SimulatedWeatherProvider(), log: app.log });
  await app.register(irrigationRoutes, { irrigation });
  app.decorate('irrigation', irrigation);
  jobs.schedule(IRRIGATION_JOBS.advice, DAY_MS, () => irrigation.calculateAll());
  jobs.schedule(IRRIGATION_JOBS.adviceMissing, HOUR_MS, () => irrigation.calculateAll({ onlyMissing: true }));
  return irrigation;
}
