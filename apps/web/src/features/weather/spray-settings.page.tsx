import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Fieldset, Group, Loader, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SPRAY_SETTINGS_DEFAULTS, spraySettingsSchema, type SpraySettings } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useAlerts } from '../../app/alerts/use-alerts';
import { useErrorText } from '../../app/api/use-error-text';
import { PermissionButton } from '../../app/permissions/permission-button';
import { useCan } from '../../app/permissions/use-can';
import { PageTitle } from '../../app/ui/page-title';
import { apiFieldErrors, zodFieldErrors } from '../../app/ui/form-errors';
import { SettingsBackLink } from '../settings/settings-back-link';
import { withWeatherI18n } from './weather-i18n';
import { getSpraySettings, putSpraySettings, SPRAY_ADVICE_KEY, SPRAY_SETTINGS_KEY } from './weather-api';

type Key = keyof SpraySettings;
type Values = Record<Key, number | ''>;

const GROUPS: { legend: string; keys: Key[]; step?: number }[] = [
  { legend: 'daylight', keys: ['sun_rise_offset_hours', 'sun_set_offset_hours'], step: 0.5 },
  { legend: 'temperature', keys: ['min_temperature_c', 'max_temperature_c'] },
  { legend: 'humidity', keys: ['min_humidity_pct', 'max_humidity_pct'] },
  { legend: 'wind', keys: ['min_wind_speed_kmh', 'max_wind_speed_kmh'] },
  { legend: 'rain', keys: ['precipitation_mm', 'rain_free_hours'], step: 0.1 },
];

/** `/settings/spray-settings`: the organisation's spray limits (spec 3), prefilled with the defaults. */
function SpraySettingsPage() {
  const { t, i18n } = useTranslation('weather');
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { add } = useAlerts();
  const canEdit = useCan('settings:edit');
  const settings = useQuery({ queryKey: SPRAY_SETTINGS_KEY, queryFn: () => getSpraySettings(api) });
  const [values, setValues] = useState<Values>({ ...SPRAY_SETTINGS_DEFAULTS });
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (settings.data) setValues({ ...settings.data });
  }, [settings.data]);

  const save = useMutation({
    mutationFn: (body: SpraySettings) => putSpraySettings(api, body),
    onSuccess: (data) => {
      queryClient.setQueryData(SPRAY_SETTINGS_KEY, data);
      void queryClient.invalidateQueries({ queryKey: SPRAY_ADVICE_KEY });
      add({ message: t('settings.saved') });
    },
    onError: (error) => setErrors(apiFieldErrors(error, i18n.t, i18n)),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = spraySettingsSchema.safeParse(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' ? undefined : v])));
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, i18n.t, i18n));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <Stack gap="md" maw={760}>
      <SettingsBackLink />
      <PageTitle>{t('settings.title')}</PageTitle>
      <Text size="sm" c="dimmed">{t('settings.intro')}</Text>
      {settings.isPending && <Loader aria-label={t('loading')} />}
      {settings.isError && <Alert color="red" variant="light" role="alert">{errorText(settings.error)}</Alert>}
      {save.isError && Object.keys(apiFieldErrors(save.error, i18n.t, i18n)).length === 0 && (
        <Alert color="red" variant="light" role="alert" data-testid="spray-settings-error">{errorText(save.error)}</Alert>
      )}
      {!settings.isPending && (
        <form onSubmit={submit} noValidate data-testid="spray-settings-form">
          <Stack gap="md">
            {GROUPS.map((g) => (
              <Fieldset key={g.legend} legend={t(`settings.${g.legend}`)} disabled={!canEdit}>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {g.keys.map((k) => (
                    <NumberInput
                      key={k}
                      label={t(`settings.${k}`)}
                      value={values[k]}
                      onChange={(v) => setValues((old) => ({ ...old, [k]: typeof v === 'number' ? v : v === '' ? '' : Number(v) }))}
                      error={errors[k]}
                      step={g.step ?? 1}
                      decimalScale={2}
                      required
                      data-testid={`spray-${k}`}
                    />
                  ))}
                </SimpleGrid>
              </Fieldset>
            ))}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => { setValues({ ...SPRAY_SETTINGS_DEFAULTS }); setErrors({}); }} disabled={!canEdit} data-testid="spray-settings-reset">
                {t('settings.reset')}
              </Button>
              <PermissionButton permission="settings:edit" mode="disable" type="submit" loading={save.isPending} data-testid="spray-settings-save">
                {t('settings.save')}
              </PermissionButton>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

export const Component = withWeatherI18n(SpraySettingsPage);
