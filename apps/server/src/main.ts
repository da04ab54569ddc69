import { createDatabase, migrate, seedDemoIfEmpty } from '@rayyan/db';
import { buildApp } from './app';
import { ConfigError, loadConfig, resolveJwtSecret } from './config';
import { startMqttBroker, subscribeExternalBroker, type MqttBroker, type MqttSubscription } from './modules/sensors';

/** Reads the environment, opens and migrates the database, seeds an empty one, and listens. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  const seeded = await seedDemoIfEmpty(database);

  const jwtWarnings: string[] = [];
  const jwtSecret = resolveJwtSecret(config, (message) => jwtWarnings.push(message));
  const app = await buildApp({ database, config: { ...config, jwtSecret } });
  for (const message of jwtWarnings) app.log.warn(message);
  if (!config.publicUrl && config.allowedOrigins.length === 0 && process.env.NODE_ENV === 'production') {
    app.log.warn('PUBLIC_URL is not set: password-reset links can only point at loopback addresses (localhost). Set PUBLIC_URL to the address users open.');
  }
  app.log.info({ database: database.kind, dataDir: database.kind === 'embedded' ? config.dataDir : undefined }, 'database ready');
  if (seeded.created) app.log.info('empty database: demo organisations and users created (password rayyan-demo-2026)');

  let mqtt: MqttBroker | undefined;
  let mqttSubscription: MqttSubscription | undefined;
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await mqtt?.close();
    await mqttSubscription?.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Sensors' MQTT broker (MQTT_PORT, off by default): devices publish readings with their device key.
  if (config.mqttPort) mqtt = await startMqttBroker({ port: config.mqttPort, host: config.host, ingestion: app.sensorIngestion, log: app.log });
  // …or an external broker (MQTT_URL), which the server subscribes to.
  if (config.mqttUrl) mqttSubscription = await subscribeExternalBroker({ url: config.mqttUrl, ingestion: app.sensorIngestion, log: app.log });
  // Background jobs (pg-boss on the same database) start after listening; the first pass stores weather
  // for farms (demo farms included) that have none.
  await app.jobs.start();
  // …then irrigation advice for advisory fields (demo fields included) that have weather but no advice yet.
  void app.jobRegistry
    .runNow(app.backgroundJobs.refreshMissing)
    .then(() => app.jobRegistry.runNow(app.backgroundJobs.adviceMissing))
    .catch((err: unknown) => app.log.error({ err }, 'first job pass failed'));
  // …and satellite image dates for the queued fields (the demo season included), on their own.
  void app.jobRegistry.runNow(app.backgroundJobs.satelliteRefresh).catch((err: unknown) => app.log.error({ err }, 'first satellite pass failed'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
