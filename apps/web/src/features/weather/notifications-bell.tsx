import { useEffect, useRef } from 'react';
import { ActionIcon, Alert, Button, Group, Indicator, Loader, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HIGH_PRIORITY_ALERT_MS, type NotificationRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useAlerts } from '../../app/alerts/use-alerts';
import { useErrorText } from '../../app/api/use-error-text';
import { listUnreadNotifications, markNotificationRead, NOTIFICATIONS_KEY } from './weather-api';
import { dateTime, notificationText } from './weather-format';
import { withWeatherI18n } from './weather-i18n';
import { useFormat } from '../../app/i18n/format';

/** Unread notifications are polled every minute and on window focus (spec 9: revalidate on focus). */
export const NOTIFICATIONS_POLL_MS = 60_000;
const TOASTED_KEY = 'rayyan.toasted-notifications';

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** Ids already shown as toasts in this tab, so a reload or the next poll does not repeat them. */
function toastedIds(): Set<string> {
  try {
    return new Set(JSON.parse(window.sessionStorage.getItem(TOASTED_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

/**
 * The header's notification bell: unread count, a popover list with "Mark as read", and every new
 * high-priority notification also as a toast (alert store: 10 s with a countdown, spec 4 and 9).
 */
function NotificationsBellContent() {
  const { t } = useTranslation('weather');
  const format = useFormat();
  const locale = format.locale;
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { add } = useAlerts();
  const toasted = useRef<Set<string> | null>(null);

  const unread = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'unread'],
    queryFn: () => listUnreadNotifications(api),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });

  useEffect(() => {
    if (!unread.data) return;
    toasted.current ??= toastedIds();
    const seen = toasted.current;
    let changed = false;
    for (const n of unread.data.results) {
      if (n.priority !== 'high' || seen.has(n.id)) continue;
      seen.add(n.id);
      changed = true;
      add({ id: `notification-${n.id}`, message: n.title, messages: [notificationText(n, t, locale)], priority: 'high', status: 'other', timeout: HIGH_PRIORITY_ALERT_MS });
    }
    if (changed) window.sessionStorage.setItem(TOASTED_KEY, JSON.stringify([...seen].slice(-200)));
  }, [unread.data, add, t, locale]);

  const markRead = useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await markNotificationRead(api, id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });

  const items: NotificationRecord[] = unread.data?.results ?? [];
  const count = unread.data?.unread_count ?? items.length;
  const nf = format.number();

  return (
    <Popover width={340} position="bottom-end" shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <Indicator label={nf.format(count)} size={18} disabled={count === 0} color="red" offset={4} data-testid="notifications-count" data-count={count}>
          <ActionIcon variant="subtle" size="lg" aria-label={count ? t('notifications.bell_count', { count: nf.format(count) as unknown as number }) : t('notifications.bell')} data-testid="notifications-bell">
            <BellIcon />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown data-testid="notifications-popover">
        <Group justify="space-between" mb="xs">
          <Text fw={700} size="sm" component="h2" m={0}>{t('notifications.title')}</Text>
          {items.length > 1 && (
            <Button size="compact-xs" variant="subtle" loading={markRead.isPending} onClick={() => markRead.mutate(items.map((n) => n.id))} data-testid="notifications-mark-all">
              {t('notifications.mark_all_read')}
            </Button>
          )}
        </Group>
        {unread.isPending && <Loader size="sm" aria-label={t('loading')} />}
        {unread.isError && <Alert color="red" variant="light" role="alert">{t('notifications.error')}: {errorText(unread.error)}</Alert>}
        {unread.data && items.length === 0 && <Text size="sm" c="dimmed" data-testid="notifications-empty">{t('notifications.empty')}</Text>}
        <ScrollArea.Autosize mah={360} type="auto">
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((n) => (
              <li key={n.id} data-testid={`notification-${n.id}`} data-priority={n.priority}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} dir="auto" c={n.priority === 'high' ? 'red.8' : undefined}>{n.title}</Text>
                    <Text size="xs" dir="auto">{notificationText(n, t, locale)}</Text>
                    <Text size="xs" c="dimmed">{dateTime(n.created_at, locale)}</Text>
                  </div>
                  <UnstyledButton
                    onClick={() => markRead.mutate([n.id])}
                    style={{ fontSize: 12, color: 'var(--mantine-color-blue-8)', whiteSpace: 'nowrap' }}
                    data-testid={`notification-read-${n.id}`}
                  >
                    {t('notifications.mark_read')}
                  </UnstyledButton>
                </Group>
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The bell once its messages are loaded (nothing shows before). */
const NotificationsBell = withWeatherI18n(NotificationsBellContent, null);
export default NotificationsBell;
