import type { FastifyInstance } from 'fastify';
import type { Database } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../jobs/define-job';
import type { JobRegistry } from '../../jobs/job-registry';
import { SimulatedWeatherProvider } from '../../ports/simulated-weather';
import type { WeatherProvider } from '../../ports/weather';
import { cropProfileResolverFor } from '../crop-profiles';
import { fao56CropOf } from './irrigation.engine';
import { createIrrigationRepository } from './irrigation.repository';
import { createActivityRepository } from '../activity-log/activity-log.repository';
import { transactionOver } from '../../shared/unit-of-work';
import { irrigationRoutes } from './irrigation.routes';
import { createIrrigationService, type IrrigationService } from './irrigation.service';
import type { LabInputs } from './irrigation.engine';
import { runNightlyAdvice } from './nightly-advice';
import { createNightlyAdviceRepository } from './nightly-advice.repository';
import { createPastWeatherSource } from './past-weather';

const noPayload = z.object({}).strict();

/** The irrigation jobs, as registered (app.ts `backgroundJobs`). */
export interface IrrigationJobDefinitions {
  advice: JobDefinition<Record<string, never>>;
  adviceMissing: JobDefinition<Record<string, never>>;
}

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
 * without stored forecast come from the configured weather provider, simulated where it has none (labelled).
 */
export async function registerIrrigation(
  app: FastifyInstance,
  {
    database,
    clock,
    jobs,
    weather,
    labInputs,
    vegetationCover,
    soilMoisture,
  }: {
    database: Database;
    clock: Clock;
    jobs: Pick<JobRegistry, 'add'>;
    weather: WeatherProvider;
    labInputs?: (orgId: string, fieldId: string) => Promise<LabInputs>;
    /** The satellite's measured vegetation cover of a field (the advice's data quality follows it). */
    vegetationCover?: (orgId: string, kind: 'crop' | 'tree', fieldId: string, today: string) => Promise<{ pct: number; date: string; ndvi?: number } | null>;
    /** The field's soil moisture probes over their last day (the sensors module's `soilMoistureFor`). */
    soilMoisture?: (orgId: string, fieldId: string, today: string) => Promise<{ layers: { depthCm: number; thetaPct: number }[]; date: string } | null>;
  },
): Promise<{ irrigation: IrrigationService; definitions: IrrigationJobDefinitions }> {
  const repo = createIrrigationRepository(database.db);
  const irrigation = createIrrigationService({
    repo,
    transaction: transactionOver(database.db, (db) => ({ irrigation: createIrrigationRepository(db), activity: createActivityRepository(db) })),
    clock,
    pastWeather: createPastWeatherSource({ provider: weather, fallback: new SimulatedWeatherProvider(), clock, log: app.log }),
    // The organisation's growth and KC profiles (settings) of the field's crop and variety, else the FAO-56 table.
    cropProfiles: async (orgId) => {
      const resolve = await cropProfileResolverFor(database.db, orgId);
      return (field) => {
        const crop = fao56CropOf(field.crop, field.season);
        const resolved = crop ? resolve({ crop: crop.id, variety: field.variety }) : null;
        return (
          resolved && {
            crop: resolved.crop,
            growthProfile: resolved.growthProfileName,
            kcProfile: resolved.kcProfileName,
            climateAdjustment: resolved.climateAdjustment,
            basal: resolved.basal,
          }
        );
      };
    },
    ...(labInputs ? { labInputs } : {}),
    ...(vegetationCover ? { vegetationCover } : {}),
    ...(soilMoisture ? { soilMoisture } : {}),
    log: app.log,
  });
  await app.register(irrigationRoutes, { irrigation, clock });
  app.decorate('irrigation', irrigation);
  const nightly = createNightlyAdviceRepository(database.db);
  const definitions: IrrigationJobDefinitions = {
    advice: jobs.add(
      defineJob({
        name: 'irrigation-advice',
        schedule: '5,20,35,50 * * * *',
        payload: noPayload,
        handler: (run) =>
          runNightlyAdvice({
            now: run.now,
            fields: () => repo.advisoryFields(false),
            forecasts: () => nightly.forecasts(),
            adviceTimes: () => nightly.adviceTimes(),
            calculate: (farmIds) => irrigation.calculateAll({ farmIds, onProgress: run.progress }),
            claims: run,
          }),
      }),
    ),
    adviceMissing: jobs.add(
      defineJob({
        name: 'irrigation-advice-missing',
        schedule: '30 * * * *',
        payload: noPayload,
        handler: (run) => irrigation.calculateAll({ onlyMissing: true, onProgress: run.progress }),
      }),
    ),
  };
  return { irrigation, definitions };
}
/** The past weather of a place (observed, else simulated), for other modules' figures (the satellite metrics' ET and radiation). */
export { createPastWeatherSource } from './past-weather';
