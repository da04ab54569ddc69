import { lazy, Suspense, useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, Paper, ScrollArea, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WeatherDay, WeatherForecast, WeatherHour } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { ApiRequestError } from '../../app/api/api-client';
import { useErrorText } from '../../app/api/use-error-text';
import { SprayStrip } from './spray-strip';
import { getSprayAdvice, getWeather, SPRAY_ADVICE_KEY, WEATHER_KEY } from './weather-api';
import { dateTime, dayLabel, hourLabel, intlTimeZone, numberFormat, timeOnly } from './weather-format';
import classes from './weather.module.css';
import { withWeatherI18n } from './weather-i18n';
import { useFormat } from '../../app/i18n/format';
import { TableHead } from '../../app/ui/table-head';

const WeatherChart = lazy(() => import('./weather-chart'));

const WEATHER_REFRESH_MS = 15 * 60_000;

/**
 * A farm's weather (spec 2 and 9): the source or a "Simulated weather" badge with the fetch time,
 * the 48-hour chart with its table alternative, the 8-day forecast and the spray advice strip.
 * `weather_not_ready` (the job has not stored weather yet) shows the spec's "come back" message.
 */
function WeatherPanelContent({ farmId }: { farmId: string }) {
  const { t } = useTranslation('weather');
  const locale = useFormat().locale;
  const api = useApi();
  const errorText = useErrorText();
  const weather = useQuery({
    queryKey: [...WEATHER_KEY, farmId],
    queryFn: ({ signal }) => getWeather(api, farmId, signal),
    refetchInterval: WEATHER_REFRESH_MS,
  });
  const spray = useQuery({
    queryKey: [...SPRAY_ADVICE_KEY, farmId],
    queryFn: ({ signal }) => getSprayAdvice(api, farmId, signal),
    enabled: weather.isSuccess,
    refetchInterval: WEATHER_REFRESH_MS,
  });

  const heading = (
    <Title order={2} size="h4" id={`weather-title-${farmId}`}>
      {t('panel_title')}
    </Title>
  );

  if (weather.isPending) {
    return (
      <Paper withBorder p="md" data-testid="weather-panel" aria-busy="true">
        {heading}
        <Group gap="xs" mt="sm"><Loader size="sm" aria-label={t('loading')} /><Text size="sm">{t('loading')}</Text></Group>
      </Paper>
    );
  }
  if (weather.isError) {
    const notReady = weather.error instanceof ApiRequestError && weather.error.code === 'weather_not_ready';
    return (
      <Paper withBorder p="md" data-testid="weather-panel">
        {heading}
        <Alert mt="sm" color={notReady ? 'blue' : 'red'} variant="light" role={notReady ? 'status' : 'alert'} data-testid={notReady ? 'weather-not-ready' : 'weather-error'}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{notReady ? t('not_ready') : errorText(weather.error)}</Text>
            {!notReady && <Button size="xs" variant="light" onClick={() => void weather.refetch()}>{t('retry')}</Button>}
          </Stack>
        </Alert>
      </Paper>
    );
  }

  const data = weather.data;
  const timeZone = intlTimeZone(data.timezone);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`weather-title-${farmId}`} data-testid="weather-panel">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          {heading}
          <Group gap="xs">
            <SourceBadge data={data} />
            <Text size="xs" c="dimmed" data-testid="weather-fetched-at">
              {t('fetched_at', { time: dateTime(data.fetched_at, locale, timeZone) })}
            </Text>
          </Group>
        </Group>
        {data.simulated && <Text size="xs" c="dimmed">{t('simulated_note')}</Text>}
        <HoursSection hours={data.hours} timeZone={timeZone} />
        <DaysSection days={data.days} timeZone={timeZone} />
        <div>
          {spray.isPending && <Skeleton h={28} aria-label={t('loading')} />}
          {spray.isError && <Alert color="red" variant="light" role="alert" data-testid="spray-error">{errorText(spray.error)}</Alert>}
          {spray.data && (spray.data.hours.length ? <SprayStrip hours={spray.data.hours} timeZone={timeZone} /> : <Text size="sm" c="dimmed">{t('no_data')}</Text>)}
          <Anchor component={Link} to="/settings/spray-settings" size="xs" mt={4} display="inline-block" data-testid="spray-settings-link">
            {t('spray.settings_link')}
          </Anchor>
        </div>
      </Stack>
    </Paper>
  );
}

export const WeatherPanel = withWeatherI18n(WeatherPanelContent);

