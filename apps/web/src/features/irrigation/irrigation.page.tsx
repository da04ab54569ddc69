import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, Loader, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { IrrigationStatus } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useAlerts } from '../../app/alerts/use-alerts';
import { ApiRequestError } from '../../app/api/api-client';
import { useErrorText } from '../../app/api/use-error-text';
import { PageTitle } from '../../app/ui/page-title';
import { useCan } from '../../app/permissions/use-can';
import { withIrrigationI18n } from './irrigation-i18n';
import { calculateIrrigation, getIrrigation, holdIrrigation, irrigationKey, resumeIrrigation } from './irrigation-api';
import { FIELD_PATHS, useRoutedField } from '../fields/routed-field';
import { localDay, statusActions } from './irrigation-logic';
import { AdviceCard } from './advice-card';
import { ExplanationPanel } from './explanation-panel';
import { StatusPanel } from './status-panel';
import { LogPanel } from './log-panel';
import { HistoryPanel } from './history-panel';
import { SettingsForm } from './settings-form';
import { LazyWeatherPanel } from '../weather/lazy-weather-panel';
import { FieldAssets } from '../assets/field-assets';
import { NoAdvice } from './no-advice';

const isNotReady = (error: unknown) => error instanceof ApiRequestError && error.code === 'weather_not_ready';

/**
 * `/crop-fields/:id/irrigation` and `/fields/:id/irrigation`: the irrigation advisory of a crop field (pivot)
 * or a tree field (drip, water per tree and valve) (spec points 2–4): field selector, today's advice with its
 * explanation, hold/resume, calculate, irrigation log, 30-day history and the field's settings.
 */
function IrrigationPage() {
  const { t } = useTranslation('irrigation');
  const { kind, id, target, fields, field, options, backTo } = useRoutedField();
  const navigate = useNavigate();
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { add } = useAlerts();
  const status = useQuery({ queryKey: irrigationKey(target), queryFn: ({ signal }) => getIrrigation(api, target, signal), enabled: !!id, retry: false });
  const onResult = (data: IrrigationStatus) => {
    queryClient.setQueryData(irrigationKey(target), data);
    void queryClient.invalidateQueries({ queryKey: [...irrigationKey(target), 'history'] });
    void queryClient.invalidateQueries({ queryKey: ['irrigation', 'overview'] });
  };
  const calculate = useMutation({ mutationFn: () => calculateIrrigation(api, target), onSuccess: (data) => { onResult(data); add({ message: t('calculated') }); } });
  const hold = useMutation({ mutationFn: (until: string) => holdIrrigation(api, target, until), onSuccess: (data) => { onResult(data); add({ message: t('status.held') }); } });
  const resume = useMutation({ mutationFn: () => resumeIrrigation(api, target), onSuccess: (data) => { onResult(data); add({ message: t('status.resumed') }); } });
  const data = status.data;
  // The farm's day (the server's "today", in the farm's time zone) can be ahead of the browser's near midnight.
  const today = [localDay(), data?.explanation?.date ?? ''].sort().at(-1)!;
  const held = data ? statusActions(data.status, data.hold_till, today).held : false;
  const notReady = isNotReady(calculate.error) || isNotReady(status.error) || data?.reason === 'weather_not_ready';
  const canEdit = useCan('farm_and_fields:edit');

  return (
    <Stack gap="md" data-testid="irrigation-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Anchor component={Link} to={backTo} size="sm" data-testid="irrigation-back">{t(kind === 'tree' ? 'back_tree' : 'back')}</Anchor>
          <PageTitle>{t('title')}</PageTitle>
        </Stack>
        <Group align="flex-end" gap="sm">
          <Select
            label={t(kind === 'tree' ? 'tree_field' : 'field')}
            placeholder={t(kind === 'tree' ? 'tree_field_placeholder' : 'field_placeholder')}
            data={options}
            value={id || null}
            onChange={(v) => v && v !== id && navigate(`${FIELD_PATHS[kind]}/${v}/irrigation`)}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('no_fields')}
            disabled={fields.isPending}
            w={280}
            data-testid="irrigation-field-select"
          />
          <Button onClick={() => calculate.mutate()} loading={calculate.isPending} disabled={!id || held} data-testid="irrigation-calculate">{t('calculate')}</Button>
        </Group>
      </Group>

      {notReady && <Alert color="yellow" variant="light" role="status" data-testid="irrigation-not-ready">{t('not_ready')}</Alert>}
      {calculate.isError && !notReady && <Alert color="red" variant="light" role="alert" data-testid="irrigation-calculate-error">{errorText(calculate.error)}</Alert>}

      {!id ? (
        <Text c="dimmed">{t('field_placeholder')}</Text>
      ) : status.isPending ? (
        <Group gap="xs" data-testid="irrigation-loading"><Loader size="sm" /><Text size="sm">{t('loading')}</Text></Group>
      ) : status.isError && !notReady ? (
        <Alert color="red" variant="light" role="alert" data-testid="irrigation-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(status.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void status.refetch()}>{t('retry')}</Button>
          </Stack>
        </Alert>
      ) : data ? (
        <>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <Stack gap="md">
              {data.advice ? (
                <AdviceCard advice={data.advice} held={held} rootZone={data.explanation?.root_zone_status ?? null} system={data.system} efficiency={data.settings.efficiency} />
              ) : (
                <NoAdvice reason={data.reason} plantingDate={field?.planting_date ?? null} />
              )}
              <StatusPanel
                key={`${data.status}-${data.hold_till ?? ''}`}
                data={data}
                fieldName={field?.name ?? ''}
                onHold={(until) => hold.mutate(until)}
                onResume={() => resume.mutate()}
                holding={hold.isPending}
                resuming={resume.isPending}
                error={hold.error ?? resume.error}
                canEdit={canEdit}
                today={today}
              />
            </Stack>
            <ExplanationPanel data={data} />
          </SimpleGrid>
          {field && <FieldAssets farmId={field.farm_id} fieldId={field.id} />}
          {field && <LazyWeatherPanel farmId={field.farm_id} />}
          <HistoryPanel target={target} />
          <LogPanel target={target} canEdit={canEdit} today={today} />
          {canEdit && <SettingsForm key={JSON.stringify(data.settings)} target={target} settings={data.settings} system={data.system} valveFromNetwork={data.valve_from_network} />}
        </>
      ) : null}
    </Stack>
  );
}

export const Component = withIrrigationI18n(IrrigationPage);
