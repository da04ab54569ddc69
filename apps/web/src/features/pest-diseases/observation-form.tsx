import { Fragment, useState } from 'react';
import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OBSERVATION_SEVERITIES, geographyEndpoints, pestsEndpoints, trapsEndpoints, treesEndpoints, type ObservationRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { isoDay } from '../../app/ui/form-errors';
import { pestText } from './pest-text';

export const OBSERVATIONS_QUERY_KEY = ['pests', 'observations'] as const;

type Option = { value: string; label: string };
const PLACES = ['field_id', 'crop_field_id', 'trap_id', 'tree_id'] as const;

interface ObservationDraft {
  pest_id: string | null;
  observed_on: string;
  severity: string | null;
  count: number | null;
  field_id: string | null;
  crop_field_id: string | null;
  trap_id: string | null;
  tree_id: string | null;
  tree_infected: boolean;
  lat: number | null;
  lng: number | null;
  note: string;
}

/** The choices of the form: the catalogue, the organisation's fields, crop fields and traps (first 100 of each), and trees found by code. */
function useObservationOptions(treeSearch: string, language: string) {
  const api = useApi();
  const named = (rows: { id: string; code: string; name?: string }[] | undefined): Option[] => (rows ?? []).map((r) => ({ value: r.id, label: r.name ? `${r.code} · ${r.name}` : r.code }));
  const query = { page: 1, page_size: 100 };
  const pests = useQuery({ queryKey: ['pests', 'options'], queryFn: ({ signal }) => callEndpoint(api, pestsEndpoints.catalogue.list, { query, signal }), staleTime: 60_000 });
  const fields = useQuery({ queryKey: ['tree-field-options'], queryFn: ({ signal }) => callEndpoint(api, geographyEndpoints.treeFields.list, { query, signal }), staleTime: 60_000 });
  const crops = useQuery({ queryKey: ['crop-field-options'], queryFn: ({ signal }) => callEndpoint(api, geographyEndpoints.cropFields.list, { query, signal }), staleTime: 60_000 });
  const traps = useQuery({ queryKey: ['traps', 'options'], queryFn: ({ signal }) => callEndpoint(api, trapsEndpoints.list, { query: { ...query, status: 'active' }, signal }), staleTime: 60_000 });
  const trees = useQuery({
    queryKey: ['trees', 'options', treeSearch],
    queryFn: ({ signal }) => callEndpoint(api, treesEndpoints.list, { query: { search: treeSearch, page_size: 20 }, signal }),
    enabled: treeSearch.trim().length >= 3,
  });
  return {
    pests: (pests.data?.results ?? []).map((p) => ({ value: p.id, label: pestText(p, 'name', language) })),
    field_id: named(fields.data?.results),
    crop_field_id: named(crops.data?.results),
    trap_id: named(traps.data?.results),
    tree_id: named(trees.data?.results),
  };
}

const draftFrom = (o: ObservationRecord | null): ObservationDraft => ({
  pest_id: o?.pest_id ?? null,
  observed_on: o?.observed_on ?? isoDay(),
  severity: o?.severity ?? 'low',
  count: o?.count ?? null,
  field_id: o?.field_id ?? null,
  crop_field_id: o?.crop_field_id ?? null,
  trap_id: o?.trap_id ?? null,
  tree_id: o?.tree_id ?? null,
  tree_infected: false,
  lat: o?.lat ?? null,
  lng: o?.lng ?? null,
  note: o?.note ?? '',
});

/** The tree's infection is said when the observation is recorded, not changed by an edit. */
const bodyFrom = ({ tree_infected, ...d }: ObservationDraft, observation: ObservationRecord | null) => ({ ...d, note: d.note || null, ...(observation ? {} : { tree_infected }) });

const OBSERVATION_FORM = resourceForm({ name: 'observation', endpoints: pestsEndpoints.observations, queryKey: ['pests'], ns: 'pests', labels: 'pd.observations.fields', saved: 'pd.observations.saved', draft: draftFrom, body: bodyFrom });

/** Record or edit a scouting observation: pest, date, severity, count, where it was seen (field, crop field, trap, tree or a point), a note. */
export function ObservationForm({ observation, onDone }: { observation: ObservationRecord | null; onDone: () => void }) {
  const [treeSearch, setTreeSearch] = useState('');
  const { draft, set, input, frame, t } = useRecordForm(OBSERVATION_FORM, observation, onDone);
  const { i18n } = useTranslation();
  const options = useObservationOptions(treeSearch, i18n.language);
  const f = (key: string) => t(`pd.observations.fields.${key}`);
  const coordinate = (key: 'lat' | 'lng') => input.number(key, { decimalScale: 6, dir: 'ltr' });
  return (
    <ResourceForm {...frame} submitLabel={observation ? undefined : t('pd.observations.add')}>
      {input.select('pest_id', options.pests, { label: f('pest'), searchable: true, required: true })}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {input.text('observed_on', { type: 'date', required: true, dir: 'ltr' })}
        {input.choice('severity', OBSERVATION_SEVERITIES, 'pd.observations.severities', { allowDeselect: false, required: true })}
        {input.number('count', { min: 0, allowDecimal: false })}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('pd.observations.place_hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {PLACES.map((key) => (
          <Fragment key={key}>
            {input.select(key, options[key], {
              label: f(key.replace(/_id$/, '')),
              clearable: true,
              searchable: true,
              ...(key === 'tree_id' ? { onSearchChange: setTreeSearch, placeholder: f('tree_search'), nothingFoundMessage: treeSearch.length >= 3 ? '—' : undefined } : {}),
            })}
          </Fragment>
        ))}
        {coordinate('lat')}
        {coordinate('lng')}
      </SimpleGrid>
      {!observation && draft.tree_id && (
        <Checkbox label={f('tree_infected')} checked={draft.tree_infected} onChange={(e) => set('tree_infected')(e.currentTarget.checked)} data-testid="observation-form-tree_infected" />
      )}
      {input.textarea('note')}
    </ResourceForm>
  );
}
