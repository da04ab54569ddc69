import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DIGIT_SYSTEMS, LANGUAGES, MAP_LAYERS, type Preferences } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useErrorText } from '../../app/api/use-error-text';
import { useAlerts } from '../../app/alerts/use-alerts';
import { ME_QUERY_KEY, useMe } from '../../app/permissions/use-me';
import { useDigits } from '../../app/i18n/format';
import { applyPreferences, savePreferences } from './preferences';

/** Profile preferences: default map type (Street / Satellite), default language and digits (Western / Arabic-Indic), applied at every sign-in. */
export function PreferencesForm() {
  const { t, i18n } = useTranslation('profile');
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { add } = useAlerts();
  const me = useMe();
  const digits = useDigits();
  const [edits, setEdits] = useState<Preferences>({});
  const current: Preferences = { map_type: 'street', language: i18n.language === 'ar' ? 'ar' : 'en', digits, ...me.data?.preferences, ...edits };
  const save = useMutation({
    mutationFn: () => savePreferences(api, { map_type: current.map_type, language: current.language, digits: current.digits }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(ME_QUERY_KEY, profile);
      setEdits({});
      await applyPreferences(profile.preferences, i18n);
      // In the language just applied (`t` is still bound to the previous one).
      add({ id: 'preferences', message: i18n.t('common:updated_successfully') });
    },
  });
  return (
    <Stack gap="md" data-testid="preferences-form">
      <Title order={2} size="h4">{t('preferences')}</Title>
      {save.isError && <Alert color="red" variant="light" role="alert">{errorText(save.error)}</Alert>}
      <Radio.Group label={t('default_map_type')} value={current.map_type} onChange={(v) => setEdits((e) => ({ ...e, map_type: v as Preferences['map_type'] }))}>
        <Group mt="xs">
          {MAP_LAYERS.map((m) => <Radio key={m} value={m} label={t(`map_types.${m}`)} data-testid={`preferences-map-${m}`} />)}
        </Group>
      </Radio.Group>
      <Radio.Group label={t('default_language')} value={current.language} onChange={(v) => setEdits((e) => ({ ...e, language: v as Preferences['language'] }))}>
        <Group mt="xs">
          {LANGUAGES.map((l) => <Radio key={l} value={l} label={t(`common:language_${l}`)} lang={l} data-testid={`preferences-language-${l}`} />)}
        </Group>
      </Radio.Group>
      <Radio.Group label={t('digits')} value={current.digits} onChange={(v) => setEdits((e) => ({ ...e, digits: v as Preferences['digits'] }))}>
        <Group mt="xs">
          {DIGIT_SYSTEMS.map((d) => <Radio key={d} value={d} label={t(`digit_systems.${d}`)} data-testid={`preferences-digits-${d}`} />)}
        </Group>
      </Radio.Group>
      <div>
        <Button onClick={() => save.mutate()} loading={save.isPending} disabled={me.isPending} data-testid="preferences-save">{t('save_preferences')}</Button>
      </div>
    </Stack>
  );
}
