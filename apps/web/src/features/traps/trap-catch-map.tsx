import { useMemo, useState } from 'react';
import { Box, Flex, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoundaryGeometry, TrapWeekly } from '@rayyan/contracts';
import { useFormat } from '../../app/i18n/format';
import { useApi } from '../../app/services';
import { FARMS_KEY, listAll, listFarms } from '../map/geo-api';
import { LazyGeoMap } from '../map/lazy-geo-map';
import { LayerSwitcher } from '../map/map-controls';
import { tileConfigFromEnv } from '../map/map-config';
import { SHAPE_COLORS, type MapShape, type WeightedPoint } from '../map/map-types';
import { useMapLayer } from '../map/use-map-layer';
import { GRADUATED_RADIUS } from '../map/weighted-layers';
import { useTrapWeekly } from './trap-weekly';

const tiles = tileConfigFromEnv();
/** Colours of the catch map: a red palm weevil catch at or over the threshold, any other catch, a trap not visited. */
export const CATCH_COLORS = { over: '#e03131', under: '#f59f00', none: '#868e96' } as const;

/** The traps of one week as weighted points (the catch that week; null where not visited) and the week's totals. */
export function catchPoints(weekly: TrapWeekly, weekIndex: number) {
  let caught = 0;
  let visited = 0;
  let over = 0;
  const points: WeightedPoint[] = weekly.traps.map((trap) => {
    const value = trap.counts[weekIndex] ?? null;
    const isOver = value !== null && trap.target_pest === 'red_palm_weevil' && value >= weekly.threshold;
    if (value !== null) {
      visited += 1;
      caught += value;
    }
    if (isOver) over += 1;
    return { id: trap.trap_id, lng: trap.lng, lat: trap.lat, value, color: value === null ? CATCH_COLORS.none : isOver ? CATCH_COLORS.over : CATCH_COLORS.under };
  });
  // Full size and heat at twice the threshold, as the weekly table's shading.
  return { points, top: weekly.threshold * 2, caught, visited, over };
}

/** The box around the traps, as a border the map can fit its camera to. */
function boxOf(points: WeightedPoint[]): BoundaryGeometry[] {
  if (points.length === 0) return [];
  const lngs = points.map((p) => p.lng);
  const lats = points.map((p) => p.lat);
  const [w, e, s, n] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  return [{ type: 'Polygon', coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] }];
}

function Swatch({ size, color, ring = false }: { size: number; color: string; ring?: boolean }) {
  return <Box w={size} h={size} style={{ borderRadius: '50%', background: ring ? 'transparent' : color, border: `2px solid ${ring ? color : '#fff'}`, boxShadow: ring ? undefined : '0 0 0 1px rgba(0,0,0,0.15)', flexShrink: 0 }} aria-hidden />;
}

/** The map's key: graduated circles (1, the threshold, twice the threshold), a trap not visited, and the heat scale. */
function CatchLegend({ threshold }: { threshold: number }) {
  const { t, i18n } = useTranslation('pests');
  const nf = useFormat().number();
  // The heat scale runs from the reading start (fewer) to its end (more): right to left in Arabic.
  const towards = i18n.dir(i18n.language) === 'rtl' ? 'left' : 'right';
  const radius = (value: number) => GRADUATED_RADIUS.min + (GRADUATED_RADIUS.max - GRADUATED_RADIUS.min) * Math.min(1, value / (threshold * 2));
  const rows = [
    { key: 'one', size: radius(1) * 2, color: CATCH_COLORS.under, label: t('catch_map.legend_under', { threshold: nf.format(threshold) }) },
    { key: 'threshold', size: radius(threshold) * 2, color: CATCH_COLORS.over, label: t('catch_map.legend_over', { threshold: nf.format(threshold) }) },
    { key: 'double', size: radius(threshold * 2) * 2, color: CATCH_COLORS.over, label: t('catch_map.legend_double', { value: nf.format(threshold * 2) }) },
  ];
  return (
    <Stack gap={6} data-testid="trap-map-legend">
      <Text size="sm" fw={600}>{t('catch_map.legend')}</Text>
      {rows.map((row) => (
        <Group key={row.key} gap={8} wrap="nowrap">
          <Box w={GRADUATED_RADIUS.max * 2} style={{ display: 'flex', justifyContent: 'center', flexShrink: 0 }}>
            <Swatch size={row.size} color={row.color} />
          </Box>
          <Text size="xs">{row.label}</Text>
        </Group>
      ))}
      <Group gap={8} wrap="nowrap">
        <Box w={GRADUATED_RADIUS.max * 2} style={{ display: 'flex', justifyContent: 'center', flexShrink: 0 }}>
          <Swatch size={GRADUATED_RADIUS.none * 2 + 2} color={CATCH_COLORS.none} ring />
        </Box>
        <Text size="xs">{t('catch_map.legend_not_visited')}</Text>
      </Group>
      <Text size="xs" mt={4}>{t('catch_map.heat')}</Text>
      <Box h={10} style={{ borderRadius: 4, background: `linear-gradient(to ${towards}, #fecc5c, #fd8d3c, #f03b20, #bd0026)` }} aria-hidden />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">{t('catch_map.heat_low')}</Text>
        <Text size="xs" c="dimmed">{t('catch_map.heat_high')}</Text>
      </Group>
    </Stack>
  );
}

