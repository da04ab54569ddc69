import { laborSchema, paginated, type CreateLabor, type LaborRecord, type UpdateLabor } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';

const laborPageSchema = paginated(laborSchema);
export const LABORS_QUERY_KEY = ['labors'] as const;

/** GET /api/labors/?page&page_size&search&salary_period&status */
export function listLabors(api: ApiClient, query: string) {
  return api.request(`/labors/?${query}`, { schema: laborPageSchema });
}
export function createLabor(api: ApiClient, body: CreateLabor): Promise<LaborRecord> {
  return api.request('/labors/', { method: 'POST', body, schema: laborSchema });
}
export function updateLabor(api: ApiClient, id: string, body: UpdateLabor): Promise<LaborRecord> {
  return api.request(`/labors/${id}/`, { method: 'PATCH', body, schema: laborSchema });
}
export function deleteLabor(api: ApiClient, id: string): Promise<unknown> {
  return api.request(`/labors/${id}/`, { method: 'DELETE' });
}
