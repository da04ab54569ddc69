import type { FastifyInstance } from 'fastify';
import type { Database } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { recordsWithActivity } from '../activity-log';
import { createActivityRepository } from '../activity-log/activity-log.repository';
import { transactionOver } from '../../shared/unit-of-work';
import { createMaintenanceRepository } from './maintenance.repository';
import { createMaintenanceService } from './maintenance.service';
import { createAssetRepository } from './asset.repository';
import { assetsRoutes } from './assets.routes';
import { createAssetsService } from './assets.service';

/** A farm's water and power network (issue #15): assets with their type's attributes, upstream asset and served fields, and their maintenance. */
export async function registerAssets(app: FastifyInstance, { database, clock }: { database: Database; clock: Clock }): Promise<void> {
  const assets = createAssetsService(recordsWithActivity(database.db, createAssetRepository));
  app.decorate('assets', assets);
  const maintenance = createMaintenanceService({
    maintenance: createMaintenanceRepository(database.db),
    transaction: transactionOver(database.db, (tx) => ({ maintenance: createMaintenanceRepository(tx), activity: createActivityRepository(tx) })),
    today: () => clock.now().toISOString().slice(0, 10),
  });
  app.decorate('assetMaintenance', maintenance);
  await app.register(assetsRoutes, { assets, maintenance, clock });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The assets service (a farm's network, for tests and other modules). */
    assets: ReturnType<typeof createAssetsService>;
    /** Maintenance of the assets (the due list, for tests). */
    assetMaintenance: ReturnType<typeof createMaintenanceService>;
  }
}
