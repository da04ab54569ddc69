import { irrigationEndpoints, type CreateIrrigationLog, type IrrigationFieldKind, type UpdateIrrigationSettings } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';
import { callEndpoint } from '../../app/api/endpoint-call';

/** A field whose advisory is shown: a crop field (/crop-fields/) or a tree field (/fields/). */
export interface FieldRef {
  kind: IrrigationFieldKind;
  id: string;
}

/** React Query key of one field's irrigation data (status and advice; logs and history below it). */
export const irrigationKey = (ref: FieldRef) => ['irrigation', ref.kind, ref.id] as const;

/** The declared advisory endpoints of the field's kind, and its id as their path parameter. */
const of = (ref: FieldRef) => irrigationEndpoints[ref.kind];
const at = (ref: FieldRef) => ({ params: { id: ref.id } });

export const getIrrigation = (api: ApiClient, ref: FieldRef, signal?: AbortSignal) => callEndpoint(api, of(ref).status, { ...at(ref), signal });
export const calculateIrrigation = (api: ApiClient, ref: FieldRef) => callEndpoint(api, of(ref).calculate, at(ref));
export const holdIrrigation = (api: ApiClient, ref: FieldRef, until: string) => callEndpoint(api, of(ref).hold, { ...at(ref), body: { until } });
export const resumeIrrigation = (api: ApiClient, ref: FieldRef) => callEndpoint(api, of(ref).resume, at(ref));
export const listIrrigationLogs = (api: ApiClient, ref: FieldRef, signal?: AbortSignal) => callEndpoint(api, of(ref).logs, { ...at(ref), signal });
export const deleteIrrigationLog = (api: ApiClient, ref: FieldRef, logId: string) => callEndpoint(api, of(ref).removeLog, { params: { id: ref.id, logId } });
export const createIrrigationLog = (api: ApiClient, ref: FieldRef, body: CreateIrrigationLog) => callEndpoint(api, of(ref).addLog, { ...at(ref), body });
export const getIrrigationHistory = (api: ApiClient, ref: FieldRef, days = 30, signal?: AbortSignal) =>
  callEndpoint(api, of(ref).history, { ...at(ref), query: { days }, signal });
/** Answers the field's whole advisory (status, advice and the saved settings). */
export const updateIrrigationSettings = (api: ApiClient, ref: FieldRef, body: UpdateIrrigationSettings) => callEndpoint(api, of(ref).updateSettings, { ...at(ref), body });
