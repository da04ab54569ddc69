import { useState, type ComponentType, type ReactNode } from 'react';
import { Group, Select, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../app/api/api-client';
import { useAlerts } from '../../app/alerts/use-alerts';
import { useApi } from '../../app/services';
import { PermissionButton } from '../../app/permissions/permission-button';
import { PageTitle } from '../../app/ui/page-title';
import { SideDrawer } from '../../app/ui/side-drawer';
import { ConfirmDialog, ExportButton, ListPagination, ListTable, SearchInput } from '../../app/ui/list/list-parts';
import { useListParams } from '../../app/ui/list/use-list-params';
import { SettingsBackLink } from '../settings/settings-back-link';
import { CROP_SETTINGS_KEY, cropSettingsEndpoints, cropSettingsKey, deleteCropSetting, listCropSettings, type CropSettingKind, type CropSettingRecord } from './crop-profiles-api';
import { useCropOptions } from './crops-i18n';
import { RowActions } from '../../app/ui/list/row-actions';

const FILTERS = ['crop'] as const;

/** The first two cells of every crop settings row: the record's name as typed and the crop's translated name. */
export function NameAndCropCells({ name, crop }: { name: string; crop: string }) {
  const { t } = useTranslation('crops');
  return (
    <>
      <Table.Td>
        <Text dir="auto" size="sm" fw={500}>
          {name}
        </Text>
      </Table.Td>
      <Table.Td>{t(`crop_names.${crop}`)}</Table.Td>
    </>
  );
}

export interface CropSettingsListProps<K extends CropSettingKind> {
  kind: K;
  /** Prefix of the page's test ids, e.g. `growth-profiles`. */
  testId: string;
  /** Column headers before the actions column. */
  headers: string[];
  /** The cells of one record, matching `headers`. */
  cells: (record: CropSettingRecord<K>) => ReactNode;
  Form: ComponentType<{ record: CropSettingRecord<K> | null; onDone: () => void }>;
  /** Wider table for many columns. */
  minWidth?: number;
}

/**
 * One crop settings page: title, search and crop filter kept in the address bar, the table with edit and
 * delete (settings permissions), pages, the form in a side drawer and a delete confirmation that names
 * the varieties still using a profile.
 */
export function CropSettingsList<K extends CropSettingKind>({ kind, testId, headers, cells, Form, minWidth = 860 }: CropSettingsListProps<K>) {
  const { t } = useTranslation('crops');
  // Widened so the typed message keys below are the union of the three, not a generic template.
  const k: CropSettingKind = kind;
  const api = useApi();
  const queryClient = useQueryClient();
  const { add } = useAlerts();
  const crops = useCropOptions();
  const list = useListParams(FILTERS);
  const [editing, setEditing] = useState<{ record: CropSettingRecord<K> | null } | null>(null);
  const [deleting, setDeleting] = useState<CropSettingRecord<K> | null>(null);
  const records = useQuery({ queryKey: cropSettingsKey(kind, list.query), queryFn: () => listCropSettings(api, kind, list.query), placeholderData: keepPreviousData });
  const remove = useMutation({
    mutationFn: (record: CropSettingRecord<K>) => deleteCropSetting(api, kind, record.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CROP_SETTINGS_KEY });
      add({ id: `${testId}-deleted`, message: t('deleted') });
      setDeleting(null);
    },
  });
  const blockers = remove.error instanceof ApiRequestError ? remove.error.fields?.varieties : undefined;
  const rows = records.data?.results ?? [];

  return (
    <Stack gap="md">
      <SettingsBackLink />
      <Group justify="space-between" align="flex-end">
        <PageTitle>{t(`${k}.title`)}</PageTitle>
        <Group gap="sm" align="flex-start">
          <ExportButton endpoint={cropSettingsEndpoints(kind).export} query={list.filterQuery} filePrefix={testId} testId={`${testId}-export`} />
          <PermissionButton permission="settings:create" onClick={() => setEditing({ record: null })} data-testid={`${testId}-create`}>
            {t(`${k}.add`)}
          </PermissionButton>
        </Group>
      </Group>
      <Text c="dimmed" size="sm" maw={760}>
        {t(`${k}.intro`)}
      </Text>
      <Group gap="sm" align="flex-end" role="search" aria-label={t('lists:filters')}>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t(`${k}.search`)} testId={`${testId}-search`} />
        <Select
          label={t('crop')}
          placeholder={t('all_crops')}
          data={crops}
          value={list.filters.crop ?? null}
          onChange={(v) => list.setFilter('crop', v)}
          clearable
          searchable
          w={{ base: '100%', sm: 280 }}
          data-testid={`${testId}-filter-crop`}
        />
      </Group>
      <ListTable caption={t(`${k}.title`)} headers={[...headers, t('lists:actions')]} loading={records.isPending} error={records.error} empty={rows.length === 0} testId={`${testId}-table`} minWidth={minWidth}>
        {rows.map((record) => (
          <Table.Tr key={record.id} data-testid={`${testId}-row`} data-name={record.name}>
            {cells(record)}
            <RowActions
              edit={{ permission: 'settings:edit', onClick: () => setEditing({ record }) }}
              remove={{ permission: 'settings:delete', onClick: () => { remove.reset(); setDeleting(record); } }}
              label={record.name}
              testIds={{ edit: `${testId}-edit`, delete: `${testId}-delete` }}
            />
          </Table.Tr>
        ))}
      </ListTable>
      {records.data && records.data.count > 0 && (
        <ListPagination count={records.data.count} page={list.page} pageSize={list.pageSize} onPage={list.setPage} onPageSize={list.setPageSize} testId={`${testId}-pagination`} />
      )}
      <SideDrawer opened={editing !== null} onClose={() => setEditing(null)} title={editing?.record ? t(`${k}.edit`) : t(`${k}.add`)} testId={`${testId}-drawer`}>
        {editing && <Form key={editing.record?.id ?? 'new'} record={editing.record} onDone={() => setEditing(null)} />}
      </SideDrawer>
      <ConfirmDialog
        opened={deleting !== null}
        title={t(`${k}.delete_title`)}
        message={t('delete_confirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('lists:delete')}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
        loading={remove.isPending}
        error={remove.error}
        errorDetail={blockers && t('used_by', { names: blockers })}
        testId={`${testId}-delete-confirm`}
      />
    </Stack>
  );
}