/**
 * Catches per trap per week on the map (issue #16): graduated points over a heat map of a region's traps for the chosen
 * week (this week by default), with the region and week pickers, the legend and the week's totals; a click names a
 * trap's catch.
 */
export function TrapCatchMap({ regions, regionId, onRegion, week, onWeek }: { regions: { value: string; label: string }[]; regionId: string | null; onRegion: (id: string | null) => void; week: string | null; onWeek: (week: string | null) => void }) {
  const { t } = useTranslation('pests');
  const format = useFormat();
  const [layer, setLayer] = useMapLayer();
  const [selected, setSelected] = useState<string | null>(null);
  // All the organisation's traps (the trends' query); the map shows one region at a time, the first with traps unless
  // one is chosen: regions lie countries apart, and at a zoom taking them all in a region's traps fall on one point.
  const all = useTrapWeekly(null).data;
  const api = useApi();
  // The region's farm borders under the traps, for orientation (the map view's query: one cache).
  const farms = useQuery({ queryKey: [...FARMS_KEY, 'all'], queryFn: () => listAll((q) => listFarms(api, q)) });
  const withTraps = regions.filter((r) => all?.traps.some((trap) => trap.region_id === r.value));
  const region = regionId && withTraps.some((r) => r.value === regionId) ? regionId : (withTraps[0]?.value ?? null);
  // Nothing is shown before the region is known (the regions' names load beside the catches): no total of 0 in between.
  const data = useMemo(() => (all && region ? { ...all, traps: all.traps.filter((trap) => trap.region_id === region) } : undefined), [all, region]);
  const nf = format.number();
  const day = format.dateTime({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const weeks = data?.weeks ?? [];
  const weekIndex = week && weeks.includes(week) ? weeks.indexOf(week) : weeks.length - 1;
  const shown = useMemo(() => (data && weekIndex >= 0 ? catchPoints(data, weekIndex) : null), [data, weekIndex]);
  const weighted = useMemo(() => (shown ? { points: shown.points, top: shown.top, selected } : undefined), [shown, selected]);
  const shapes = useMemo<MapShape[]>(
    () => (farms.data ?? []).filter((farm) => farm.region_id === region).map((farm) => ({ id: farm.id, kind: 'farm', color: SHAPE_COLORS[farm.farming_type], geometry: farm.geometry })),
    [farms.data, region],
  );
  const focus = useMemo(() => (shown && shown.points.length ? { key: `${region}-${shown.points.length}`, geometries: boxOf(shown.points) } : null), [shown, region]);
  const trap = selected ? data?.traps.find((tr) => tr.trap_id === selected) : undefined;
  const trapCount = trap ? trap.counts[weekIndex] : null;
  const weekLabel = (w: string) => t('weekly.week_of', { day: day.format(new Date(`${w}T00:00:00Z`)) });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" maw={760}>
        {t('catch_map.intro')}
      </Text>
      <Flex gap="md" direction={{ base: 'column', md: 'row' }} align="stretch">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <LazyGeoMap shapes={shapes} weighted={weighted} layer={layer} tiles={tiles} focus={focus} onShapeClick={(id) => setSelected(data?.traps.some((tr) => tr.trap_id === id) ? id : null)} label={t('catch_map.label')} testId="trap-catch-map" height="min(62vh, 560px)" />
        </Box>
        <Paper withBorder p="sm" w={{ base: '100%', md: 260 }} style={{ flexShrink: 0 }}>
          <Stack gap="md">
            <Select label={t('catch_map.week')} data={[...weeks].reverse().map((w) => ({ value: w, label: weekLabel(w) }))} value={weeks[weekIndex] ?? null} onChange={onWeek} allowDeselect={false} data-testid="trap-map-week" />
            <Select label={t('fields.region')} data={withTraps} value={region} onChange={onRegion} allowDeselect={false} data-testid="trap-map-region" />
            {shown && (
              <Text size="sm" aria-live="polite" data-testid="trap-map-summary" data-caught={shown.caught} data-visited={shown.visited} data-over={shown.over}>
                {t('catch_map.summary', { caught: nf.format(shown.caught), visited: nf.format(shown.visited), traps: nf.format(shown.points.length), over: nf.format(shown.over) })}
              </Text>
            )}
            {trap && (
              <Text size="sm" fw={600} data-testid="trap-map-selected">
                <bdi>{trap.code}</bdi>: {trapCount === null || trapCount === undefined ? t('not_visited') : t('caught', { n: nf.format(trapCount) })}
              </Text>
            )}
            {data && <CatchLegend threshold={data.threshold} />}
            <LayerSwitcher value={layer} onChange={setLayer} />
          </Stack>
        </Paper>
      </Flex>
    </Stack>
  );
}
