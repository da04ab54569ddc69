import {
  createObservationSchema,
  createPestSchema,
  observationListQuerySchema,
  observationSchema,
  pestListQuerySchema,
  pestSchema,
  updateObservationSchema,
  updatePestSchema,
} from '../pests';
import { crudEndpoints } from './crud';

/** Pests and diseases (issue #16): the organisation's catalogue and its scouting observations. */
export const pestsEndpoints = {
  catalogue: crudEndpoints('/api/pests', 'pests_and_diseases', { record: pestSchema, create: createPestSchema, update: updatePestSchema, query: pestListQuerySchema }),
  observations: crudEndpoints('/api/scouting-observations', 'pests_and_diseases', {
    record: observationSchema,
    create: createObservationSchema,
    update: updateObservationSchema,
    query: observationListQuerySchema,
  }),
} as const;
