import { SimpleGrid } from '@mantine/core';
import {
  PESTICIDE_DOSE_BASES,
  PESTICIDE_DOSE_UNITS,
  PESTICIDE_FORMULATIONS,
  PESTICIDE_TOXICITY_CLASSES,
  pesticidesEndpoints,
  type PesticideRecord,
} from '@rayyan/contracts';
import { bodyOf, draftOf } from '../../app/ui/form-draft';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';

export const PESTICIDES_QUERY_KEY = ['pesticides'] as const;

type Choice = 'formulation' | 'dose_unit' | 'dose_basis' | 'toxicity_class';
type Num = 'dose' | 'pre_harvest_interval_days' | 're_entry_interval_hours';
type Text = 'trade_name' | 'active_ingredient' | 'target_pests' | 'registration_number';
type PesticideDraft = Record<Text | 'notes', string> & Record<Choice, string | null> & Record<Num, number | null>;

const draftFrom = (p: PesticideRecord | null) =>
  draftOf<PesticideDraft>(p, {
    trade_name: '',
    active_ingredient: '',
    target_pests: '',
    registration_number: '',
    notes: '',
    formulation: 'EC',
    dose_unit: 'ml',
    dose_basis: 'per_100_l',
    toxicity_class: 'U',
    dose: null,
    pre_harvest_interval_days: null,
    re_entry_interval_hours: null,
  });

const bodyFrom = (d: PesticideDraft) => bodyOf(d, { unset: ['dose', 'pre_harvest_interval_days', 're_entry_interval_hours'] });

const CHOICES: Record<Choice, { values: readonly string[]; labels: string }> = {
  formulation: { values: PESTICIDE_FORMULATIONS, labels: 'formulations' },
  dose_unit: { values: PESTICIDE_DOSE_UNITS, labels: 'dose_units' },
  dose_basis: { values: PESTICIDE_DOSE_BASES, labels: 'dose_bases' },
  toxicity_class: { values: PESTICIDE_TOXICITY_CLASSES, labels: 'toxicity' },
};

const PESTICIDE_FORM = resourceForm({ name: 'pesticide', endpoints: pesticidesEndpoints, queryKey: PESTICIDES_QUERY_KEY, ns: 'pests', labels: 'pesticides.fields', codeFields: { name_exists: 'trade_name' }, draft: draftFrom, body: bodyFrom });

/** Create or edit a product of the registry: names, formulation, label dose and its basis, target pests, intervals, WHO class. */
export function PesticideForm({ pesticide, onDone }: { pesticide: PesticideRecord | null; onDone: () => void }) {
  const { input, frame, t } = useRecordForm(PESTICIDE_FORM, pesticide, onDone);
  const text = (key: Text, required = false) => input.text(key, { required });
  const choice = (key: Choice) => input.choice(key, CHOICES[key].values, `pesticides.${CHOICES[key].labels}`, { allowDeselect: false, required: true });
  const number = (key: Num, decimals: boolean) => input.number(key, { min: 0, allowDecimal: decimals, required: true });
  return (
    <ResourceForm {...frame} submitLabel={pesticide ? undefined : t('pesticides.add')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('trade_name', true)}
        {text('active_ingredient', true)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {choice('formulation')}
        {choice('toxicity_class')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {number('dose', true)}
        {choice('dose_unit')}
        {choice('dose_basis')}
      </SimpleGrid>
      {text('target_pests')}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {number('pre_harvest_interval_days', false)}
        {number('re_entry_interval_hours', false)}
        {text('registration_number')}
      </SimpleGrid>
      {input.textarea('notes')}
    </ResourceForm>
  );
}
