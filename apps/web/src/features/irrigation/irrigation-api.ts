import {
  irrigationHistorySchema,
  irrigationLogListSchema,
  irrigationLogSchema,
  irrigationStatusSchema,
  type CreateIrrigationLog,
  type IrrigationFieldKind,
  type UpdateIrrigationSettings,
} from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';

/** A field whose advisory is shown: a crop field (/crop-fields/) or a tree field (/fields/). */
export interface FieldRef {
  kind: IrrigationFieldKind;
  id: string;
}

/** The web route (and API path) of each kind of field. */
export const FIELD_PATHS: Record<IrrigationFieldKind, string> = { crop: '/crop-fields', tree: '/fields' };

/** React Query key of one field's irrigation data (status and advice; logs and history below it). */
export const irrigationKey = (ref: FieldRef) => ['irrigation', ref.kind, ref.id] as const;

const base = (ref: FieldRef) => `${FIELD_PATHS[ref.kind]}/${ref.id}/irrigation`;

export const getIrrigation = (api: ApiClient, ref: FieldRef, signal?: AbortSignal) =>
  api.request(`${base(ref)}/`, { schema: irrigationStatusSchema, signal });
export const calculateIrrigation = (api: ApiClient, ref: FieldRef) =>
  api.request(`${base(ref)}/calculate/`, { method: 'POST', body: {}, schema: irrigationStatusSchema });
export const holdIrrigation = (api: ApiClient, ref: FieldRef, until: string) =>
  api.request(`${base(ref)}/hold/`, { method: 'POST', body: { until }, schema: irrigationStatusSchema });
export const resumeIrrigation = (api: ApiClient, ref: FieldRef) =>
  api.request(`${base(ref)}/resume/`, { method: 'POST', body: {}, schema: irrigationStatusSchema });
export const listIrrigationLogs = (api: ApiClient, ref: FieldRef, signal?: AbortSignal) =>
  api.request(`${base(ref)}/logs/`, { schema: irrigationLogListSchema, signal });
export const deleteIrrigationLog = (api: ApiClient, ref: FieldRef, logId: string) => api.request(`${base(ref)}/logs/${logId}/`, { method: 'DELETE' });
export const createIrrigationLog = (api: ApiClient, ref: FieldRef, body: CreateIrrigationLog) =>
  api.request(`${base(ref)}/logs/`, { method: 'POST', body, schema: irrigationLogSchema });
export const getIrrigationHistory = (api: ApiClient, ref: FieldRef, days = 30, signal?: AbortSignal) =>
  api.request(`${base(ref)}/history/?days=${days}`, { schema: irrigationHistorySchema, signal });
export const updateIrrigationSettings = (api: ApiClient, ref: FieldRef, body: UpdateIrrigationSettings) =>
  api.request(`${base(ref)}/settings/`, { method: 'PATCH', body, schema: irrigationStatusSchema.shape.settings });
