import { lazy, Suspense } from 'react';
import { Alert, EmptyState, Group, Loader, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AGE_BUCKETS, SPOT_STATES, TREE_GENDERS, TREE_HEALTH_STATES, geographyEndpoints, treesEndpoints, type TreeSummary } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useErrorText } from '../../app/api/use-error-text';
import { useFormat } from '../../app/i18n/format';
import { PageTitle } from '../../app/ui/page-title';
import { CATEGORY_COLORS, VARIETY_COLORS } from '../trees/tree-colors';
import { TREES_QUERY_KEY } from '../trees/trees-api';
import { withTreesI18n } from '../trees/trees-i18n';
import { FigureBars, FigureCard, FigureDonut, FigureNumber, type FigureItem } from './figures';

const HealthChangesChart = lazy(() => import('./health-changes-chart'));
// The farm map (MapLibre) is its own chunk, requested after the figures, so the dashboard's first paint stays light.
const FarmHealthMap = lazy(() => import('./farm-health-map'));

/** The tree list filtered as a figure says (and by the chosen farm). */
export function treesLink(farmId: string | null, filters: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...filters, ...(farmId ? { farm_id: farmId } : {}) }).toString();
  return query ? `/trees?${query}` : '/trees';
}

/**
 * `/dashboard` (tree menu, issue #12): the organisation's trees, or one farm's, by health state, spot state, variety,
 * gender, productive and age; the drips working, broken and blocked; the health changes of the last weeks. Every
 * figure links to the tree list filtered the same way. Below them, the chosen farm's (or the first farm's) map coloured
 * by health.
 */
function TreeDashboardPage() {
  const { t } = useTranslation('trees');
  const api = useApi();
  const errorText = useErrorText();
  const nf = useFormat().number();
  const [params, setParams] = useSearchParams();
  const farmId = params.get('farm_id');
  const farms = useQuery({
    queryKey: ['farms', 'tree-options'],
    queryFn: ({ signal }) => callEndpoint(api, geographyEndpoints.farms.list, { query: { page: 1, page_size: 100, farming_type: 'tree' }, signal }),
    staleTime: 60_000,
  });
  const summary = useQuery({
    queryKey: [...TREES_QUERY_KEY, 'summary', farmId ?? 'all'],
    queryFn: ({ signal }) => callEndpoint(api, treesEndpoints.summary, { query: { farm_id: farmId ?? undefined }, signal }),
  });
  const s = summary.data;
  const mapFarm = (farms.data?.results ?? []).find((f) => f.id === farmId) ?? (farmId ? null : (farms.data?.results[0] ?? null));
  const link = (filters: Record<string, string>) => treesLink(farmId, filters);

  return (
    <Stack gap="md" data-testid="tree-dashboard">
      <Group justify="space-between" align="flex-end">
        <PageTitle>{t('dashboard.title')}</PageTitle>
        <Select
          label={t('dashboard.farm')}
          data={[{ value: '', label: t('dashboard.all_farms') }, ...(farms.data?.results ?? []).map((farm) => ({ value: farm.id, label: `${farm.code} · ${farm.name}` }))]}
          value={farmId ?? ''}
          onChange={(value) => setParams(value ? { farm_id: value } : {}, { replace: true })}
          allowDeselect={false}
          searchable
          w={280}
          mt={-16}
          data-testid="dashboard-farm"
        />
      </Group>
      {summary.isError && (
        <Alert color="red" variant="light" role="alert" data-testid="dashboard-error">
          {errorText(summary.error)}
        </Alert>
      )}
      {summary.isPending && (
        <Group justify="center" py="xl">
          <Loader aria-label={t('dashboard.loading')} />
        </Group>
      )}
      {s && s.trees === 0 && <EmptyState title={t('no_trees_found')} mt="xl" data-testid="empty-state" />}
      {s && s.trees > 0 && <Figures summary={s} link={link} nf={nf} />}
      {s && s.trees > 0 && mapFarm && (
        <FigureCard title={t('dashboard.map_title', { farm: mapFarm.name })} testId="dashboard-map-card">
          <Suspense fallback={<Loader size="sm" aria-label={t('dashboard.loading')} />}>
            <FarmHealthMap farmId={mapFarm.id} />
          </Suspense>
        </FigureCard>
      )}
    </Stack>
  );
}

