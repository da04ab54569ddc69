import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TREE_HEALTH_STATES, treesEndpoints, type TreeGrid, type TreeHealthState } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { FIELDS_KEY, listFieldMap } from '../map/geo-api';
import { LazyGeoMap } from '../map/lazy-geo-map';
import { tileConfigFromEnv } from '../map/map-config';
import { useMapLayer } from '../map/use-map-layer';
import { SHAPE_COLORS, type MapDot, type MapShape } from '../map/map-types';
import { treePoints } from '../map/tree-points';
import { CATEGORY_COLORS } from '../trees/tree-colors';
import { GridLegend } from '../trees/grid/grid-legend';

const tiles = tileConfigFromEnv();
const dataOfEach = <T,>(results: { data: T | undefined }[]) => results.map((result) => result.data);
/** The palms of at most this many fields are drawn (a farm of more shows its first ones; the borders are all drawn). */
export const MAX_MAP_FIELDS = 12;

/**
 * The dashboard's farm map coloured by health (issue #12): the farm's tree fields with their palms placed on each
 * field's grid (in its stored row direction) and coloured by health state like the grid, with the legend of the
 * summary's counts. Its own chunk (MapLibre loads only when it shows), below the figures.
 */
export default function FarmHealthMap({ farmId }: { farmId: string }) {
  const { t } = useTranslation('trees');
  const { t: tg } = useTranslation('geo');
  const api = useApi();
  const [layer] = useMapLayer();
  const fields = useQuery({
    queryKey: [...FIELDS_KEY, 'map', farmId],
    queryFn: async () => (await listFieldMap(api, 'tree', { farm_id: farmId })).results,
    staleTime: 60_000,
  });
  const drawn = (fields.data ?? []).slice(0, MAX_MAP_FIELDS);
  const gridData = useQueries({
    queries: drawn.map((field) => ({
      queryKey: ['trees', 'map-grid', field.id],
      queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(api, treesEndpoints.grid, { params: { id: field.id }, signal }),
      staleTime: 60_000,
    })),
    // One array of the grids' data, kept while none of them changes (a stable combine: TanStack Query reruns it only then).
    combine: dataOfEach,
  });
  const dots = useMemo<MapDot[]>(
    () => drawn.flatMap((field, i) => (gridData[i] ? treePoints(field.geometry, gridData[i], field.grid_bearing_deg) : [])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `drawn` is read from fields.data
    [fields.data, gridData],
  );
  const shapes = useMemo<MapShape[]>(() => (fields.data ?? []).map((f) => ({ id: f.id, kind: 'field', color: SHAPE_COLORS.field, geometry: f.geometry })), [fields.data]);
  const focus = useMemo(() => (shapes.length ? { key: `dashboard-${farmId}-${shapes.length}`, geometries: shapes.map((s) => s.geometry) } : null), [farmId, shapes]);
  const counts = healthCounts(gridData);
  const legend = TREE_HEALTH_STATES.map((state) => ({ key: state, color: CATEGORY_COLORS.health[state], count: counts[state] }));

  if (fields.data && fields.data.length === 0) return <Text size="sm" c="dimmed" data-testid="dashboard-map-empty">{tg('no_fields')}</Text>;
  return (
    <Stack gap="xs">
      <LazyGeoMap shapes={shapes} dots={dots} layer={layer} tiles={tiles} focus={focus} label={t('dashboard.map_label')} testId="dashboard-map" height="min(60vh, 440px)" />
      <GridLegend colouring="health" items={legend} noRecord={0} />
      <Text size="xs" c="dimmed">{t('dashboard.map_hint')}</Text>
    </Stack>
  );
}

/** The palms drawn, by health state (the grids' health layer: one character per spot, '.' where there is no record). */
export function healthCounts(grids: readonly (Pick<TreeGrid, 'health' | 'health_states'> | undefined)[]): Record<TreeHealthState, number> {
  const counts = Object.fromEntries(TREE_HEALTH_STATES.map((s) => [s, 0])) as Record<TreeHealthState, number>;
  for (const grid of grids) {
    if (!grid) continue;
    const perCode = new Map<string, number>();
    for (const code of grid.health) if (code !== '.') perCode.set(code, (perCode.get(code) ?? 0) + 1);
    for (const [code, n] of perCode) {
      const state = grid.health_states[parseInt(code, 36)];
      if (state) counts[state] += n;
    }
  }
  return counts;
}
