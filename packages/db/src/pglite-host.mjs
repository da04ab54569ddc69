// Worker thread of pglite-proxy.ts: owns the embedded PostgreSQL (PGlite + PostGIS, WebAssembly) so that its
// work (a PostGIS check of a 10,000-corner border, a 200,000-row insert) never runs on the server's event
// loop. Messages: { id, op, tx?, sql?, params?, options? }; answers { id, ok, result } or { id, ok: false, error },
// and { notify: channel, payload } for a notification on a channel it was asked to listen on.
// Queries outside a transaction wait on PGlite's own queue while one runs, as they did in process.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { postgis } from '@electric-sql/pglite-postgis';

// Drizzle reads dates, timestamps and intervals (and their arrays) as the server's text; it asks for that
// with these parsers, which cannot cross a thread boundary as functions, so the worker applies them itself.
const asText = (value) => value;
const DRIZZLE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, asText]),
);

const db = await PGlite.create({ dataDir: workerData.dataDir, extensions: { postgis } });
/** Open transactions by id: their PGlite transaction handle and how to end them. */
const transactions = new Map();

const errorFields = (error) => {
  const fields = { name: error?.name ?? 'Error', message: error?.message ?? String(error) };
  for (const [key, value] of Object.entries(error ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
};

const clientFor = (tx) => {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is not open.`);
  return open.handle;
};

/** Opens a transaction; answers once PGlite holds it. Commit or rollback later ends it (see finish). */
function begin(id) {
  let end;
  // Resolves to commit; rejects (PGlite then rolls back) to roll back.
  const ended = new Promise((resolve, reject) => {
    end = { commit: resolve, rollback: reject };
  });
  ended.catch(() => undefined);
  return new Promise((started, failedToStart) => {
    const done = db.transaction(async (handle) => {
      // PGlite calls this after its own awaits, so `done` is set by now.
      transactions.set(id, { handle, end, done });
      started(id);
      await ended;
    });
    done.catch((error) => {
      if (!transactions.has(id)) failedToStart(error);
    });
  });
}

async function finish(tx, action) {
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is not open.`);
  if (action === 'commit') open.end.commit();
  else open.end.rollback(new Error('rollback'));
  try {
    await open.done;
  } catch (error) {
    // A rollback asked for ends with that rejection; any other error (a failed commit) is the answer.
    if (action === 'commit') throw error;
  } finally {
    transactions.delete(tx);
  }
}

async function handle({ id, op, tx, sql, params, options }) {
  switch (op) {
    case 'query': {
      const result = await clientFor(tx).query(sql, params ?? [], { rowMode: options?.rowMode, ...(options?.drizzle ? { parsers: DRIZZLE_PARSERS } : {}) });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const results = await clientFor(tx).exec(sql);
      return results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case 'begin':
      return begin(id);
    case 'commit':
    case 'rollback':
      return finish(tx, op);
    case 'listen':
      // Notifications (NOTIFY, sent at commit) go to the server's thread as { notify: channel, payload }. PGlite
      // hands them to listeners before the statement that caused them answers, so they arrive first.
      await db.listen(options.channel, (payload) => parentPort.postMessage({ notify: options.channel, payload }));
      return null;
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`Unknown operation ${op}.`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, ok: true, result }),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: errorFields(error) }),
  );
});
parentPort.postMessage({ id: 0, ok: true, result: 'ready' });
