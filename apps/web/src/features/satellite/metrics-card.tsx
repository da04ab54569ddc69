import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SatelliteMetrics } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useFormat } from '../../app/i18n/format';
import { useErrorText } from '../../app/api/use-error-text';
import { getSatelliteMetrics, satelliteKey, type ImageryFieldRef } from './satellite-api';

type MetricKey = Exclude<keyof SatelliteMetrics, 'image_date' | 'simulated' | 'flag' | 'nitrogen_short' | 'weather_simulated'>;
/** Each metric with its digits and unit key (metric_units in the satellite namespace). */
const METRICS: ReadonlyArray<{ key: MetricKey; digits: number; unit: string | null }> = [
  { key: 'vegetation_index_pct', digits: 1, unit: 'percent' },
  { key: 'vegetation_cover_pct', digits: 0, unit: 'percent' },
  { key: 'kcb', digits: 2, unit: null },
  { key: 'fapar', digits: 2, unit: null },
  { key: 'et0_mm', digits: 1, unit: 'mm_day' },
  { key: 'transpiration_mm', digits: 1, unit: 'mm_day' },
  { key: 'solar_radiation_mj_m2', digits: 1, unit: 'mj_m2' },
  { key: 'dry_matter_kg_ha_day', digits: 0, unit: 'kg_ha_day' },
  { key: 'dry_matter_cumulative_kg_ha', digits: 0, unit: 'kg_ha' },
  { key: 'dry_matter_cumulative_t', digits: 1, unit: 'tonnes' },
  { key: 'production_gap_pct', digits: 0, unit: 'percent' },
  { key: 'nitrogen_sufficiency_index', digits: 2, unit: null },
];

/**
 * Crop metrics of the chosen image date (spec 3): each with its value and the model it comes from, labelled as
 * estimates; a flagged date, or a metric without its input, says so instead of showing a number.
 */
export function MetricsCard({ target, date }: { target: ImageryFieldRef; date: string }) {
  const { t } = useTranslation('satellite');
  const api = useApi();
  const format = useFormat();
  const errorText = useErrorText();
  const metrics = useQuery({ queryKey: [...satelliteKey(target), 'metrics', date], queryFn: ({ signal }) => getSatelliteMetrics(api, target, date, signal) });
  const data = metrics.data;
  const day = format.dateTime({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  const value = (key: MetricKey, digits: number, unit: string | null) => {
    const v = data?.[key];
    if (v === null || v === undefined) return t('metric_none');
    const text = format.number({ maximumFractionDigits: digits, minimumFractionDigits: digits }).format(v);
    return unit ? t(`metric_units.${unit}`, { value: text }) : text;
  };
  return (
    <Card withBorder padding="md" data-testid="satellite-metrics">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">{t('metrics_title', { date: day })}</Title>
          <Badge color="gray" variant="light">{t('metrics_estimates')}</Badge>
        </Group>
        {metrics.error ? (
          <Alert color="red">{errorText(metrics.error)}</Alert>
        ) : !data ? (
          <Loader size="sm" />
        ) : data.flag ? (
          <Text size="sm" data-testid="satellite-metrics-flagged">{t('metrics_flagged', { reason: t(`flags.${data.flag}`) })}</Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="sm" verticalSpacing="sm">
              {METRICS.map(({ key, digits, unit }) => (
                <Stack gap={0} key={key} data-testid={`satellite-metric-${key}`}>
                  <Text size="xs" c="dimmed">{t(`metrics.${key}`)}</Text>
                  <Group gap={6} wrap="nowrap">
                    <Text fw={600}>{value(key, digits, unit)}</Text>
                    {key === 'nitrogen_sufficiency_index' && data.nitrogen_short !== null && (
                      <Badge size="xs" color={data.nitrogen_short ? 'orange' : 'green'} variant="light" data-testid="satellite-nitrogen-state">
                        {t(data.nitrogen_short ? 'nitrogen_short' : 'nitrogen_ok')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">{t(`metric_models.${key}`)}</Text>
                </Stack>
              ))}
            </SimpleGrid>
            {data.weather_simulated && <Text size="xs" c="dimmed">{t('metrics_weather_simulated')}</Text>}
          </>
        )}
      </Stack>
    </Card>
  );
}
