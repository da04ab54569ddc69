import { useMemo, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { geographyEndpoints, irrigationEndpoints, type CropFieldListItem, type TreeFieldListItem } from '@rayyan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { cropLabel } from '../crop-profiles/crop-label';
import { withCropsI18n } from '../crop-profiles/crops-i18n';
import { useApi } from '../../app/services';
import { useErrorText } from '../../app/api/use-error-text';
import { ExportButton } from '../../app/ui/list/list-parts';
import { ResourceListPage, type ListColumn, type ListEndpoints } from '../../app/ui/list/resource-list-page';
import { CROP_FIELDS_KEY, FARMS_KEY, FIELDS_KEY, getFarm, listFieldMap } from '../map/geo-api';
import { LazyGeoMap } from '../map/lazy-geo-map';
import { tileConfigFromEnv } from '../map/map-config';
import { SHAPE_COLORS, type MapShape } from '../map/map-types';
import { useMapLayer } from '../map/use-map-layer';
import { GeoExportMenu } from '../farms/export-menu';
import { farmAreaText, geoListText } from '../farms/farms.page';
import { FieldForm } from './field-form';
import { LazyWeatherPanel } from '../weather/lazy-weather-panel';
import { NextIrrigation, useIrrigationOverview } from './next-irrigation';
import { useFormat } from '../../app/i18n/format';

const tiles = tileConfigFromEnv();

// A list row: the record without its border (the map reads borders from `/fields/map/`, the form reads the record it edits).
type FieldRecord = TreeFieldListItem | CropFieldListItem;
const isCropField = (field: FieldRecord): field is CropFieldListItem => 'crop' in field;

/** A field's links beside Edit and Delete: irrigation, crop health and (tree fields) the grid. */
function FieldLinks({ field }: { field: FieldRecord }) {
  const { t } = useTranslation('geo');
  const base = isCropField(field) ? '/crop-fields' : '/fields';
  const link = (to: string, label: string, testId: string) => (
    <Button size="xs" variant="default" component={Link} to={to} aria-label={`${label} — ${field.code}`} data-testid={`${testId}-${field.id}`}>
      {label}
    </Button>
  );
  return (
    <>
      {link(`${base}/${field.id}/irrigation`, t('irrigation_action'), 'fields-irrigation')}
      {link(`${base}/${field.id}/satellite`, t('crop_health_action'), 'fields-satellite')}
      {!isCropField(field) && link(`/fields/${field.id}/grid`, t('grid_action'), 'fields-grid')}
    </>
  );
}

/** `/fields/:farmId`: one farm on the map with its fields, the farm's weather, and its fields on the resource list (search, pages, form, delete). */
function FarmFieldsPage() {
  const { farmId = '' } = useParams();
  const { t } = useTranslation('geo');
  const api = useApi();
  const errorText = useErrorText();
  const [layer] = useMapLayer();
  const farm = useQuery({ queryKey: [...FARMS_KEY, 'one', farmId], queryFn: () => getFarm(api, farmId) });
  const advice = useIrrigationOverview(farmId || undefined);
  const kind = farm.data?.farming_type;
  const isCrop = kind === 'crop';
  const listKey = isCrop ? CROP_FIELDS_KEY : FIELDS_KEY;
  // Every border of the farm's fields in one call for the map; the list below pages.
  const borders = useQuery({ queryKey: [...listKey, 'farm', farmId, 'map'], queryFn: () => listFieldMap(api, isCrop ? 'crop' : 'tree', { farm_id: farmId }), enabled: !!kind });
  const format = useFormat();
  const nf = format.number({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

  const shapes = useMemo<MapShape[]>(() => {
    if (!farm.data) return [];
    const list: MapShape[] = [{ id: farm.data.id, kind: 'farm', color: SHAPE_COLORS[farm.data.farming_type], geometry: farm.data.geometry }];
    for (const f of borders.data?.results ?? []) {
      const color = !isCrop ? SHAPE_COLORS.field : f.season_state === 'ended' ? SHAPE_COLORS.ended : SHAPE_COLORS.crop_field;
      list.push({ id: f.id, kind: isCrop ? 'crop_field' : 'field', color, geometry: f.geometry });
    }
    return list;
  }, [farm.data, borders.data, isCrop]);

  if (farm.isPending) return <Group justify="center" py="xl"><Loader aria-label={t('map_loading')} /></Group>;
  if (farm.isError) {
    return (
      <Stack>
        <Anchor component={Link} to="/fields">{t('back_to_farms')}</Anchor>
        <Alert color="red" variant="light" role="alert" data-testid="farm-fields-error">{errorText(farm.error)}</Alert>
      </Stack>
    );
  }
  const f = farm.data;
  const crop = (cell: (c: CropFieldListItem) => ReactNode) => (row: FieldRecord) => cell(row as CropFieldListItem);
  const tree = (cell: (c: TreeFieldListItem) => ReactNode) => (row: FieldRecord) => cell(row as TreeFieldListItem);
  const columns: ListColumn<FieldRecord>[] = [
    { header: t('field.code'), cell: (r) => <span dir="auto">{r.code}</span> },
    { header: t('field.name'), cell: (r) => <Text size="sm" dir="auto" fw={500}>{r.name}</Text> },
    ...(isCrop
      ? [
          { header: t('field.crop'), cell: crop((c) => <span dir="auto">{cropLabel(c.crop, c.season, t)}{c.variety ? ` · ${c.variety}` : ''}</span>) },
          { header: t('field.season'), cell: crop((c) => (c.season ? <Badge variant="light" color={c.season_state === 'ended' ? 'gray' : 'green'}>{t(`seasons.${c.season}`)}</Badge> : t('no_season'))) },
          { header: t('field.area_feddan'), cell: (r: FieldRecord) => nf.format(r.area_feddan) },
          { header: t('field.irrigation_type'), cell: crop((c) => t(`crop_irrigation.${c.irrigation_type}`)) },
        ]
      : [
          { header: t('field.tree_type'), cell: tree((tf) => t(`tree_types.${tf.tree_type}`)) },
          { header: t('field.number_of_spots'), cell: tree((tf) => format.number().format(tf.number_of_spots)) },
          { header: t('field.max_trees'), cell: tree((tf) => format.number().format(tf.max_trees)) },
          { header: t('field.area_feddan'), cell: (r: FieldRecord) => nf.format(r.area_feddan) },
          { header: t('field.irrigation_type'), cell: tree((tf) => t(`tree_irrigation.${tf.irrigation_type}`)) },
        ]),
    {
      header: t('field.next_irrigation'),
      cell: (r) => <NextIrrigation item={advice?.get(r.id)} enabled={r.irrigation_advisory_enabled} season={isCropField(r) ? r : undefined} testId={`fields-next-irrigation-${r.id}`} />,
    },
  ];
  const endpoints = isCrop ? geographyEndpoints.cropFields : geographyEndpoints.treeFields;

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/fields" size="sm">{t('back_to_farms')}</Anchor>
      <ResourceListPage<FieldRecord>
        key={f.farming_type}
        endpoints={{ list: endpoints.list, create: endpoints.create, update: endpoints.update, remove: endpoints.remove } as unknown as ListEndpoints<FieldRecord>}
        queryKey={[...listKey, 'farm', f.id]}
        refreshKey={listKey}
        alsoRefresh={[FARMS_KEY]}
        fixedQuery={{ farm_id: f.id }}
        title={t('fields_title', { name: f.name })}
        intro={
          <span data-testid="farm-fields-summary">
            <span dir="auto">{f.code}</span> · {t('farm_summary', { type: t(`farming_types.${f.farming_type}`), area: farmAreaText(f, t, format) })}
          </span>
        }
        aboveList={
          <>
            <LazyGeoMap shapes={shapes} layer={layer} tiles={tiles} focus={{ key: f.id, geometries: [f.geometry] }} label={t('map_label')} testId="farm-fields-map" height={340} />
            <LazyWeatherPanel farmId={f.id} />
          </>
        }
        actions={() => (
          <>
            <ExportButton endpoint={irrigationEndpoints.overviewExport} query={`farm_id=${f.id}`} filePrefix={`irrigation-plan-${f.code}`} label={t('irrigation_plan')} testId="fields-irrigation-plan" />
            <GeoExportMenu endpoint={endpoints.export} filters={{ farm_id: f.id }} filePrefix={`fields-${f.code}`} testId="fields-export" />
          </>
        )}
        testId="fields"
        searchLabel={t('search_fields')}
        minWidth={760}
        columns={columns}
        rowName={(r) => r.name}
        text={geoListText(t, 'field')}
        rowActions={(r) => <FieldLinks field={r} />}
        form={(record, onDone) => <FieldForm farm={f} field={record ?? undefined} onDone={onDone} />}
        drawer={{ size: 'xl', editTestId: 'field-edit-drawer' }}
      />
    </Stack>
  );
}

/** The crops' names load beside the page, so a field's crop reads in the reader's language (issue #11). */
export const Component = withCropsI18n(FarmFieldsPage);
