import { Checkbox, Group, SimpleGrid, Switch } from '@mantine/core';
import { WEATHER_ALERT_TYPES, WEATHER_ALERT_UNITS, weatherAlertProblems, weatherEndpoints, type WeatherAlertRecord, type WeatherAlertType } from '@rayyan/contracts';
import { draftOf, nullable } from '../../app/ui/form-draft';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { unitSymbol } from './weather-format';
import { WEATHER_ALERTS_KEY } from './weather-api';

/** A new alert's draft (the form's draft type): on all farms, active. */
const blank = () => ({
  name: '',
  /** '' = all farms of the organisation. */
  farm_id: '',
  type: nullable<string>(),
  min_threshold: nullable<number>(),
  max_threshold: nullable<number>(),
  always_active: false,
  start_date: '',
  end_date: '',
  hourly: false,
  active: true,
});
type AlertDraft = ReturnType<typeof blank>;

const draftFrom = (alert: WeatherAlertRecord | null) => draftOf(alert, blank());

/** The draft as the contract's body: all farms as null, no dates while always active. */
const bodyFrom = (d: AlertDraft) => ({
  ...d,
  farm_id: d.farm_id || null,
  type: (d.type ?? undefined) as WeatherAlertType,
  start_date: d.always_active || !d.start_date ? null : d.start_date,
  end_date: d.always_active || !d.end_date ? null : d.end_date,
});

/** The alert form: inputs `alert-*` labelled `alerts.*`, the `weather-alert-saved` alert; the contract's cross-field rules checked too. */
const ALERT_FORM = resourceForm({ name: 'weather-alert', testId: 'alert', labels: 'alerts', saved: 'alerts.saved', endpoints: weatherEndpoints.alerts, queryKey: WEATHER_ALERTS_KEY, ns: 'weather', problems: weatherAlertProblems, draft: draftFrom, body: bodyFrom });

/**
 * Create or edit a weather alert (spec 3 and 4): name, farm (or all farms), type, thresholds,
 * start and end date or always active, hourly, active. Validated with the contract's own rules, its cross-field ones too.
 */
export function AlertForm({ alert, farms, onDone }: { alert: WeatherAlertRecord | null; farms: { id: string; name: string }[]; onDone: () => void }) {
  const { draft, set, input, frame, t } = useRecordForm(ALERT_FORM, alert, onDone);
  const unit = draft.type ? ` (${unitSymbol(WEATHER_ALERT_UNITS[draft.type as WeatherAlertType], t)})` : '';
  const threshold = (key: 'min_threshold' | 'max_threshold', testId: string) => input.number(key, { label: `${t(`alerts.${key}`)}${unit}`, testId, decimalScale: 2 });
  const date = (key: 'start_date' | 'end_date', testId: string) => input.text(key, { type: 'date', dir: 'ltr', required: true, testId });
  const check = (key: 'always_active' | 'hourly', testId: string) => (
    <Checkbox label={t(`alerts.${key}`)} checked={draft[key]} onChange={(e) => set(key)(e.currentTarget.checked)} data-testid={testId} />
  );

  return (
    <ResourceForm {...frame} testId="alert-form" submitTestId="alert-submit">
      {input.text('name', { required: true, maxLength: 150 })}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input.select('farm_id', [{ value: '', label: t('alerts.all_farms') }, ...farms.map((f) => ({ value: f.id, label: f.name }))], {
          label: t('alerts.farm'),
          testId: 'alert-farm',
          allowDeselect: false,
          comboboxProps: { withinPortal: true },
        })}
        {input.choice('type', WEATHER_ALERT_TYPES, 'alerts.types', { required: true, comboboxProps: { withinPortal: true } })}
        {threshold('min_threshold', 'alert-min')}
        {threshold('max_threshold', 'alert-max')}
      </SimpleGrid>
      {check('always_active', 'alert-always-active')}
      {!draft.always_active && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {date('start_date', 'alert-start')}
          {date('end_date', 'alert-end')}
        </SimpleGrid>
      )}
      <Group gap="lg">
        {check('hourly', 'alert-hourly')}
        <Switch label={t('alerts.active')} checked={draft.active} onChange={(e) => set('active')(e.currentTarget.checked)} data-testid="alert-active" />
      </Group>
    </ResourceForm>
  );
}
