import { useQuery } from '@tanstack/react-query';
import { geographyEndpoints, labSamplesEndpoints as lab } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';
import { callEndpoint } from '../../app/api/endpoint-call';
import { downloadEndpoint } from '../../app/api/endpoint-download';
import { useApi } from '../../app/services';

/** Prefix of the lab samples' queries: a save, an import or a report refreshes them all. */
export const LAB_SAMPLES_QUERY_KEY = ['lab-samples'] as const;

export const previewLabImport = (api: ApiClient, id: string, form: FormData) => callEndpoint(api, lab.importPreview, { params: { id }, form });
export const commitLabImport = (api: ApiClient, id: string, form: FormData) => callEndpoint(api, lab.import, { params: { id }, form });
export const uploadLabReport = (api: ApiClient, id: string, form: FormData) => callEndpoint(api, lab.uploadReport, { params: { id }, form });
export const downloadLabReport = (api: ApiClient, id: string, name: string) => downloadEndpoint(api, lab.report, name, { params: { id } });

/** The organisation's crop and tree fields (the first 100 of each) as choices `crop:<id>` and `tree:<id>`. */
export function useLabFieldOptions(): { value: string; label: string }[] {
  const api = useApi();
  const crop = useQuery({
    queryKey: ['crop-fields', 'lab-options'],
    queryFn: ({ signal }) => callEndpoint(api, geographyEndpoints.cropFields.list, { query: { page: 1, page_size: 100 }, signal }),
    staleTime: 60_000,
  });
  const tree = useQuery({
    queryKey: ['tree-fields', 'lab-options'],
    queryFn: ({ signal }) => callEndpoint(api, geographyEndpoints.treeFields.list, { query: { page: 1, page_size: 100 }, signal }),
    staleTime: 60_000,
  });
  return [
    ...(crop.data?.results ?? []).map((f) => ({ value: `crop:${f.id}`, label: `${f.code} · ${f.name}` })),
    ...(tree.data?.results ?? []).map((f) => ({ value: `tree:${f.id}`, label: `${f.code} · ${f.name}` })),
  ];
}
