import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ORGANIZATION_MESSAGE_ACTIONS, organizationMessageUpdateSchema, type Organization } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useErrorText } from '../../app/api/use-error-text';
import { useAlerts } from '../../app/alerts/use-alerts';
import { zodFieldErrors } from '../../app/ui/form-errors';
import { patchOrganizationMessage } from './organizations-api';
import { choiceOptions } from '../../app/ui/choice-options';

/** A super admin writes and publishes the organisation message its members see as a popup (spec 4). */
export function OrganizationMessageModal({ organization, onClose }: { organization: Organization | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('settings');
  const api = useApi();
  const errorText = useErrorText();
  const { add } = useAlerts();
  const [draft, setDraft] = useState({ honorofics: '', name: '', message: '', action: 'normal' as string });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const publish = useMutation({
    mutationFn: (orgId: string) =>
      patchOrganizationMessage(api, orgId, organizationMessageUpdateSchema.parse({ ...draft, notification_status: true })),
    onSuccess: () => {
      add({ id: 'org-message', message: t('common:request_submitted'), timeout: 3000 });
      setDraft({ honorofics: '', name: '', message: '', action: 'normal' });
      onClose();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!draft.message.trim()) next.message = t('validation:required');
    const parsed = organizationMessageUpdateSchema.safeParse({ ...draft, notification_status: true });
    const all = { ...(parsed.success ? {} : zodFieldErrors(parsed.error, t, i18n)), ...next };
    setErrors(all);
    if (Object.keys(all).length === 0 && organization) publish.mutate(organization.id);
  };
  const field = (key: 'honorofics' | 'name') => (
    <TextInput label={t(`message_fields.${key}`)} value={draft[key]} onChange={(e) => { const v = e.currentTarget.value; setDraft((d) => ({ ...d, [key]: v })); }} error={errors[key]} dir="auto" data-testid={`org-message-form-${key}`} />
  );
  return (
    <Modal opened={organization !== null} onClose={onClose} title={t('message_title', { name: organization?.name ?? '' })} centered size="lg" data-testid="org-message-form">
      <form onSubmit={submit} noValidate>
        <Stack>
          {publish.isError && <Alert color="red" variant="light" role="alert">{errorText(publish.error)}</Alert>}
          <Group grow align="flex-start">
            {field('honorofics')}
            {field('name')}
          </Group>
          <Textarea label={t('message_fields.message')} value={draft.message} onChange={(e) => { const v = e.currentTarget.value; setDraft((d) => ({ ...d, message: v })); }} error={errors.message} required autosize minRows={3} dir="auto" data-testid="org-message-form-message" />
          <Select
            label={t('message_fields.action')}
            description={t('message_action_hint')}
            data={choiceOptions(t, ORGANIZATION_MESSAGE_ACTIONS, 'message_actions')}
            value={draft.action}
            onChange={(v) => v && setDraft((d) => ({ ...d, action: v }))}
            allowDeselect={false}
            data-testid="org-message-form-action"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('lists:cancel')}</Button>
            <Button type="submit" loading={publish.isPending} data-testid="org-message-form-submit">{t('publish_message')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
