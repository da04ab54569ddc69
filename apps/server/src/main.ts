import { count } from 'drizzle-orm';
import { createDatabase, migrate, organizations, seedDemo } from '@rayyan/db';
import { buildApp } from './app';
import { ConfigError, loadConfig, resolveJwtSecret } from './config';

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
  const [orgs] = await database.db.select({ n: count() }).from(organizations);
  const seeded = orgs?.n === 0 ? await seedDemo(database) : { created: false };

  const jwtWarnings: string[] = [];
  const jwtSecret = resolveJwtSecret(config, (message) => jwtWarnings.push(message));
  const app = await buildApp({ database, config: { ...config, jwtSecret } });
  for (const message of jwtWarnings) app.log.warn(message);
  app.log.info({ database: database.kind, dataDir: database.kind === 'embedded' ? config.dataDir : undefined }, 'database ready');
  if (seeded.created) app.log.info('empty database: demo organisations and users created (password rayyan-demo-2026)');

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Background jobs (pg-boss on the same database) start after listening; the first pass stores weather
  // for farms (demo farms included) that have none.
  await app.jobs.start();
  // …then irrigation advice for advisory fields (demo fields included) that have weather but no advice yet.
  void app.jobs
    .runNow('weather-refresh-missing')
    .then(() => app.jobs.runNow('irrigation-advice-missing'))
    .catch((err: unknown) => app.log.error({ err }, 'first job pass failed'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
