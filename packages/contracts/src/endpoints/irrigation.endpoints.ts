import { idParamsSchema } from '../common';
import { endpoint } from '../endpoint';
import {
  createIrrigationLogSchema,
  irrigationHistoryQuerySchema,
  irrigationHistorySchema,
  irrigationHoldSchema,
  irrigationLogListSchema,
  irrigationLogParamsSchema,
  irrigationLogSchema,
  irrigationOverviewQuerySchema,
  irrigationOverviewSchema,
  irrigationStatusSchema,
  updateIrrigationSettingsSchema,
} from '../irrigation';

/** The advisory of one field under `base` (a crop field's or a tree field's): status, settings, hold, log, history. */
function fieldIrrigationEndpoints(base: `/api/${string}/:id/irrigation`) {
  const at = (suffix: string) => `${base}${suffix}` as `/api/${string}`;
  const view = 'farm_and_fields:view';
  const edit = 'farm_and_fields:edit';
  return {
    status: endpoint({ method: 'GET', path: at('/'), params: idParamsSchema, response: irrigationStatusSchema, access: view }),
    calculate: endpoint({ method: 'POST', path: at('/calculate/'), params: idParamsSchema, response: irrigationStatusSchema, access: view }),
    updateSettings: endpoint({ method: 'PATCH', path: at('/settings/'), params: idParamsSchema, body: updateIrrigationSettingsSchema, response: irrigationStatusSchema, access: edit }),
    hold: endpoint({ method: 'POST', path: at('/hold/'), params: idParamsSchema, body: irrigationHoldSchema, response: irrigationStatusSchema, access: edit }),
    resume: endpoint({ method: 'POST', path: at('/resume/'), params: idParamsSchema, response: irrigationStatusSchema, access: edit }),
    logs: endpoint({ method: 'GET', path: at('/logs/'), params: idParamsSchema, response: irrigationLogListSchema, access: view }),
    addLog: endpoint({ method: 'POST', path: at('/logs/'), params: idParamsSchema, body: createIrrigationLogSchema, response: irrigationLogSchema, status: 201, access: edit }),
    removeLog: endpoint({ method: 'DELETE', path: at('/logs/:logId/'), params: irrigationLogParamsSchema, response: 'empty', status: 204, access: edit }),
    history: endpoint({ method: 'GET', path: at('/history/'), params: idParamsSchema, query: irrigationHistoryQuerySchema, response: irrigationHistorySchema, access: view }),
  };
}

/** Irrigation advice (spec 5): every field's next irrigation, the plan as a spreadsheet, and each field's advisory. */
export const irrigationEndpoints = {
  overview: endpoint({ method: 'GET', path: '/api/irrigation/overview/', query: irrigationOverviewQuerySchema, response: irrigationOverviewSchema, access: 'farm_and_fields:view' }),
  /** The irrigation plan for the field teams (.xlsx). */
  overviewExport: endpoint({ method: 'GET', path: '/api/irrigation/overview/export/', query: irrigationOverviewQuerySchema, response: 'file', access: 'farm_and_fields:view' }),
  crop: fieldIrrigationEndpoints('/api/crop-fields/:id/irrigation'),
  tree: fieldIrrigationEndpoints('/api/fields/:id/irrigation'),
} as const;
