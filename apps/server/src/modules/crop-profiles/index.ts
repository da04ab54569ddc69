import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { transactionOver } from '../../shared/unit-of-work';
import { createActivityRepository } from '../activity-log/activity-log.repository';
import { createGrowthProfileRepository, createKcProfileRepository, createPlantVarietyRepository } from './crop-profiles.repository';
import { cropProfilesRoutes } from './crop-profiles.routes';
import { createGrowthProfilesService, createKcProfilesService, createPlantVarietiesService } from './crop-profiles.service';

export { resolveCropProfile, cropProfileResolverFor, type ResolvedCropProfile, type CropProfileResolver } from './crop-profile.resolver';

/** Repositories bound to one connection or transaction. */
function repositoriesFor(db: Db) {
  return {
    growthProfiles: createGrowthProfileRepository(db),
    kcProfiles: createKcProfileRepository(db),
    plantVarieties: createPlantVarietyRepository(db),
    activity: createActivityRepository(db),
  };
}

/** Composition of the crop settings: plant varieties, growth profiles with stages and KC profiles. */
export async function registerCropProfiles(app: FastifyInstance, { database, clock }: { database: Database; clock: Clock }): Promise<void> {
  const repos = repositoriesFor(database.db);
  const transaction = transactionOver(database.db, repositoriesFor);
  await app.register(cropProfilesRoutes, {
    growthProfiles: createGrowthProfilesService({
      records: repos.growthProfiles,
      transaction: (work) => transaction((r, tx) => work({ records: r.growthProfiles, activity: r.activity }, tx)),
    }),
    kcProfiles: createKcProfilesService({
      records: repos.kcProfiles,
      transaction: (work) => transaction((r, tx) => work({ records: r.kcProfiles, activity: r.activity }, tx)),
    }),
    plantVarieties: createPlantVarietiesService({
      records: repos.plantVarieties,
      transaction: (work) => transaction((r, tx) => work({ records: r.plantVarieties, activity: r.activity }, tx)),
    }),
    clock,
  });
}
