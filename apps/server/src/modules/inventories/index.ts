import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { transactionOver } from '../../shared/unit-of-work';
import { recordsWithActivity } from '../activity-log';
import { createActivityRepository } from '../activity-log/activity-log.repository';
import { inventoriesRoutes } from './inventories.routes';
import { createInventoryItemRepository, createSupplierRepository } from './inventory-catalogue.repository';
import { createInventoryRepository } from './inventory.repository';
import { createInventoriesService, createInventoryItemsService, createSuppliersService } from './inventory-records.service';
import { createStockRepository } from './stock.repository';
import { createStockService, type StockRepos } from './stock.service';

export { createStockRepository, type StockRepository } from './stock.repository';

/** Composition of inventories (issue #14): global items and suppliers (settings), stores per farm and their stock. */
export async function registerInventories(app: FastifyInstance, { database, clock }: { database: Database; clock: Clock }): Promise<void> {
  const stockReposFor = (db: Db): StockRepos => ({ stock: createStockRepository(db), activity: createActivityRepository(db) });
  await app.register(inventoriesRoutes, {
    items: createInventoryItemsService(recordsWithActivity(database.db, createInventoryItemRepository)),
    suppliers: createSuppliersService(recordsWithActivity(database.db, createSupplierRepository)),
    inventories: createInventoriesService(recordsWithActivity(database.db, createInventoryRepository)),
    stock: createStockService({ repos: stockReposFor(database.db), transaction: transactionOver(database.db, stockReposFor) }),
    clock,
  });
}
