import { useState } from 'react';
import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { geographyEndpoints, menuFor, type FarmRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useSession } from '../../app/session/use-session';
import { useAlerts } from '../../app/alerts/use-alerts';
import { PageTitle } from '../../app/ui/page-title';
import { PermissionButton } from '../../app/permissions/permission-button';
import { useListParams } from '../../app/ui/list/use-list-params';
import { ConfirmDialog, ListPagination, ListTable, SearchInput } from '../../app/ui/list/list-parts';
import { SideDrawer } from '../../app/ui/side-drawer';
import { FARMS_KEY, deleteFarm, listFarms } from '../map/geo-api';
import { FarmForm } from './farm-form';
import { GeoExportMenu } from './export-menu';
import { RowActions } from '../../app/ui/list/row-actions';
import { useFormat, type Format } from '../../app/i18n/format';

const FILTERS = ['region_id'] as const;

/** The farm's area in its own unit (feddan or hectare), formatted in the user's locale. */
export function farmAreaText(farm: Pick<FarmRecord, 'area_unit' | 'area_feddan' | 'area_hectare'>, t: (key: string, o: Record<string, unknown>) => string, format: Format): string {
  const nf = format.number({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return farm.area_unit === 'hectare' ? t('area_hectare', { value: nf.format(farm.area_hectare) }) : t('area_feddan', { value: nf.format(farm.area_feddan) });
}

/** `/fields` (menu "farms"): farms with code, name, address, farming type, area and region; add farm wizard; export. */
export function Component() {
  const { t } = useTranslation('geo');
  const format = useFormat();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { add } = useAlerts();
  const { user } = useSession();
  const list = useListParams(FILTERS);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<FarmRecord | null>(null);
  const [editing, setEditing] = useState<FarmRecord | null>(null);
  const farms = useQuery({ queryKey: [...FARMS_KEY, list.query], queryFn: () => listFarms(api, list.query), placeholderData: keepPreviousData });
  const remove = useMutation({
    mutationFn: (farm: FarmRecord) => deleteFarm(api, farm.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: FARMS_KEY });
      add({ id: 'farm-deleted', message: t('deleted') });
      setDeleting(null);
    },
  });
  const rows = farms.data?.results ?? [];
  const menuItem = user ? menuFor(user).find((m) => m.path === '/fields') : undefined;
  const title = menuItem ? t(`menu:${menuItem.key}`) : t('farms_title');
  const headers = [t('farm.code'), t('farm.name'), t('farm.address'), t('farm.farming_type'), t('farm.area'), t('farm.region'), t('farm.fields_count'), t('lists:actions')];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <PageTitle>{title}</PageTitle>
        <Group gap="sm" align="flex-start">
          <GeoExportMenu endpoint={geographyEndpoints.farms.export} filters={list.search ? { search: list.search } : {}} filePrefix="farms" testId="farms-export" />
          <PermissionButton permission="farm_and_fields:create" onClick={() => setAdding(true)} data-testid="farms-create">
            {t('add_farm')}
          </PermissionButton>
        </Group>
      </Group>
      <Group gap="sm" align="flex-end" role="search" aria-label={t('lists:filters')}>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('search_farms_list')} testId="farms-search" />
      </Group>
      <ListTable caption={title} headers={headers} loading={farms.isPending} error={farms.error} empty={rows.length === 0} testId="farms-table" minWidth={900}>
        {rows.map((farm) => (
          <Table.Tr key={farm.id} data-testid={`farms-row-${farm.id}`}>
            <Table.Td><span dir="auto">{farm.code}</span></Table.Td>
            <Table.Td>
              <Anchor component={Link} to={`/fields/${farm.id}`} dir="auto" fw={500} size="sm" aria-label={t('view_farm', { name: farm.name })} data-testid={`farms-open-${farm.id}`}>
                {farm.name}
              </Anchor>
            </Table.Td>
            <Table.Td><Text size="sm" dir="auto">{farm.address ?? '—'}</Text></Table.Td>
            <Table.Td>{t(`farming_types.${farm.farming_type}`)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid={`farms-area-${farm.id}`}>{farmAreaText(farm, t, format)}</Table.Td>
            <Table.Td><span dir="auto">{farm.region_name ?? t('no_region')}</span></Table.Td>
            <Table.Td>{format.number().format(farm.fields_count)}</Table.Td>
            <RowActions
              edit={{ permission: 'farm_and_fields:edit', onClick: () => setEditing(farm), label: `${t('edit_farm')}: ${farm.name}` }}
              remove={{ permission: 'farm_and_fields:delete', onClick: () => { remove.reset(); setDeleting(farm); }, label: `${t('delete_farm')}: ${farm.name}` }}
              label={farm.name}
              testIds={{ edit: `farms-edit-${farm.id}`, delete: `farms-delete-${farm.id}` }}
            >
              <PermissionButton permission="farm_and_fields:view" size="xs" variant="default" onClick={() => navigate(`/fields/${farm.id}`)} data-testid={`farms-fields-${farm.id}`}>
                {t('open_farm')}
              </PermissionButton>
            </RowActions>
          </Table.Tr>
        ))}
      </ListTable>
      {farms.data && farms.data.count > 0 && (
        <ListPagination count={farms.data.count} page={list.page} pageSize={list.pageSize} onPage={list.setPage} onPageSize={list.setPageSize} testId="farms-pagination" />
      )}
      <SideDrawer opened={adding} onClose={() => setAdding(false)} title={t('add_farm')} testId="farm-drawer" size="xl">
        {adding && <FarmForm onDone={() => setAdding(false)} />}
      </SideDrawer>
      <SideDrawer opened={editing !== null} onClose={() => setEditing(null)} title={t('edit_farm')} testId="farm-edit-drawer" size="xl">
        {editing && <FarmForm key={editing.id} farm={editing} onDone={() => setEditing(null)} />}
      </SideDrawer>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('delete_farm')}
        message={t('delete_confirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('lists:delete')}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
        loading={remove.isPending}
        error={remove.error}
        testId="farm-delete-confirm"
      />
    </Stack>
  );
}
