import { useState } from 'react';
import { Button, SimpleGrid } from '@mantine/core';
import { LAB_SAMPLE_STATUSES, LAB_SAMPLE_TYPES, labSamplesEndpoints, type LabParameter, type LabSampleRecord } from '@rayyan/contracts';
import { bodyOf } from '../../app/ui/form-draft';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { isoDay } from '../../app/ui/form-errors';
import { LAB_SAMPLES_QUERY_KEY, useLabFieldOptions } from './lab-samples-api';
import { PropertiesEditor, type PropertyDraft } from './properties-editor';

type DateKey = 'sample_date' | 'sent_on' | 'received_on' | 'result_on';
type TextKey = 'name' | 'code' | 'analysis_type' | 'laboratory' | 'captured_by';

interface LabDraft extends Record<TextKey | DateKey | 'note', string> {
  sample_type: string | null;
  status: string | null;
  field: string | null;
  lat: number | null;
  lng: number | null;
  properties: PropertyDraft[];
}

const draftFrom = (s: LabSampleRecord | null): LabDraft => ({
  name: s?.name ?? '',
  code: s?.code ?? '',
  sample_type: s?.sample_type ?? 'soil',
  analysis_type: s?.analysis_type ?? '',
  laboratory: s?.laboratory ?? '',
  sample_date: s?.sample_date ?? isoDay(),
  sent_on: s?.sent_on ?? '',
  received_on: s?.received_on ?? '',
  result_on: s?.result_on ?? '',
  captured_by: s?.captured_by ?? '',
  lat: s?.lat ?? null,
  lng: s?.lng ?? null,
  note: s?.note ?? '',
  status: s?.status ?? 'open',
  field: s?.field_id ? `${s.field_kind}:${s.field_id}` : null,
  properties: s?.properties ?? [],
});

const bodyFrom = (d: LabDraft) => {
  const [kind, id] = d.field ? d.field.split(':') : [null, null];
  return {
    ...bodyOf(d, { blank: ['sent_on', 'received_on', 'result_on'] }),
    field: undefined,
    field_kind: kind,
    field_id: id,
    properties: d.properties.map((p) => ({ parameter: p.parameter as LabParameter, result: p.result as number, unit: p.unit })),
  };
};

/** The sample form: inputs `lab-form-*` labelled `fields.*`, the `lab-sample-saved` alert. */
const LAB_FORM = resourceForm({ name: 'lab-sample', testId: 'lab-form', endpoints: labSamplesEndpoints, queryKey: LAB_SAMPLES_QUERY_KEY, ns: 'lab', codeFields: { duplicate_code: 'code' }, draft: draftFrom, body: bodyFrom });

/** Create or edit a lab sample: what, where and when it was sampled, its field, and its results (parameter, result, unit). */
export function LabSampleForm({ sample, onDone }: { sample: LabSampleRecord | null; onDone: () => void }) {
  const fields = useLabFieldOptions();
  const [attempt, setAttempt] = useState(0);
  const { draft, set, setDraft, errors, input, submit, frame, t } = useRecordForm(LAB_FORM, sample, onDone);
  const text = (key: TextKey | DateKey, opts: { required?: boolean; date?: boolean } = {}) =>
    input.text(key, { required: opts.required, ...(opts.date ? { type: 'date', dir: 'ltr' } : {}) });
  const coordinate = (key: 'lat' | 'lng', limit: number) => input.number(key, { min: -limit, max: limit, decimalScale: 6, dir: 'ltr' });
  return (
    <ResourceForm
      {...frame}
      onSubmit={(event) => {
        setAttempt((n) => n + 1);
        submit(event);
      }}
      submitLabel={sample ? undefined : t('add_sample')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('name', { required: true })}
        {text('code', { required: true })}
        {input.choice('sample_type', LAB_SAMPLE_TYPES, 'types', { allowDeselect: false, required: true })}
        {text('analysis_type')}
        {text('laboratory')}
        {text('captured_by')}
      </SimpleGrid>
      {input.select('field', fields, { searchable: true, clearable: true, error: errors.field_id })}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {text('sample_date', { required: true, date: true })}
        {text('sent_on', { date: true })}
        {text('received_on', { date: true })}
        {text('result_on', { date: true })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        {coordinate('lat', 90)}
        {coordinate('lng', 180)}
        <Button
          variant="default"
          mt={24}
          onClick={() => navigator.geolocation?.getCurrentPosition((p) => setDraft((d) => ({ ...d, lat: Math.round(p.coords.latitude * 1e6) / 1e6, lng: Math.round(p.coords.longitude * 1e6) / 1e6 })))}
          data-testid="lab-form-locate"
        >
          {t('use_my_location')}
        </Button>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {input.choice('status', LAB_SAMPLE_STATUSES, 'statuses', { allowDeselect: false })}
      </SimpleGrid>
      <PropertiesEditor rows={draft.properties} onChange={set('properties')} errors={errors} attempt={attempt} />
      {input.textarea('note')}
    </ResourceForm>
  );
}
