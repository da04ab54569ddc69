import { Badge, Stack, Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WEATHER_ALERT_TYPES, WEATHER_ALERT_UNITS, weatherEndpoints, type WeatherAlertRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useAlerts } from '../../app/alerts/use-alerts';
import { useErrorText } from '../../app/api/use-error-text';
import { useCan } from '../../app/permissions/use-can';
import { NameCell } from '../../app/ui/list/list-columns';
import { ResourceListPage, listNames, sectionKeys } from '../../app/ui/list/resource-list-page';
import { useFormat } from '../../app/i18n/format';
import { SettingsBackLink } from '../settings/settings-back-link';
import { FARMS_KEY, listAll, listFarms } from '../map/geo-api';
import { withWeatherI18n } from './weather-i18n';
import { AlertForm } from './alert-form';
import { updateWeatherAlert, WEATHER_ALERTS_KEY } from './weather-api';
import { numberFormat, shortDate, unitSymbol } from './weather-format';
import { choiceOptions } from '../../app/ui/choice-options';

/** Every farm of the organisation, for the farm column and the form's choice. */
function useFarms() {
  const api = useApi();
  return useQuery({ queryKey: [...FARMS_KEY, 'all'], queryFn: () => listAll((q) => listFarms(api, q)) }).data ?? [];
}

/** The create-or-edit form in the list's drawer, with the organisation's farms to choose from. */
function AlertDrawerForm({ alert, onDone }: { alert: WeatherAlertRecord | null; onDone: () => void }) {
  return <AlertForm alert={alert} farms={useFarms()} onDone={onDone} />;
}

/** The alert's active switch (with the edit permission) or its state. */
function ActiveCell({ alert }: { alert: WeatherAlertRecord }) {
  const { t } = useTranslation('weather');
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { add } = useAlerts();
  const canEdit = useCan('settings:edit');
  const toggle = useMutation({
    mutationFn: () => updateWeatherAlert(api, alert.id, { active: !alert.active }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: WEATHER_ALERTS_KEY }),
    onError: (error) => add({ message: errorText(error), status: 'error' }),
  });
  const state = alert.active ? t('alerts.active') : t('alerts.inactive');
  if (!canEdit) return <Badge color={alert.active ? 'green' : 'gray'} variant="light">{state}</Badge>;
  return (
    <Switch
      checked={alert.active}
      onChange={() => toggle.mutate()}
      disabled={toggle.isPending}
      aria-label={t('alerts.toggle_active', { name: alert.name })}
      label={state}
      data-testid={`weather-alert-active-${alert.name}`}
    />
  );
}

/** `/settings/weather-alerts`: the organisation's weather alerts on the resource list: search, type and state filters, pages, export, create, edit, activate and delete. */
function WeatherAlertsPage() {
  const { t } = useTranslation('weather');
  const { t: alertsT } = useTranslation('weather', { keyPrefix: 'alerts' });
  const locale = useFormat().locale;
  const farms = useFarms();
  const farmName = (id: string | null) => (id ? (farms.find((f) => f.id === id)?.name ?? '—') : t('alerts.all_farms'));
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

  return (
    <Stack gap="md">
      <SettingsBackLink />
      <ResourceListPage<WeatherAlertRecord>
        endpoints={weatherEndpoints.alerts}
        queryKey={WEATHER_ALERTS_KEY}
        testId="weather-alert"
        names={listNames(alertsT, { ...sectionKeys(''), add: 'create', deleteTitle: 'delete' })}
        rowTestKey={(a) => a.name}
        exportPrefix="weather-alerts"
        filters={[
          { name: 'type', label: t('alerts.type'), options: choiceOptions(t, WEATHER_ALERT_TYPES, 'alerts.types') },
          { name: 'active', label: t('alerts.state'), options: [{ value: 'true', label: t('alerts.active') }, { value: 'false', label: t('alerts.inactive') }], width: 160 },
        ]}
        minWidth={900}
        columns={[
          { header: t('alerts.name'), cell: (a) => <NameCell name={a.name} /> },
          { header: t('alerts.farm'), cell: (a) => <span dir="auto">{farmName(a.farm_id)}</span> },
          { header: t('alerts.type'), cell: (a) => t(`alerts.types.${a.type}`) },
          { header: t('alerts.thresholds'), cell: (a) => <bdi>{thresholds(a)}</bdi> },
          { header: t('alerts.period'), cell: period },
          { header: t('alerts.hourly'), cell: (a) => (a.hourly ? t('alerts.hourly_yes') : t('alerts.hourly_no')) },
          { header: t('alerts.active'), style: { whiteSpace: 'nowrap' }, cell: (a) => <ActiveCell alert={a} /> },
        ]}
        rowName={(a) => a.name}
        form={(alert, onDone) => <AlertDrawerForm alert={alert} onDone={onDone} />}
      />
    </Stack>
  );
}

export const Component = withWeatherI18n(WeatherAlertsPage);
