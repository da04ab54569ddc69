import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Card, EmptyState, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_SATELLITE_INDEX, DEFAULT_SATELLITE_ZONES, SATELLITE_INDEX_IDS, SATELLITE_ZONE_COUNTS, type SatelliteIndexId } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useAlerts } from '../../app/alerts/use-alerts';
import { useErrorText } from '../../app/api/use-error-text';
import { PageTitle } from '../../app/ui/page-title';
import { PermissionButton } from '../../app/permissions/permission-button';
import { withSatelliteI18n } from './satellite-i18n';
import { getSatelliteSeries, getSatelliteStats, listSatelliteImages, refreshSatellite, satelliteKey } from './satellite-api';
import { FIELD_PATHS, useRoutedField } from '../fields/routed-field';
import { DateStrip } from './date-strip';
import { StatsPanel } from './stats-panel';
import { OverlayCard } from './overlay-card';
import { FindingsCard } from './findings-card';
import { MetricsCard } from './metrics-card';
import { ZonesCard, type ZoneCount } from './zones-card';
import { CompareCard } from './compare-card';
import { choiceOptions } from '../../app/ui/choice-options';

const SatelliteChart = lazy(() => import('./satellite-chart'));

const isIndex = (value: string | null): value is SatelliteIndexId => SATELLITE_INDEX_IDS.includes(value as SatelliteIndexId);

/**
 * `/crop-fields/:id/satellite` and `/fields/:id/satellite`: a field's crop health from satellite imagery (issue
 * #13): field selector, index picker (NDVI by default, kept in the address with the date), the image-date strip,
 * the chosen date's statistics and the index over the season; labelled "simulated imagery" when it is.
 */
function SatellitePage() {
  const { t } = useTranslation('satellite');
  const { kind, id, target, fields, options, backTo } = useRoutedField();
  const navigate = useNavigate();
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { add } = useAlerts();
  const [search, setSearch] = useSearchParams();
  const index: SatelliteIndexId = isIndex(search.get('index')) ? (search.get('index') as SatelliteIndexId) : DEFAULT_SATELLITE_INDEX;
  const zoneParam = Number(search.get('zones'));
  const zones: ZoneCount = (SATELLITE_ZONE_COUNTS as readonly number[]).includes(zoneParam) ? (zoneParam as ZoneCount) : DEFAULT_SATELLITE_ZONES;
  const [pickedDate, setPickedDate] = useState<string | null>(search.get('date'));
  const setParam = (key: string, value: string) => setSearch((p) => { const next = new URLSearchParams(p); next.set(key, value); return next; }, { replace: true });

  const images = useQuery({ queryKey: [...satelliteKey(target), 'images'], queryFn: ({ signal }) => listSatelliteImages(api, target, signal), enabled: !!id });
  const list = images.data?.results ?? [];
  const date = (pickedDate && list.some((i) => i.image_date === pickedDate) ? pickedDate : null) ?? list.find((i) => i.active)?.image_date ?? list[0]?.image_date ?? null;
  const image = list.find((i) => i.image_date === date);
  const stats = useQuery({
    queryKey: [...satelliteKey(target), 'stats', index, date],
    queryFn: ({ signal }) => getSatelliteStats(api, target, index, date!, signal),
    enabled: !!date,
  });
  const series = useQuery({ queryKey: [...satelliteKey(target), 'series', index], queryFn: ({ signal }) => getSatelliteSeries(api, target, index, signal), enabled: list.length > 0 });
  const refresh = useMutation({
    mutationFn: () => refreshSatellite(api, target),
    onSuccess: (answer) => {
      add({ message: answer.message });
      void queryClient.invalidateQueries({ queryKey: satelliteKey(target) });
    },
  });
  const simulated = list.some((i) => i.simulated);
  const indexLabel = t(`indices.${index}`);
  const pick = (value: string) => {
    setPickedDate(value);
    setParam('date', value);
  };

  return (
    <Stack gap="md" data-testid="satellite-page">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Anchor component={Link} to={backTo} size="sm" data-testid="satellite-back">
            {t(kind === 'tree' ? 'back_tree' : 'back')}
          </Anchor>
          <PageTitle>{t('title')}</PageTitle>
        </Stack>
        <Group align="flex-end" gap="sm">
          <Select
            label={t(kind === 'tree' ? 'tree_field' : 'field')}
            placeholder={t('field_placeholder')}
            data={options}
            value={id || null}
            onChange={(v) => v && v !== id && navigate(`${FIELD_PATHS[kind]}/${v}/satellite?index=${index}`)}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('no_fields')}
            w={{ base: '100%', sm: 280 }}
            data-testid="satellite-field"
          />
          <Select
            label={t('index')}
            data={choiceOptions(t, SATELLITE_INDEX_IDS, 'indices')}
            value={index}
            onChange={(v) => isIndex(v) && setParam('index', v)}
            allowDeselect={false}
            w={{ base: '100%', sm: 240 }}
            data-testid="satellite-index"
          />
          <PermissionButton permission="farm_and_fields:edit" variant="default" onClick={() => refresh.mutate()} loading={refresh.isPending} data-testid="satellite-refresh">
            {t('refresh')}
          </PermissionButton>
        </Group>
      </Group>
      {refresh.error && <Alert color="red">{errorText(refresh.error)}</Alert>}
      {images.error && <Alert color="red">{errorText(images.error)}</Alert>}
      {images.isPending && id ? (
        <Group gap="xs"><Loader size="sm" /><Text size="sm">{t('loading')}</Text></Group>
      ) : list.length === 0 && !images.error ? (
        <EmptyState title={t('no_images')} description={t('no_images_hint')} data-testid="empty-state" mt="xl" />
      ) : (
        <>
          <Group gap="xs">
            {simulated ? (
              <Badge color="orange" variant="filled" data-testid="satellite-simulated-badge">{t('simulated_badge')}</Badge>
            ) : (
              <Badge color="blue" variant="light" data-testid="satellite-source-badge">{t('source_stac')}</Badge>
            )}
            {simulated && <Text size="sm" c="dimmed">{t('simulated_note')}</Text>}
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={600}>{t('dates')}</Text>
            <DateStrip images={list} selected={date} onSelect={pick} />
          </Stack>
          {stats.data ? <StatsPanel stats={stats.data} image={image} indexLabel={indexLabel} /> : stats.error ? <Alert color="red">{errorText(stats.error)}</Alert> : <Loader size="sm" />}
          {date && <MetricsCard target={target} date={date} />}
          <FindingsCard target={target} />
          {date && <OverlayCard target={target} index={index} date={date} indexLabel={indexLabel} />}
          <ZonesCard target={target} index={index} indexLabel={indexLabel} zones={zones} onZones={(n) => setParam('zones', String(n))} />
          {date && (
            <CompareCard
              key={`${id}-${date}`}
              target={target}
              fields={fields.data ?? []}
              index={index}
              date={date}
              previousDate={list.find((i) => i.flag === null && i.image_date < date)?.image_date ?? null}
            />
          )}
          <Card withBorder padding="md">
            <Stack gap="xs">
              <Title order={3} size="h5">{t('chart_title', { index: indexLabel })}</Title>
              {series.data ? (
                <Suspense fallback={<Loader size="sm" />}>
                  <SatelliteChart points={series.data.results} indexLabel={indexLabel} />
                </Suspense>
              ) : (
                <Loader size="sm" />
              )}
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}

export const Component = withSatelliteI18n(SatellitePage);
