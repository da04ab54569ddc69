import type { ChangePassword } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';

/**
 * GET /api/me/. The contracts hold no profile response schema yet, so the answer is read as a
 * plain record and only string fields are shown; replace with the contract's schema once it exists.
 */
export function fetchProfile(api: ApiClient): Promise<Record<string, unknown>> {
  return api.request<Record<string, unknown>>('/me/');
}

/** PUT /api/change-password/ for the signed-in user. */
export function changePassword(api: ApiClient, body: ChangePassword): Promise<unknown> {
  return api.request('/change-password/', { method: 'PUT', body });
}
