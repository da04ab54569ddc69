import { useState } from 'react';
import { Group, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { farmOwnersEndpoints, type FarmOwnerRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { PageTitle } from '../../app/ui/page-title';
import { PermissionButton } from '../../app/permissions/permission-button';
import { useListParams } from '../../app/ui/list/use-list-params';
import { ConfirmDialog, ExportButton, ListPagination, ListTable, SearchInput } from '../../app/ui/list/list-parts';
import { SideDrawer } from '../../app/ui/side-drawer';
import { useAlerts } from '../../app/alerts/use-alerts';
import { FARM_OWNERS_QUERY_KEY, deleteFarmOwner, gmtLabel, listFarmOwners } from './farm-owners-api';
import { FarmOwnerForm } from './farm-owner-form';
import { RowActions } from '../../app/ui/list/row-actions';
import { useFormat } from '../../app/i18n/format';

type Editing = { owner: FarmOwnerRecord | null } | null;

/** `/farm-owners`: farm owners with search, pages, export, form and delete. */
export function Component() {
  const { t } = useTranslation('people');
  const api = useApi();
  const queryClient = useQueryClient();
  const { add } = useAlerts();
  const list = useListParams([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<FarmOwnerRecord | null>(null);
  const owners = useQuery({ queryKey: [...FARM_OWNERS_QUERY_KEY, list.query], queryFn: () => listFarmOwners(api, list.query), placeholderData: keepPreviousData });
  const remove = useMutation({
    mutationFn: (owner: FarmOwnerRecord) => deleteFarmOwner(api, owner.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: FARM_OWNERS_QUERY_KEY });
      add({ id: 'owner-deleted', message: t('deleted') });
      setDeleting(null);
    },
  });
  const rows = owners.data?.results ?? [];
  const nf = useFormat().number({ maximumFractionDigits: 5 });
  const headers = [t('owner_fields.name'), t('owner_fields.contact'), t('owner_fields.phone'), t('owner_fields.email'), t('owner_fields.center'), t('owner_fields.gmt_offset'), t('lists:actions')];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <PageTitle>{t('owners_title')}</PageTitle>
        <Group gap="sm" align="flex-start">
          <ExportButton endpoint={farmOwnersEndpoints.export} query={list.filterQuery} filePrefix="farm-owners" testId="owners-export" />
          <PermissionButton permission="farm_and_fields:create" onClick={() => setEditing({ owner: null })} data-testid="owners-create">
            {t('add_owner')}
          </PermissionButton>
        </Group>
      </Group>
      <Group gap="sm" align="flex-end" role="search" aria-label={t('lists:filters')}>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('search_owners')} testId="owners-search" />
      </Group>
      <ListTable caption={t('owners_title')} headers={headers} loading={owners.isPending} error={owners.error} empty={rows.length === 0} testId="owners-table" minWidth={860}>
        {rows.map((owner) => (
          <Table.Tr key={owner.id} data-testid={`owners-row-${owner.id}`}>
            <Table.Td><Text dir="auto" size="sm" fw={500}>{owner.name}</Text></Table.Td>
            <Table.Td><span dir="auto">{owner.contact ?? '—'}</span></Table.Td>
            <Table.Td><span dir="ltr">{owner.phone ?? '—'}</span></Table.Td>
            <Table.Td><span dir="ltr">{owner.email ?? '—'}</span></Table.Td>
            <Table.Td><span dir="ltr">{nf.format(owner.center_lat)}, {nf.format(owner.center_lng)}</span></Table.Td>
            <Table.Td><span dir="ltr">{gmtLabel(owner.gmt_offset)}</span></Table.Td>
            <RowActions
              edit={{ permission: 'farm_and_fields:edit', onClick: () => setEditing({ owner }), label: t('edit_named', { name: owner.name }) }}
              remove={{ permission: 'farm_and_fields:delete', onClick: () => { remove.reset(); setDeleting(owner); }, label: t('delete_named', { name: owner.name }) }}
              label={owner.name}
              testIds={{ edit: `owners-edit-${owner.id}`, delete: `owners-delete-${owner.id}` }}
            />
          </Table.Tr>
        ))}
      </ListTable>
      {owners.data && owners.data.count > 0 && (
        <ListPagination count={owners.data.count} page={list.page} pageSize={list.pageSize} onPage={list.setPage} onPageSize={list.setPageSize} testId="owners-pagination" />
      )}
      <SideDrawer opened={editing !== null} onClose={() => setEditing(null)} title={editing?.owner ? t('edit_owner') : t('add_owner')} testId="owner-drawer">
        {editing && <FarmOwnerForm key={editing.owner?.id ?? 'new'} owner={editing.owner} onDone={() => setEditing(null)} />}
      </SideDrawer>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('delete_owner_title')}
        message={t('delete_confirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('lists:delete')}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
        loading={remove.isPending}
        error={remove.error}
        testId="owner-delete-confirm"
      />
    </Stack>
  );
}
