import { observationCrudSchemas, pestCrudSchemas } from '../pests';
import { crudEndpoints } from './crud';

/** Pests and diseases (issue #16): the organisation's catalogue and its scouting observations. */
export const pestsEndpoints = {
  catalogue: crudEndpoints('/api/pests', 'pests_and_diseases', pestCrudSchemas),
  observations: crudEndpoints('/api/scouting-observations', 'pests_and_diseases', observationCrudSchemas),
} as const;
