import { listQuerySchema } from '../common';
import { createFarmOwnerSchema, createLaborSchema, farmOwnerSchema, laborListQuerySchema, laborSchema, updateFarmOwnerSchema, updateLaborSchema } from '../people';
import { crudEndpoints } from './crud';

/** Labors (users and labors permissions) and farm owners (farm and fields permissions): the shared CRUD routes. */
export const laborsEndpoints = crudEndpoints('/api/labors', 'users_and_labors', { record: laborSchema, create: createLaborSchema, update: updateLaborSchema, query: laborListQuerySchema });
export const farmOwnersEndpoints = crudEndpoints('/api/farm-owners', 'farm_and_fields', {
  record: farmOwnerSchema,
  create: createFarmOwnerSchema,
  update: updateFarmOwnerSchema,
  query: listQuerySchema,
});
