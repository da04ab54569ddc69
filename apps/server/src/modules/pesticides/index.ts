import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from '@rayyan/db';
import { pesticidesEndpoints } from '@rayyan/contracts';
import { pesticides } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import { AppError } from '../../shared/app-error';
import { registerCrudRoutes } from '../../shared/crud-routes';
import { violatedUniqueConstraint } from '../../shared/db-errors';
import { createRecordService } from '../../shared/record-service';
import { recordsWithActivity } from '../activity-log';
import { createPesticideRepository } from './pesticide.repository';

const duplicateTradeName = (error: unknown) =>
  violatedUniqueConstraint(error) === 'pesticides_org_id_trade_name_key' ? new AppError('name_exists', 409, { trade_name: 'This name is already used.' }) : error;

/** /api/pesticides/: the registry's list, export, read, create, update and delete (pests and diseases permissions). */
const pesticidesRoutes: FastifyPluginAsync<{ database: Database; clock: Clock }> = async (app, { database, clock }) => {
  const service = createRecordService({ ...recordsWithActivity(database.db, createPesticideRepository), entity: 'pesticide', table: pesticides }, {
    mapError: duplicateTradeName,
    // A product with recorded applications stays: the records keep their product, dose and intervals.
    checkDelete: async (orgId, pesticide, records) => {
      if (await records.inUse(orgId, pesticide.id)) throw new AppError('pesticide_in_use', 409);
    },
  });
  registerCrudRoutes(app, {
    endpoints: pesticidesEndpoints,
    tag: 'pesticides',
    service,
    clock,
    exportSheet: {
      name: 'Pesticides',
      fileName: 'pesticides',
      columns: [
        ['Trade name', 'trade_name', 28], ['Active ingredient', 'active_ingredient', 28], 'formulation', 'dose', ['Unit', 'dose_unit'],
        ['Basis', 'dose_basis'], ['Target pests', 'target_pests', 32], ['Pre-harvest interval (days)', 'pre_harvest_interval_days'],
        ['Re-entry interval (hours)', 're_entry_interval_hours'], ['Toxicity class (WHO)', 'toxicity_class'], 'registration_number',
        ['Notes', 'notes', 40],
      ],
    },
  });
};

/** The pesticides registry (issue #16). */
export async function registerPesticides(app: FastifyInstance, deps: { database: Database; clock: Clock }): Promise<void> {
  await app.register(pesticidesRoutes, deps);
}
