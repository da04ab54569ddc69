import { policiesEndpoints as policies, type CreatePolicy, type PolicyRecord, type UpdatePolicy } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';
import { callEndpoint } from '../../app/api/endpoint-call';

export const POLICIES_QUERY_KEY = ['policies'] as const;

/** GET /api/policies/: the organisation's access policies (the first page, as the server pages them). */
export async function listPolicies(api: ApiClient): Promise<PolicyRecord[]> {
  return (await callEndpoint(api, policies.list)).results;
}

export function getPolicy(api: ApiClient, id: string) {
  return callEndpoint(api, policies.get, { params: { id } });
}

export function createPolicy(api: ApiClient, body: CreatePolicy) {
  return callEndpoint(api, policies.create, { body });
}

export function updatePolicy(api: ApiClient, id: string, body: UpdatePolicy) {
  return callEndpoint(api, policies.update, { params: { id }, body });
}

export function deletePolicy(api: ApiClient, id: string) {
  return callEndpoint(api, policies.remove, { params: { id } });
}
