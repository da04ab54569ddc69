import type { Db } from '@rayyan/db';

/**
 * Runs `work` in one database transaction with repositories bound to it: every write of a service call
 * and its activity-log row commit together or not at all. Services receive this, never the database.
 */
export type Transaction<R> = <T>(work: (repos: R, tx: Db) => Promise<T>) => Promise<T>;

/** A Transaction over `db` that builds the repositories with `reposFor(tx)`. */
export function transactionOver<R>(db: Db, reposFor: (db: Db) => R): Transaction<R> {
  return (work) => db.transaction((tx) => work(reposFor(tx as unknown as Db), tx as unknown as Db));
}

/** ISO text of a timestamp column. */
export const iso = (date: Date) => date.toISOString();
