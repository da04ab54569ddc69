import { Worker } from 'node:worker_threads';

/** One statement's answer, as PGlite gives it. */
export interface ProxyResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** What Drizzle's PGlite driver and pg-boss's PGlite adapter call on a client (and on a transaction). */
export interface PGliteLike {
  query(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object'; parsers?: unknown }): Promise<ProxyResult>;
  exec(sql: string): Promise<ProxyResult[]>;
}

export interface PGliteClient extends PGliteLike {
  transaction<T>(work: (tx: PGliteLike & { rollback(): never }) => Promise<T>): Promise<T>;
  /** Calls `onNotify` for each notification on `channel` (LISTEN), before the answer of the statement that sent it. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** A database error from the worker, with PostgreSQL's fields (code, constraint, detail…) as PGlite had them. */
class WorkerDatabaseError extends Error {
  constructor(fields: Record<string, string | number>) {
    super(String(fields.message));
    Object.assign(this, fields);
    this.name = String(fields.name ?? 'DatabaseError');
  }
}

/** Thrown inside `transaction` by `tx.rollback()`: the transaction is rolled back and this is rethrown. */
class RollbackRequested extends Error {
  constructor() {
    super('Rollback');
    this.name = 'RollbackRequested';
  }
}

const HOST_URL = new URL('./pglite-host.mjs', import.meta.url);

/**
 * The embedded database (PGlite + PostGIS) in a worker thread, behind the PGlite calls Drizzle and pg-boss
 * make. PGlite runs PostgreSQL as WebAssembly on the thread that owns it: in process, a heavy statement
 * (PostGIS on a 10,000-corner border, a 200,000-row insert) stopped every other request, `/api/health`
 * included. Here the server's thread only sends statements and receives rows.
 */
export async function openPGliteWorker(dataDir: string): Promise<PGliteClient> {
  // execArgv: [] — the host is plain JavaScript; it needs none of the flags that started the server (tsx, vitest).
  const worker = new Worker(HOST_URL, { workerData: { dataDir }, execArgv: [] });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let failure: Error | null = null;
  // The worker keeps the process alive only while an answer is awaited (a closed app must not hang the process).
  const hold = () => (pending.size > 0 ? worker.ref() : worker.unref());

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  type Answer = { id: number; ok: boolean; result?: unknown; error?: Record<string, string | number> };
  worker.on('message', (message: Answer | { notify: string; payload: string }) => {
    if ('notify' in message) {
      for (const onNotify of listeners.get(message.notify) ?? []) onNotify(message.payload);
      return;
    }
    const { id, ok, result, error } = message;
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    hold();
    if (ok) waiting.resolve(result);
    else waiting.reject(new WorkerDatabaseError(error ?? { message: 'Unknown database error' }));
  });
  const fail = (error: Error) => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The database worker stopped (exit code ${code}).`)));

  const send = <T>(message: Record<string, unknown>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      hold();
      worker.postMessage({ ...message, id });
    });
  };

  const statements = (tx?: number): PGliteLike => ({
    // Drizzle passes its date parsers as functions; the worker has the same ones and is told to use them.
    query: (sql, params, options) => send<ProxyResult>({ op: 'query', tx, sql, params: params ?? [], options: { rowMode: options?.rowMode, drizzle: options?.parsers !== undefined } }),
    exec: (sql) => send<ProxyResult[]>({ op: 'exec', tx, sql }),
  });

  await ready;
  worker.unref();
  return {
    ...statements(),
    async transaction(work) {
      const tx = await send<number>({ op: 'begin' });
      const handle = {
        ...statements(tx),
        rollback(): never {
          throw new RollbackRequested();
        },
      };
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work(handle);
      } catch (error) {
        await send({ op: 'rollback', tx });
        throw error;
      }
      await send({ op: 'commit', tx });
      return result;
    },
    async listen(channel, onNotify) {
      const known = listeners.get(channel);
      if (known) {
        known.add(onNotify);
        return;
      }
      listeners.set(channel, new Set([onNotify]));
      try {
        await send({ op: 'listen', options: { channel } });
      } catch (error) {
        // Not listening after all: a later call asks the worker again.
        listeners.delete(channel);
        throw error;
      }
    },
    async close() {
      if (failure) return;
      await send({ op: 'close' });
      await worker.terminate();
    },
  };
}
