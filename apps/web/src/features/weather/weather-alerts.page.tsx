import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Modal, ScrollArea, Stack, Switch, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WEATHER_ALERT_UNITS, type CreateWeatherAlert, type WeatherAlertRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useAlerts } from '../../app/alerts/use-alerts';
import { useErrorText } from '../../app/api/use-error-text';
import { useCan } from '../../app/permissions/use-can';
import { PermissionButton } from '../../app/permissions/permission-button';
import { PageTitle } from '../../app/ui/page-title';
import { ListEmpty } from '../../app/ui/empty-page';
import { apiFieldErrors, isFieldError } from '../../app/ui/form-errors';
import { SettingsBackLink } from '../settings/settings-back-link';
import { withWeatherI18n } from './weather-i18n';
import { FARMS_KEY, listAll, listFarms } from '../map/geo-api';
import { AlertForm } from './alert-form';
import { createWeatherAlert, deleteWeatherAlert, listWeatherAlerts, updateWeatherAlert, WEATHER_ALERTS_KEY } from './weather-api';
import { numberFormat, shortDate, unitSymbol } from './weather-format';
import { useFormat } from '../../app/i18n/format';

/** `/settings/weather-alerts`: the organisation's weather alerts with create, edit, activate and delete. */
function WeatherAlertsPage() {
  const { t, i18n } = useTranslation('weather');
  const locale = useFormat().locale;
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { add } = useAlerts();
  const canEdit = useCan('settings:edit');
  const [editing, setEditing] = useState<WeatherAlertRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WeatherAlertRecord | null>(null);

  const alerts = useQuery({ queryKey: WEATHER_ALERTS_KEY, queryFn: () => listWeatherAlerts(api) });
  const farms = useQuery({ queryKey: [...FARMS_KEY, 'all'], queryFn: () => listAll((q) => listFarms(api, q)) });
  const farmName = (id: string | null) => (id ? farms.data?.find((f) => f.id === id)?.name ?? '—' : t('alerts.all_farms'));
  const invalidate = () => queryClient.invalidateQueries({ queryKey: WEATHER_ALERTS_KEY });

  const save = useMutation({
    mutationFn: (body: CreateWeatherAlert) => (editing && editing !== 'new' ? updateWeatherAlert(api, editing.id, body) : createWeatherAlert(api, body)),
    onSuccess: () => {
      add({ message: t('alerts.saved') });
      setEditing(null);
      void invalidate();
    },
  });
  const toggle = useMutation({
    mutationFn: (a: WeatherAlertRecord) => updateWeatherAlert(api, a.id, { active: !a.active }),
    onSettled: () => void invalidate(),
    onError: (error) => add({ message: errorText(error), status: 'error' }),
  });
  const remove = useMutation({
    mutationFn: (a: WeatherAlertRecord) => deleteWeatherAlert(api, a.id),
    onSuccess: () => {
      add({ message: t('alerts.deleted') });
      setDeleting(null);
      void invalidate();
    },
    onError: (error) => add({ message: errorText(error), status: 'error' }),
  });

  const nf = numberFormat(locale, 2);
  const thresholds = (a: WeatherAlertRecord) => {
    const unit = unitSymbol(WEATHER_ALERT_UNITS[a.type], t);
    const min = a.min_threshold == null ? null : nf.format(a.min_threshold);
    const max = a.max_threshold == null ? null : nf.format(a.max_threshold);
    const text = min && max ? t('alerts.threshold_range', { min, max }) : min ? t('alerts.threshold_min', { value: min }) : max ? t('alerts.threshold_max', { value: max }) : '—';
    return `${text} ${unit}`;
  };
  const period = (a: WeatherAlertRecord) =>
    a.always_active || !a.start_date || !a.end_date
      ? t('alerts.always_active')
      : t('alerts.period_range', { start: shortDate(a.start_date, locale), end: shortDate(a.end_date, locale) });

  const rows = alerts.data?.results ?? [];
  const fieldCodes = {};

  return (
    <Stack gap="md">
      <SettingsBackLink />
      <Group justify="space-between" align="flex-end">
        <PageTitle>{t('alerts.title')}</PageTitle>
        <PermissionButton permission="settings:create" onClick={() => { save.reset(); setEditing('new'); }} data-testid="weather-alert-create">
          {t('alerts.create')}
        </PermissionButton>
      </Group>
      {alerts.isPending && <Group justify="center" py="xl"><Loader aria-label={t('loading')} /></Group>}
      {alerts.isError && <Alert color="red" variant="light" role="alert" data-testid="weather-alerts-error">{errorText(alerts.error)}</Alert>}
      {alerts.data && rows.length === 0 && <ListEmpty />}
      {rows.length > 0 && (
        <ScrollArea type="auto">
          <Table striped withTableBorder miw={860} data-testid="weather-alerts-table">
            <Table.Caption>{t('alerts.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {['name', 'farm', 'type', 'thresholds', 'period', 'hourly', 'active', 'actions'].map((h) => <Table.Th key={h} scope="col">{t(`alerts.${h}`)}</Table.Th>)}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((a) => (
                <Table.Tr key={a.id} data-testid={`weather-alert-row-${a.name}`}>
                  <Table.Th scope="row"><span dir="auto">{a.name}</span></Table.Th>
                  <Table.Td><span dir="auto">{farmName(a.farm_id)}</span></Table.Td>
                  <Table.Td>{t(`alerts.types.${a.type}`)}</Table.Td>
                  <Table.Td><bdi>{thresholds(a)}</bdi></Table.Td>
                  <Table.Td>{period(a)}</Table.Td>
                  <Table.Td>{a.hourly ? t('alerts.hourly_yes') : t('alerts.hourly_no')}</Table.Td>
                  <Table.Td>
                    {canEdit ? (
                      <Switch
                        checked={a.active}
                        onChange={() => toggle.mutate(a)}
                        aria-label={t('alerts.toggle_active', { name: a.name })}
                        label={a.active ? t('alerts.active') : t('alerts.inactive')}
                        data-testid={`weather-alert-active-${a.name}`}
                      />
                    ) : (
                      <Badge color={a.active ? 'green' : 'gray'} variant="light">{a.active ? t('alerts.active') : t('alerts.inactive')}</Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <PermissionButton permission="settings:edit" size="compact-sm" variant="light" onClick={() => { save.reset(); setEditing(a); }} data-testid={`weather-alert-edit-${a.name}`}>
                        {t('alerts.edit')}
                      </PermissionButton>
                      <PermissionButton permission="settings:delete" size="compact-sm" variant="light" color="red" onClick={() => setDeleting(a)} data-testid={`weather-alert-delete-${a.name}`}>
                        {t('alerts.delete')}
                      </PermissionButton>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('alerts.create') : t('alerts.edit')} size="lg">
        {editing !== null && (
          <AlertForm
            key={editing === 'new' ? 'new' : editing.id}
            initial={editing === 'new' ? null : editing}
            farms={farms.data ?? []}
            submitting={save.isPending}
            serverError={save.isError && !isFieldError(save.error, fieldCodes) ? errorText(save.error) : null}
            serverFieldErrors={save.isError ? apiFieldErrors(save.error, i18n.t, i18n, fieldCodes) : undefined}
            onSubmit={(body) => save.mutate(body)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('alerts.delete')} data-testid="weather-alert-delete-dialog">
        <Text>{t('alerts.delete_confirm', { name: deleting?.name ?? '' })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>{t('alerts.cancel')}</Button>
          <Button color="red" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting)} data-testid="weather-alert-delete-confirm">
            {t('alerts.confirm')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

export const Component = withWeatherI18n(WeatherAlertsPage);
