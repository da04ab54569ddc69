import { vi } from 'vitest';
import type { SessionUser, UserProfile, UserRecord } from '@rayyan/contracts';
import { fakeAccessToken, jsonResponse } from './fakes';

/** A signed-in access token valid for an hour. */
export const signedInToken = (claims: Partial<SessionUser> = {}) =>
  fakeAccessToken({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims });

/** GET /api/me/ answer; `permissions` are effective grants. */
export function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    user_name: 'ahmed',
    name: 'Ahmed',
    email: null,
    phone: null,
    org_id: 'org-1',
    org_name: 'Rayyan Palm & Citrus',
    farming_type: ['tree'],
    farm_role: 'farm_manager',
    user_type: 'admin',
    super_admin: false,
    preferences: {},
    policy_id: null,
    policy_name: null,
    permissions: { users_and_labors: ['view', 'create', 'edit', 'delete'], settings: ['view', 'create', 'edit', 'delete'] },
    profile_image_url: null,
    ...overrides,
  };
}

let n = 0;
/** A user row of GET /api/users/. */
export function userRow(overrides: Partial<UserRecord> = {}): UserRecord {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(100 + n).padStart(12, '0')}`,
    org_id: '00000000-0000-4000-8000-00000000000a',
    user_code: null,
    honorofics: null,
    name: `User ${n}`,
    email: null,
    user_name: `user.${n}`,
    phone: null,
    whatsapp: null,
    salary: null,
    education: null,
    rating: null,
    role: null,
    designation: null,
    join_date: null,
    leave_date: null,
    current_in_service: true,
    farming_responsibility: [],
    non_farming_responsibility: [],
    supervisor_id: null,
    supervisor_name: null,
    user_type: 'normal',
    policy_id: null,
    policy_name: null,
    farm_role: 'farm_manager',
    super_admin: false,
    is_active: true,
    profile_image_url: null,
    supervisory_farm_ids: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export type Route = (url: URL, init: RequestInit | undefined) => Response | undefined;

/**
 * A fake `fetch` answering by path (`/api/...` without the query string); unknown paths answer 404.
 * Every call is recorded with its full URL, method and parsed body.
 */
export function fakeApi(routes: Record<string, Route | unknown>) {
  const calls: { path: string; url: URL; method: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path: url.pathname, url, method, body });
    const key = `${method} ${url.pathname}`;
    const route = routes[key] ?? routes[url.pathname];
    if (route === undefined) return jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
    if (typeof route === 'function') return (route as Route)(url, init) ?? jsonResponse(404, { error: { code: 'not_found', message: 'x' } });
    return jsonResponse(200, route);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}
