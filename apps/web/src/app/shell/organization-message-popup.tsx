import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { organizationsEndpoints, type OrganizationMessage } from '@rayyan/contracts';
import { useApi } from '../services';
import { callEndpoint } from '../api/endpoint-call';
import { useSession } from '../session/use-session';
import { useAppNamespaces } from '../i18n/app-namespaces';

/** How often the organisation message is polled while signed in (spec 7: polled and revalidated on focus). */
export const ORG_MESSAGE_POLL_MS = 60_000;
const DISMISSED_KEY = 'rayyan.orgMessageDismissed';

const messageKey = (m: OrganizationMessage) => JSON.stringify([m.honorofics, m.name, m.message, m.action]);

function dismissedInThisSession(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * The organisation message popup (spec 4): shown when the message call answers `status: true`.
 * Action normal: "Dont show again" saves notification_status false, then closes; "Ok" closes for this
 * session. Any other action: "Ok" logs the user out.
 */
export function OrganizationMessagePopup() {
  const { t } = useTranslation('settings');
  const namespacesReady = useAppNamespaces(); // its title is in the app's `settings` namespace
  const api = useApi();
  const { user, logout } = useSession();
  const orgId = user?.org_id;
  const [dismissed, setDismissed] = useState<string | null>(dismissedInThisSession);
  const message = useQuery({
    queryKey: ['organization-message', orgId],
    queryFn: () => callEndpoint(api, organizationsEndpoints.message, { params: { org_id: orgId! } }),
    enabled: !!orgId,
    refetchOnWindowFocus: true,
    refetchInterval: ORG_MESSAGE_POLL_MS,
    retry: false,
  });
  const close = (m: OrganizationMessage) => {
    const key = messageKey(m);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, key);
    } catch {
      // Storage may be unavailable (private mode); the popup then closes for this page only.
    }
    setDismissed(key);
  };
  const dontShow = useMutation({
    mutationFn: () => callEndpoint(api, organizationsEndpoints.updateMessage, { params: { id: orgId! }, body: { notification_status: false } }),
    onSuccess: () => message.data && close(message.data),
  });

  const data = message.data;
  const opened = !!data?.status && dismissed !== messageKey(data);
  if (!data || !opened || !namespacesReady) return null;
  const normal = data.action === 'normal';
  const heading = [data.honorofics, data.name].filter(Boolean).join(' ');
  return (
    <Modal
      opened
      onClose={() => (normal ? close(data) : undefined)}
      withCloseButton={normal}
      closeOnClickOutside={normal}
      closeOnEscape={normal}
      title={t('org_message_title')}
      centered
    >
      <Stack data-testid="org-message">
        {heading && <Text fw={700} dir="auto" data-testid="org-message-to">{heading}</Text>}
        <Text dir="auto" style={{ whiteSpace: 'pre-line' }} data-testid="org-message-text">{data.message}</Text>
        <Group justify="flex-end">
          {normal && (
            <Button variant="default" onClick={() => dontShow.mutate()} loading={dontShow.isPending} data-testid="org-message-dont-show">
              {t('dont_show_again')}
            </Button>
          )}
          <Button
            onClick={() => (normal ? close(data) : void logout('user'))}
            data-testid="org-message-ok"
            data-autofocus
          >
            {t('common:ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
