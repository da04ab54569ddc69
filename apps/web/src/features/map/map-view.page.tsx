import { useMemo, useState } from 'react';
import { Alert, Box, Flex, Loader, NavLink, Paper, ScrollArea, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { treesEndpoints, type FarmRecord, type FieldMapFeature } from '@rayyan/contracts';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useApi } from '../../app/services';
import { useErrorText } from '../../app/api/use-error-text';
import { PageTitle } from '../../app/ui/page-title';
import { CROP_FIELDS_KEY, FARMS_KEY, FIELDS_KEY, listAll, listFarms, listFieldMap } from './geo-api';
import { LazyGeoMap } from './lazy-geo-map';
import { tileConfigFromEnv } from './map-config';
import { DetailsPanel, LayerSwitcher, Legend, LocationPicker, type LegendEntry, type ShapeDetails } from './map-controls';
import { SHAPE_COLORS, type MapShape } from './map-types';
import { useMapLayer } from './use-map-layer';
import { gridFrame, treePoints } from './tree-points';
import { TreeRowsControl } from './tree-rows-control';
import { LazyWeatherPanel } from '../weather/lazy-weather-panel';

const tiles = tileConfigFromEnv();

/** Map view (`/` and the tree `/dashboard`): farm listing, the map with layers and legend, details and the map picker. */
export default function MapViewPage() {
  const { t } = useTranslation('geo');
  const api = useApi();
  const errorText = useErrorText();
  const [layer, setLayer] = useMapLayer();
  const [legend, setLegend] = useState<LegendEntry>('All');
  const [search, setSearch] = useState('');
  const [selectedFarmId, setSelectedFarmId] = useState<string | null>(null);
  const [clicked, setClicked] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState('all');

  const [params, setParams] = useSearchParams();
  const showAll = params.get('fields') === 'all';

  const farms = useQuery({ queryKey: [...FARMS_KEY, 'all'], queryFn: () => listAll((q) => listFarms(api, q)) });
  const selectedFarm = farms.data?.find((f) => f.id === selectedFarmId) ?? null;
  const hasType = (type: 'tree' | 'crop') => farms.data?.some((f) => f.farming_type === type) ?? false;
  // Field borders come in one call each (`/…/map/`): every field with `?fields=all`, else the chosen farm's.
  const scope = showAll ? {} : { farm_id: selectedFarmId ?? '' };
  const fields = useQuery({
    queryKey: [...FIELDS_KEY, 'map', showAll ? 'all' : selectedFarmId],
    queryFn: async () => (await listFieldMap(api, 'tree', scope)).results,
    enabled: showAll ? hasType('tree') : selectedFarm?.farming_type === 'tree',
  });
  const cropFields = useQuery({
    queryKey: [...CROP_FIELDS_KEY, 'map', showAll ? 'all' : selectedFarmId],
    queryFn: async () => (await listFieldMap(api, 'crop', scope)).results,
    enabled: showAll ? hasType('crop') : selectedFarm?.farming_type === 'crop',
  });
  // A tree field clicked: its palms placed on its grid and coloured by health (drawn from zoom 14 on, zoomed to it).
  const treeField = fields.data?.find((f) => f.id === clicked) ?? null;
  const treeGrid = useQuery({
    queryKey: ['trees', 'map-grid', treeField?.id],
    queryFn: ({ signal }) => callEndpoint(api, treesEndpoints.grid, { params: { id: treeField!.id }, signal }),
    enabled: treeField !== null,
    staleTime: 60_000,
  });
  // The rows' direction: a bearing being tried in the rows control, else the field's stored one, else its border's.
  const [bearingPreview, setBearingPreview] = useState<{ id: string; deg: number } | null>(null);
  const bearing = (bearingPreview && bearingPreview.id === treeField?.id ? bearingPreview.deg : null) ?? treeField?.grid_bearing_deg ?? null;
  const dots = useMemo(
    () => (treeField && treeGrid.data ? treePoints(treeField.geometry, treeGrid.data, bearing) : undefined),
    [treeField, treeGrid.data, bearing],
  );
  const shownBearing = treeField && treeGrid.data ? gridFrame(treeField.geometry, treeGrid.data.rows, treeGrid.data.columns, bearing).bearing : null;
  const toggleAll = (on: boolean) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (on) next.set('fields', 'all');
      else next.delete('fields');
      return next;
    }, { replace: true });

  const visibleFarms = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (farms.data ?? []).filter((f) => !needle || f.name.toLowerCase().includes(needle) || f.code.toLowerCase().includes(needle));
  }, [farms.data, search]);

  const shapes = useMemo(() => {
    const list: MapShape[] = [];
    const show = (entry: LegendEntry) => legend === 'All' || legend === entry;
    for (const farm of farms.data ?? []) {
      if (show(farm.farming_type)) list.push({ id: farm.id, kind: 'farm', color: SHAPE_COLORS[farm.farming_type], geometry: farm.geometry, selected: farm.id === clicked });
    }
    if (show('field')) for (const f of fields.data ?? []) list.push({ id: f.id, kind: 'field', color: SHAPE_COLORS.field, geometry: f.geometry, selected: f.id === clicked });
    if (show('crop_field')) {
      for (const f of cropFields.data ?? []) {
        list.push({ id: f.id, kind: 'crop_field', color: f.season_state === 'ended' ? SHAPE_COLORS.ended : SHAPE_COLORS.crop_field, geometry: f.geometry, selected: f.id === clicked });
      }
    }
    return list;
  }, [farms.data, fields.data, cropFields.data, legend, clicked]);

  const details = useMemo<ShapeDetails | null>(() => {
    if (!clicked) return null;
    const farm = farms.data?.find((f) => f.id === clicked);
    if (farm) return { ...pick(farm), kind: 'farm', link: `/fields/${farm.id}` };
    const tree: FieldMapFeature | undefined = fields.data?.find((f) => f.id === clicked);
    const crop: FieldMapFeature | undefined = cropFields.data?.find((f) => f.id === clicked);
    const field = tree ?? crop;
    if (!field) return null;
    return { ...pick(field), kind: tree ? 'field' : 'crop_field' };
  }, [clicked, farms.data, fields.data, cropFields.data]);

  const focus = useMemo(() => {
    if (treeField) return { key: `field-${treeField.id}`, geometries: [treeField.geometry], animate: true };
    if (selectedFarm) return { key: `farm-${selectedFarm.id}-${focusKey}`, geometries: [selectedFarm.geometry], animate: true };
    const all = farms.data ?? [];
    return all.length ? { key: `all-${all.length}`, geometries: all.map((f) => f.geometry) } : null;
  }, [treeField, selectedFarm, farms.data, focusKey]);

  const flyTo = (farm: FarmRecord) => {
    setSelectedFarmId(farm.id);
    setClicked(farm.id);
    setFocusKey(String(Date.now()));
  };

  const onShapeClick = (id: string) => {
    setClicked(id);
    if (farms.data?.some((f) => f.id === id)) setSelectedFarmId(id);
  };

  return (
    <Stack gap="sm">
      <PageTitle>{t('map_view')}</PageTitle>
      <Flex gap="md" direction={{ base: 'column', md: 'row' }} align="stretch">
        <Paper withBorder p="sm" w={{ base: '100%', md: 280 }} style={{ flexShrink: 0 }} data-testid="farm-listing">
          <Text fw={600} size="sm" mb={6} id="farm-listing-title">{t('farm_listing')}</Text>
          <TextInput type="search" aria-label={t('search_farms')} placeholder={t('search_farms')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} data-testid="farm-listing-search" mb="xs" />
          {farms.isPending && <Loader size="sm" aria-label={t('map_loading')} />}
          {farms.isError && <Alert color="red" variant="light" role="alert" data-testid="farm-listing-error">{errorText(farms.error)}</Alert>}
          {farms.data && visibleFarms.length === 0 && <Text size="sm" c="dimmed" data-testid="farm-listing-empty">{t('no_farms')}</Text>}
          <ScrollArea.Autosize mah={{ base: 220, md: 520 } as unknown as number} type="auto">
            <nav aria-labelledby="farm-listing-title">
              {visibleFarms.map((farm) => (
                <NavLink
                  key={farm.id}
                  component="button"
                  type="button"
                  active={farm.id === selectedFarmId}
                  onClick={() => flyTo(farm)}
                  aria-label={t('fly_to', { name: farm.name })}
                  label={<span dir="auto">{farm.name}</span>}
                  description={<span dir="auto">{farm.code} · {t(`farming_types.${farm.farming_type}`)}</span>}
                  leftSection={<Box w={10} h={10} style={{ background: SHAPE_COLORS[farm.farming_type], borderRadius: 2 }} aria-hidden />}
                  data-testid={`farm-listing-item-${farm.id}`}
                />
              ))}
            </nav>
          </ScrollArea.Autosize>
        </Paper>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <LazyGeoMap shapes={shapes} dots={dots} layer={layer} tiles={tiles} focus={focus} onShapeClick={onShapeClick} label={t('map_label')} testId="map-view-map" height="min(70vh, 620px)" />
        </Box>
        <Stack gap="md" w={{ base: '100%', md: 240 }} style={{ flexShrink: 0 }}>
          {details && <DetailsPanel details={details} onClose={() => setClicked(null)} />}
          {treeField && shownBearing !== null && (
            <Paper withBorder p="sm">
              <TreeRowsControl
                fieldId={treeField.id}
                stored={treeField.grid_bearing_deg ?? null}
                shown={shownBearing}
                onPreview={(deg) => setBearingPreview(deg === null ? null : { id: treeField.id, deg })}
              />
            </Paper>
          )}
          <Paper withBorder p="sm">
            <Stack gap="md">
              <Switch label={t('show_all_fields')} checked={showAll} onChange={(e) => toggleAll(e.currentTarget.checked)} data-testid="map-view-all-fields" />
              <LayerSwitcher value={layer} onChange={setLayer} />
              <Legend value={legend} onChange={setLegend} />
            </Stack>
          </Paper>
          <Paper withBorder p="sm">
            <LocationPicker />
          </Paper>
        </Stack>
      </Flex>
      {/* Weather and spray advice of the selected farm (own lazy chunk). */}
      {selectedFarm && <LazyWeatherPanel farmId={selectedFarm.id} />}
    </Stack>
  );
}

function pick(r: { id: string; name: string; code: string; area_m2: number; area_feddan: number; area_hectare: number }) {
  return { id: r.id, name: r.name, code: r.code, area_m2: r.area_m2, area_feddan: r.area_feddan, area_hectare: r.area_hectare };
}
