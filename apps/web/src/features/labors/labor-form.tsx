import { NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { CURRENCIES, LEAVING_REASONS, SALARY_PERIODS, laborsEndpoints, type LaborRecord } from '@rayyan/contracts';
import { ResourceForm } from '../../app/ui/resource-form';
import { useResourceForm } from '../../app/ui/use-resource-form';
import { LABORS_QUERY_KEY } from './labors-api';

interface LaborDraft {
  code: string;
  name: string;
  phone: string;
  national_id: string;
  nationality: string;
  salary: number | null;
  salary_period: string | null;
  currency: string | null;
  join_date: string;
  leave_date: string;
  leaving_reason: string | null;
  notes: string;
}

const draftFrom = (l: LaborRecord | null): LaborDraft => ({
  code: l?.code ?? '',
  name: l?.name ?? '',
  phone: l?.phone ?? '',
  national_id: l?.national_id ?? '',
  nationality: l?.nationality ?? '',
  salary: l?.salary ?? null,
  salary_period: l?.salary_period ?? 'monthly',
  currency: l?.currency ?? 'EGP',
  join_date: l?.join_date?.slice(0, 10) ?? '',
  leave_date: l?.leave_date?.slice(0, 10) ?? '',
  leaving_reason: l?.leaving_reason ?? null,
  notes: l?.notes ?? '',
});

const bodyFrom = (d: LaborDraft) => {
  const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
  return { ...d, phone: orNull(d.phone), join_date: d.join_date || undefined, leave_date: orNull(d.leave_date), salary: d.salary ?? undefined };
};

/** Create or edit a labourer: salary with period and currency, join/leave dates and leaving reason (spec 3, 4, 9). */
export function LaborForm({ labor, onDone }: { labor: LaborRecord | null; onDone: () => void }) {
  const { draft, set, errors, submit, save, formError, t } = useResourceForm({
    endpoints: laborsEndpoints,
    record: labor,
    initial: () => draftFrom(labor),
    toBody: bodyFrom,
    queryKey: LABORS_QUERY_KEY,
    ns: 'people',
    saved: { id: 'labor-saved', message: 'common:updated_successfully' },
    onDone,
  });

  const text = (key: 'code' | 'name' | 'phone' | 'national_id' | 'nationality' | 'join_date' | 'leave_date', opts: { required?: boolean; type?: string; ltr?: boolean } = {}) => (
    <TextInput
      label={t(`labor_fields.${key}`)}
      value={draft[key]}
      onChange={(e) => set(key)(e.currentTarget.value)}
      error={errors[key]}
      required={opts.required}
      type={opts.type}
      dir={opts.ltr ? 'ltr' : 'auto'}
      data-testid={`labor-form-${key}`}
    />
  );

  return (
    <ResourceForm testId="labor-form" onSubmit={submit} onCancel={onDone} formError={formError} saving={save.isPending} submitLabel={labor ? undefined : t('add_labor')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('code')}
          {text('name', { required: true })}
          {text('phone', { type: 'tel', ltr: true })}
          {text('national_id', { ltr: true })}
          {text('nationality')}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('labor_fields.salary')}
            value={draft.salary ?? ''}
            onChange={(v) => set('salary')(typeof v === 'number' ? v : null)}
            min={0}
            thousandSeparator=","
            required
            error={errors.salary}
            data-testid="labor-form-salary"
          />
          <Select
            label={t('labor_fields.salary_period')}
            data={SALARY_PERIODS.map((v) => ({ value: v, label: t(`salary_periods.${v}`) }))}
            value={draft.salary_period}
            onChange={set('salary_period')}
            allowDeselect={false}
            required
            error={errors.salary_period}
            data-testid="labor-form-salary_period"
          />
          <Select
            label={t('labor_fields.currency')}
            data={CURRENCIES.map((v) => ({ value: v, label: v }))}
            value={draft.currency}
            onChange={set('currency')}
            allowDeselect={false}
            searchable
            required
            error={errors.currency}
            data-testid="labor-form-currency"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('join_date', { required: true, type: 'date', ltr: true })}
          {text('leave_date', { type: 'date', ltr: true })}
          <Select
            label={t('labor_fields.leaving_reason')}
            data={LEAVING_REASONS.map((v) => ({ value: v, label: t(`leaving_reasons.${v}`) }))}
            value={draft.leaving_reason}
            onChange={set('leaving_reason')}
            clearable
            error={errors.leaving_reason}
            data-testid="labor-form-leaving_reason"
          />
        </SimpleGrid>
        <Textarea
          label={t('labor_fields.notes')}
          value={draft.notes}
          onChange={(e) => set('notes')(e.currentTarget.value)}
          error={errors.notes}
          dir="auto"
          autosize
          minRows={2}
          data-testid="labor-form-notes"
        />
    </ResourceForm>
  );
}
