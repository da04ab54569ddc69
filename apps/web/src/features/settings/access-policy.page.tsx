import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  POLICY_TEMPLATES, POLICY_TEMPLATE_KEYS, createPolicySchema, normalisePermissions, updatePolicySchema,
  type PolicyPermissions, type PolicyRecord, type PolicyTemplate,
} from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useErrorText } from '../../app/api/use-error-text';
import { useAlerts } from '../../app/alerts/use-alerts';
import { PageTitle } from '../../app/ui/page-title';
import { PermissionButton } from '../../app/permissions/permission-button';
import { ConfirmDialog, ListTable } from '../../app/ui/list/list-parts';
import { SideDrawer } from '../../app/ui/side-drawer';
import { apiFieldErrors, isFieldError, zodFieldErrors } from '../../app/ui/form-errors';
import { POLICIES_QUERY_KEY, createPolicy, deletePolicy, listPolicies, updatePolicy } from './policies-api';
import { PolicyMatrix } from './policy-matrix';
import { SettingsBackLink } from './settings-back-link';
import { useSeededName } from '../../shared/seeded-names';

const CODE_FIELDS = { template_name_exists: 'name' };

/** New policy: a name and the template it starts from ("Template Name Already Exists" under the name). */
function CreatePolicyModal({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (p: PolicyRecord) => void }) {
  const { t, i18n } = useTranslation('settings');
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const [template, setTemplate] = useState<string | null>('view_only');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: (body: { name: string; template: string }) =>
      createPolicy(api, { ...createPolicySchema.parse(body), permissions: POLICY_TEMPLATES[body.template as PolicyTemplate] as PolicyPermissions }),
    onSuccess: async (policy) => {
      await queryClient.invalidateQueries({ queryKey: POLICIES_QUERY_KEY });
      setName('');
      onCreated(policy);
    },
    onError: (error) => setErrors(apiFieldErrors(error, t, i18n, CODE_FIELDS)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = createPolicySchema.safeParse({ name, template });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, t, i18n));
    setErrors({});
    create.mutate({ name, template: template! });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('create_policy')} centered data-testid="policy-create-modal">
      <form onSubmit={submit} noValidate>
        <Stack>
          {create.isError && !isFieldError(create.error, CODE_FIELDS) && (
            <Alert color="red" variant="light" role="alert">{errorText(create.error)}</Alert>
          )}
          <TextInput label={t('policy_name')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} required dir="auto" data-testid="policy-create-name" data-autofocus />
          <Select
            label={t('template')}
            data={POLICY_TEMPLATE_KEYS.map((k) => ({ value: k, label: t(`templates.${k}`) }))}
            value={template}
            onChange={setTemplate}
            allowDeselect={false}
            required
            error={errors.template}
            data-testid="policy-create-template"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('lists:cancel')}</Button>
            <Button type="submit" loading={create.isPending} data-testid="policy-create-submit">{t('create_policy')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Edit a policy's name and grants in the permission matrix. */
function PolicyEditor({ policy, onDone }: { policy: PolicyRecord; onDone: () => void }) {
  const { t, i18n } = useTranslation('settings');
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { add } = useAlerts();
  const [name, setName] = useState(policy.name);
  const [permissions, setPermissions] = useState<PolicyPermissions>(() => normalisePermissions(policy.permissions));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => updatePolicy(api, policy.id, updatePolicySchema.parse({ name, permissions })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: POLICIES_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      add({ id: 'policy-saved', message: t('common:updated_successfully') });
      onDone();
    },
    onError: (error) => setErrors(apiFieldErrors(error, t, i18n, CODE_FIELDS)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = updatePolicySchema.safeParse({ name, permissions });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, t, i18n));
    setErrors({});
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate data-testid="policy-editor">
      <Stack>
        {save.isError && !isFieldError(save.error, CODE_FIELDS) && (
          <Alert color="red" variant="light" role="alert" data-testid="policy-editor-error">{errorText(save.error)}</Alert>
        )}
        <TextInput label={t('policy_name')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} required dir="auto" data-testid="policy-edit-name" maw={420} />
        <Text size="sm">{t('template')}: {t(`templates.${policy.template}`, { defaultValue: policy.template })}</Text>
        <PolicyMatrix value={permissions} onChange={setPermissions} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>{t('lists:cancel')}</Button>
          <PermissionButton permission="org_admin" mode="disable" type="submit" loading={save.isPending} data-testid="policy-save">
            {t('lists:save')}
          </PermissionButton>
        </Group>
      </Stack>
    </form>
  );
}

/** `/settings/access-policy`: policies (name, template, users), create from a template, edit as a matrix, delete. */
export function Component() {
  const { t } = useTranslation('settings');
  const seeded = useSeededName();
  const api = useApi();
  const queryClient = useQueryClient();
  const { add } = useAlerts();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PolicyRecord | null>(null);
  const [deleting, setDeleting] = useState<PolicyRecord | null>(null);
  const policies = useQuery({ queryKey: POLICIES_QUERY_KEY, queryFn: () => listPolicies(api) });
  const remove = useMutation({
    mutationFn: (p: PolicyRecord) => deletePolicy(api, p.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: POLICIES_QUERY_KEY });
      add({ id: 'policy-deleted', message: t('people:deleted') });
      setDeleting(null);
    },
  });
  const rows = policies.data ?? [];
  return (
    <Stack gap="md">
      <SettingsBackLink />
      <Group justify="space-between" align="flex-end">
        <PageTitle>{t('sections.access_policy')}</PageTitle>
        <PermissionButton permission="org_admin" mode="disable" onClick={() => setCreating(true)} data-testid="policy-create">
          {t('create_policy')}
        </PermissionButton>
      </Group>
      <ListTable caption={t('sections.access_policy')} headers={[t('policy_name'), t('template'), t('users_count'), t('lists:actions')]} loading={policies.isPending} error={policies.error} empty={rows.length === 0} testId="policies-table" minWidth={560}>
        {rows.map((p) => (
          <Table.Tr key={p.id} data-testid={`policy-${p.name}`}>
            <Table.Td><Text dir="auto" size="sm" fw={500}>{seeded(p.name)}</Text></Table.Td>
            <Table.Td>{t(`templates.${p.template}`, { defaultValue: p.template })}</Table.Td>
            <Table.Td>{p.users_count}</Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <PermissionButton permission="org_admin" mode="disable" size="xs" variant="light" onClick={() => setEditing(p)} aria-label={t('people:edit_named', { name: p.name })} data-testid={`policy-edit-${p.name}`}>
                  {t('lists:edit')}
                </PermissionButton>
                <PermissionButton
                  permission="org_admin"
                  mode="disable"
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => {
                    remove.reset();
                    setDeleting(p);
                  }}
                  aria-label={t('people:delete_named', { name: p.name })}
                  data-testid={`policy-delete-${p.name}`}
                >
                  {t('lists:delete')}
                </PermissionButton>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <CreatePolicyModal opened={creating} onClose={() => setCreating(false)} onCreated={(p) => { setCreating(false); setEditing(p); }} />
      <SideDrawer opened={editing !== null} onClose={() => setEditing(null)} title={t('edit_policy')} testId="policy-drawer" size="xl">
        {editing && <PolicyEditor key={editing.id} policy={editing} onDone={() => setEditing(null)} />}
      </SideDrawer>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('delete_policy')}
        message={t('people:delete_confirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('lists:delete')}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
        loading={remove.isPending}
        error={remove.error}
        testId="policy-delete-confirm"
      />
    </Stack>
  );
}
