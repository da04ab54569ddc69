import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SENSOR_OFFLINE_AFTER_MINUTES } from '@rayyan/contracts';
import type { Database } from '@rayyan/db';
import { defineJob, type JobDefinition } from '../../jobs/define-job';
import type { JobRegistry } from '../../jobs/job-registry';
import type { Clock } from '../../ports/clock';
import { transactionOver } from '../../shared/unit-of-work';
import { recordsWithActivity } from '../activity-log';
import { createIngestionService, type IngestionService } from './ingestion.service';
import { createSensorRepository } from './sensor.repository';
import { sensorsRoutes } from './sensors.routes';
import { createSensorsService, type IrrigationHistory } from './sensors.service';

export { startMqttBroker, type MqttBroker } from './mqtt-broker';
export { subscribeExternalBroker, type MqttSubscription } from './mqtt-subscriber';
export { soilMoistureFor } from './soil-moisture.repository';

/**
 * Sensors (issue #15): records, device keys, charts and HTTP ingestion; the ingestion service for the MQTT broker;
 * every 15 minutes, a notification for each sensor gone silent for SENSOR_OFFLINE_AFTER_MINUTES.
 */
export async function registerSensors(
  app: FastifyInstance,
  { database, clock, jobs, irrigationHistory }: { database: Database; clock: Clock; jobs: JobRegistry; irrigationHistory: IrrigationHistory },
): Promise<IngestionService> {
  const sensors = createSensorsService({ ...recordsWithActivity(database.db, createSensorRepository), clock, irrigationHistory });
  const ingestion = createIngestionService({
    records: createSensorRepository(database.db),
    transaction: (work) => transactionOver(database.db, createSensorRepository)((records) => work(records)),
    clock,
  });
  await app.register(sensorsRoutes, { sensors, ingestion, clock });
  app.decorate('sensorIngestion', ingestion);
  const repository = createSensorRepository(database.db);
  const offline = defineJob({
    name: 'sensors-offline',
    schedule: '*/15 * * * *',
    payload: z.object({}).strict(),
    handler: async () => ({ raised: await repository.notifyOffline(new Date(clock.now().getTime() - SENSOR_OFFLINE_AFTER_MINUTES * 60_000)) }),
  });
  jobs.add(offline);
  app.decorate('sensorJobs', { offline });
  return ingestion;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one ingestion path of readings (HTTP route, embedded MQTT broker, tests and bench). */
    sensorIngestion: IngestionService;
    /** The sensors' jobs (for tests: run one now). */
    sensorJobs: { offline: JobDefinition<Record<string, never>> };
  }
}
