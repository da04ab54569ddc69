import { useState, type FormEvent } from 'react';
import { Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trapsEndpoints, updateTrapSettingsSchema, type TrapSettings } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useErrorText } from '../../app/api/use-error-text';
import { PermissionButton } from '../../app/permissions/permission-button';
import { apiFieldErrors, zodFieldErrors } from '../../app/ui/form-errors';
import { TRAPS_QUERY_KEY } from './traps-api';
import { useSave } from '../../app/ui/use-save';

/** The organisation's RPW threshold per trap per week and its servicing interval; saving refreshes the traps' flags. */
export function TrapSettingsForm({ settings }: { settings: TrapSettings }) {
  const { t, i18n } = useTranslation('pests');
  const api = useApi();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<{ rpw_weekly_threshold: number | null; service_interval_days: number | null; public_report: boolean }>(settings);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSave({
    mutationFn: (body: unknown) => callEndpoint(api, trapsEndpoints.updateSettings, { body: body as never }),
    refresh: [TRAPS_QUERY_KEY],
    saved: { id: 'trap-settings-saved', message: t('settings.saved') },
    onError: (error) => setErrors(apiFieldErrors(error, t, i18n)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateTrapSettingsSchema.safeParse({ ...draft, rpw_weekly_threshold: draft.rpw_weekly_threshold ?? undefined, service_interval_days: draft.service_interval_days ?? undefined });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, t, i18n));
    setErrors({});
    save.mutate(parsed.data);
  };
  const field = (key: 'rpw_weekly_threshold' | 'service_interval_days', max: number) => (
    <NumberInput
      label={t(`settings.${key}`)}
      value={draft[key] ?? ''}
      onChange={(v) => {
        setDraft((d) => ({ ...d, [key]: typeof v === 'number' ? v : null }));
        setErrors({});
      }}
      min={1}
      max={max}
      allowDecimal={false}
      error={errors[key]}
      maw={360}
      data-testid={`trap-settings-${key}`}
    />
  );
  return (
    <form onSubmit={submit} noValidate data-testid="trap-settings-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed" maw={760}>
          {t('settings.intro')}
        </Text>
        {field('rpw_weekly_threshold', 1000)}
        {field('service_interval_days', 90)}
        <Checkbox
          label={t('settings.public_report')}
          description={t('settings.public_report_hint')}
          checked={draft.public_report}
          onChange={(e) => setDraft((d) => ({ ...d, public_report: e.currentTarget.checked }))}
          maw={560}
          data-testid="trap-settings-public_report"
        />
        {save.isError && Object.keys(errors).length === 0 && (
          <Text c="red" size="sm" role="alert">
            {errorText(save.error)}
          </Text>
        )}
        <Group>
          <PermissionButton permission={trapsEndpoints.updateSettings.access} mode="disable" type="submit" loading={save.isPending} data-testid="trap-settings-submit">
            {t('lists:save')}
          </PermissionButton>
        </Group>
      </Stack>
    </form>
  );
}
