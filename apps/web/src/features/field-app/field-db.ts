/**
 * The field app's IndexedDB database (issue #12): the registry of the user's fields (one entry per user) and the
 * outbox of records waiting to be sent (one entry per idempotency key). Both outlive a reload and a lost
 * connection; the access token never goes here (it stays in memory).
 */
export const FIELD_DB_NAME = 'rayyan-field';
const VERSION = 1;
export type FieldStore = 'registry' | 'outbox';

let opening: Promise<IDBDatabase> | null = null;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

export function openFieldDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(FIELD_DB_NAME, VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains('registry')) db.createObjectStore('registry', { keyPath: 'user_id' });
      if (!db.objectStoreNames.contains('outbox')) db.createObjectStore('outbox', { keyPath: 'key' });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Closes the database and forgets it (tests start each case from a new one). */
export async function closeFieldDb(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
}

async function store(name: FieldStore, mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await openFieldDb()).transaction(name, mode).objectStore(name);
}

export const fieldDb = {
  get: async <T>(name: FieldStore, key: string): Promise<T | undefined> => request<T | undefined>((await store(name, 'readonly')).get(key)),
  all: async <T>(name: FieldStore): Promise<T[]> => request<T[]>((await store(name, 'readonly')).getAll()),
  put: async <T>(name: FieldStore, value: T): Promise<void> => void (await request((await store(name, 'readwrite')).put(value))),
  remove: async (name: FieldStore, key: string): Promise<void> => void (await request((await store(name, 'readwrite')).delete(key))),
};
