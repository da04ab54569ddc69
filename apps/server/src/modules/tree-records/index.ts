import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { transactionOver } from '../../shared/unit-of-work';
import { createActivityRepository } from '../activity-log/activity-log.repository';
import { createTreeRepository } from '../trees/tree.repository';
import { createTreeRecordRepository } from './tree-records.repository';
import { registerTreeRecordRoutes } from './tree-records.routes';
import { createTreeRecordsService, type TreeRecordRepos } from './tree-records.service';

/** Records from the field and their review (issue #12). */
export function registerTreeRecords(app: FastifyInstance, { database, clock }: { database: Database; clock: Clock }): void {
  const today = () => clock.now().toISOString().slice(0, 10);
  const reposFor = (db: Db): TreeRecordRepos => ({ records: createTreeRecordRepository(db), trees: createTreeRepository(db, today), activity: createActivityRepository(db) });
  registerTreeRecordRoutes(app, createTreeRecordsService({ repos: reposFor(database.db), transaction: transactionOver(database.db, reposFor), clock }));
}
