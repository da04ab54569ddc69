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
        { header: 'Trade name', value: (p) => p.trade_name, width: 28 },
        { header: 'Active ingredient', value: (p) => p.active_ingredient, width: 28 },
        { header: 'Formulation', value: (p) => p.formulation },
        { header: 'Dose', value: (p) => p.dose },
        { header: 'Unit', value: (p) => p.dose_unit },
        { header: 'Basis', value: (p) => p.dose_basis },
        { header: 'Target pests', value: (p) => p.target_pests, width: 32 },
        { header: 'Pre-harvest interval (days)', value: (p) => p.pre_harvest_interval_days },
        { header: 'Re-entry interval (hours)', value: (p) => p.re_entry_interval_hours },
        { header: 'Toxicity class (WHO)', value: (p) => p.toxicity_class },
        { header: 'Registration number', value: (p) => p.registration_number },
        { header: 'Notes', value: (p) => p.notes, width: 40 },
      ],
    },
  });
};

/** The pesticides registry (issue #16). */
export async function registerPesticides(app: FastifyInstance, deps: { database: Database; clock: Clock }): Promise<void> {
  await app.register(pesticidesRoutes, deps);
}
