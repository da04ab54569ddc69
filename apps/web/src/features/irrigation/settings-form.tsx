import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IRRIGATION_SOIL_TYPES, type IrrigationSettings } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useAlerts } from '../../app/alerts/use-alerts';
import { useErrorText } from '../../app/api/use-error-text';
import { irrigationKey, updateIrrigationSettings } from './irrigation-api';

type SoilType = (typeof IRRIGATION_SOIL_TYPES)[number];

/** Soil type, application rate (mm/h) and efficiency (shown in %, sent as 0.5–1) of the field. */
export function SettingsForm({ fieldId, settings }: { fieldId: string; settings: IrrigationSettings }) {
  const { t } = useTranslation('irrigation');
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { add } = useAlerts();
  const [soil, setSoil] = useState<SoilType>(settings.soil_type);
  const [rate, setRate] = useState<number | ''>(settings.application_rate_mm_h);
  const [efficiency, setEfficiency] = useState<number | ''>(Math.round(settings.efficiency * 100));
  const save = useMutation({
    mutationFn: () => updateIrrigationSettings(api, fieldId, { soil_type: soil, application_rate_mm_h: Number(rate), efficiency: Number(efficiency) / 100 }),
    onSuccess: async () => {
      add({ message: t('settings.saved') });
      await queryClient.invalidateQueries({ queryKey: irrigationKey(fieldId) });
    },
  });
  const rateError = typeof rate !== 'number' || rate <= 0 || rate > 100;
  const efficiencyError = typeof efficiency !== 'number' || efficiency < 50 || efficiency > 100;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rateError && !efficiencyError) save.mutate();
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="irrigation-settings-title" data-testid="irrigation-settings">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id="irrigation-settings-title">{t('settings.title')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t('settings.soil_type')}
              data={IRRIGATION_SOIL_TYPES.map((s) => ({ value: s, label: t(`settings.soil.${s}`) }))}
              value={soil}
              onChange={(v) => v && setSoil(v as SoilType)}
              allowDeselect={false}
              data-testid="irrigation-settings-soil"
            />
            <NumberInput label={t('settings.application_rate')} value={rate} onChange={(v) => setRate(typeof v === 'number' ? v : '')} min={0.1} max={100} decimalScale={1} error={rateError ? ' ' : undefined} data-testid="irrigation-settings-rate" />
            <NumberInput label={t('settings.efficiency')} value={efficiency} onChange={(v) => setEfficiency(typeof v === 'number' ? v : '')} min={50} max={100} error={efficiencyError ? ' ' : undefined} data-testid="irrigation-settings-efficiency" />
          </SimpleGrid>
          <Group>
            <Button type="submit" variant="light" loading={save.isPending} disabled={rateError || efficiencyError} data-testid="irrigation-settings-save">{t('settings.save')}</Button>
            {save.isError && <Text size="sm" c="red" role="alert">{errorText(save.error)}</Text>}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
