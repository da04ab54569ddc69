import { useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Organization } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useAlerts } from '../../app/alerts/use-alerts';
import { PageTitle } from '../../app/ui/page-title';
import { useListParams } from '../../app/ui/list/use-list-params';
import { ConfirmDialog, ListPagination, ListTable, SearchInput } from '../../app/ui/list/list-parts';
import { SideDrawer } from '../../app/ui/side-drawer';
import { ORGANIZATIONS_QUERY_KEY, deleteOrganization, listOrganizations } from './organizations-api';
import { OrganizationForm } from './organization-form';
import { OrganizationMessageModal } from './organization-message-form';
import { SettingsBackLink } from './settings-back-link';
import { useFormat } from '../../app/i18n/format';

type Editing = { organization: Organization | null } | null;

/** `/settings/organizations` (super admins): organisations with search and pages; create, edit, delete, message. */
export function Component() {
  const { t } = useTranslation('settings');
  const api = useApi();
  const queryClient = useQueryClient();
  const { add } = useAlerts();
  const list = useListParams([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Organization | null>(null);
  const [messaging, setMessaging] = useState<Organization | null>(null);
  const orgs = useQuery({ queryKey: [...ORGANIZATIONS_QUERY_KEY, list.query], queryFn: () => listOrganizations(api, list.query), placeholderData: keepPreviousData });
  const remove = useMutation({
    mutationFn: (o: Organization) => deleteOrganization(api, o.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_QUERY_KEY });
      add({ id: 'org-deleted', message: t('people:deleted') });
      setDeleting(null);
    },
  });
  const nf = useFormat().number();
  const rows = orgs.data?.results ?? [];
  const limit = (used: number, max: number | null) => `${nf.format(used)} / ${max === null ? '∞' : nf.format(max)}`;
  return (
    <Stack gap="md">
      <SettingsBackLink />
      <Group justify="space-between" align="flex-end">
        <PageTitle>{t('sections.organizations')}</PageTitle>
        <Button onClick={() => setEditing({ organization: null })} data-testid="orgs-create">{t('create_org')}</Button>
      </Group>
      <Group role="search" aria-label={t('lists:filters')}>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('search_orgs')} testId="orgs-search" />
      </Group>
      <ListTable
        caption={t('sections.organizations')}
        headers={[t('org_fields.name'), t('org_fields.farming_type'), t('org_fields.contracted_area_feddan'), t('org_fields.contracted_fields'), t('org_fields.contracted_trees'), t('users_count'), t('lists:actions')]}
        loading={orgs.isPending}
        error={orgs.error}
        empty={rows.length === 0}
        testId="orgs-table"
        minWidth={960}
      >
        {rows.map((o) => (
          <Table.Tr key={o.id} data-testid={`orgs-row-${o.name}`}>
            <Table.Td><Text dir="auto" size="sm" fw={500}>{o.name}</Text></Table.Td>
            <Table.Td>
              <Group gap={4}>{o.farming_type.map((f) => <Badge key={f} variant="light">{t(`profile:farming_types.${f}`)}</Badge>)}</Group>
            </Table.Td>
            <Table.Td>{limit(o.usage.area_feddan, o.contracted_area_feddan)}</Table.Td>
            <Table.Td>{limit(o.usage.fields, o.contracted_fields)}</Table.Td>
            <Table.Td>{limit(o.usage.trees, o.contracted_trees)}</Table.Td>
            <Table.Td>{nf.format(o.users_count)}</Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => setEditing({ organization: o })} aria-label={t('people:edit_named', { name: o.name })} data-testid={`orgs-edit-${o.name}`}>{t('lists:edit')}</Button>
                <Button size="xs" variant="light" color="teal" onClick={() => setMessaging(o)} aria-label={t('message_for', { name: o.name })} data-testid={`orgs-message-${o.name}`}>{t('message')}</Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => { remove.reset(); setDeleting(o); }} aria-label={t('people:delete_named', { name: o.name })} data-testid={`orgs-delete-${o.name}`}>{t('lists:delete')}</Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      {orgs.data && orgs.data.count > 0 && (
        <ListPagination count={orgs.data.count} page={list.page} pageSize={list.pageSize} onPage={list.setPage} onPageSize={list.setPageSize} testId="orgs-pagination" />
      )}
      <SideDrawer opened={editing !== null} onClose={() => setEditing(null)} title={editing?.organization ? t('edit_org') : t('create_org')} testId="org-drawer">
        {editing && <OrganizationForm key={editing.organization?.id ?? 'new'} organization={editing.organization} onDone={() => setEditing(null)} />}
      </SideDrawer>
      <OrganizationMessageModal key={messaging?.id ?? 'none'} organization={messaging} onClose={() => setMessaging(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('delete_org')}
        message={t('people:delete_confirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('lists:delete')}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
        loading={remove.isPending}
        error={remove.error}
        testId="org-delete-confirm"
      />
    </Stack>
  );
}
