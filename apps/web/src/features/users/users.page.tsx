import { useState } from 'react';
import { Badge, Group, Select, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FARM_ROLES, USER_TYPES, usersEndpoints, type UserRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { PageTitle } from '../../app/ui/page-title';
import { PermissionButton } from '../../app/permissions/permission-button';
import { useListParams } from '../../app/ui/list/use-list-params';
import { ConfirmDialog, ExportButton, ListPagination, ListTable, SearchInput } from '../../app/ui/list/list-parts';
import { SideDrawer } from '../../app/ui/side-drawer';
import { useAlerts } from '../../app/alerts/use-alerts';
import { USERS_QUERY_KEY, listUsers, setUserActive } from './users-api';
import { UserForm } from './user-form';

const FILTERS = ['farm_role', 'user_type', 'is_active'] as const;

type Editing = { mode: 'create' } | { mode: 'edit'; user: UserRecord } | null;

/** `/users`: the organisation's users with search, filters, server-side pages, Excel export, create/edit and (de)activation. */
export function Component() {
  const { t } = useTranslation('people');
  const api = useApi();
  const queryClient = useQueryClient();
  const { add } = useAlerts();
  const list = useListParams(FILTERS);
  const [editing, setEditing] = useState<Editing>(null);
  const [toggling, setToggling] = useState<UserRecord | null>(null);

  const users = useQuery({
    queryKey: [...USERS_QUERY_KEY, list.query],
    queryFn: () => listUsers(api, list.query),
    placeholderData: keepPreviousData,
  });

  const toggle = useMutation({
    mutationFn: (user: UserRecord) => setUserActive(api, user.id, !user.is_active),
    onSuccess: async (_, user) => {
      await queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
      add({ id: 'user-active', message: t(user.is_active ? 'deactivated' : 'activated') });
      setToggling(null);
    },
  });

  const rows = users.data?.results ?? [];
  const headers = [t('user_fields.name'), t('user_fields.user_name'), t('user_fields.email'), t('user_fields.phone'), t('user_fields.farm_role'), t('user_fields.user_type'), t('user_fields.policy_id'), t('status'), t('lists:actions')];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <PageTitle>{t('users_title')}</PageTitle>
        <Group gap="sm" align="flex-start">
          <ExportButton endpoint={usersEndpoints.export} query={list.filterQuery} filePrefix="users" testId="users-export" />
          <PermissionButton permission="users_and_labors:create" onClick={() => setEditing({ mode: 'create' })} data-testid="users-create">
            {t('add_user')}
          </PermissionButton>
        </Group>
      </Group>

      <Group gap="sm" align="flex-end" role="search" aria-label={t('lists:filters')}>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('search_users')} testId="users-search" />
        <Select
          label={t('user_fields.farm_role')}
          placeholder={t('lists:all')}
          data={FARM_ROLES.map((v) => ({ value: v, label: t(`profile:farm_roles.${v}`) }))}
          value={list.filters.farm_role ?? null}
          onChange={(v) => list.setFilter('farm_role', v)}
          clearable
          w={{ base: '100%', sm: 220 }}
          data-testid="users-filter-farm-role"
        />
        <Select
          label={t('user_fields.user_type')}
          placeholder={t('lists:all')}
          data={USER_TYPES.map((v) => ({ value: v, label: t(`user_types.${v}`) }))}
          value={list.filters.user_type ?? null}
          onChange={(v) => list.setFilter('user_type', v)}
          clearable
          w={{ base: '100%', sm: 160 }}
          data-testid="users-filter-user-type"
        />
        <Select
          label={t('status')}
          placeholder={t('lists:all')}
          data={[
            { value: 'true', label: t('active') },
            { value: 'false', label: t('inactive') },
          ]}
          value={list.filters.is_active ?? null}
          onChange={(v) => list.setFilter('is_active', v)}
          clearable
          w={{ base: '100%', sm: 160 }}
          data-testid="users-filter-active"
        />
      </Group>

      <ListTable caption={t('users_title')} headers={headers} loading={users.isPending} error={users.error} empty={rows.length === 0} testId="users-table" minWidth={980}>
        {rows.map((user) => (
          <Table.Tr key={user.id} data-testid={`users-row-${user.user_name}`}>
            <Table.Td>
              <Text dir="auto" size="sm" fw={500}>
                {user.honorofics ? `${t(`honorifics.${user.honorofics}`)} ` : ''}
                {user.name}
              </Text>
            </Table.Td>
            <Table.Td><span dir="ltr">{user.user_name}</span></Table.Td>
            <Table.Td><span dir="ltr">{user.email ?? '—'}</span></Table.Td>
            <Table.Td><span dir="ltr">{user.phone ?? '—'}</span></Table.Td>
            <Table.Td>{user.farm_role ? t(`profile:farm_roles.${user.farm_role}`) : '—'}</Table.Td>
            <Table.Td>{t(`user_types.${user.user_type}`)}</Table.Td>
            <Table.Td><span dir="auto">{user.policy_name ?? '—'}</span></Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap', minWidth: 96 }}>
              <Badge color={user.is_active ? 'green' : 'gray'} variant="light">
                {user.is_active ? t('active') : t('inactive')}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <PermissionButton
                  permission="users_and_labors:edit"
                  size="xs"
                  variant="light"
                  onClick={() => setEditing({ mode: 'edit', user })}
                  aria-label={t('edit_named', { name: user.name })}
                  data-testid={`users-edit-${user.user_name}`}
                >
                  {t('lists:edit')}
                </PermissionButton>
                <PermissionButton
                  permission="users_and_labors:edit"
                  size="xs"
                  variant="subtle"
                  color={user.is_active ? 'red' : 'green'}
                  onClick={() => {
                    toggle.reset();
                    setToggling(user);
                  }}
                  aria-label={t(user.is_active ? 'deactivate_named' : 'activate_named', { name: user.name })}
                  data-testid={`users-${user.is_active ? 'deactivate' : 'activate'}-${user.user_name}`}
                >
                  {user.is_active ? t('deactivate') : t('activate')}
                </PermissionButton>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      {users.data && users.data.count > 0 && (
        <ListPagination count={users.data.count} page={list.page} pageSize={list.pageSize} onPage={list.setPage} onPageSize={list.setPageSize} testId="users-pagination" />
      )}

      <SideDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('edit_user') : t('add_user')}
        testId="user-drawer"
      >
        {editing && <UserForm key={editing.mode === 'edit' ? editing.user.id : 'new'} user={editing.mode === 'edit' ? editing.user : null} onDone={() => setEditing(null)} />}
      </SideDrawer>

      <ConfirmDialog
        opened={toggling !== null}
        title={toggling?.is_active ? t('deactivate_title') : t('activate_title')}
        message={t(toggling?.is_active ? 'deactivate_confirm' : 'activate_confirm', { name: toggling?.name ?? '' })}
        confirmLabel={toggling?.is_active ? t('deactivate') : t('activate')}
        color={toggling?.is_active ? 'red' : 'green'}
        onConfirm={() => toggling && toggle.mutate(toggling)}
        onClose={() => setToggling(null)}
        loading={toggle.isPending}
        error={toggle.error}
        testId="user-toggle-confirm"
      />
    </Stack>
  );
}
