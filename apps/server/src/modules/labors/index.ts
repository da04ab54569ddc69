import type { FastifyInstance } from 'fastify';
import type { Database } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { recordsWithActivity } from '../activity-log';
import { createLaborRepository } from './labor.repository';
import { laborsRoutes } from './labors.routes';
import { createLaborsService } from './labors.service';

/** Labourers of the organisation (spec 3, 4). */
export async function registerLabors(app: FastifyInstance, { database, clock }: { database: Database; clock: Clock }): Promise<void> {
  await app.register(laborsRoutes, { labors: createLaborsService(recordsWithActivity(database.db, createLaborRepository)), clock });
}
