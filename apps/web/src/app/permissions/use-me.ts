import { useQuery } from '@tanstack/react-query';
import { userProfileSchema, type UserProfile } from '@rayyan/contracts';
import type { ApiClient } from '../api/api-client';
import { useApi } from '../services';
import { useSession } from '../session/use-session';

export const ME_QUERY_KEY = ['me'] as const;

/** GET /api/me/: the signed-in user's profile, effective permissions and preferences. */
export function fetchMe(api: ApiClient): Promise<UserProfile> {
  return api.request('/me/', { schema: userProfileSchema });
}

/** The signed-in user's profile (cached; one request per page however many buttons ask). */
export function useMe() {
  const api = useApi();
  const { user } = useSession();
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: () => fetchMe(api), enabled: !!user });
}
