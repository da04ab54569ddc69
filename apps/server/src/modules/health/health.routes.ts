import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, type HealthResponse } from '@rayyan/contracts';
import type { DatabaseKind } from '@rayyan/db';
import type { HealthRepository } from './health.repository';

/** How long the health check waits for the database before saying it is busy. */
export const HEALTH_DATABASE_WAIT_MS = 50;

/**
 * Liveness and which database engine is in use. The answer never waits behind a long statement: the
 * embedded engine runs one statement at a time, so a ping queued behind a large write or a 2,000-border map
 * answer says `busy` after 50 ms (a free database answers a ping in a few: the server itself is answering, well
 * inside the 200 ms issue 18 allows on a loaded machine); a ping that fails is a 500.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthRepository; databaseKind: DatabaseKind }> = async (app, { health, databaseKind }) => {
  app.get(
    '/api/health',
    { config: { public: true }, schema: { tags: ['health'], security: [], response: { 200: healthResponseSchema } } },
    async (request): Promise<HealthResponse> => {
      const ping = health.ping().then(() => 'ok' as const);
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<'busy'>((resolve) => {
        timer = setTimeout(() => resolve('busy'), HEALTH_DATABASE_WAIT_MS);
      });
      try {
        const state = await Promise.race([ping, waited]);
        // A ping still queued may fail later: logged, not unhandled.
        if (state === 'busy') ping.catch((error: unknown) => request.log.error({ err: error }, 'health: the database failed after answering busy'));
        return { status: 'ok', database: databaseKind, database_state: state };
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
