import { useQuery } from '@tanstack/react-query';
import { usersEndpoints, type UserProfile } from '@rayyan/contracts';
import type { ApiClient } from '../api/api-client';
import { callEndpoint } from '../api/endpoint-call';
import { useApi } from '../services';
import { useSession } from '../session/use-session';

export const ME_QUERY_KEY = ['me'] as const;

/** GET /api/me/: the signed-in user's profile, effective permissions and preferences. */
export function fetchMe(api: ApiClient): Promise<UserProfile> {
  return callEndpoint(api, usersEndpoints.me);
}

/** The signed-in user's profile (cached; one request per page however many buttons ask). */
export function useMe() {
  const api = useApi();
  const { user } = useSession();
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: () => fetchMe(api), enabled: !!user });
}
