import type { FormEvent } from 'react';
import { Checkbox, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { SPOT_STATES, TREE_GENDERS, TREE_HEALTH_STATES, TREE_ORIGIN_TYPES, treesEndpoints, type TreeRecord, type UpdateTree } from '@rayyan/contracts';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { useFormat } from '../../app/i18n/format';
import { COUNTRY_CODES } from '../settings/organizations-api';
import { TREES_QUERY_KEY } from './trees-api';

const DRIPS = ['drips_total', 'drips_working', 'drips_broken', 'drips_blocked'] as const;
type Drip = (typeof DRIPS)[number];

interface TreeDraft extends Record<Drip, number | ''> {
  variety: string;
  gender: string | null;
  productive: boolean;
  plantation_date: string;
  origin_country: string | null;
  origin_type: string | null;
  health_state: string | null;
  spot_state: string | null;
  drip_flow_rate: number | '';
  valve: string;
}

const draftFrom = (tree: TreeRecord): TreeDraft => ({
  variety: tree.variety ?? '',
  gender: tree.gender,
  productive: tree.productive,
  plantation_date: tree.plantation_date ?? '',
  origin_country: tree.origin_country,
  origin_type: tree.origin_type,
  health_state: tree.health_state,
  spot_state: tree.spot_state,
  drips_total: tree.drips_total,
  drips_working: tree.drips_working,
  drips_broken: tree.drips_broken,
  drips_blocked: tree.drips_blocked,
  drip_flow_rate: tree.drip_flow_rate ?? '',
  valve: tree.valve ?? '',
});

/** The fields of the draft that differ from the tree, as the PATCH sends them (blanks as null): only what changed is written. */
function changesOf(tree: TreeRecord, draft: TreeDraft): Partial<UpdateTree> {
  const blank = (value: string) => (value.trim() === '' ? null : value.trim());
  const sent: Record<string, unknown> = {
    variety: blank(draft.variety),
    gender: draft.gender,
    productive: draft.productive,
    plantation_date: blank(draft.plantation_date),
    origin_country: draft.origin_country,
    origin_type: draft.origin_type,
    health_state: draft.health_state,
    spot_state: draft.spot_state,
    ...Object.fromEntries(DRIPS.map((key) => [key, draft[key] === '' ? undefined : draft[key]])),
    drip_flow_rate: draft.drip_flow_rate === '' ? null : draft.drip_flow_rate,
    valve: blank(draft.valve),
  };
  const changed = Object.entries(sent).filter(([key, value]) => value !== undefined && value !== (tree as Record<string, unknown>)[key]);
  // Drips are checked together (working + broken + blocked within the total): a change to one sends all four.
  if (changed.some(([key]) => (DRIPS as readonly string[]).includes(key))) for (const key of DRIPS) if (!changed.some(([k]) => k === key)) changed.push([key, sent[key]]);
  return Object.fromEntries(changed) as Partial<UpdateTree>;
}

/** Edit one tree (its place — code, field, row and column — stays): states, drips, origin and planting (spec 2, 9). */
export function TreeForm({ tree, onDone }: { tree: TreeRecord; onDone: () => void }) {
  const { draft, set, errors, input, submit, frame, t } = useRecordForm(
    resourceForm({ name: 'tree', endpoints: treesEndpoints, queryKey: TREES_QUERY_KEY, ns: 'trees', saved: 'saved', draft: () => draftFrom(tree), body: (d: TreeDraft) => changesOf(tree, d) }),
    tree,
    onDone,
  );
  const format = useFormat();
  const countryName = format.displayNames({ type: 'region' });
  const nf = format.number();
  const nothingChanged = (event: FormEvent) => {
    if (Object.keys(changesOf(tree, draft)).length > 0) return submit(event);
    event.preventDefault();
    onDone();
  };
  const choice = (key: 'gender' | 'origin_type' | 'health_state' | 'spot_state', values: readonly string[], labels: string, clearable = true) =>
    input.choice(key, values, labels, { clearable, allowDeselect: clearable });
  const count = (key: Drip) => (
    <NumberInput
      label={t(`fields.${key}`)}
      value={draft[key]}
      onChange={(v) => set(key)(typeof v === 'number' ? v : '')}
      min={0}
      max={64}
      allowDecimal={false}
      error={errors[key]}
      data-testid={`tree-form-${key}`}
    />
  );

  return (
    <ResourceForm {...frame} onSubmit={nothingChanged}>
      <Text size="sm" c="dimmed" data-testid="tree-form-place">
        <span dir="ltr">{tree.code}</span> — {t('place', { row: nf.format(tree.row), column: nf.format(tree.column), field: tree.field_code })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {choice('health_state', TREE_HEALTH_STATES, 'health_states', false)}
        {choice('spot_state', SPOT_STATES, 'spot_states', false)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {count('drips_total')}
        {count('drips_working')}
        {count('drips_broken')}
        {count('drips_blocked')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('fields.drip_flow_rate')}
          value={draft.drip_flow_rate}
          onChange={(v) => set('drip_flow_rate')(typeof v === 'number' ? v : '')}
          min={0}
          max={500}
          decimalScale={2}
          error={errors.drip_flow_rate}
          data-testid="tree-form-drip_flow_rate"
        />
        {input.text('valve')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input.text('variety')}
        {choice('gender', TREE_GENDERS, 'genders')}
        {input.text('plantation_date', { type: 'date', dir: 'ltr' })}
        {choice('origin_type', TREE_ORIGIN_TYPES, 'origin_types')}
        {input.select(
          'origin_country',
          COUNTRY_CODES.map((c) => ({ value: c, label: countryName.of(c) ?? c })),
          { searchable: true, clearable: true },
        )}
      </SimpleGrid>
      <Checkbox label={t('fields.productive')} checked={draft.productive} onChange={(e) => set('productive')(e.currentTarget.checked)} data-testid="tree-form-productive" />
    </ResourceForm>
  );
}
