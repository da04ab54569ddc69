import { useQuery } from '@tanstack/react-query';
import { geographyEndpoints } from '@rayyan/contracts';
import { useApi } from '../app/services';
import { callEndpoint } from '../app/api/endpoint-call';

export type FieldOption = { value: string; label: string };

const named = (rows: { id: string; code: string; name: string }[] | undefined): FieldOption[] =>
  (rows ?? []).map((r) => ({ value: r.id, label: `${r.code} · ${r.name}` }));

/**
 * The organisation's crop and tree fields (the first 100 of each) as choices named `code · name`, for the forms and
 * filters that put a record on a field (lab samples, sensors, sprays).
 */
export function useFieldOptions(): { crop: FieldOption[]; tree: FieldOption[] } {
  const api = useApi();
  const crop = useQuery({
    queryKey: ['crop-fields', 'field-options'],
    queryFn: ({ signal }) => callEndpoint(api, geographyEndpoints.cropFields.list, { query: { page: 1, page_size: 100 }, signal }),
    staleTime: 60_000,
  });
  const tree = useQuery({
    queryKey: ['tree-fields', 'field-options'],
    queryFn: ({ signal }) => callEndpoint(api, geographyEndpoints.treeFields.list, { query: { page: 1, page_size: 100 }, signal }),
    staleTime: 60_000,
  });
  return { crop: named(crop.data?.results), tree: named(tree.data?.results) };
}
