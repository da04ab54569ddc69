import { farmOwnerCrudSchemas, laborCrudSchemas } from '../people';
import { crudEndpoints } from './crud';

/** Labors (users and labors permissions) and farm owners (farm and fields permissions): the shared CRUD routes. */
export const laborsEndpoints = crudEndpoints('/api/labors', 'users_and_labors', laborCrudSchemas);
export const farmOwnersEndpoints = crudEndpoints('/api/farm-owners', 'farm_and_fields', farmOwnerCrudSchemas);
