import type { FastifyInstance } from 'fastify';
import type { Database } from '@rayyan/db';
import { createHealthRepository } from './health.repository';
import { healthRoutes } from './health.routes';

/** `/api/health`: the server and its database answer. */
export async function registerHealth(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  await app.register(healthRoutes, { health: createHealthRepository(database.db), databaseKind: database.kind });
}
