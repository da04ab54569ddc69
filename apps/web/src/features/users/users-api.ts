import { usersEndpoints, type CreateUser, type UpdateUser } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';
import { callEndpoint } from '../../app/api/endpoint-call';

export const USERS_QUERY_KEY = ['users'] as const;

/** GET /api/users/?page&page_size&search&farm_role&user_type&is_active&policy_id */
export function listUsers(api: ApiClient, query: string) {
  return callEndpoint(api, usersEndpoints.list, { query: new URLSearchParams(query) });
}

export function createUser(api: ApiClient, body: CreateUser) {
  return callEndpoint(api, usersEndpoints.create, { body });
}

export function updateUser(api: ApiClient, id: string, body: UpdateUser) {
  return callEndpoint(api, usersEndpoints.update, { params: { id }, body });
}

/** POST /api/users/{id}/deactivate/ or /activate/: answers the user. */
export function setUserActive(api: ApiClient, id: string, active: boolean) {
  return callEndpoint(api, active ? usersEndpoints.activate : usersEndpoints.deactivate, { params: { id } });
}

/** PUT /api/users/{id}/profile-image/ (multipart field `file`): answers the user. */
export function uploadProfileImage(api: ApiClient, id: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return callEndpoint(api, usersEndpoints.setProfileImage, { params: { id }, form });
}

/** GET /api/users/{id}/profile-image/ needs the Bearer token, so it is fetched as a blob, not by an <img src>. */
export function fetchProfileImage(api: ApiClient, id: string): Promise<Blob> {
  return callEndpoint(api, usersEndpoints.profileImage, { params: { id } });
}
