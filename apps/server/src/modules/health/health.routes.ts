import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, type HealthResponse } from '@rayyan/contracts';
import type { DatabaseKind } from '@rayyan/db';
import type { HealthRepository } from './health.repository';

/** Liveness and which database engine is in use. */
export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthRepository; databaseKind: DatabaseKind }> = async (app, { health, databaseKind }) => {
  app.get(
    '/api/health',
    { config: { public: true }, schema: { tags: ['health'], security: [], response: { 200: healthResponseSchema } } },
    async (): Promise<HealthResponse> => {
      await health.ping();
      return { status: 'ok', database: databaseKind };
    },
  );
};
