import type { FastifyInstance } from 'fastify';
import type { Database } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { recordsWithActivity } from '../activity-log';
import { createAssetRepository } from './asset.repository';
import { assetsRoutes } from './assets.routes';
import { createAssetsService } from './assets.service';

/** A farm's water and power network (issue #15): assets with their type's attributes, upstream asset and served fields. */
export async function registerAssets(app: FastifyInstance, { database, clock }: { database: Database; clock: Clock }): Promise<void> {
  const assets = createAssetsService(recordsWithActivity(database.db, createAssetRepository));
  app.decorate('assets', assets);
  await app.register(assetsRoutes, { assets, clock });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The assets service (a farm's network, for tests and other modules). */
    assets: ReturnType<typeof createAssetsService>;
  }
}
