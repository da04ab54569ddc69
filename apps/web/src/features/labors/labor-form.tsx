import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, LEAVING_REASONS, SALARY_PERIODS, createLaborSchema, updateLaborSchema, type LaborRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useErrorText } from '../../app/api/use-error-text';
import { useAlerts } from '../../app/alerts/use-alerts';
import { apiFieldErrors, isFieldError, zodFieldErrors } from '../../app/ui/form-errors';
import { LABORS_QUERY_KEY, createLabor, updateLabor } from './labors-api';

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
  const { t, i18n } = useTranslation('people');
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { add } = useAlerts();
  const [draft, setDraft] = useState(() => draftFrom(labor));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof LaborDraft>(key: K) => (value: LaborDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof bodyFrom>) =>
      labor ? updateLabor(api, labor.id, updateLaborSchema.parse(body)) : createLabor(api, createLaborSchema.parse(body)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: LABORS_QUERY_KEY });
      add({ id: 'labor-saved', message: t('common:updated_successfully') });
      onDone();
    },
    onError: (error) => setErrors(apiFieldErrors(error, t, i18n)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyFrom(draft);
    const parsed = (labor ? updateLaborSchema : createLaborSchema).safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, t, i18n));
      return;
    }
    setErrors({});
    save.mutate(body);
  };

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
    <form onSubmit={submit} noValidate data-testid="labor-form">
      <Stack gap="md">
        {save.isError && !isFieldError(save.error) && (
          <Alert color="red" variant="light" role="alert" data-testid="labor-form-error">
            {errorText(save.error)}
          </Alert>
        )}
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('lists:cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="labor-form-submit">
            {labor ? t('lists:save') : t('add_labor')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
