import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetsEndpoints, createMaintenanceSchema, type AssetRecord, type MaintenanceRecord, type MaintenanceSchedule } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useCan } from '../../app/permissions/use-can';
import { useFormat } from '../../app/i18n/format';
import { dayText } from '../../app/i18n/day-text';
import { RecordLogTable } from '../../app/ui/record-log-table';
import { apiFieldErrors, isoDay, zodFieldErrors } from '../../app/ui/form-errors';
import { ASSETS_QUERY_KEY } from './assets-api';
import { useSave } from '../../app/ui/use-save';

const number = (v: string | number) => (typeof v === 'number' ? v : null);

/** The asset's schedule: every so many days and/or running hours. */
function ScheduleForm({ asset, schedule, canEdit }: { asset: AssetRecord; schedule: MaintenanceSchedule; canEdit: boolean }) {
  const { t, i18n } = useTranslation('assets');
  const api = useApi();
  const [draft, setDraft] = useState(schedule);
  const save = useSave({
    mutationFn: () => callEndpoint(api, assetsEndpoints.setMaintenanceSchedule, { params: { id: asset.id }, body: draft }),
    refresh: [ASSETS_QUERY_KEY],
    saved: { id: 'maintenance-schedule', message: t('maintenance.schedule_saved') },
  });
  const errors = apiFieldErrors(save.error, t, i18n);
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <NumberInput label={t('maintenance.every_days')} value={draft.every_days ?? ''} onChange={(v) => setDraft((d) => ({ ...d, every_days: number(v) }))} min={1} allowDecimal={false} error={errors.every_days} disabled={!canEdit} w={170} dir="ltr" data-testid="maintenance-every-days" />
      <NumberInput label={t('maintenance.every_hours')} value={draft.every_hours ?? ''} onChange={(v) => setDraft((d) => ({ ...d, every_hours: number(v) }))} min={1} error={errors.every_hours} disabled={!canEdit} w={170} dir="ltr" data-testid="maintenance-every-hours" />
      {canEdit && (
        <Button variant="default" onClick={() => save.mutate()} loading={save.isPending} data-testid="maintenance-schedule-save">
          {t('maintenance.save_schedule')}
        </Button>
      )}
    </Group>
  );
}

/** A service to record: date, work, cost, the running hours then, notes. */
function ServiceForm({ asset }: { asset: AssetRecord }) {
  const { t, i18n } = useTranslation('assets');
  const api = useApi();
  // The running hours default to what the asset's meter reads now.
  const meter = typeof asset.attributes.hours === 'number' ? asset.attributes.hours : null;
  const empty = { date: isoDay(), work: '', cost: null as number | null, hours: meter, notes: '' };
  const [draft, setDraft] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSave({
    mutationFn: (body: ReturnType<typeof createMaintenanceSchema.parse>) => callEndpoint(api, assetsEndpoints.addMaintenance, { params: { id: asset.id }, body }),
    refresh: [ASSETS_QUERY_KEY],
    saved: { id: 'maintenance-added', message: t('maintenance.added') },
    onSaved: () => setDraft(empty),
    onError: (error) => setErrors(apiFieldErrors(error, t, i18n)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createMaintenanceSchema.safeParse(draft);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, t, i18n));
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="maintenance-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput type="date" label={t('maintenance.date')} value={draft.date} onChange={(e) => setDraft({ ...draft, date: e.currentTarget.value })} error={errors.date} required dir="ltr" data-testid="maintenance-date" />
        <TextInput label={t('maintenance.work')} value={draft.work} onChange={(e) => setDraft({ ...draft, work: e.currentTarget.value })} error={errors.work} required dir="auto" data-testid="maintenance-work" />
        <NumberInput label={t('maintenance.cost')} value={draft.cost ?? ''} onChange={(v) => setDraft({ ...draft, cost: number(v) })} min={0} decimalScale={2} error={errors.cost} dir="ltr" data-testid="maintenance-cost" />
        <NumberInput label={t('maintenance.hours')} value={draft.hours ?? ''} onChange={(v) => setDraft({ ...draft, hours: number(v) })} min={0} error={errors.hours} dir="ltr" data-testid="maintenance-hours" />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={save.isPending} data-testid="maintenance-submit">{t('maintenance.add')}</Button>
      </Group>
    </form>
  );
}

/** An asset's maintenance: its schedule, the services recorded (newest first, each removable after confirmation) and a service to add. */
export function MaintenancePanel({ asset }: { asset: AssetRecord }) {
  const { t } = useTranslation('assets');
  const api = useApi();
  const format = useFormat();
  const nf = format.number({ maximumFractionDigits: 2 });
  const day = (iso: string) => dayText(format, iso);
  const canEdit = useCan('assets:edit');
  const log = useQuery({ queryKey: [...ASSETS_QUERY_KEY, 'maintenance', asset.id], queryFn: ({ signal }) => callEndpoint(api, assetsEndpoints.maintenance, { params: { id: asset.id }, signal }) });
  const remove = useSave({
    mutationFn: (entry: MaintenanceRecord) => callEndpoint(api, assetsEndpoints.removeMaintenance, { params: { id: asset.id, entryId: entry.id } }),
    refresh: [ASSETS_QUERY_KEY],
    saved: { id: 'maintenance-deleted', message: t('deleted') },
  });
  if (!log.data) return <Text size="sm" c="dimmed">{t('network.loading')}</Text>;
  return (
    <Stack gap="md" data-testid="maintenance-panel">
      <Paper withBorder p="sm">
        <Title order={3} size="h5" mb="xs">{t('maintenance.schedule')}</Title>
        <ScheduleForm key={JSON.stringify(log.data.schedule)} asset={asset} schedule={log.data.schedule} canEdit={canEdit} />
      </Paper>
      {canEdit && (
        <Paper withBorder p="sm">
          <Title order={3} size="h5" mb="xs">{t('maintenance.add')}</Title>
          <ServiceForm asset={asset} />
        </Paper>
      )}
      {log.data.entries.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="maintenance-none">{t('maintenance.none')}</Text>
      ) : (
        <RecordLogTable
          rows={log.data.entries}
          minWidth={480}
          canEdit={canEdit}
          columns={[
            { header: t('maintenance.date'), cell: (entry) => day(entry.date), style: { whiteSpace: 'nowrap' } },
            { header: t('maintenance.work'), cell: (entry) => <bdi>{entry.work}</bdi> },
            { header: t('maintenance.cost'), cell: (entry) => (entry.cost === null ? '—' : nf.format(entry.cost)) },
            { header: t('maintenance.hours'), cell: (entry) => (entry.hours === null ? '—' : nf.format(entry.hours)) },
          ]}
          remove={remove}
          text={{
            delete: t('maintenance.delete'),
            deleteLabel: (entry) => t('delete_named', { name: `${entry.work} · ${day(entry.date)}` }),
            confirmTitle: t('maintenance.delete_title'),
            confirmMessage: (entry) => t('maintenance.delete_confirm', { work: entry.work, date: day(entry.date) }),
          }}
          testIds={{ table: 'maintenance-entries', row: (entry) => `maintenance-entry-${entry.date}`, confirm: 'maintenance-delete-confirm' }}
        />
      )}
    </Stack>
  );
}
