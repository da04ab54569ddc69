import { laborsEndpoints, type CreateLabor, type UpdateLabor } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';
import { callEndpoint } from '../../app/api/endpoint-call';

export const LABORS_QUERY_KEY = ['labors'] as const;

/** GET /api/labors/?page&page_size&search&salary_period&status */
export function listLabors(api: ApiClient, query: string) {
  return callEndpoint(api, laborsEndpoints.list, { query: new URLSearchParams(query) });
}
export function createLabor(api: ApiClient, body: CreateLabor) {
  return callEndpoint(api, laborsEndpoints.create, { body });
}
export function updateLabor(api: ApiClient, id: string, body: UpdateLabor) {
  return callEndpoint(api, laborsEndpoints.update, { params: { id }, body });
}
export function deleteLabor(api: ApiClient, id: string) {
  return callEndpoint(api, laborsEndpoints.remove, { params: { id } });
}
