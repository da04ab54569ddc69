import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@rayyan/db';
import { buildApp, offlineAppConfig } from './app';
import { ManualJobScheduler } from './ports/job-scheduler';

/** The OpenAPI document of the app's routes as the code declares them; no database is touched. */
export async function generateOpenApiDocument(): Promise<{ paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> } & Record<string, unknown>> {
  // Registering the routes reads no data: a database handle that is never queried is enough.
  const database = { db: {}, kind: 'embedded', close: async () => {} } as unknown as Database;
  const app = await buildApp({
    database,
    config: offlineAppConfig('openapi-generation-only-0123456789abcdef', join(tmpdir(), 'rayyan-openapi')),
    ports: { jobs: new ManualJobScheduler() },
    logger: false,
  });
  await app.ready();
  const document = app.swagger() as Awaited<ReturnType<typeof generateOpenApiDocument>>;
  await app.close();
  return document;
}
