import { useQuery } from '@tanstack/react-query';
import { geographyEndpoints, trapsEndpoints } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';

/** Prefix of every traps query (list, weekly catches, settings): a saved trap or visit refreshes them all. */
export const TRAPS_QUERY_KEY = ['traps'] as const;

type Option = { value: string; label: string };

/** The organisation's regions, farms of a region and tree fields of a farm (the first 100 of each), for the trap form and filters. */
export function useTrapPlaceOptions(regionId: string | null = null, farmId: string | null = null): { regions: Option[]; farms: Option[]; fields: Option[] } {
  const api = useApi();
  const regions = useQuery({
    queryKey: ['regions', 'trap-options'],
    queryFn: ({ signal }) => callEndpoint(api, geographyEndpoints.regions.list, { query: { page: 1, page_size: 100 }, signal }),
    staleTime: 60_000,
  });
  const farms = useQuery({
    queryKey: ['farms', 'trap-options', regionId],
    queryFn: ({ signal }) => callEndpoint(api, geographyEndpoints.farms.list, { query: { page: 1, page_size: 100, region_id: regionId! }, signal }),
    enabled: Boolean(regionId),
    staleTime: 60_000,
  });
  const fields = useQuery({
    queryKey: ['tree-field-options', farmId],
    queryFn: ({ signal }) => callEndpoint(api, geographyEndpoints.treeFields.list, { query: { page: 1, page_size: 100, farm_id: farmId! }, signal }),
    enabled: Boolean(farmId),
    staleTime: 60_000,
  });
  const named = (rows: { id: string; code: string; name: string }[] | undefined) => (rows ?? []).map((r) => ({ value: r.id, label: `${r.code} · ${r.name}` }));
  return { regions: named(regions.data?.results), farms: regionId ? named(farms.data?.results) : [], fields: farmId ? named(fields.data?.results) : [] };
}

/** The organisation's RPW threshold and servicing interval. */
export function useTrapSettings() {
  const api = useApi();
  return useQuery({ queryKey: [...TRAPS_QUERY_KEY, 'settings'], queryFn: ({ signal }) => callEndpoint(api, trapsEndpoints.settings, { signal }) });
}
