import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { transactionOver } from '../../shared/unit-of-work';
import { createActivityRepository } from '../activity-log/activity-log.repository';
import { createCropRotationRepository } from './crop-rotations.repository';
import { cropRotationRoutes } from './crop-rotations.routes';
import { createCropRotationsService, type RotationRepos } from './crop-rotations.service';

/** Composition of crop rotations (issue #4): repositories bound per transaction, the service and routes. */
export async function registerCropRotations(app: FastifyInstance, { database, clock }: { database: Database; clock: Clock }): Promise<void> {
  const reposFor = (db: Db): RotationRepos => ({ rotations: createCropRotationRepository(db), activity: createActivityRepository(db) });
  const rotations = createCropRotationsService({ repos: reposFor(database.db), transaction: transactionOver(database.db, reposFor), now: () => clock.now() });
  await app.register(cropRotationRoutes, { rotations, clock });
}
