import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PESTICIDE_DOSE_UNITS, pesticideApplicationsEndpoints, pesticidesEndpoints, type PesticideApplicationRecord } from '@rayyan/contracts';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useApi } from '../../app/services';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { useLabFieldOptions } from '../lab-samples/lab-samples-api';

/** Prefix of the applications' queries (a save refreshes the list and its flags). */
export const APPLICATIONS_QUERY_KEY = ['pesticide-applications'] as const;

interface ApplicationDraft {
  pesticide_id: string | null;
  field: string | null;
  applied_at: string;
  dose: number | null;
  dose_unit: string | null;
  volume_l: number | null;
  operator_name: string;
  notes: string;
}

/** `YYYY-MM-DDTHH:MM` of a moment in the device's time (the datetime-local input's value). */
const localInput = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

const draftFrom = (a: PesticideApplicationRecord | null): ApplicationDraft => ({
  pesticide_id: a?.pesticide_id ?? null,
  field: a ? `${a.field_kind}:${a.field_id}` : null,
  applied_at: localInput(a ? new Date(a.applied_at) : new Date()),
  dose: a?.dose ?? null,
  dose_unit: a?.dose_unit ?? 'ml',
  volume_l: a?.volume_l ?? null,
  operator_name: a?.operator_name ?? '',
  notes: a?.notes ?? '',
});

const bodyFrom = (d: ApplicationDraft) => {
  const [kind, id] = d.field ? d.field.split(':') : [undefined, undefined];
  const orNull = (v: string) => (v.trim() === '' ? null : v);
  return {
    pesticide_id: d.pesticide_id ?? undefined,
    field_kind: kind,
    field_id: id,
    applied_at: d.applied_at ? new Date(d.applied_at).toISOString() : '',
    dose: d.dose ?? undefined,
    dose_unit: d.dose_unit ?? undefined,
    volume_l: d.volume_l ?? undefined,
    operator_name: orNull(d.operator_name),
    notes: orNull(d.notes),
  };
};

/** The registry's products (the first 100) as choices. */
export function useProductOptions() {
  const api = useApi();
  const products = useQuery({
    queryKey: ['pesticides', 'application-options'],
    queryFn: ({ signal }) => callEndpoint(api, pesticidesEndpoints.list, { query: { page: 1, page_size: 100 }, signal }),
    staleTime: 60_000,
  });
  return (products.data?.results ?? []).map((p) => ({ value: p.id, label: p.trade_name }));
}

/** The spray form: `application-form-*` inputs labelled `applications.fields.*`, the `application-saved` alert. */
const APPLICATION_FORM = resourceForm({ name: 'application', endpoints: pesticideApplicationsEndpoints, queryKey: APPLICATIONS_QUERY_KEY, ns: 'pests', labels: 'applications.fields', draft: draftFrom, body: bodyFrom });

/** Record or edit a spray: product, field, date and time, dose and unit, spray volume, operator and notes (the weather is filled in by the server). */
export function ApplicationForm({ application, onDone }: { application: PesticideApplicationRecord | null; onDone: () => void }) {
  const fields = useLabFieldOptions();
  const products = useProductOptions();
  const { errors, input, frame, t } = useRecordForm(APPLICATION_FORM, application, onDone);
  return (
    <ResourceForm {...frame} submitLabel={application ? undefined : t('applications.add')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input.select('pesticide_id', products, { searchable: true, required: true })}
        {input.select('field', fields, { searchable: true, required: true, label: t('applications.fields.field_id'), error: errors.field_id ?? errors.field_kind })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input.text('applied_at', { type: 'datetime-local', dir: 'ltr', required: true })}
        {input.text('operator_name')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 3 }}>
        {input.number('dose', { min: 0, decimalScale: 3, required: true })}
        {input.choice('dose_unit', PESTICIDE_DOSE_UNITS, 'pesticides.dose_units', { allowDeselect: false, required: true })}
        {input.number('volume_l', { min: 0, decimalScale: 1, required: true })}
      </SimpleGrid>
      {input.textarea('notes', { autosize: true, minRows: 2 })}
    </ResourceForm>
  );
}
