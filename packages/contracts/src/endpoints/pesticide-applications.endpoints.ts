import { pesticideApplicationCrudSchemas } from '../pesticide-applications';
import { crudEndpoints } from './crud';

/** Pesticide applications (issue #16), under the pests and diseases permissions. */
export const pesticideApplicationsEndpoints = crudEndpoints('/api/pesticide-applications', 'pests_and_diseases', pesticideApplicationCrudSchemas);
