import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { transactionOver } from '../../shared/unit-of-work';
import { createActivityRepository } from '../activity-log/activity-log.repository';
import type { ContractLimitsService } from '../contract-limits/contract-limits.service';
import { createTreeRepository } from './tree.repository';
import { treesRoutes } from './trees.routes';
import { createTreesService, type TreeRepos } from './trees.service';
import { createTreeViewsRepository } from './tree-views.repository';
import { createTreeViewsService } from './tree-views.service';

export interface TreesDeps {
  database: Database;
  contractLimits: ContractLimitsService;
  clock: Clock;
}

/** Composition of the tree registry (issue #12): counts every tree against the contract, and registers the routes (the grid and dashboard views too). */
export async function registerTrees(app: FastifyInstance, { database, contractLimits, clock }: TreesDeps): Promise<void> {
  const today = () => clock.now().toISOString().slice(0, 10);
  const reposFor = (db: Db): TreeRepos => ({ trees: createTreeRepository(db, today), activity: createActivityRepository(db) });
  contractLimits.registerUsageCounter('trees', (tx, orgId) => createTreeRepository(tx, today).countAll(orgId));
  const trees = createTreesService({ repos: reposFor(database.db), transaction: transactionOver(database.db, reposFor), contract: contractLimits });
  const views = createTreeViewsService({ trees: createTreeRepository(database.db, today), views: createTreeViewsRepository(database.db), today });
  await app.register(treesRoutes, { trees, views, clock });
}
