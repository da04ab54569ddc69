import { useState } from 'react';
import { Badge, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { organizationsEndpoints, type Organization } from '@rayyan/contracts';
import { ResourceListPage, listNames } from '../../app/ui/list/resource-list-page';
import { ORGANIZATIONS_QUERY_KEY } from './organizations-api';
import { OrganizationForm } from './organization-form';
import { OrganizationMessageModal } from './organization-message-form';
import { SettingsBackLink } from './settings-back-link';
import { useFormat } from '../../app/i18n/format';
import { useListColumns } from '../../app/ui/list/list-columns';

/** `/settings/organizations` (super admins): organisations with search and pages; create, edit, delete, message. */
export function Component() {
  const { t } = useTranslation('settings');
  const [messaging, setMessaging] = useState<Organization | null>(null);
  const nf = useFormat().number();
  const column = useListColumns<Organization>(t, 'org_fields.');
  const limit = (used: number, max: number | null) => `${nf.format(used)} / ${max === null ? '∞' : nf.format(max)}`;
  return (
    <Stack gap="md">
      <SettingsBackLink />
      <ResourceListPage<Organization>
        endpoints={organizationsEndpoints}
        queryKey={ORGANIZATIONS_QUERY_KEY}
        testId="orgs"
        names={listNames(t, { title: 'sections.organizations', search: 'search_orgs', add: 'create_org', edit: 'edit_org', deleteTitle: 'delete_org' }, 'people')}
        rowTestKey={(o) => o.name}
        minWidth={960}
        columns={[
          column.name('name'),
          {
            header: t('org_fields.farming_type'),
            cell: (o) => <Group gap={4}>{o.farming_type.map((f) => <Badge key={f} variant="light">{t(`profile:farming_types.${f}`)}</Badge>)}</Group>,
          },
          { header: t('org_fields.contracted_area_feddan'), cell: (o) => limit(o.usage.area_feddan, o.contracted_area_feddan) },
          { header: t('org_fields.contracted_fields'), cell: (o) => limit(o.usage.fields, o.contracted_fields) },
          { header: t('org_fields.contracted_trees'), cell: (o) => limit(o.usage.trees, o.contracted_trees) },
          { header: t('users_count'), cell: (o) => nf.format(o.users_count) },
        ]}
        rowName={(o) => o.name}
        rowActions={(o) => (
          <Button size="xs" variant="light" color="teal" onClick={() => setMessaging(o)} aria-label={t('message_for', { name: o.name })} data-testid={`orgs-message-${o.name}`}>
            {t('message')}
          </Button>
        )}
        form={(organization, onDone) => <OrganizationForm organization={organization} onDone={onDone} />}
      />
      <OrganizationMessageModal key={messaging?.id ?? 'none'} organization={messaging} onClose={() => setMessaging(null)} />
    </Stack>
  );
}
