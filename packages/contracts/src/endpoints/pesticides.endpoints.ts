import { pesticideCrudSchemas } from '../pesticides';
import { crudEndpoints } from './crud';

/** The pesticides registry (issue #16), under the pests and diseases permissions. */
export const pesticidesEndpoints = crudEndpoints('/api/pesticides', 'pests_and_diseases', pesticideCrudSchemas);