function SourceBadge({ data }: { data: WeatherForecast }) {
  const { t } = useTranslation('weather');
  if (data.simulated) {
    return <Badge color="orange" variant="filled" data-testid="weather-simulated-badge">{t('simulated_badge')}</Badge>;
  }
  return <Badge color="gray" variant="light" data-testid="weather-source">{t('source', { label: data.label })}</Badge>;
}

function HoursSection({ hours, timeZone }: { hours: WeatherHour[]; timeZone?: string }) {
  const { t } = useTranslation('weather');
  const locale = useFormat().locale;
  const [table, setTable] = useState(false);
  const nf = numberFormat(locale);
  if (!hours.length) return <Text size="sm" c="dimmed">{t('no_data')}</Text>;
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text fw={600} size="sm">{t('chart_title')}</Text>
        <Button size="compact-xs" variant="subtle" onClick={() => setTable((v) => !v)} aria-expanded={table} aria-controls="weather-hours-table" data-testid="weather-table-toggle">
          {table ? t('hide_table') : t('show_table')}
        </Button>
      </Group>
      <Suspense fallback={<Skeleton h={360} aria-label={t('chart_loading')} />}>
        <WeatherChart hours={hours} timeZone={timeZone} />
      </Suspense>
      {table && (
        <ScrollArea.Autosize mah={360} type="auto" id="weather-hours-table">
          <Table striped withTableBorder stickyHeader fz="xs" miw={560} data-testid="weather-hours-table">
            <Table.Caption>{t('table_caption')}</Table.Caption>
            <TableHead headings={[t('time'), t('series.temperature'), t('series.humidity'), t('series.wind'), t('series.precipitation'), t('series.et0')]} />
            <Table.Tbody>
              {hours.map((h) => (
                <Table.Tr key={h.time}>
                  <Table.Th scope="row" fw={400}>{hourLabel(h.time, locale, timeZone)}</Table.Th>
                  <Table.Td>{nf.format(h.temperature_c)}</Table.Td>
                  <Table.Td>{nf.format(h.relative_humidity_pct)}</Table.Td>
                  <Table.Td>{nf.format(h.wind_speed_kmh)}</Table.Td>
                  <Table.Td>{nf.format(h.precipitation_mm)}</Table.Td>
                  <Table.Td>{h.et0_mm == null ? '—' : numberFormat(locale, 2).format(h.et0_mm)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

/** A forecast value and its unit stay on one line, isolated from the label's direction ("19.5 كم/س", "06:24 ص"; issue #11). */
const VALUE = { margin: 0, whiteSpace: 'nowrap', unicodeBidi: 'isolate' } as const;

function DaysSection({ days, timeZone }: { days: WeatherDay[]; timeZone?: string }) {
  const { t } = useTranslation('weather');
  const locale = useFormat().locale;
  const nf = numberFormat(locale);
  const nf2 = numberFormat(locale, 2);
  if (!days.length) return <Text size="sm" c="dimmed">{t('no_data')}</Text>;
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm" id="weather-days-title">{t('forecast_title')}</Text>
      <ul className={classes.days} aria-labelledby="weather-days-title" data-testid="weather-days">
        {days.map((d) => (
          <li key={d.date} data-testid="weather-day">
            <Card withBorder padding="xs" h="100%">
              <Text fw={700} size="sm">{dayLabel(d.date, locale)}</Text>
              <Group gap={6} mt={2} wrap="nowrap">
                <Text size="lg" fw={700} c="orange.8" aria-label={`${t('day.t_max')} ${t('units.c', { value: nf.format(d.t_max_c) })}`}>
                  {t('units.c', { value: nf.format(d.t_max_c) })}
                </Text>
                <Text size="sm" c="blue.8" aria-label={`${t('day.t_min')} ${t('units.c', { value: nf.format(d.t_min_c) })}`}>
                  {t('units.c', { value: nf.format(d.t_min_c) })}
                </Text>
              </Group>
              <dl style={{ margin: 0, fontSize: 12, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 6 }}>
                <dt>{t('day.rain')}</dt><dd style={VALUE}>{t('units.mm', { value: nf.format(d.precipitation_mm) })}</dd>
                <dt>{t('day.wind')}</dt><dd style={VALUE}>{t('units.kmh', { value: nf.format(d.wind_max_kmh) })}</dd>
                <dt>{t('day.et0')}</dt><dd style={VALUE}>{t('units.mm', { value: nf2.format(d.et0_mm) })}</dd>
                <dt>{t('day.sunrise')}</dt><dd style={VALUE}>{timeOnly(d.sunrise, locale, timeZone)}</dd>
                <dt>{t('day.sunset')}</dt><dd style={VALUE}>{timeOnly(d.sunset, locale, timeZone)}</dd>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
