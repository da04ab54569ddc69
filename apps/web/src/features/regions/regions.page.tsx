import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createRegionSchema, menuFor, updateRegionSchema, type RegionRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useSession } from '../../app/session/use-session';
import { useAlerts } from '../../app/alerts/use-alerts';
import { useErrorText } from '../../app/api/use-error-text';
import { PageTitle } from '../../app/ui/page-title';
import { PermissionButton } from '../../app/permissions/permission-button';
import { useListParams } from '../../app/ui/list/use-list-params';
import { ConfirmDialog, ListPagination, ListTable, SearchInput } from '../../app/ui/list/list-parts';
import { SideDrawer } from '../../app/ui/side-drawer';
import { apiFieldErrors, isFieldError, zodFieldErrors } from '../../app/ui/form-errors';
import { REGIONS_KEY, createRegion, deleteRegion, listRegions, updateRegion } from '../map/geo-api';
import { RowActions } from '../../app/ui/list/row-actions';
import { useFormat } from '../../app/i18n/format';

type Editing = { region: RegionRecord | null } | null;

/** Create or edit a region: name, code, address. */
function RegionForm({ region, onDone }: { region: RegionRecord | null; onDone: () => void }) {
  const { t, i18n } = useTranslation('geo');
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { add } = useAlerts();
  const [draft, setDraft] = useState({ name: region?.name ?? '', code: region?.code ?? '', address: region?.address ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const codeFields = { duplicate_code: 'code' };
  const save = useMutation({
    mutationFn: () => (region ? updateRegion(api, region.id, updateRegionSchema.parse(draft)) : createRegion(api, createRegionSchema.parse(draft))),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: REGIONS_KEY });
      add({ id: 'region-saved', message: t('region_saved') });
      onDone();
    },
    onError: (error) => setErrors(apiFieldErrors(error, t, i18n, codeFields)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createRegionSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, t, i18n));
      return;
    }
    setErrors({});
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate data-testid="region-form">
      <Stack>
        {save.isError && !isFieldError(save.error, codeFields) && <Alert color="red" variant="light" role="alert" data-testid="region-form-error">{errorText(save.error)}</Alert>}
        {(['name', 'code', 'address'] as const).map((key) => (
          <TextInput key={key} label={t(`region.${key}`)} value={draft[key]} onChange={(e) => { const value = e.currentTarget.value; setDraft((d) => ({ ...d, [key]: value })); }} error={errors[key]} required={key !== 'address'} dir="auto" data-testid={`region-form-${key}`} />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>{t('cancel')}</Button>
          <Button type="submit" loading={save.isPending} data-testid="region-form-submit">{t('save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/farms` (menu "regions" / "region"): regions with farms and traps counts; create, edit, delete. */
export function Component() {
  const { t } = useTranslation('geo');
  const api = useApi();
  const queryClient = useQueryClient();
  const { add } = useAlerts();
  const { user } = useSession();
  const list = useListParams([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RegionRecord | null>(null);
  const regions = useQuery({ queryKey: [...REGIONS_KEY, list.query], queryFn: () => listRegions(api, list.query), placeholderData: keepPreviousData });
  const remove = useMutation({
    mutationFn: (r: RegionRecord) => deleteRegion(api, r.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: REGIONS_KEY });
      add({ id: 'region-deleted', message: t('deleted') });
      setDeleting(null);
    },
  });
  const menuItem = user ? menuFor(user).find((m) => m.path === '/farms') : undefined;
  const title = menuItem ? t(`menu:${menuItem.key}`) : t('regions_title');
  const rows = regions.data?.results ?? [];
  const nf = useFormat().number();
  const headers = [t('region.name'), t('region.code'), t('region.address'), t('region.farms_count'), t('region.traps_count'), t('lists:actions')];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <PageTitle>{title}</PageTitle>
        <PermissionButton permission="farm_and_fields:create" onClick={() => setEditing({ region: null })} data-testid="regions-create">{t('add_region')}</PermissionButton>
      </Group>
      <Group role="search" aria-label={t('lists:filters')}>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('search_regions')} testId="regions-search" />
      </Group>
      <ListTable caption={title} headers={headers} loading={regions.isPending} error={regions.error} empty={rows.length === 0} testId="regions-table">
        {rows.map((r) => (
          <Table.Tr key={r.id} data-testid={`regions-row-${r.id}`}>
            <Table.Td><Text size="sm" fw={500} dir="auto">{r.name}</Text></Table.Td>
            <Table.Td><span dir="auto">{r.code}</span></Table.Td>
            <Table.Td><Text size="sm" dir="auto">{r.address ?? '—'}</Text></Table.Td>
            <Table.Td>{nf.format(r.farms_count)}</Table.Td>
            <Table.Td>{nf.format(r.traps_count)}</Table.Td>
            <RowActions
              edit={{ permission: 'farm_and_fields:edit', onClick: () => setEditing({ region: r }), label: `${t('edit_region')}: ${r.name}` }}
              remove={{ permission: 'farm_and_fields:delete', onClick: () => { remove.reset(); setDeleting(r); }, label: `${t('delete_region')}: ${r.name}` }}
              label={r.name}
              testIds={{ edit: `regions-edit-${r.id}`, delete: `regions-delete-${r.id}` }}
            />
          </Table.Tr>
        ))}
      </ListTable>
      {regions.data && regions.data.count > 0 && <ListPagination count={regions.data.count} page={list.page} pageSize={list.pageSize} onPage={list.setPage} onPageSize={list.setPageSize} testId="regions-pagination" />}
      <SideDrawer opened={editing !== null} onClose={() => setEditing(null)} title={editing?.region ? t('edit_region') : t('add_region')} testId="region-drawer">
        {editing && <RegionForm key={editing.region?.id ?? 'new'} region={editing.region} onDone={() => setEditing(null)} />}
      </SideDrawer>
      <ConfirmDialog opened={deleting !== null} title={t('delete_region')} message={t('delete_confirm', { name: deleting?.name ?? '' })} confirmLabel={t('lists:delete')} onConfirm={() => deleting && remove.mutate(deleting)} onClose={() => setDeleting(null)} loading={remove.isPending} error={remove.error} testId="region-delete-confirm" />
    </Stack>
  );
}
