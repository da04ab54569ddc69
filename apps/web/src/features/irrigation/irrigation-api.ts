import {
  irrigationHistorySchema,
  irrigationLogListSchema,
  irrigationLogSchema,
  irrigationStatusSchema,
  type CreateIrrigationLog,
  type UpdateIrrigationSettings,
} from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';

/** React Query key of one field's irrigation data (status and advice; logs and history below it). */
export const irrigationKey = (fieldId: string) => ['irrigation', fieldId] as const;

const base = (fieldId: string) => `/crop-fields/${fieldId}/irrigation`;

export const getIrrigation = (api: ApiClient, fieldId: string, signal?: AbortSignal) =>
  api.request(`${base(fieldId)}/`, { schema: irrigationStatusSchema, signal });
export const calculateIrrigation = (api: ApiClient, fieldId: string) =>
  api.request(`${base(fieldId)}/calculate/`, { method: 'POST', body: {}, schema: irrigationStatusSchema });
export const holdIrrigation = (api: ApiClient, fieldId: string, until: string) =>
  api.request(`${base(fieldId)}/hold/`, { method: 'POST', body: { until }, schema: irrigationStatusSchema });
export const resumeIrrigation = (api: ApiClient, fieldId: string) =>
  api.request(`${base(fieldId)}/resume/`, { method: 'POST', body: {}, schema: irrigationStatusSchema });
export const listIrrigationLogs = (api: ApiClient, fieldId: string, signal?: AbortSignal) =>
  api.request(`${base(fieldId)}/logs/`, { schema: irrigationLogListSchema, signal });
export const createIrrigationLog = (api: ApiClient, fieldId: string, body: CreateIrrigationLog) =>
  api.request(`${base(fieldId)}/logs/`, { method: 'POST', body, schema: irrigationLogSchema });
export const getIrrigationHistory = (api: ApiClient, fieldId: string, days = 30, signal?: AbortSignal) =>
  api.request(`${base(fieldId)}/history/?days=${days}`, { schema: irrigationHistorySchema, signal });
export const updateIrrigationSettings = (api: ApiClient, fieldId: string, body: UpdateIrrigationSettings) =>
  api.request(`${base(fieldId)}/settings/`, { method: 'PATCH', body, schema: irrigationStatusSchema.shape.settings });
