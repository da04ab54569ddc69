import { useState, type FormEvent } from 'react';
import type { IrrigationLog } from '@rayyan/contracts';
import { Button, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/services';
import { useAlerts } from '../../app/alerts/use-alerts';
import { useErrorText } from '../../app/api/use-error-text';
import { RecordLogTable } from '../../app/ui/record-log-table';
import { createIrrigationLog, deleteIrrigationLog, irrigationKey, listIrrigationLogs, type FieldRef } from './irrigation-api';
import { dayLabel, localDay, numberFormat } from './irrigation-logic';
import { useFormat } from '../../app/i18n/format';
import { LabelledSegments } from '../../app/ui/labelled-segments';

/** The field's irrigation log: a form (date, water in mm or m³, notes) above the recorded irrigations; a mistaken one can be deleted. */
export function LogPanel({ target, canEdit = true, today = localDay() }: { target: FieldRef; canEdit?: boolean; today?: string }) {
  const { t } = useTranslation('irrigation');
  const locale = useFormat().locale;
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { add } = useAlerts();
  const [date, setDate] = useState(today);
  const [amount, setAmount] = useState<number | ''>('');
  const [unit, setUnit] = useState<'mm' | 'm3'>('mm');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<{ date?: string; amount?: string }>({});
  const logs = useQuery({ queryKey: [...irrigationKey(target), 'logs'], queryFn: ({ signal }) => listIrrigationLogs(api, target, signal) });
  const save = useMutation({
    mutationFn: () =>
      createIrrigationLog(api, target, {
        date,
        ...(unit === 'mm' ? { water_mm: Number(amount) } : { water_m3: Number(amount) }),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      }),
    onSuccess: async () => {
      add({ message: t('logs.added') });
      setAmount('');
      setNotes('');
      await queryClient.invalidateQueries({ queryKey: irrigationKey(target) });
    },
  });
  const remove = useMutation({
    mutationFn: (log: IrrigationLog) => deleteIrrigationLog(api, target, log.id),
    onSuccess: async () => {
      add({ message: t('logs.deleted') });
      await queryClient.invalidateQueries({ queryKey: irrigationKey(target) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) next.date = t('logs.date_required');
    else if (date > today) next.date = t('logs.date_future');
    if (typeof amount !== 'number' || !(amount > 0)) next.amount = t('logs.amount_required');
    setErrors(next);
    if (Object.keys(next).length === 0) save.mutate();
  };
  const nf = numberFormat(locale, 1);
  const rows = logs.data ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="irrigation-logs-title" data-testid="irrigation-logs">
      <Stack gap="sm">
        <Title order={3} size="h4" id="irrigation-logs-title">{t('logs.title')}</Title>
        {canEdit && (
        <form onSubmit={submit} noValidate data-testid="irrigation-log-form">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput type="date" dir="ltr" label={t('logs.date')} value={date} max={today} onChange={(e) => setDate(e.currentTarget.value)} error={errors.date} required data-testid="irrigation-log-date" />
            <NumberInput label={t('logs.amount')} value={amount} onChange={(v) => setAmount(typeof v === 'number' ? v : '')} min={0} decimalScale={2} error={errors.amount} required w={140} data-testid="irrigation-log-amount" />
            <LabelledSegments
              label={t('logs.unit')}
              value={unit}
              onChange={(v) => setUnit(v === 'm3' ? 'm3' : 'mm')}
              data={[{ value: 'mm', label: t('logs.unit_mm') }, { value: 'm3', label: t('logs.unit_m3') }]}
              data-testid="irrigation-log-unit"
            />
            <TextInput label={t('logs.notes')} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} dir="auto" maxLength={1000} data-testid="irrigation-log-notes" />
          </Group>
          <Group mt="sm">
            <Button type="submit" loading={save.isPending} data-testid="irrigation-log-submit">{t('logs.add')}</Button>
            {save.isError && <Text size="sm" c="red" role="alert" data-testid="irrigation-log-error">{errorText(save.error)}</Text>}
          </Group>
        </form>
        )}
        {logs.isPending ? (
          <Text size="sm" c="dimmed">{t('loading')}</Text>
        ) : logs.isError ? (
          <Text size="sm" c="red" role="alert">{errorText(logs.error)}</Text>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="irrigation-logs-empty">{t('logs.empty')}</Text>
        ) : (
          <RecordLogTable
            rows={rows}
            minWidth={420}
            striped
            caption={t('logs.caption')}
            canEdit={canEdit}
            actionsHeader={t('logs.actions')}
            columns={[
              { header: t('logs.date'), cell: (log) => dayLabel(log.date, locale) },
              { header: t('logs.water'), cell: (log) => t('units.mm', { value: nf.format(log.water_mm) }) },
              { header: t('logs.unit_m3'), cell: (log) => t('units.m3', { value: nf.format(log.water_m3) }) },
              { header: t('logs.notes'), cell: (log) => <span dir="auto">{log.notes ?? '—'}</span> },
            ]}
            remove={remove}
            text={{
              delete: t('logs.delete'),
              deleteLabel: (log) => t('logs.delete_label', { date: dayLabel(log.date, locale) }),
              confirmTitle: t('logs.delete_title'),
              confirmMessage: (log) => t('logs.delete_confirm', { date: dayLabel(log.date, locale), water: t('units.mm', { value: nf.format(log.water_mm) }) }),
            }}
            testIds={{ table: 'irrigation-logs-table', row: (log) => `irrigation-log-${log.id}`, deleteButton: (log) => `irrigation-log-delete-${log.id}`, confirm: 'irrigation-log-delete-confirm' }}
          />
        )}
      </Stack>
    </Paper>
  );
}
