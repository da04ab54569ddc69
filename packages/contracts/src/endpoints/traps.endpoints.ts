import { z } from 'zod';
import { idParamsSchema } from '../common';
import { endpoint } from '../endpoint';
import {
  createTrapCatchSchema,
  recordedTrapCatchSchema,
  trapCatchSchema,
  trapSettingsSchema,
  trapWeeklyQuerySchema,
  trapWeeklySchema,
  updateTrapSettingsSchema,
  trapCrudSchemas,
} from '../traps';
import { crudEndpoints } from './crud';

/**
 * Traps (issue #16) under the pests and diseases permissions: the records, their servicing visits with catches, the
 * catches per trap per week with each region's trend, and the organisation's RPW threshold and servicing round.
 */
export const trapsEndpoints = {
  ...crudEndpoints('/api/traps', 'pests_and_diseases', trapCrudSchemas),
  /** The trap's visits, newest first. */
  catches: endpoint({ method: 'GET', path: '/api/traps/:id/catches/', params: idParamsSchema, response: z.array(trapCatchSchema), access: 'pests_and_diseases:view' }),
  /** Records a visit: 400 with the field's message for a count absurd for the trap type or a date outside the trap's life, nothing written. */
  recordCatch: endpoint({
    method: 'POST',
    path: '/api/traps/:id/catches/',
    params: idParamsSchema,
    body: createTrapCatchSchema,
    response: recordedTrapCatchSchema,
    status: 201,
    access: 'pests_and_diseases:create',
  }),
  weekly: endpoint({ method: 'GET', path: '/api/traps/weekly/', query: trapWeeklyQuerySchema, response: trapWeeklySchema, access: 'pests_and_diseases:view' }),
  settings: endpoint({ method: 'GET', path: '/api/traps/settings/', response: trapSettingsSchema, access: 'pests_and_diseases:view' }),
  updateSettings: endpoint({ method: 'PATCH', path: '/api/traps/settings/', body: updateTrapSettingsSchema, response: trapSettingsSchema, access: 'pests_and_diseases:edit' }),
} as const;
