import { useState } from 'react';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FARM_ROLES, USER_TYPES, usersEndpoints, type UserRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { PermissionButton } from '../../app/permissions/permission-button';
import { ConfirmDialog } from '../../app/ui/list/list-parts';
import { useSave } from '../../app/ui/use-save';
import { ResourceListPage } from '../../app/ui/list/resource-list-page';
import { useListColumns } from '../../app/ui/list/list-columns';
import { USERS_QUERY_KEY, setUserActive } from './users-api';
import { UserForm } from './user-form';
import { useSeededName } from '../../shared/seeded-names';
import { choiceOptions } from '../../app/ui/choice-options';

/** `/users`: the organisation's users with search, filters, server-side pages, Excel export, create/edit and (de)activation. */
export function Component() {
  const { t } = useTranslation('people');
  const seeded = useSeededName();
  const column = useListColumns<UserRecord>(t, 'user_fields.');
  const api = useApi();
  const [toggling, setToggling] = useState<UserRecord | null>(null);
  const toggle = useSave({
    mutationFn: (user: UserRecord) => setUserActive(api, user.id, !user.is_active),
    refresh: [USERS_QUERY_KEY],
    // The answer is the user as now: active once activated.
    saved: (user) => ({ id: 'user-active', message: t(user.is_active ? 'activated' : 'deactivated') }),
    onSaved: () => setToggling(null),
  });

  return (
    <Stack gap="md">
      <ResourceListPage<UserRecord>
        endpoints={usersEndpoints}
        queryKey={USERS_QUERY_KEY}
        title={t('users_title')}
        testId="users"
        rowTestKey={(u) => u.user_name}
        searchLabel={t('search_users')}
        filters={[
          { name: 'farm_role', label: t('user_fields.farm_role'), options: choiceOptions(t, FARM_ROLES, 'profile:farm_roles'), width: 220, testId: 'users-filter-farm-role' },
          { name: 'user_type', label: t('user_fields.user_type'), options: choiceOptions(t, USER_TYPES, 'user_types'), width: 160, testId: 'users-filter-user-type' },
          { name: 'is_active', label: t('status'), options: [{ value: 'true', label: t('active') }, { value: 'false', label: t('inactive') }], width: 160, testId: 'users-filter-active' },
        ]}
        minWidth={980}
        columns={[
          {
            header: t('user_fields.name'),
            cell: (u) => (
              <Text dir="auto" size="sm" fw={500}>
                {u.honorofics ? `${t(`honorifics.${u.honorofics}`)} ` : ''}
                {u.name}
              </Text>
            ),
          },
          column.ltr('user_name'),
          column.ltr('email'),
          column.ltr('phone'),
          { header: t('user_fields.farm_role'), cell: (u) => (u.farm_role ? t(`profile:farm_roles.${u.farm_role}`) : '—') },
          { header: t('user_fields.user_type'), cell: (u) => t(`user_types.${u.user_type}`) },
          { header: t('user_fields.policy_id'), cell: (u) => <span dir="auto">{u.policy_name ? seeded(u.policy_name) : '—'}</span> },
          {
            header: t('status'),
            style: { whiteSpace: 'nowrap', minWidth: 96 },
            cell: (u) => <Badge color={u.is_active ? 'green' : 'gray'} variant="light">{u.is_active ? t('active') : t('inactive')}</Badge>,
          },
        ]}
        rowName={(u) => u.name}
        text={{ add: t('add_user'), edit: t('edit_user'), editNamed: (name) => t('edit_named', { name }) }}
        // Users are deactivated, never deleted: the action follows Edit.
        trailingRowActions={(u) => (
          <PermissionButton
            permission={usersEndpoints.activate.access}
            size="xs"
            variant="subtle"
            color={u.is_active ? 'red' : 'green'}
            onClick={() => {
              toggle.reset();
              setToggling(u);
            }}
            aria-label={t(u.is_active ? 'deactivate_named' : 'activate_named', { name: u.name })}
            data-testid={`users-${u.is_active ? 'deactivate' : 'activate'}-${u.user_name}`}
          >
            {u.is_active ? t('deactivate') : t('activate')}
          </PermissionButton>
        )}
        form={(user, onDone) => <UserForm user={user} onDone={onDone} />}
      />
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
