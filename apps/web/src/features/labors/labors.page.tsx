import { useState } from 'react';
import { Badge, Group, Select, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SALARY_PERIODS, laborsEndpoints, type LaborRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { PageTitle } from '../../app/ui/page-title';
import { PermissionButton } from '../../app/permissions/permission-button';
import { useListParams } from '../../app/ui/list/use-list-params';
import { ConfirmDialog, ExportButton, ListPagination, ListTable, SearchInput } from '../../app/ui/list/list-parts';
import { SideDrawer } from '../../app/ui/side-drawer';
import { useAlerts } from '../../app/alerts/use-alerts';
import { LABORS_QUERY_KEY, deleteLabor, listLabors } from './labors-api';
import { LaborForm } from './labor-form';
import { RowActions } from '../../app/ui/list/row-actions';
import { useFormat } from '../../app/i18n/format';

const FILTERS = ['salary_period', 'status'] as const;
type Editing = { labor: LaborRecord | null } | null;

/** `/labors`: labourers with search, salary period and status filters, pages, export, form and delete. */
export function Component() {
  const { t } = useTranslation('people');
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const { add } = useAlerts();
  const list = useListParams(FILTERS);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<LaborRecord | null>(null);
  const labors = useQuery({ queryKey: [...LABORS_QUERY_KEY, list.query], queryFn: () => listLabors(api, list.query), placeholderData: keepPreviousData });
  const remove = useMutation({
    mutationFn: (labor: LaborRecord) => deleteLabor(api, labor.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: LABORS_QUERY_KEY });
      add({ id: 'labor-deleted', message: t('deleted') });
      setDeleting(null);
    },
  });
  const rows = labors.data?.results ?? [];
  const money = (l: LaborRecord) => format.number({ style: 'currency', currency: l.currency, maximumFractionDigits: 2 }).format(l.salary);
  const date = (d: string | null) => (d ? format.dateTime({ dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(d)) : '—');
  const headers = [t('labor_fields.code'), t('labor_fields.name'), t('labor_fields.phone'), t('labor_fields.salary'), t('labor_fields.join_date'), t('labor_fields.leave_date'), t('status'), t('lists:actions')];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <PageTitle>{t('labors_title')}</PageTitle>
        <Group gap="sm" align="flex-start">
          <ExportButton endpoint={laborsEndpoints.export} query={list.filterQuery} filePrefix="labors" testId="labors-export" />
          <PermissionButton permission="users_and_labors:create" onClick={() => setEditing({ labor: null })} data-testid="labors-create">
            {t('add_labor')}
          </PermissionButton>
        </Group>
      </Group>
      <Group gap="sm" align="flex-end" role="search" aria-label={t('lists:filters')}>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('search_labors')} testId="labors-search" />
        <Select
          label={t('labor_fields.salary_period')}
          placeholder={t('lists:all')}
          data={SALARY_PERIODS.map((v) => ({ value: v, label: t(`salary_periods.${v}`) }))}
          value={list.filters.salary_period ?? null}
          onChange={(v) => list.setFilter('salary_period', v)}
          clearable
          w={{ base: '100%', sm: 180 }}
          data-testid="labors-filter-period"
        />
        <Select
          label={t('status')}
          placeholder={t('lists:all')}
          data={[
            { value: 'active', label: t('in_service') },
            { value: 'left', label: t('left') },
          ]}
          value={list.filters.status ?? null}
          onChange={(v) => list.setFilter('status', v)}
          clearable
          w={{ base: '100%', sm: 160 }}
          data-testid="labors-filter-status"
        />
      </Group>
      <ListTable caption={t('labors_title')} headers={headers} loading={labors.isPending} error={labors.error} empty={rows.length === 0} testId="labors-table" minWidth={900}>
        {rows.map((labor) => (
          <Table.Tr key={labor.id} data-testid={`labors-row-${labor.id}`}>
            <Table.Td><span dir="auto">{labor.code ?? '—'}</span></Table.Td>
            <Table.Td><Text dir="auto" size="sm" fw={500}>{labor.name}</Text></Table.Td>
            <Table.Td><span dir="ltr">{labor.phone ?? '—'}</span></Table.Td>
            <Table.Td>{money(labor)} <Text span size="xs" c="dimmed">/ {t(`salary_periods.${labor.salary_period}`)}</Text></Table.Td>
            <Table.Td>{date(labor.join_date)}</Table.Td>
            <Table.Td>{date(labor.leave_date)}{labor.leaving_reason && <Text size="xs" c="dimmed">{t(`leaving_reasons.${labor.leaving_reason}`)}</Text>}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap', minWidth: 96 }}>
              <Badge variant="light" color={labor.leave_date ? 'gray' : 'green'}>{labor.leave_date ? t('left') : t('in_service')}</Badge>
            </Table.Td>
            <RowActions
              edit={{ permission: 'users_and_labors:edit', onClick: () => setEditing({ labor }), label: t('edit_named', { name: labor.name }) }}
              remove={{ permission: 'users_and_labors:delete', onClick: () => { remove.reset(); setDeleting(labor); }, label: t('delete_named', { name: labor.name }) }}
              label={labor.name}
              testIds={{ edit: `labors-edit-${labor.id}`, delete: `labors-delete-${labor.id}` }}
            />
          </Table.Tr>
        ))}
      </ListTable>
      {labors.data && labors.data.count > 0 && (
        <ListPagination count={labors.data.count} page={list.page} pageSize={list.pageSize} onPage={list.setPage} onPageSize={list.setPageSize} testId="labors-pagination" />
      )}
      <SideDrawer opened={editing !== null} onClose={() => setEditing(null)} title={editing?.labor ? t('edit_labor') : t('add_labor')} testId="labor-drawer">
        {editing && <LaborForm key={editing.labor?.id ?? 'new'} labor={editing.labor} onDone={() => setEditing(null)} />}
      </SideDrawer>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('delete_labor_title')}
        message={t('delete_confirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('lists:delete')}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
        loading={remove.isPending}
        error={remove.error}
        testId="labor-delete-confirm"
      />
    </Stack>
  );
}
