import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useNavigate } from 'react-router';
import { geographyEndpoints, menuFor, type FarmRecord } from '@rayyan/contracts';
import { useSession } from '../../app/session/use-session';
import { PermissionButton } from '../../app/permissions/permission-button';
import { ResourceListPage, type ListText } from '../../app/ui/list/resource-list-page';
import { FARMS_KEY } from '../map/geo-api';
import { FarmForm } from './farm-form';
import { GeoExportMenu } from './export-menu';
import { useFormat, type Format } from '../../app/i18n/format';

/** The farm's area in its own unit (feddan or hectare), formatted in the user's locale. */
export function farmAreaText(farm: Pick<FarmRecord, 'area_unit' | 'area_feddan' | 'area_hectare'>, t: (key: string, o: Record<string, unknown>) => string, format: Format): string {
  const nf = format.number({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return farm.area_unit === 'hectare' ? t('area_hectare', { value: nf.format(farm.area_hectare) }) : t('area_feddan', { value: nf.format(farm.area_feddan) });
}

/** The texts of a farm's or a field's list (`farm` → `add_farm`, `edit_farm`, `delete_farm`): a row's actions read "Edit farm: {name}". */
export function geoListText(t: TFunction, noun: 'farm' | 'field'): ListText {
  const edit = t(`edit_${noun}`);
  const remove = t(`delete_${noun}`);
  return {
    add: t(`add_${noun}`),
    edit,
    deleteTitle: remove,
    deleteConfirm: (name) => t('delete_confirm', { name }),
    deleted: t('deleted'),
    editNamed: (name) => `${edit}: ${name}`,
    deleteNamed: (name) => `${remove}: ${name}`,
  };
}

/** `/fields` (menu "farms"): farms with code, name, address, farming type, area and region; add farm wizard; export. */
export function Component() {
  const { t } = useTranslation('geo');
  const format = useFormat();
  const navigate = useNavigate();
  const { user } = useSession();
  const menuItem = user ? menuFor(user).find((m) => m.path === '/fields') : undefined;
  const title = menuItem ? t(`menu:${menuItem.key}`) : t('farms_title');
  const { export: geoExport, ...endpoints } = geographyEndpoints.farms;
  return (
    <ResourceListPage<FarmRecord>
      endpoints={endpoints}
      queryKey={FARMS_KEY}
      title={title}
      testId="farms"
      searchLabel={t('search_farms_list')}
      // GeoJSON, KML or Excel of the farms the search finds.
      actions={(list) => <GeoExportMenu endpoint={geoExport} filters={list.search ? { search: list.search } : {}} filePrefix="farms" testId="farms-export" />}
      minWidth={900}
      columns={[
        { header: t('farm.code'), cell: (f) => <span dir="auto">{f.code}</span> },
        {
          header: t('farm.name'),
          cell: (f) => (
            <Anchor component={Link} to={`/fields/${f.id}`} dir="auto" fw={500} size="sm" aria-label={t('view_farm', { name: f.name })} data-testid={`farms-open-${f.id}`}>
              {f.name}
            </Anchor>
          ),
        },
        { header: t('farm.address'), cell: (f) => <Text size="sm" dir="auto">{f.address ?? '—'}</Text> },
        { header: t('farm.farming_type'), cell: (f) => t(`farming_types.${f.farming_type}`) },
        { header: t('farm.area'), style: { whiteSpace: 'nowrap' }, cellTestId: (f) => `farms-area-${f.id}`, cell: (f) => farmAreaText(f, t, format) },
        { header: t('farm.region'), cell: (f) => <span dir="auto">{f.region_name ?? t('no_region')}</span> },
        { header: t('farm.fields_count'), cell: (f) => format.number().format(f.fields_count) },
      ]}
      rowName={(f) => f.name}
      text={geoListText(t, 'farm')}
      rowActions={(f) => (
        <PermissionButton permission="farm_and_fields:view" size="xs" variant="default" onClick={() => navigate(`/fields/${f.id}`)} data-testid={`farms-fields-${f.id}`}>
          {t('open_farm')}
        </PermissionButton>
      )}
      drawer={{ size: 'xl', editTestId: 'farm-edit-drawer' }}
      form={(farm, onDone) => (farm ? <FarmForm farm={farm} onDone={onDone} /> : <FarmForm onDone={onDone} />)}
    />
  );
}
