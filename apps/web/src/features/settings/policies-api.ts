import { policiesEndpoints as policies, type PolicyRecord } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';
import { callEndpoint } from '../../app/api/endpoint-call';

/** Prefix of the policies' queries (the access-policy page and its form call the declared `policiesEndpoints`). */
export const POLICIES_QUERY_KEY = ['policies'] as const;

/** GET /api/policies/: the organisation's access policies (the first page, as the server pages them), for selects. */
export async function listPolicies(api: ApiClient): Promise<PolicyRecord[]> {
  return (await callEndpoint(api, policies.list)).results;
}