function Figures({ summary: s, link, nf }: { summary: TreeSummary; link: (filters: Record<string, string>) => string; nf: Intl.NumberFormat }) {
  const { t } = useTranslation('trees');
  const health: FigureItem[] = TREE_HEALTH_STATES.map((state) => ({ key: state, label: t(`health_states.${state}`), count: s.health_states[state], color: CATEGORY_COLORS.health[state], href: link({ health_state: state }) }));
  const spots: FigureItem[] = SPOT_STATES.map((state) => ({ key: state, label: t(`spot_states.${state}`), count: s.spot_states[state], color: CATEGORY_COLORS.spot[state], href: link({ spot_state: state }) }));
  const varieties: FigureItem[] = s.varieties.map((v, i) => ({
    key: v.variety ?? 'none',
    label: v.variety ?? t('dashboard.no_variety'),
    count: v.trees,
    color: VARIETY_COLORS[Math.min(i, VARIETY_COLORS.length - 1)]!,
    ...(v.variety ? { href: link({ variety: v.variety }) } : {}),
  }));
  /** Categories of a count with an `unknown` one (not recorded: not filterable, so no link). */
  const withUnknown = <K extends string>(keys: readonly K[], counts: Record<K | 'unknown', number>, colors: Record<K | 'unknown', string>, label: (key: K) => string, unknown: string, filter: string): FigureItem[] => [
    ...keys.map((key) => ({ key, label: label(key), count: counts[key], color: colors[key], href: link({ [filter]: key }) })),
    { key: 'unknown', label: unknown, count: counts.unknown, color: colors.unknown },
  ];
  const genders = withUnknown(TREE_GENDERS, s.genders, CATEGORY_COLORS.gender, (g) => t(`genders.${g}`), t('dashboard.unknown'), 'gender');
  const productive: FigureItem[] = (['yes', 'no'] as const).map((p) => ({ key: p, label: t(p === 'yes' ? 'dashboard.productive' : 'dashboard.not_productive'), count: s.productive[p], color: CATEGORY_COLORS.productive[p], href: link({ productive: p === 'yes' ? 'true' : 'false' }) }));
  const ages = withUnknown(AGE_BUCKETS, s.age_buckets, CATEGORY_COLORS.age, (b) => t(`age_buckets.${b}`), t('dashboard.age_unknown'), 'age_bucket');
  const drips: FigureItem[] = [
    { key: 'working', label: t('dashboard.drips_working'), count: s.drips.working, color: CATEGORY_COLORS.drips.all_working },
    // Drips are counted, the list shows trees: broken and blocked link to the trees that have such a drip.
    { key: 'broken', label: t('dashboard.drips_broken'), count: s.drips.broken, color: CATEGORY_COLORS.drips.some_broken, href: link({ drips: 'broken' }) },
    { key: 'blocked', label: t('dashboard.drips_blocked'), count: s.drips.blocked, color: CATEGORY_COLORS.drips.some_blocked, href: link({ drips: 'blocked' }) },
  ];
  /** The trees by one category (`dashboard.by_{key}`): shares of the whole as a donut, or bars. */
  const byCategory = (key: string, items: FigureItem[], chart: 'donut' | 'bars') => (
    <FigureCard title={t(`dashboard.by_${key}`)} testId={`dashboard-${key}`}>
      {chart === 'donut' ? <FigureDonut items={items} testId={`figure-${key}`} centre={nf.format(s.trees)} /> : <FigureBars items={items} testId={`figure-${key}`} />}
    </FigureCard>
  );
  const changed = s.health_changes.some((week) => Object.values(week.changes).some((n) => n > 0));

  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        <FigureNumber label={t('dashboard.trees')} count={s.trees} href={link({})} testId="dashboard-trees" />
        <FigureNumber label={t('health_states.infected')} count={s.health_states.infected} href={link({ health_state: 'infected' })} color="red.8" testId="dashboard-infected" />
        <FigureNumber label={t('health_states.dead')} count={s.health_states.dead} href={link({ health_state: 'dead' })} testId="dashboard-dead" />
        <FigureNumber label={t('dashboard.trees_with_broken')} count={s.drips.trees_with_broken} href={link({ drips: 'broken' })} color="red.8" testId="dashboard-with-broken" />
        <FigureNumber label={t('dashboard.trees_with_blocked')} count={s.drips.trees_with_blocked} href={link({ drips: 'blocked' })} color="orange.8" testId="dashboard-with-blocked" />
        <FigureNumber label={t('dashboard.records_pending')} count={s.records_pending} href="/review?state=pending" color="blue.8" testId="dashboard-records-pending" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {byCategory('health', health, 'donut')}
        {byCategory('spot', spots, 'bars')}
        <FigureCard title={t('dashboard.drips')} testId="dashboard-drips" extra={<Text size="sm" c="dimmed">{t('dashboard.drips_total', { total: nf.format(s.drips.total) })}</Text>}>
          <FigureBars items={drips} testId="figure-drips" />
        </FigureCard>
        {byCategory('variety', varieties, 'bars')}
        {byCategory('gender', genders, 'donut')}
        {byCategory('productive', productive, 'donut')}
        {byCategory('age', ages, 'bars')}
        <FigureCard title={t('dashboard.health_changes', { weeks: nf.format(s.health_changes.length) })} testId="dashboard-health-changes">
          {changed ? (
            <Suspense fallback={<Loader size="sm" />}>
              <HealthChangesChart weeks={s.health_changes} />
            </Suspense>
          ) : (
            <EmptyState
              size="sm"
              title={t('dashboard.no_available_data')}
              description={t('dashboard.no_health_changes', { weeks: nf.format(s.health_changes.length) })}
              data-testid="dashboard-health-changes-empty"
            />
          )}
        </FigureCard>
      </SimpleGrid>
    </>
  );
}

export const Component = withTreesI18n(TreeDashboardPage);
