import type { FastifyInstance } from 'fastify';
import type { Database } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { recordsWithActivity } from '../activity-log';
import { createObservationRepository, createPestRepository } from './pest.repository';
import { pestsRoutes } from './pests.routes';
import { createObservationsService, createPestsService } from './pests.service';

/** The pests and diseases catalogue and scouting observations (issue #16). */
export async function registerPests(app: FastifyInstance, { database, clock }: { database: Database; clock: Clock }): Promise<void> {
  await app.register(pestsRoutes, {
    pests: createPestsService(recordsWithActivity(database.db, createPestRepository)),
    observations: createObservationsService(recordsWithActivity(database.db, createObservationRepository)),
    clock,
  });
}
