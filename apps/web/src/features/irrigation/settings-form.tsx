import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IRRIGATION_SOIL_TYPES, type IrrigationSettings, type IrrigationStatus } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useAlerts } from '../../app/alerts/use-alerts';
import { useErrorText } from '../../app/api/use-error-text';
import { irrigationKey, updateIrrigationSettings, type FieldRef } from './irrigation-api';
import { choiceOptions } from '../../app/ui/choice-options';

type SoilType = (typeof IRRIGATION_SOIL_TYPES)[number];

/**
 * Soil type and efficiency (shown in %, sent as 0.5–1) of the field; the application rate (mm/h) of flood and sprinklers,
 * or a drip tree field's drippers per tree, dripper flow (L/h) and longest interval; a tree field's valve to open.
 */
export function SettingsForm({ target, settings, system, valveFromNetwork = false }: { target: FieldRef; settings: IrrigationSettings; system: IrrigationStatus['system']; valveFromNetwork?: boolean }) {
  const { t } = useTranslation('irrigation');
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { add } = useAlerts();
  const [soil, setSoil] = useState<SoilType>(settings.soil_type);
  const [rate, setRate] = useState<number | ''>(settings.application_rate_mm_h);
  const [efficiency, setEfficiency] = useState<number | ''>(Math.round(settings.efficiency * 100));
  const [drips, setDrips] = useState<number | ''>(settings.drips_per_tree);
  const [dripFlow, setDripFlow] = useState<number | ''>(settings.drip_flow_lph);
  const [maxInterval, setMaxInterval] = useState<number | ''>(settings.max_interval_days);
  const [valveName, setValveName] = useState(settings.valve_name ?? '');
  const [valveCode, setValveCode] = useState(settings.valve_code ?? '');
  // Drip tree fields are set by their drippers; flood and sprinklers by their application rate; a center pivot by its
  // machine (system capacity and revolution time, on the crop field), so it has neither here.
  const drip = system === 'drip';
  const rated = system === 'rate';
  const showValve = target.kind === 'tree';
  // A valve of the farm's water network names itself (Assets): shown here, changed there, never sent from here.
  const hasValve = showValve && !valveFromNetwork;
  const save = useMutation({
    mutationFn: () =>
      updateIrrigationSettings(api, target, {
        soil_type: soil,
        efficiency: Number(efficiency) / 100,
        ...(drip ? { drips_per_tree: Number(drips), drip_flow_lph: Number(dripFlow) } : {}),
        ...(rated ? { application_rate_mm_h: Number(rate) } : {}),
        max_interval_days: Number(maxInterval),
        ...(hasValve ? { valve_name: valveName.trim() || null, valve_code: valveCode.trim() || null } : {}),
      }),
    onSuccess: async () => {
      add({ message: t('settings.saved') });
      await queryClient.invalidateQueries({ queryKey: irrigationKey(target) });
    },
  });
  const rateError = rated && (typeof rate !== 'number' || rate <= 0 || rate > 100);
  const dripsError = drip && (typeof drips !== 'number' || !Number.isInteger(drips) || drips < 1 || drips > 64);
  const dripFlowError = drip && (typeof dripFlow !== 'number' || dripFlow <= 0 || dripFlow > 100);
  const intervalError = typeof maxInterval !== 'number' || !Number.isInteger(maxInterval) || maxInterval < 1 || maxInterval > 14;
  const invalid = rateError || dripsError || dripFlowError || intervalError;
  const efficiencyError = typeof efficiency !== 'number' || efficiency < 50 || efficiency > 100;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid && !efficiencyError) save.mutate();
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="irrigation-settings-title" data-testid="irrigation-settings">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id="irrigation-settings-title">{t('settings.title')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t('settings.soil_type')}
              data={choiceOptions(t, IRRIGATION_SOIL_TYPES, 'settings.soil')}
              value={soil}
              onChange={(v) => v && setSoil(v as SoilType)}
              allowDeselect={false}
              data-testid="irrigation-settings-soil"
            />
            {rated && (
              <NumberInput label={t('settings.application_rate')} value={rate} onChange={(v) => setRate(typeof v === 'number' ? v : '')} min={0.1} max={100} decimalScale={1} error={rateError ? t('settings.range', { min: 0.1, max: 100 }) : undefined} data-testid="irrigation-settings-rate" />
            )}
            <NumberInput label={t('settings.efficiency')} value={efficiency} onChange={(v) => setEfficiency(typeof v === 'number' ? v : '')} min={50} max={100} error={efficiencyError ? t('settings.range', { min: 50, max: 100 }) : undefined} data-testid="irrigation-settings-efficiency" />
            <NumberInput label={t('settings.max_interval')} value={maxInterval} onChange={(v) => setMaxInterval(typeof v === 'number' ? v : '')} min={1} max={14} allowDecimal={false} error={intervalError ? t('settings.range', { min: 1, max: 14 }) : undefined} data-testid="irrigation-settings-interval" />
            {drip && (
              <>
                <NumberInput label={t('settings.drips_per_tree')} value={drips} onChange={(v) => setDrips(typeof v === 'number' ? v : '')} min={1} max={64} allowDecimal={false} error={dripsError ? t('settings.range', { min: 1, max: 64 }) : undefined} data-testid="irrigation-settings-drips" />
                <NumberInput label={t('settings.drip_flow')} value={dripFlow} onChange={(v) => setDripFlow(typeof v === 'number' ? v : '')} min={0.1} max={100} decimalScale={1} error={dripFlowError ? t('settings.range', { min: 0.1, max: 100 }) : undefined} data-testid="irrigation-settings-drip-flow" />
              </>
            )}
            {showValve && (
              <>
                <TextInput label={t('settings.valve_name')} value={valveName} onChange={(e) => setValveName(e.currentTarget.value)} maxLength={100} disabled={valveFromNetwork} description={valveFromNetwork ? t('settings.valve_from_network') : undefined} data-testid="irrigation-settings-valve-name" />
                <TextInput label={t('settings.valve_code')} value={valveCode} onChange={(e) => setValveCode(e.currentTarget.value)} maxLength={50} disabled={valveFromNetwork} data-testid="irrigation-settings-valve-code" />
              </>
            )}
          </SimpleGrid>
          <Group>
            <Button type="submit" variant="light" loading={save.isPending} disabled={invalid || efficiencyError} data-testid="irrigation-settings-save">{t('settings.save')}</Button>
            {save.isError && <Text size="sm" c="red" role="alert">{errorText(save.error)}</Text>}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
