import type { FastifyPluginAsync } from 'fastify';
import { farmOwners as farmOwnersTable } from '@rayyan/db';
import { farmOwnersEndpoints } from '@rayyan/contracts';
import type { Clock } from '../../ports/clock';
import { registerCrudRoutes } from '../../shared/crud-routes';
import { createRecordService, type RecordServiceDeps } from '../../shared/record-service';
import type { FarmOwnerQuery, FarmOwnerRepository } from './farm-owner.repository';
import type { CreateFarmOwner, FarmOwnerRecord, UpdateFarmOwner } from '@rayyan/contracts';

/** Farm owners (spec 3), scoped to the caller's organisation. */
export function createFarmOwnersService(deps: Omit<RecordServiceDeps<FarmOwnerRepository>, 'entity' | 'table'>) {
  return createRecordService<FarmOwnerRecord, CreateFarmOwner, UpdateFarmOwner, FarmOwnerQuery>({ ...deps, entity: 'farm_owner', table: farmOwnersTable });
}
export type FarmOwnersService = ReturnType<typeof createFarmOwnersService>;

/** /api/farm-owners/: list, export, create, read, update, delete (farm and fields permissions). */
export const farmOwnersRoutes: FastifyPluginAsync<{ farmOwners: FarmOwnersService; clock: Clock }> = async (app, { farmOwners, clock }) => {
  registerCrudRoutes(app, {
    endpoints: farmOwnersEndpoints,
    tag: 'farm-owners',
    service: farmOwners,
    clock,
    exportSheet: {
      name: 'Farm Owners',
      fileName: 'farm-owners',
      columns: [
        ['Name', 'name', 28], 'contact', ['Phone Number', 'phone'], ['Email', 'email', 28], ['Center Latitude', 'center_lat'],
        ['Center Longitude', 'center_lng'], ['GMT Offset', 'gmt_offset'],
      ],
    },
  });
};
