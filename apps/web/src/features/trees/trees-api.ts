import { useQuery } from '@tanstack/react-query';
import { geographyEndpoints } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';

/** Prefix of the trees list's queries (the list page and the edit form call the declared `treesEndpoints`). */
export const TREES_QUERY_KEY = ['trees'] as const;

/** The organisation's tree fields (the first 100, by code) for the field filter: id and code. */
export function useTreeFieldOptions(): { value: string; label: string }[] {
  const api = useApi();
  const fields = useQuery({
    queryKey: ['tree-field-options'],
    queryFn: () => callEndpoint(api, geographyEndpoints.treeFields.list, { query: { page: 1, page_size: 100 } }),
    staleTime: 60_000,
  });
  return (fields.data?.results ?? []).map((field) => ({ value: field.id, label: `${field.code} · ${field.name}` }));
}
