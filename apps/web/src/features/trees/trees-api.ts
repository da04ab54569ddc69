import { useQuery } from '@tanstack/react-query';
import { geographyEndpoints } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';

/** Prefix of the trees list's queries (the list page and the edit form call the declared `treesEndpoints`). */
export const TREES_QUERY_KEY = ['trees'] as const;

type Option = { value: string; label: string };

/**
 * The organisation's tree fields (the first 100, by code) for the field filter, and the varieties they grow for the
 * variety filter.
 */
export function useTreeFieldOptions(): { fields: Option[]; varieties: Option[] } {
  const api = useApi();
  const fields = useQuery({
    queryKey: ['tree-field-options'],
    queryFn: () => callEndpoint(api, geographyEndpoints.treeFields.list, { query: { page: 1, page_size: 100 } }),
    staleTime: 60_000,
  });
  const results = fields.data?.results ?? [];
  return {
    fields: results.map((field) => ({ value: field.id, label: `${field.code} · ${field.name}` })),
    varieties: [...new Set(results.flatMap((field) => field.varieties))].sort().map((v) => ({ value: v, label: v })),
  };
}

/** The organisation's tree farms (the first 100) for the farm filter. */
export function useTreeFarmOptions(): Option[] {
  const api = useApi();
  const farms = useQuery({
    queryKey: ['farms', 'tree-options'],
    queryFn: ({ signal }) => callEndpoint(api, geographyEndpoints.farms.list, { query: { page: 1, page_size: 100, farming_type: 'tree' }, signal }),
    staleTime: 60_000,
  });
  return (farms.data?.results ?? []).map((farm) => ({ value: farm.id, label: `${farm.code} · ${farm.name}` }));
}
