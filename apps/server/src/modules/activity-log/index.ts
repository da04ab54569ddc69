import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '@rayyan/db';
import { transactionOver, type Transaction } from '../../shared/unit-of-work';
import { createActivityRepository, type ActivityRepository } from './activity-log.repository';
import { activityLogRoutes } from './activity-log.routes';

/**
 * One record type's repository over the database, and transactions binding it (as `records`) with the
 * activity log, so a write and its log row commit together: what `createRecordService` takes.
 */
export function recordsWithActivity<R>(db: Db, recordsFor: (db: Db) => R): { records: R; transaction: Transaction<{ records: R; activity: ActivityRepository }> } {
  return { records: recordsFor(db), transaction: transactionOver(db, (tx) => ({ records: recordsFor(tx), activity: createActivityRepository(tx) })) };
}

/** The organisation's activity log (settings): who changed what. */
export async function registerActivityLog(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  await app.register(activityLogRoutes, { activity: createActivityRepository(database.db) });
}
