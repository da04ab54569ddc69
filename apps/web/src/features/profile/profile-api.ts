import { authEndpoints, type ChangePassword } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';
import { callEndpoint } from '../../app/api/endpoint-call';
import { fetchMe } from '../../app/permissions/use-me';

/**
 * GET /api/me/ (typed by the contract's userProfileSchema), shared with `useMe` under the same query key;
 * the details view reads it as a record so it shows whatever string fields are present.
 */
export async function fetchProfile(api: ApiClient): Promise<Record<string, unknown>> {
  return (await fetchMe(api)) as unknown as Record<string, unknown>;
}

/** PUT /api/change-password/ for the signed-in user. */
export function changePassword(api: ApiClient, body: ChangePassword) {
  return callEndpoint(api, authEndpoints.changePassword, { body });
}
