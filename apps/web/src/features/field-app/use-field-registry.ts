import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fieldAppEndpoints, type FieldRegistry } from '@rayyan/contracts';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useApi } from '../../app/services';
import { registryIndex, registryStore } from './registry-store';
import { useOnline } from './use-online';

/**
 * The registry of the user's fields: read from the phone at once, then (online) downloaded again and kept, so a
 * typed code or a scanned label finds its tree without a connection. A failed download keeps what the phone has.
 */
export function useFieldRegistry(userId: string) {
  const api = useApi();
  const online = useOnline();
  const queryClient = useQueryClient();
  const stored = useQuery({ queryKey: ['field-registry', 'stored', userId], queryFn: async () => (await registryStore.load(userId)) ?? null, staleTime: Infinity, networkMode: 'always' });
  const download = useQuery({
    queryKey: ['field-registry', 'download', userId],
    queryFn: async ({ signal }): Promise<FieldRegistry> => {
      const fresh = await callEndpoint(api, fieldAppEndpoints.registry, { signal });
      await registryStore.save(userId, fresh);
      queryClient.setQueryData(['field-registry', 'stored', userId], { ...fresh, user_id: userId });
      return fresh;
    },
    enabled: online,
    retry: 1,
    staleTime: 5 * 60_000,
  });
  const registry = stored.data ?? undefined;
  const index = useMemo(() => registryIndex(registry), [registry]);
  return { registry, index, loading: stored.isPending, updating: download.isFetching, failed: download.isError, refresh: () => void download.refetch() };
}
