import { z } from 'zod';
import { policySchema, type CreatePolicy, type PolicyRecord, type UpdatePolicy } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';

const policyListSchema = z.union([z.array(policySchema), z.object({ results: z.array(policySchema) }).transform((p) => p.results)]);

export const POLICIES_QUERY_KEY = ['policies'] as const;

/** GET /api/policies/: the organisation's access policies (a plain list or a page of them). */
export function listPolicies(api: ApiClient): Promise<PolicyRecord[]> {
  return api.request('/policies/', { schema: policyListSchema });
}

export function getPolicy(api: ApiClient, id: string): Promise<PolicyRecord> {
  return api.request(`/policies/${id}/`, { schema: policySchema });
}

export function createPolicy(api: ApiClient, body: CreatePolicy): Promise<PolicyRecord> {
  return api.request('/policies/', { method: 'POST', body, schema: policySchema });
}

export function updatePolicy(api: ApiClient, id: string, body: UpdatePolicy): Promise<PolicyRecord> {
  return api.request(`/policies/${id}/`, { method: 'PATCH', body, schema: policySchema });
}

export function deletePolicy(api: ApiClient, id: string): Promise<unknown> {
  return api.request(`/policies/${id}/`, { method: 'DELETE' });
}
