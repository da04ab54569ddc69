import { SimpleGrid } from '@mantine/core';
import { CURRENCIES, LEAVING_REASONS, SALARY_PERIODS, laborsEndpoints, type LaborRecord } from '@rayyan/contracts';
import { bodyOf, draftOf, nullable } from '../../app/ui/form-draft';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { LABORS_QUERY_KEY } from './labors-api';

/** A new labourer's draft (the form's draft type): paid monthly in EGP. */
const blank = () => ({
  code: '',
  name: '',
  phone: '',
  national_id: '',
  nationality: '',
  salary: nullable<number>(),
  salary_period: nullable<string>('monthly'),
  currency: nullable<string>('EGP'),
  join_date: '',
  leave_date: '',
  leaving_reason: nullable<string>(),
  notes: '',
});
type LaborDraft = ReturnType<typeof blank>;

const draftFrom = (l: LaborRecord | null): LaborDraft => ({
  ...draftOf(l, blank()),
  join_date: l?.join_date?.slice(0, 10) ?? '',
  leave_date: l?.leave_date?.slice(0, 10) ?? '',
});

const bodyFrom = (d: LaborDraft) => ({ ...bodyOf(d, { unset: ['salary'], trimmed: ['phone', 'leave_date'] }), join_date: d.join_date || undefined });

/** The labourer form: `labor-form-*` inputs labelled `labor_fields.*`, the `labor-saved` alert. */
const LABOR_FORM = resourceForm({ name: 'labor', endpoints: laborsEndpoints, queryKey: LABORS_QUERY_KEY, ns: 'people', labels: 'labor_fields', draft: draftFrom, body: bodyFrom });

/** Create or edit a labourer: salary with period and currency, join/leave dates and leaving reason (spec 3, 4, 9). */
export function LaborForm({ labor, onDone }: { labor: LaborRecord | null; onDone: () => void }) {
  const { input, frame, t } = useRecordForm(LABOR_FORM, labor, onDone);

  return (
    <ResourceForm {...frame} submitLabel={labor ? undefined : t('add_labor')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input.text('code')}
        {input.text('name', { required: true })}
        {input.text('phone', { type: 'tel', dir: 'ltr' })}
        {input.text('national_id', { dir: 'ltr' })}
        {input.text('nationality')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {input.number('salary', { min: 0, thousandSeparator: ',', required: true })}
        {input.choice('salary_period', SALARY_PERIODS, 'salary_periods', { allowDeselect: false, required: true })}
        {input.select('currency', CURRENCIES.map((v) => ({ value: v, label: v })), { allowDeselect: false, searchable: true, required: true })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {input.text('join_date', { required: true, type: 'date', dir: 'ltr' })}
        {input.text('leave_date', { type: 'date', dir: 'ltr' })}
        {input.choice('leaving_reason', LEAVING_REASONS, 'leaving_reasons', { clearable: true })}
      </SimpleGrid>
      {input.textarea('notes')}
    </ResourceForm>
  );
}
