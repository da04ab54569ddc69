import type { CreateTreeRecord } from '@rayyan/contracts';
import { fieldDb } from './field-db';

/**
 * The outbox of the field app (issue #12): records made on the phone wait here, with their idempotency keys, until
 * the server has them. Sending is safe to repeat (the server stores a key once), so a record is removed only after
 * the server's answer; a lost connection retries with a growing pause; a record the server refuses (4xx) stays,
 * with its message, until the user removes it.
 */
export interface OutboxEntry {
  key: string;
  /** Who recorded it: only their own session sends it (another user signing in on the phone neither sees nor sends it). */
  user_id: string;
  body: CreateTreeRecord;
  /** What the list shows: the tree's code and grid spot. */
  tree_code: string;
  created_at: string;
  attempts: number;
  /** Not before this time (ms) is it sent again after a failure. */
  next_at: number;
  /** Set when the server refused the record: it is not sent again. */
  refused: { status: number; message: string } | null;
}

/** The server's answer to one record: sent (or already there), refused with a message, or no answer (offline, 5xx). */
export type SendResult = { kind: 'sent' } | { kind: 'refused'; status: number; message: string } | { kind: 'unreachable' };

const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 5 * 60_000;

/** Pause before the next try after `attempts` failures: 2 s, 4 s, 8 s … up to 5 minutes. */
export function retryDelay(attempts: number): number {
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
}

const byAge = (a: OutboxEntry, b: OutboxEntry) => a.created_at.localeCompare(b.created_at) || a.key.localeCompare(b.key);

export const outbox = {
  async add(userId: string, body: CreateTreeRecord, treeCode: string, now = Date.now()): Promise<OutboxEntry> {
    const entry: OutboxEntry = { key: body.idempotency_key, user_id: userId, body, tree_code: treeCode, created_at: new Date(now).toISOString(), attempts: 0, next_at: now, refused: null };
    await fieldDb.put('outbox', entry);
    return entry;
  },
  async list(userId: string): Promise<OutboxEntry[]> {
    return (await fieldDb.all<OutboxEntry>('outbox')).filter((entry) => entry.user_id === userId).sort(byAge);
  },
  remove: (key: string) => fieldDb.remove('outbox', key),
  /**
   * Sends what is due, oldest first, one at a time; stops at the first unreachable answer (the connection is gone).
   * `force` ignores the pause (the connection has just come back, or the user asked). Answers how many were sent.
   */
  async drain(userId: string, send: (body: CreateTreeRecord) => Promise<SendResult>, { now = Date.now(), force = false } = {}): Promise<{ sent: number; pending: number }> {
    let sent = 0;
    const entries = await outbox.list(userId);
    for (const entry of entries) {
      if (entry.refused || (!force && entry.next_at > now)) continue;
      const result = await send(entry.body);
      if (result.kind === 'sent') {
        await fieldDb.remove('outbox', entry.key);
        sent += 1;
      } else if (result.kind === 'refused') {
        await fieldDb.put('outbox', { ...entry, attempts: entry.attempts + 1, refused: { status: result.status, message: result.message } });
      } else {
        const attempts = entry.attempts + 1;
        await fieldDb.put('outbox', { ...entry, attempts, next_at: now + retryDelay(attempts) });
        break;
      }
    }
    return { sent, pending: (await outbox.list(userId)).filter((e) => !e.refused).length };
  },
};
