import { lazy, Suspense } from 'react';
import { Anchor, Badge, Card, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SENSOR_QUANTITIES, type SensorChart, type SensorQuantity, type SensorRecord } from '@rayyan/contracts';
import { PageTitle } from '../../app/ui/page-title';
import { useFormat } from '../../app/i18n/format';
import type { ChartLevel, ChartSeries } from './sensor-chart';
import { SensorEfficiency } from './sensor-efficiency';
import { SensorKeyPanel } from './sensor-key-panel';
import { sensorStatus, useSensor, useSensorChart } from './sensors-api';
import { withSensorsI18n } from './sensors-i18n';

const SensorChartView = lazy(() => import('./sensor-chart'));
const SensorHeatmapView = lazy(() => import('./sensor-heatmap'));
const PRESETS = ['7', '30', '180'] as const;
const DAY_MS = 86_400_000;
const FIELD_CAPACITY_COLOR = '#2b8a3e';
const REFILL_COLOR = '#e03131';

/** The chart's range from the address: `days` back from now (7 by default), or `from` and `to` days (inclusive). */
export function rangeOf(params: URLSearchParams, now = Date.now()): { from: string; to: string } {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && from <= to) return { from: `${from}T00:00:00.000Z`, to: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString() };
  const days = Number(params.get('days')) || 7;
  const end = Math.ceil(now / 900_000) * 900_000;
  return { from: new Date(end - days * DAY_MS).toISOString(), to: new Date(end).toISOString() };
}

/** A summary line of the sensor: category, field, battery, signal, last seen. */
function SensorFacts({ sensor }: { sensor: SensorRecord }) {
  const { t } = useTranslation('sensors');
  const format = useFormat();
  const status = sensorStatus(sensor);
  const fact = (label: string, value: string, testId: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId}>
        <bdi>{value}</bdi>
      </Text>
    </Stack>
  );
  return (
    <Card withBorder padding="md">
      <Group gap="xs" mb="sm">
        <Badge variant="light" color={status === 'online' ? 'green' : status === 'offline' ? 'red' : 'gray'}>
          {t(`status.${status}`)}
        </Badge>
        <Text size="sm">{t(`categories.${sensor.category}`)}</Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
        {fact(t('fields.technology'), t(`technologies.${sensor.technology}`), 'sensor-technology')}
        {fact(t('fields.field'), sensor.field_name ?? '—', 'sensor-field')}
        {fact(t('fields.depths'), sensor.depths_cm.length ? format.list({ type: 'unit', style: 'short' }).format(sensor.depths_cm.map((d) => format.number().format(d))) : '—', 'sensor-depths')}
        {fact(t('fields.battery'), sensor.battery_pct === null ? '—' : format.number({ style: 'percent' }).format(sensor.battery_pct / 100), 'sensor-battery')}
        {fact(t('fields.signal'), sensor.signal_dbm === null ? '—' : `${format.number().format(sensor.signal_dbm)} dBm`, 'sensor-signal')}
        {fact(t('fields.last_seen'), sensor.last_seen_at ? format.dateTime({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(sensor.last_seen_at)) : t('never'), 'sensor-last-seen')}
      </SimpleGrid>
    </Card>
  );
}

