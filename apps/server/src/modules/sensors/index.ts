import type { FastifyInstance } from 'fastify';
import type { Database } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { transactionOver } from '../../shared/unit-of-work';
import { recordsWithActivity } from '../activity-log';
import { createIngestionService, type IngestionService } from './ingestion.service';
import { createSensorRepository } from './sensor.repository';
import { sensorsRoutes } from './sensors.routes';
import { createSensorsService } from './sensors.service';

export { startMqttBroker, type MqttBroker } from './mqtt-broker';
export { subscribeExternalBroker, type MqttSubscription } from './mqtt-subscriber';

/** Sensors (issue #15): records, device keys, charts and HTTP ingestion; the ingestion service for the MQTT broker. */
export async function registerSensors(app: FastifyInstance, { database, clock }: { database: Database; clock: Clock }): Promise<IngestionService> {
  const sensors = createSensorsService({ ...recordsWithActivity(database.db, createSensorRepository), clock });
  const ingestion = createIngestionService({
    records: createSensorRepository(database.db),
    transaction: (work) => transactionOver(database.db, createSensorRepository)((records) => work(records)),
    clock,
  });
  await app.register(sensorsRoutes, { sensors, ingestion, clock });
  app.decorate('sensorIngestion', ingestion);
  return ingestion;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one ingestion path of readings (HTTP route, embedded MQTT broker, tests and bench). */
    sensorIngestion: IngestionService;
  }
}
