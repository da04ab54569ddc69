import type { FastifyInstance } from 'fastify';
import { regions, type Database, type Db } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { createRecordService } from '../../shared/record-service';
import { transactionOver } from '../../shared/unit-of-work';
import { createActivityRepository } from '../activity-log/activity-log.repository';
import type { ContractLimitsService } from '../contract-limits/contract-limits.service';
import { countFields, createCropFieldRepository, createSeasonRepository, createTreeFieldRepository } from './field.repository';
import { createFarmRepository, createRegionRepository } from './geography.repository';
import { geographyRoutes } from './geography.routes';
import { createCropFieldsService, createFarmsService, createTreeFieldsService, registerGeographyUsage, type GeographyRepos } from './geography.service';

export interface GeographyDeps {
  database: Database;
  contractLimits: ContractLimitsService;
  clock: Clock;
}

/**
 * Composition of regions, farms, fields and crop seasons (spec 2, 3, 5): registers the contract usage
 * counters (fields = tree + crop fields, area = sum of farm areas in feddan) and the routes.
 */
export async function registerGeography(app: FastifyInstance, { database, contractLimits, clock }: GeographyDeps): Promise<void> {
  const reposFor = (db: Db): GeographyRepos & { regions: ReturnType<typeof createRegionRepository> } => ({
    regions: createRegionRepository(db),
    farms: createFarmRepository(db),
    treeFields: createTreeFieldRepository(db),
    cropFields: createCropFieldRepository(db, () => clock.now()),
    seasons: createSeasonRepository(db),
    activity: createActivityRepository(db),
  });
  const repos = reposFor(database.db);
  const transaction = transactionOver(database.db, reposFor);
  registerGeographyUsage(contractLimits, reposFor, countFields);

  const deps = { repos, transaction, contract: contractLimits };
  await app.register(geographyRoutes, {
    regions: createRecordService({
      entity: 'region',
      table: regions,
      records: repos.regions,
      transaction: (work) => transaction((r, tx) => work({ records: r.regions, activity: r.activity }, tx)),
    }),
    farms: createFarmsService(deps),
    treeFields: createTreeFieldsService(deps),
    cropFields: createCropFieldsService(deps),
    clock,
  });
}
