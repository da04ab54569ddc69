import pg from 'pg';
import type { PGliteClient } from './pglite-proxy';

/** The channel on which the triggers of migration 0047 announce changes to sessions, users and policies. */
export const SESSION_CHANGES_CHANNEL = 'rayyan_sessions';

/** What a listener is told: a change was announced on its channel, or the feed went down or came back. */
export interface ChangeFeedHandlers {
  /** A NOTIFY on the channel (sent by the database at the commit of the change). */
  changed(): void;
  /**
   * The feed is up (true) or down (false). While it is down, changes may be missed: a cache that relies on the
   * feed must not serve. Once it is back, anything cached before must be dropped (it may have missed a change).
   */
  live(live: boolean): void;
}

/** Stops listening and closes what the feed opened. */
export type StopFeed = () => Promise<void>;

/** The embedded engine: one process, one database; PGlite's LISTEN never drops. */
export async function listenEmbedded(client: PGliteClient, channel: string, handlers: ChangeFeedHandlers): Promise<StopFeed> {
  let stopped = false;
  await client.listen(channel, () => {
    if (!stopped) handlers.changed();
  });
  handlers.live(true);
  return async () => {
    stopped = true;
  };
}

/** Waits before reconnecting a dropped feed: 0.5 s, doubling to 30 s at the most. */
const retryDelay = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt);

/**
 * PostgreSQL: a connection of its own (a pooled one would lose its LISTEN when returned) that LISTENs on the
 * channel, reconnecting when it drops. Channel names are ours (lower-case identifiers), never user input.
 */
export async function listenPostgres(connectionString: string, channel: string, handlers: ChangeFeedHandlers): Promise<StopFeed> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    const dropped = () => {
      if (client !== next) return;
      client = undefined;
      handlers.live(false);
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (!stopped) schedule();
    };
    next.on('error', dropped);
    next.on('end', dropped);
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.changed();
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      dropped();
      throw error;
    }
    if (stopped || client !== next) return;
    attempt = 0;
    handlers.live(true);
  };
  const schedule = () => {
    timer = setTimeout(() => {
      timer = undefined;
      if (!stopped) connect().catch(() => undefined);
    }, retryDelay(attempt++));
    timer.unref();
  };

  // A database that cannot be reached now is tried again later; meanwhile the feed is down.
  await connect().catch(() => undefined);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const open = client;
    client = undefined;
    if (open) {
      handlers.live(false);
      await open.end().catch(() => undefined);
    }
  };
}
