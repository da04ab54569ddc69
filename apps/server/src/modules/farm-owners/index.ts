import type { FastifyInstance } from 'fastify';
import type { Database } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { recordsWithActivity } from '../activity-log';
import { createFarmOwnerRepository } from './farm-owner.repository';
import { createFarmOwnersService, farmOwnersRoutes } from './farm-owners.routes';

/** Farm owners of the organisation (spec 3). */
export async function registerFarmOwners(app: FastifyInstance, { database, clock }: { database: Database; clock: Clock }): Promise<void> {
  await app.register(farmOwnersRoutes, { farmOwners: createFarmOwnersService(recordsWithActivity(database.db, createFarmOwnerRepository)), clock });
}
