import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { assetsEndpoints, geographyEndpoints, type FieldMapFeature } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';

/** Prefix of every assets query (list, a farm's network): a saved or deleted asset refreshes them all. */
export const ASSETS_QUERY_KEY = ['assets'] as const;

type Option = { value: string; label: string };
const named = (rows: { id: string; code: string; name: string }[] | undefined): Option[] => (rows ?? []).map((r) => ({ value: r.id, label: `${r.code} · ${r.name}` }));

/** The organisation's farms (the first 100), for the form, the filters and the network's farm choice. */
export function useAssetFarms() {
  const api = useApi();
  const farms = useQuery({
    queryKey: ['farms', 'asset-options'],
    queryFn: ({ signal }) => callEndpoint(api, geographyEndpoints.farms.list, { query: { page: 1, page_size: 100 }, signal }),
    staleTime: 60_000,
  });
  return { farms: farms.data?.results ?? [], options: named(farms.data?.results), isPending: farms.isPending };
}

const fieldsQuery = (api: ReturnType<typeof useApi>, kind: 'crop' | 'tree', farmId: string | null) => ({
  queryKey: [kind === 'crop' ? 'crop-fields' : 'fields', 'map', farmId],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await callEndpoint(api, kind === 'crop' ? geographyEndpoints.cropFields.map : geographyEndpoints.treeFields.map, { query: { farm_id: farmId! }, signal })).results,
  enabled: Boolean(farmId),
  staleTime: 60_000,
});

/** A farm's crop and tree fields with their borders (one call each), for the form's choices, the map and the flow view. */
export function useFarmFields(farmId: string | null) {
  const api = useApi();
  const crop = useQuery(fieldsQuery(api, 'crop', farmId));
  const tree = useQuery(fieldsQuery(api, 'tree', farmId));
  // One array per answer: the map redraws its borders only when they change.
  const all = useMemo<(FieldMapFeature & { kind: 'crop' | 'tree' })[]>(
    () => [...(crop.data ?? []).map((f) => ({ ...f, kind: 'crop' as const })), ...(tree.data ?? []).map((f) => ({ ...f, kind: 'tree' as const }))],
    [crop.data, tree.data],
  );
  return { crop: named(crop.data), tree: named(tree.data), all, isPending: Boolean(farmId) && (crop.isPending || tree.isPending) };
}

/** Every asset of one farm (the map and the flow view), or nothing until a farm is chosen. */
export function useAssetNetwork(farmId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: [...ASSETS_QUERY_KEY, 'network', farmId],
    queryFn: ({ signal }) => callEndpoint(api, assetsEndpoints.network, { query: { farm_id: farmId! }, signal }),
    enabled: Boolean(farmId),
  });
}