/** The readings over the range: soil moisture by depth with the soil's levels, then one chart per other quantity. */
function SensorCharts({ chart }: { chart: SensorChart }) {
  const { t } = useTranslation('sensors');
  const format = useFormat();
  if (chart.series.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="sensor-chart-empty">
        {t('chart.empty')}
      </Text>
    );
  }
  const quantities = [...new Set(chart.series.map((s) => s.quantity))].sort((a, b) => (a === 'soil_moisture' ? -1 : b === 'soil_moisture' ? 1 : a.localeCompare(b)));
  const levels: ChartLevel[] = [];
  if (chart.field_capacity_pct !== null) levels.push({ key: 'fc', label: t('chart.field_capacity'), value: chart.field_capacity_pct, color: FIELD_CAPACITY_COLOR });
  if (chart.refill_pct !== null) levels.push({ key: 'refill', label: t('chart.refill'), value: chart.refill_pct, color: REFILL_COLOR });
  return (
    <Stack gap="lg">
      {quantities.map((quantity) => {
        const series: ChartSeries[] = chart.series
          .filter((s) => s.quantity === quantity)
          .map((s) => ({ key: `${quantity}-${s.depth_cm}`, label: s.depth_cm ? t('chart.depth', { depth: format.number().format(s.depth_cm) }) : t(`quantities.${quantity}`), times: s.times, values: s.values }));
        const unit = SENSOR_QUANTITIES[quantity as SensorQuantity]?.unit ?? '';
        const title = quantity === 'soil_moisture' ? t('chart.soil_moisture') : `${t(`quantities.${quantity}`)} (${unit})`;
        return (
          <Stack key={quantity} gap={4}>
            <Title order={3} size="h5">
              {title}
            </Title>
            <SensorChartView
              series={series}
              levels={quantity === 'soil_moisture' ? levels : []}
              unit={unit}
              label={t('chart.aria', { quantity: title })}
              testId={`sensor-chart-${quantity}`}
              height={quantity === 'battery' || quantity === 'signal' ? 150 : undefined}
            />
            {quantity === 'soil_moisture' && series.length > 1 && (
              <>
                <Title order={3} size="h5" mt="sm">
                  {t('chart.heatmap')}
                </Title>
                <SensorHeatmapView series={series} dry={chart.refill_pct} wet={chart.field_capacity_pct} testId="sensor-heatmap" />
              </>
            )}
          </Stack>
        );
      })}
      <Text size="xs" c="dimmed">
        {t('chart.bucket', { minutes: format.number().format(chart.bucket_seconds / 60) })}
      </Text>
    </Stack>
  );
}

/** `/sensors/:id` (issue #15): the sensor's facts, its readings over a range (7 days by default) and its device key. */
function SensorPage() {
  const { t } = useTranslation('sensors');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const sensor = useSensor(id);
  const range = rangeOf(params);
  const chart = useSensorChart(id, range);
  const preset = params.get('from') ? null : (params.get('days') ?? '7');
  const setRange = (next: Record<string, string | null>) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value) out.set(key, value);
        else out.delete(key);
      }
      return out;
    });
  const day = (iso: string) => iso.slice(0, 10);
  if (sensor.isPending) return <Loader size="sm" />;
  if (!sensor.data) return <Text data-testid="sensor-not-found">{t('not_found')}</Text>;
  return (
    <Stack gap="md" data-testid="sensor-page">
      <Anchor component={Link} to="/sensors" size="sm">
        {t('back')}
      </Anchor>
      <PageTitle>{sensor.data.code}</PageTitle>
      <SensorFacts sensor={sensor.data} />
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Title order={2} size="h4">
              {t('chart.title')}
            </Title>
            <Group gap="sm" align="flex-end">
              <SegmentedControl
                value={preset ?? ''}
                onChange={(days) => setRange({ days: days === '7' ? null : days, from: null, to: null })}
                data={PRESETS.map((days) => ({ value: days, label: days === '7' ? t('chart.last_7_days') : days === '30' ? t('chart.last_30_days') : t('chart.season') }))}
                data-testid="sensor-range-preset"
              />
              <TextInput type="date" label={t('chart.from')} value={day(range.from)} onChange={(e) => e.currentTarget.value && setRange({ from: e.currentTarget.value, to: params.get('to') ?? day(new Date(Date.parse(range.to) - 1).toISOString()), days: null })} dir="ltr" w={150} data-testid="sensor-range-from" />
              <TextInput type="date" label={t('chart.to')} value={day(new Date(Date.parse(range.to) - 1).toISOString())} onChange={(e) => e.currentTarget.value && setRange({ to: e.currentTarget.value, from: params.get('from') ?? day(range.from), days: null })} dir="ltr" w={150} data-testid="sensor-range-to" />
            </Group>
          </Group>
          {chart.isPending ? (
            <Text c="dimmed" size="sm">
              {t('chart.loading')}
            </Text>
          ) : chart.data ? (
            <Suspense fallback={<Loader size="sm" />}>
              <SensorCharts chart={chart.data} />
            </Suspense>
          ) : null}
        </Stack>
      </Card>
      {sensor.data.category === 'flow_meter' && (
        <Card withBorder padding="md">
          <SensorEfficiency sensor={sensor.data} />
        </Card>
      )}
      <SensorKeyPanel sensor={sensor.data} />
    </Stack>
  );
}

export const Component = withSensorsI18n(SensorPage);
