import { labSamplesEndpoints as lab } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';
import { callEndpoint } from '../../app/api/endpoint-call';
import { downloadEndpoint } from '../../app/api/endpoint-download';
import { useFieldOptions, type FieldOption } from '../../shared/field-options';

/** Prefix of the lab samples' queries: a save, an import or a report refreshes them all. */
export const LAB_SAMPLES_QUERY_KEY = ['lab-samples'] as const;

export const previewLabImport = (api: ApiClient, id: string, form: FormData) => callEndpoint(api, lab.importPreview, { params: { id }, form });
export const commitLabImport = (api: ApiClient, id: string, form: FormData) => callEndpoint(api, lab.import, { params: { id }, form });
export const uploadLabReport = (api: ApiClient, id: string, form: FormData) => callEndpoint(api, lab.uploadReport, { params: { id }, form });
export const downloadLabReport = (api: ApiClient, id: string, name: string) => downloadEndpoint(api, lab.report, name, { params: { id } });

/** The organisation's crop and tree fields (the first 100 of each) as choices `crop:<id>` and `tree:<id>`. */
export function useLabFieldOptions(): FieldOption[] {
  const { crop, tree } = useFieldOptions();
  return [...crop.map((o) => ({ ...o, value: `crop:${o.value}` })), ...tree.map((o) => ({ ...o, value: `tree:${o.value}` }))];
}
