import { QueryClient } from '@tanstack/react-query';
import { FETCH_DEDUPE_MS, FETCH_ERROR_RETRY_MS } from '@rayyan/contracts';
import { ApiRequestError } from './api/api-client';

const MAX_RETRIES = 3;

/**
 * Server-state cache with the spec's fetch behaviour (spec 9): revalidate on focus, dedupe 2 s,
 * retry after 5 s. Client errors (4xx) are answers, not outages, so they are not retried.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: true,
        staleTime: FETCH_DEDUPE_MS,
        retry: (failureCount, error) =>
          failureCount < MAX_RETRIES && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
        retryDelay: FETCH_ERROR_RETRY_MS,
      },
      mutations: { retry: false },
    },
  });
}
