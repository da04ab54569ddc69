import { endpoint } from '../endpoint';
import { fieldRegistrySchema } from '../field-app';

/** The field app (issue #12): the registry of the caller's fields, downloaded while online and kept on the phone. */
export const fieldAppEndpoints = {
  registry: endpoint({ method: 'GET', path: '/api/field-app/registry/', response: fieldRegistrySchema, access: 'farm_and_fields:view' }),
};
