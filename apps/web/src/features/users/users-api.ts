import { paginated, userSchema, type CreateUser, type UpdateUser, type UserRecord } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';

const userPageSchema = paginated(userSchema);

export const USERS_QUERY_KEY = ['users'] as const;

/** GET /api/users/?page&page_size&search&farm_role&user_type&is_active&policy_id */
export function listUsers(api: ApiClient, query: string) {
  return api.request(`/users/?${query}`, { schema: userPageSchema });
}

export function createUser(api: ApiClient, body: CreateUser): Promise<UserRecord> {
  return api.request('/users/', { method: 'POST', body, schema: userSchema });
}

export function updateUser(api: ApiClient, id: string, body: UpdateUser): Promise<UserRecord> {
  return api.request(`/users/${id}/`, { method: 'PATCH', body, schema: userSchema });
}

/** POST /api/users/{id}/deactivate/ or /activate/ */
export function setUserActive(api: ApiClient, id: string, active: boolean): Promise<unknown> {
  return api.request(`/users/${id}/${active ? 'activate' : 'deactivate'}/`, { method: 'POST' });
}

/** PUT /api/users/{id}/profile-image/ (multipart field `file`). */
export function uploadProfileImage(api: ApiClient, id: string, file: File): Promise<unknown> {
  const form = new FormData();
  form.append('file', file);
  return api.upload(`/users/${id}/profile-image/`, form, { method: 'PUT' });
}

/** GET /api/users/{id}/profile-image/ needs the Bearer token, so it is fetched as a blob, not by an <img src>. */
export function fetchProfileImage(api: ApiClient, id: string): Promise<Blob> {
  return api.blob(`/users/${id}/profile-image/`);
}
