import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { transactionOver } from '../../shared/unit-of-work';
import { createActivityRepository } from '../activity-log/activity-log.repository';
import type { ContractLimitsService } from '../contract-limits/contract-limits.service';
import { createTreeImportService } from './tree-import.service';
import { treeImportRoutes } from './tree-import.routes';
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

/** Composition of the tree registry (issue #12): counts every tree against the contract, and registers the routes (the grid and dashboard views, and the sheet import, too). */
export async function registerTrees(app: FastifyInstance, { database, contractLimits, clock }: TreesDeps): Promise<void> {
  const today = () => clock.now().toISOString().slice(0, 10);
  const reposFor = (db: Db): TreeRepos => ({ trees: createTreeRepository(db, today), activity: createActivityRepository(db) });
  contractLimits.registerUsageCounter('trees', (tx, orgId) => createTreeRepository(tx, today).countAll(orgId));
  const repos = reposFor(database.db);
  const transaction = transactionOver(database.db, reposFor);
  const trees = createTreesService({ repos, transaction, contract: contractLimits });
  const views = createTreeViewsService({ trees: createTreeRepository(database.db, today), views: createTreeViewsRepository(database.db), today });
  await app.register(treesRoutes, { trees, views, clock });
  await app.register(treeImportRoutes, { imports: createTreeImportService({ repos, transaction, contract: contractLimits }), trees: repos.trees });
}
