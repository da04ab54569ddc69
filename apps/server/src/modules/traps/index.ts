import type { FastifyInstance } from 'fastify';
import type { Database } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { recordsWithActivity } from '../activity-log';
import { createTrapRepository } from './trap.repository';
import { trapsRoutes } from './traps.routes';
import { createTrapsService } from './traps.service';

/** Traps and their catches (issue #16). */
export async function registerTraps(app: FastifyInstance, { database, clock }: { database: Database; clock: Clock }): Promise<void> {
  const today = () => clock.now().toISOString().slice(0, 10);
  await app.register(trapsRoutes, { traps: createTrapsService({ ...recordsWithActivity(database.db, (db) => createTrapRepository(db, today)), today }), clock });
}
