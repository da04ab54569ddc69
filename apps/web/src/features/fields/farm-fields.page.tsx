import { useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { geographyEndpoints, irrigationEndpoints, type CropFieldRecord, type TreeFieldRecord } from '@rayyan/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cropLabel } from '../crop-profiles/crop-label';
import { withCropsI18n } from '../crop-profiles/crops-i18n';
import { Link, useParams } from 'react-router';
import { useApi } from '../../app/services';
import { useErrorText } from '../../app/api/use-error-text';
import { PageTitle } from '../../app/ui/page-title';
import { PermissionButton } from '../../app/permissions/permission-button';
import { ConfirmDialog, ListTable, ExportButton } from '../../app/ui/list/list-parts';
import { useAlerts } from '../../app/alerts/use-alerts';
import { SideDrawer } from '../../app/ui/side-drawer';
import { CROP_FIELDS_KEY, FARMS_KEY, FIELDS_KEY, deleteCropField, deleteTreeField, getFarm, listAll, listCropFields, listTreeFields } from '../map/geo-api';
import { LazyGeoMap } from '../map/lazy-geo-map';
import { tileConfigFromEnv } from '../map/map-config';
import { SHAPE_COLORS, type MapShape } from '../map/map-types';
import { useMapLayer } from '../map/use-map-layer';
import { GeoExportMenu } from '../farms/export-menu';
import { farmAreaText } from '../farms/farms.page';
import { FieldForm } from './field-form';
import { LazyWeatherPanel } from '../weather/lazy-weather-panel';
import { NextIrrigation, useIrrigationOverview } from './next-irrigation';
import { RowActions } from '../../app/ui/list/row-actions';
import { useFormat } from '../../app/i18n/format';

const tiles = tileConfigFromEnv();

/** `/fields/:farmId`: one farm on the map with its fields, the fields list and "Add field". */
function FarmFieldsPage() {
  const { farmId = '' } = useParams();
  const { t } = useTranslation('geo');
  const api = useApi();
  const errorText = useErrorText();
  const [layer] = useMapLayer();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TreeFieldRecord | CropFieldRecord | null>(null);
  const [deleting, setDeleting] = useState<TreeFieldRecord | CropFieldRecord | null>(null);
  const queryClient = useQueryClient();
  const { add } = useAlerts();
  const remove = useMutation({
    mutationFn: (field: TreeFieldRecord | CropFieldRecord) => ('crop' in field ? deleteCropField(api, field.id) : deleteTreeField(api, field.id)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CROP_FIELDS_KEY });
      await queryClient.invalidateQueries({ queryKey: FIELDS_KEY });
      await queryClient.invalidateQueries({ queryKey: FARMS_KEY });
      add({ id: 'field-deleted', message: t('deleted') });
      setDeleting(null);
    },
  });
  const farm = useQuery({ queryKey: [...FARMS_KEY, 'one', farmId], queryFn: () => getFarm(api, farmId) });
  const advice = useIrrigationOverview(farmId || undefined);
  const isCrop = farm.data?.farming_type === 'crop';
  const treeFields = useQuery({ queryKey: [...FIELDS_KEY, 'farm', farmId], queryFn: () => listAll((q) => listTreeFields(api, q), { farm_id: farmId }), enabled: farm.data?.farming_type === 'tree' });
  const cropFields = useQuery({ queryKey: [...CROP_FIELDS_KEY, 'farm', farmId], queryFn: () => listAll((q) => listCropFields(api, q), { farm_id: farmId }), enabled: isCrop });
  const fields = isCrop ? cropFields : treeFields;
  const format = useFormat();
  const nf = format.number({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

  const shapes = useMemo<MapShape[]>(() => {
    if (!farm.data) return [];
    const list: MapShape[] = [{ id: farm.data.id, kind: 'farm', color: SHAPE_COLORS[farm.data.farming_type], geometry: farm.data.geometry }];
    for (const f of treeFields.data ?? []) list.push({ id: f.id, kind: 'field', color: SHAPE_COLORS.field, geometry: f.geometry });
    for (const f of cropFields.data ?? []) list.push({ id: f.id, kind: 'crop_field', color: f.season_state === 'ended' ? SHAPE_COLORS.ended : SHAPE_COLORS.crop_field, geometry: f.geometry });
    return list;
  }, [farm.data, treeFields.data, cropFields.data]);

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
  const rows = fields.data ?? [];
  const headers = isCrop
    ? [t('field.code'), t('field.name'), t('field.crop'), t('field.season'), t('field.area_feddan'), t('field.irrigation_type'), t('field.next_irrigation'), t('lists:actions')]
    : [t('field.code'), t('field.name'), t('field.tree_type'), t('field.number_of_spots'), t('field.max_trees'), t('field.area_feddan'), t('field.irrigation_type'), t('field.next_irrigation'), t('lists:actions')];
  const actions = (field: TreeFieldRecord | CropFieldRecord) => (
    <RowActions
      edit={{ permission: 'farm_and_fields:edit', onClick: () => setEditing(field), label: `${t('edit_field')}: ${field.name}` }}
      remove={{ permission: 'farm_and_fields:delete', onClick: () => { remove.reset(); setDeleting(field); }, label: `${t('delete_field')}: ${field.name}` }}
      label={field.name}
      testIds={{ edit: `fields-edit-${field.id}`, delete: `fields-delete-${field.id}` }}
    >
      <Button size="xs" variant="default" component={Link} to={`${'crop' in field ? '/crop-fields' : '/fields'}/${field.id}/irrigation`} aria-label={`${t('irrigation_action')} — ${field.code}`} data-testid={`fields-irrigation-${field.id}`}>
        {t('irrigation_action')}
      </Button>
      <Button size="xs" variant="default" component={Link} to={`${'crop' in field ? '/crop-fields' : '/fields'}/${field.id}/satellite`} aria-label={`${t('crop_health_action')} — ${field.code}`} data-testid={`fields-satellite-${field.id}`}>
        {t('crop_health_action')}
      </Button>
      {!('crop' in field) && (
        <Button size="xs" variant="default" component={Link} to={`/fields/${field.id}/grid`} aria-label={`${t('grid_action')} — ${field.code}`} data-testid={`fields-grid-${field.id}`}>
          {t('grid_action')}
        </Button>
      )}
    </RowActions>
  );

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/fields" size="sm">{t('back_to_farms')}</Anchor>
      <Group justify="space-between" align="flex-end">
        <div>
          <PageTitle>{t('fields_title', { name: f.name })}</PageTitle>
          <Text size="sm" c="dimmed" mt={-8} data-testid="farm-fields-summary">
            <span dir="auto">{f.code}</span> · {t('farm_summary', { type: t(`farming_types.${f.farming_type}`), area: farmAreaText(f, t, format) })}
          </Text>
        </div>
        <Group gap="sm" align="flex-start">
          <ExportButton endpoint={irrigationEndpoints.overviewExport} query={`farm_id=${f.id}`} filePrefix={`irrigation-plan-${f.code}`} label={t('irrigation_plan')} testId="fields-irrigation-plan" />
          <GeoExportMenu endpoint={isCrop ? geographyEndpoints.cropFields.export : geographyEndpoints.treeFields.export} filters={{ farm_id: f.id }} filePrefix={`fields-${f.code}`} testId="fields-export" />
          <PermissionButton permission="farm_and_fields:create" onClick={() => setAdding(true)} data-testid="fields-create">
            {t('add_field')}
          </PermissionButton>
        </Group>
      </Group>
      <LazyGeoMap shapes={shapes} layer={layer} tiles={tiles} focus={{ key: f.id, geometries: [f.geometry] }} label={t('map_label')} testId="farm-fields-map" height={340} />
      <LazyWeatherPanel farmId={f.id} />
      <ListTable caption={t('fields_title', { name: f.name })} headers={headers} loading={fields.isPending} error={fields.error} empty={rows.length === 0} testId="fields-table" minWidth={760}>
        {isCrop
          ? (cropFields.data ?? []).map((c) => (
              <Table.Tr key={c.id} data-testid={`fields-row-${c.id}`}>
                <Table.Td><span dir="auto">{c.code}</span></Table.Td>
                <Table.Td><Text size="sm" dir="auto" fw={500}>{c.name}</Text></Table.Td>
                <Table.Td><span dir="auto">{cropLabel(c.crop, c.season, t)}{c.variety ? ` · ${c.variety}` : ''}</span></Table.Td>
                <Table.Td>{c.season ? <Badge variant="light" color={c.season_state === 'ended' ? 'gray' : 'green'}>{t(`seasons.${c.season}`)}</Badge> : t('no_season')}</Table.Td>
                <Table.Td>{nf.format(c.area_feddan)}</Table.Td>
                <Table.Td>{t(`crop_irrigation.${c.irrigation_type}`)}</Table.Td>
                <Table.Td><NextIrrigation item={advice?.get(c.id)} enabled={c.irrigation_advisory_enabled} season={c} testId={`fields-next-irrigation-${c.id}`} /></Table.Td>
                {actions(c)}
              </Table.Tr>
            ))
          : (treeFields.data ?? []).map((tf) => (
              <Table.Tr key={tf.id} data-testid={`fields-row-${tf.id}`}>
                <Table.Td><span dir="auto">{tf.code}</span></Table.Td>
                <Table.Td><Text size="sm" dir="auto" fw={500}>{tf.name}</Text></Table.Td>
                <Table.Td>{t(`tree_types.${tf.tree_type}`)}</Table.Td>
                <Table.Td>{format.number().format(tf.number_of_spots)}</Table.Td>
                <Table.Td>{format.number().format(tf.max_trees)}</Table.Td>
                <Table.Td>{nf.format(tf.area_feddan)}</Table.Td>
                <Table.Td>{t(`tree_irrigation.${tf.irrigation_type}`)}</Table.Td>
                <Table.Td><NextIrrigation item={advice?.get(tf.id)} enabled={tf.irrigation_advisory_enabled} testId={`fields-next-irrigation-${tf.id}`} /></Table.Td>
                {actions(tf)}
              </Table.Tr>
            ))}
      </ListTable>
      <SideDrawer opened={adding} onClose={() => setAdding(false)} title={t('add_field')} testId="field-drawer" size="xl">
        {adding && <FieldForm farm={f} onDone={() => setAdding(false)} />}
      </SideDrawer>
      <SideDrawer opened={editing !== null} onClose={() => setEditing(null)} title={t('edit_field')} testId="field-edit-drawer" size="xl">
        {editing && <FieldForm key={editing.id} farm={f} field={editing} onDone={() => setEditing(null)} />}
      </SideDrawer>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('delete_field')}
        message={t('delete_confirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('lists:delete')}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
        loading={remove.isPending}
        error={remove.error}
        testId="field-delete-confirm"
      />
    </Stack>
  );
}

/** The crops' names load beside the page, so a field's crop reads in the reader's language (issue #11). */
export const Component = withCropsI18n(FarmFieldsPage);
