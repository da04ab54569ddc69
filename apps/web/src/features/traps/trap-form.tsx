import { Select, SimpleGrid } from '@mantine/core';
import { TRAP_TARGETS, TRAP_TYPES, trapsEndpoints, type TrapRecord } from '@rayyan/contracts';
import { bodyOf, draftOf, nullable } from '../../app/ui/form-draft';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { isoDay } from '../../app/ui/form-errors';
import { TRAPS_QUERY_KEY, useTrapPlaceOptions } from './traps-api';
import { choiceOptions } from '../../app/ui/choice-options';

/** A new trap's draft (the form's draft type): a dry pheromone trap for the red palm weevil, installed today. */
const blank = () => ({
  code: '',
  trap_type: nullable<string>('dry_pheromone'),
  target_pest: nullable<string>('red_palm_weevil'),
  lure: '',
  lure_changed_on: '',
  region_id: nullable<string>(),
  farm_id: nullable<string>(),
  field_id: nullable<string>(),
  lat: nullable<number>(),
  lng: nullable<number>(),
  installed_on: isoDay(),
  removed_on: '',
  notes: '',
});
type TrapDraft = ReturnType<typeof blank>;

const draftFrom = (t: TrapRecord | null) => draftOf(t, blank());

const bodyFrom = (d: TrapDraft) => bodyOf(d, { unset: ['region_id', 'lat', 'lng'], blank: ['lure_changed_on', 'removed_on'] });

const TRAP_FORM = resourceForm({ name: 'trap', endpoints: trapsEndpoints, queryKey: TRAPS_QUERY_KEY, ns: 'pests', codeFields: { duplicate_code: 'code' }, draft: draftFrom, body: bodyFrom });

/** Create or edit a trap: type and target, lure, its region, farm and field, map position, installation and removal dates. */
export function TrapForm({ trap, onDone }: { trap: TrapRecord | null; onDone: () => void }) {
  const { draft, setDraft, errors, input, frame, t } = useRecordForm(TRAP_FORM, trap, onDone);
  const places = useTrapPlaceOptions(draft.region_id, draft.farm_id);
  const text = (key: 'code' | 'lure' | 'lure_changed_on' | 'installed_on' | 'removed_on', opts: { required?: boolean; date?: boolean } = {}) =>
    input.text(key, { required: opts.required, ...(opts.date ? { type: 'date', dir: 'ltr' } : {}) });
  /** A choice of the form; a region, farm or field chosen clears the choices below it (`change`). */
  const choice = (key: 'trap_type' | 'target_pest' | 'region_id' | 'farm_id' | 'field_id', data: { value: string; label: string }[], change: (v: string | null) => Partial<TrapDraft>, opts: { required?: boolean; disabled?: boolean }) => (
    <Select
      label={t(`fields.${key.replace('_id', '')}`)}
      data={data}
      value={draft[key]}
      onChange={(v) => setDraft((d) => ({ ...d, ...change(v) }))}
      required={opts.required}
      clearable={!opts.required}
      searchable
      disabled={opts.disabled}
      error={errors[key]}
      data-testid={`trap-form-${key}`}
    />
  );
  const coordinate = (key: 'lat' | 'lng', min: number, max: number) => input.number(key, { min, max, decimalScale: 6, required: true, dir: 'ltr' });

  return (
    <ResourceForm {...frame} submitLabel={trap ? undefined : t('add_trap')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {text('code', { required: true })}
        {choice('trap_type', choiceOptions(t, TRAP_TYPES, 'trap_types'), (v) => ({ trap_type: v }), { required: true })}
        {choice('target_pest', choiceOptions(t, TRAP_TARGETS, 'targets'), (v) => ({ target_pest: v }), { required: true })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('lure')}
        {text('lure_changed_on', { date: true })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {choice('region_id', places.regions, (v) => ({ region_id: v, farm_id: null, field_id: null }), { required: true })}
        {choice('farm_id', places.farms, (v) => ({ farm_id: v, field_id: null }), { disabled: !draft.region_id })}
        {choice('field_id', places.fields, (v) => ({ field_id: v }), { disabled: !draft.farm_id })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2 }}>
        {coordinate('lat', -90, 90)}
        {coordinate('lng', -180, 180)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('installed_on', { required: true, date: true })}
        {text('removed_on', { date: true })}
      </SimpleGrid>
      {input.textarea('notes')}
    </ResourceForm>
  );
}
