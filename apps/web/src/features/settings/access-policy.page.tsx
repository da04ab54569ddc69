import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  POLICY_TEMPLATES,
  POLICY_TEMPLATE_KEYS,
  normalisePermissions,
  policiesEndpoints,
  type PolicyPermissions,
  type PolicyRecord,
  type PolicyTemplate,
} from '@rayyan/contracts';
import { ResourceListPage, usualListText } from '../../app/ui/list/resource-list-page';
import { useSeededName } from '../../shared/seeded-names';
import { ResourceForm } from '../../app/ui/resource-form';
import { useResourceForm } from '../../app/ui/use-resource-form';
import { POLICIES_QUERY_KEY } from './policies-api';
import { PolicyMatrix } from './policy-matrix';
import { SettingsBackLink } from './settings-back-link';
import { choiceOptions } from '../../app/ui/choice-options';

interface PolicyDraft {
  name: string;
  template: PolicyTemplate;
  permissions: PolicyPermissions;
}

const templatePermissions = (template: PolicyTemplate) => normalisePermissions(POLICY_TEMPLATES[template] as PolicyPermissions);

/**
 * A new policy starts from a template (choosing one fills the matrix) and can be adjusted before it is saved;
 * an existing one edits its name and grants. "Template Name Already Exists" lands under the name.
 */
function PolicyForm({ policy, onDone }: { policy: PolicyRecord | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { draft, setDraft, set, errors, frame, t } = useResourceForm({
    endpoints: policiesEndpoints,
    record: policy,
    initial: (): PolicyDraft => ({
      name: policy?.name ?? '',
      template: (policy?.template as PolicyTemplate | undefined) ?? 'view_only',
      permissions: policy ? normalisePermissions(policy.permissions) : templatePermissions('view_only'),
    }),
    toBody: (d) => (policy ? { name: d.name, permissions: d.permissions } : d),
    queryKey: POLICIES_QUERY_KEY,
    ns: 'settings',
    saved: { id: 'policy-saved', message: 'common:updated_successfully' },
    codeFields: { template_name_exists: 'name' },
    onDone: () => {
      // The signed-in user's own grants may have changed.
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      onDone();
    },
  });
  return (
    <ResourceForm {...frame} testId="policy-form" onCancel={onDone} submitLabel={policy ? undefined : t('create_policy')}>
      <TextInput label={t('policy_name')} value={draft.name} onChange={(e) => set('name')(e.currentTarget.value)} error={errors.name} required dir="auto" maw={420} data-testid="policy-form-name" data-autofocus />
      {policy ? (
        <Text size="sm">
          {t('template')}: {t(`templates.${policy.template}`, { defaultValue: policy.template })}
        </Text>
      ) : (
        <Select
          label={t('template')}
          data={choiceOptions(t, POLICY_TEMPLATE_KEYS, 'templates')}
          value={draft.template}
          onChange={(value) => value && setDraft((d) => ({ ...d, template: value as PolicyTemplate, permissions: templatePermissions(value as PolicyTemplate) }))}
          allowDeselect={false}
          required
          error={errors.template}
          maw={420}
          data-testid="policy-form-template"
        />
      )}
      <PolicyMatrix value={draft.permissions} onChange={set('permissions')} />
    </ResourceForm>
  );
}

/** `/settings/access-policy`: policies (name, template, users) in pages; create from a template, edit as a matrix, delete. */
export function Component() {
  const { t } = useTranslation('settings');
  // A policy the seed named (not the organisation) reads in the reader's language.
  const seeded = useSeededName();
  return (
    <Stack gap="md">
      <SettingsBackLink />
      <ResourceListPage<PolicyRecord>
        endpoints={policiesEndpoints}
        queryKey={POLICIES_QUERY_KEY}
        title={t('sections.access_policy')}
        testId="policy"
        rowTestKey={(p) => p.name}
        itemTestId="policy"
        // Organisation admins manage policies; everyone else sees why the buttons do nothing.
        permissionMode="disable"
        minWidth={560}
        columns={[
          { header: t('policy_name'), cell: (p) => <Text dir="auto" size="sm" fw={500}>{seeded(p.name)}</Text> },
          { header: t('template'), cell: (p) => t(`templates.${p.template}`, { defaultValue: p.template }) },
          { header: t('users_count'), cell: (p) => p.users_count },
        ]}
        rowName={(p) => seeded(p.name)}
        text={usualListText(t, { add: 'create_policy', edit: 'edit_policy', deleteTitle: 'delete_policy' }, 'people')}
        drawer={{ size: 'xl' }}
        form={(policy, onDone) => <PolicyForm policy={policy} onDone={onDone} />}
      />
    </Stack>
  );
}
