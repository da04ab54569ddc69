import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { unitSymbol } from './weather-format';
import { createWeatherAlertSchema, weatherAlertProblems, WEATHER_ALERT_TYPES, WEATHER_ALERT_UNITS, type CreateWeatherAlert, type WeatherAlertRecord, type WeatherAlertType } from '@rayyan/contracts';
import { zodFieldErrors } from '../../app/ui/form-errors';

export interface AlertFormValues {
  name: string;
  farm_id: string | null;
  type: WeatherAlertType | null;
  min_threshold: number | '';
  max_threshold: number | '';
  always_active: boolean;
  start_date: string;
  end_date: string;
  hourly: boolean;
  active: boolean;
}

export function initialAlertValues(alert?: WeatherAlertRecord | null): AlertFormValues {
  return {
    name: alert?.name ?? '',
    farm_id: alert?.farm_id ?? null,
    type: alert?.type ?? null,
    min_threshold: alert?.min_threshold ?? '',
    max_threshold: alert?.max_threshold ?? '',
    always_active: alert?.always_active ?? false,
    start_date: alert?.start_date ?? '',
    end_date: alert?.end_date ?? '',
    hourly: alert?.hourly ?? false,
    active: alert?.active ?? true,
  };
}

/** Form values as the create contract's body (empty inputs become null). */
export function alertBody(v: AlertFormValues): Record<string, unknown> {
  return {
    name: v.name,
    farm_id: v.farm_id,
    type: v.type ?? undefined,
    min_threshold: v.min_threshold === '' ? null : v.min_threshold,
    max_threshold: v.max_threshold === '' ? null : v.max_threshold,
    always_active: v.always_active,
    start_date: v.always_active || !v.start_date ? null : v.start_date,
    end_date: v.always_active || !v.end_date ? null : v.end_date,
    hourly: v.hourly,
    active: v.active,
  };
}

/**
 * Create or edit a weather alert (spec 3 and 4): name, farm (or all farms), type, thresholds,
 * start and end date or always active, hourly, active. Validated with the contract's own rules.
 */
export function AlertForm({
  initial,
  farms,
  submitting,
  serverError,
  serverFieldErrors,
  onSubmit,
  onCancel,
}: {
  initial?: WeatherAlertRecord | null;
  farms: { id: string; name: string }[];
  submitting: boolean;
  serverError?: string | null;
  serverFieldErrors?: Record<string, string>;
  onSubmit: (body: CreateWeatherAlert) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('weather');
  const [v, setV] = useState<AlertFormValues>(() => initialAlertValues(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof AlertFormValues>(key: K, value: AlertFormValues[K]) => setV((old) => ({ ...old, [key]: value }));
  const shown = { ...serverFieldErrors, ...errors };
  const unit = v.type ? unitSymbol(WEATHER_ALERT_UNITS[v.type], t) : '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = createWeatherAlertSchema.safeParse(alertBody(v));
    if (!parsed.success) {
      // Field errors and the cross-field rules together (zod skips the latter while a field is invalid).
      const found = zodFieldErrors(parsed.error, i18n.t, i18n);
      for (const [field, key] of weatherAlertProblems(alertBody(v) as Parameters<typeof weatherAlertProblems>[0])) {
        found[field] ??= i18n.t(`validation:${key}`);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="alert-form">
      <Stack gap="sm">
        {serverError && <Alert color="red" variant="light" role="alert" data-testid="alert-form-error">{serverError}</Alert>}
        <TextInput label={t('alerts.name')} required value={v.name} onChange={(e) => set('name', e.currentTarget.value)} error={shown.name} data-testid="alert-name" maxLength={150} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('alerts.farm')}
            data={[{ value: '', label: t('alerts.all_farms') }, ...farms.map((f) => ({ value: f.id, label: f.name }))]}
            value={v.farm_id ?? ''}
            onChange={(value) => set('farm_id', value || null)}
            allowDeselect={false}
            error={shown.farm_id}
            data-testid="alert-farm"
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('alerts.type')}
            required
            data={WEATHER_ALERT_TYPES.map((type) => ({ value: type, label: t(`alerts.types.${type}`) }))}
            value={v.type}
            onChange={(value) => set('type', (value as WeatherAlertType | null) ?? null)}
            error={shown.type}
            data-testid="alert-type"
            comboboxProps={{ withinPortal: true }}
          />
          <NumberInput
            label={`${t('alerts.min_threshold')}${unit ? ` (${unit})` : ''}`}
            value={v.min_threshold}
            onChange={(value) => set('min_threshold', typeof value === 'number' ? value : value === '' ? '' : Number(value))}
            error={shown.min_threshold}
            data-testid="alert-min"
            decimalScale={2}
          />
          <NumberInput
            label={`${t('alerts.max_threshold')}${unit ? ` (${unit})` : ''}`}
            value={v.max_threshold}
            onChange={(value) => set('max_threshold', typeof value === 'number' ? value : value === '' ? '' : Number(value))}
            error={shown.max_threshold}
            data-testid="alert-max"
            decimalScale={2}
          />
        </SimpleGrid>
        <Checkbox label={t('alerts.always_active')} checked={v.always_active} onChange={(e) => set('always_active', e.currentTarget.checked)} data-testid="alert-always-active" />
        {!v.always_active && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="date" label={t('alerts.start_date')} required value={v.start_date} onChange={(e) => set('start_date', e.currentTarget.value)} error={shown.start_date} data-testid="alert-start" />
            <TextInput type="date" label={t('alerts.end_date')} required value={v.end_date} onChange={(e) => set('end_date', e.currentTarget.value)} error={shown.end_date} data-testid="alert-end" />
          </SimpleGrid>
        )}
        <Group gap="lg">
          <Checkbox label={t('alerts.hourly')} checked={v.hourly} onChange={(e) => set('hourly', e.currentTarget.checked)} data-testid="alert-hourly" />
          <Switch label={t('alerts.active')} checked={v.active} onChange={(e) => set('active', e.currentTarget.checked)} data-testid="alert-active" />
        </Group>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>{t('alerts.cancel')}</Button>
          <Button type="submit" loading={submitting} data-testid="alert-submit">{t('alerts.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
