import type { FastifyInstance } from 'fastify';
import type { Database } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import type { JobScheduler } from '../../ports/job-scheduler';
import { SimulatedWeatherProvider } from '../../ports/simulated-weather';
import { cropProfileResolverFor } from '../crop-profiles';
import { fao56CropOf } from './irrigation.engine';
import { createIrrigationRepository } from './irrigation.repository';
import { createActivityRepository } from '../activity-log/activity-log.repository';
import { transactionOver } from '../../shared/unit-of-work';
import { irrigationRoutes } from './irrigation.routes';
import { createIrrigationService, type IrrigationService } from './irrigation.service';
import { runNightlyAdvice } from './nightly-advice';
import { createNightlyAdviceRepository } from './nightly-advice.repository';

export const IRRIGATION_JOBS = { advice: 'irrigation-advice', adviceMissing: 'irrigation-advice-missing' } as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** Irrigation advice service (the jobs call calculateAll; tests call it by hand). */
    irrigation: IrrigationService;
  }
}

/**
 * Irrigation advisory composition: routes, and the nightly `irrigation-advice` job: every 15 minutes (5
 * past the hour, after the hourly weather refresh) it computes the advice of the farms whose local night
 * has come (02:00 farm time, nightly-advice.ts) and whose fields' advice predates it; plus an hourly pass
 * for fields without advice yet (new fields, fresh start after the weather job stored weather). Past days
 * without stored forecast use the simulated history (labelled).
 */
export async function registerIrrigation(app: FastifyInstance, { database, clock, jobs }: { database: Database; clock: Clock; jobs: JobScheduler }): Promise<IrrigationService> {
  const repo = createIrrigationRepository(database.db);
  const irrigation = createIrrigationService({
    repo,
    transaction: transactionOver(database.db, (db) => ({ irrigation: createIrrigationRepository(db), activity: createActivityRepository(db) })),
    clock,
    history: new SimulatedWeatherProvider(),
    // The organisation's growth and KC profiles (settings) of the field's crop and variety, else the FAO-56 table.
    cropProfiles: async (orgId) => {
      const resolve = await cropProfileResolverFor(database.db, orgId);
      return (field) => {
        const crop = fao56CropOf(field.crop, field.season);
        const resolved = crop ? resolve({ crop: crop.id, variety: field.variety }) : null;
        return resolved && { crop: resolved.crop, growthProfile: resolved.growthProfileName, kcProfile: resolved.kcProfileName, climateAdjustment: resolved.climateAdjustment };
      };
    },
    log: app.log,
  });
  await app.register(irrigationRoutes, { irrigation });
  app.decorate('irrigation', irrigation);
  const nightly = createNightlyAdviceRepository(database.db);
  const tried = new Map<string, number>();
  jobs.schedule(IRRIGATION_JOBS.advice, '5,20,35,50 * * * *', () =>
    runNightlyAdvice({
      now: clock.now(),
      fields: () => repo.advisoryFields(false),
      forecasts: () => nightly.forecasts(),
      adviceTimes: () => nightly.adviceTimes(),
      calculate: (farmIds) => irrigation.calculateAll({ farmIds }),
      tried,
    }),
  );
  jobs.schedule(IRRIGATION_JOBS.adviceMissing, '30 * * * *', () => irrigation.calculateAll({ onlyMissing: true }));
  return irrigation;
}
