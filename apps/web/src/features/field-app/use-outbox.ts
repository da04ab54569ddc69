import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { treeRecordsEndpoints, type CreateTreeRecord } from '@rayyan/contracts';
import { ApiRequestError } from '../../app/api/api-client';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useErrorText } from '../../app/api/use-error-text';
import { useAlerts } from '../../app/alerts/use-alerts';
import { useApi } from '../../app/services';
import { outbox, type OutboxEntry, type SendResult } from './outbox';
import { useOnline } from './use-online';

/** How often the waiting records are looked at while some wait (each is sent again only after its own pause). */
const TICK_MS = 10_000;

/** A record refused by the server for what it holds (4xx), not for the connection or the session. */
const refusedStatus = (status: number) => status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;

/**
 * The outbox as the screen shows it, sent when the page opens, when the connection comes back (at once), every
 * few seconds while records wait (each after its own growing pause), and when the user asks.
 */
export function useOutbox(userId: string) {
  const api = useApi();
  const online = useOnline();
  const errorText = useErrorText();
  const { t, i18n } = useTranslation('field');
  const { add } = useAlerts();
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  // A browser without IndexedDB (or a private window refusing it) has no outbox: nothing to show or send.
  const reload = useCallback(async () => setEntries(await outbox.list(userId).catch(() => [])), [userId]);

  const send = useCallback(
    async (body: CreateTreeRecord): Promise<SendResult> => {
      try {
        await callEndpoint(api, treeRecordsEndpoints.create, { body });
        return { kind: 'sent' };
      } catch (error) {
        if (error instanceof ApiRequestError && refusedStatus(error.status)) {
          const field = Object.values(error.fieldCodes ?? {})[0];
          const detail = field && i18n.exists(`validation:${field}`) ? t(`validation:${field}`) : null;
          return { kind: 'refused', status: error.status, message: detail ? `${errorText(error)} ${detail}` : errorText(error) };
        }
        return { kind: 'unreachable' };
      }
    },
    [api, errorText, i18n, t],
  );

  const drain = useCallback(
    async (force: boolean) => {
      if (busy.current || !navigator.onLine) return;
      busy.current = true;
      setSending(true);
      try {
        const { sent } = await outbox.drain(userId, send, { force }).catch(() => ({ sent: 0 }));
        if (sent > 0) {
          add({ id: 'field-outbox-sent', message: t('outbox.sent', { count: sent }) });
          await queryClient.invalidateQueries({ queryKey: ['tree-records'] });
        }
      } finally {
        busy.current = false;
        setSending(false);
        await reload();
      }
    },
    [userId, send, add, t, queryClient, reload],
  );

  // On opening, and whenever the connection comes back: everything waiting, now.
  useEffect(() => {
    if (online) void drain(true);
    else void reload();
  }, [online, drain, reload]);

  const waiting = entries.filter((e) => !e.refused).length;
  useEffect(() => {
    if (!online || waiting === 0) return;
    const timer = setInterval(() => void drain(false), TICK_MS);
    return () => clearInterval(timer);
  }, [online, waiting, drain]);

  return {
    entries,
    waiting,
    sending,
    sendNow: () => void drain(true),
    async add(body: CreateTreeRecord, treeCode: string) {
      await outbox.add(userId, body, treeCode);
      await reload();
      if (navigator.onLine) void drain(true);
    },
    async remove(key: string) {
      await outbox.remove(key);
      await reload();
    },
  };
}
export type OutboxView = ReturnType<typeof useOutbox>;
