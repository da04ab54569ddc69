import { AppError } from './app-error';
import { diffChanges } from './activity-diff';
import type { Page } from './pagination';
import { lockRow, type OrgScopedTable } from './row-lock.repository';
import type { Transaction } from './unit-of-work';
import type { ActivityRepository } from '../modules/activity-log/activity-log.repository';

/** A repository of one organisation-scoped record type; every method takes the organisation first. */
export interface OrgScopedRepository<TRecord extends { id: string }, TCreate, TUpdate, TQuery> {
  list(orgId: string, query: TQuery, options?: { all?: boolean }): Promise<Page<TRecord>>;
  getById(orgId: string, id: string): Promise<TRecord | undefined>;
  create(orgId: string, input: TCreate): Promise<TRecord>;
  update(orgId: string, id: string, patch: TUpdate): Promise<TRecord | undefined>;
  delete(orgId: string, id: string): Promise<boolean>;
}

/** The caller of a write, for scoping and the activity log. */
export interface Actor {
  orgId: string;
  userId: string;
}

export interface RecordServiceDeps<R> {
  /** Activity-log entity name (`labor`, `farm_owner`). */
  entity: string;
  /** The records' table: an update or delete locks its row first (no lost or misattributed concurrent write). */
  table: OrgScopedTable;
  records: R;
  transaction: Transaction<{ records: R; activity: Pick<ActivityRepository, 'record'> }>;
}

/** Optional checks of a whole record after a patch is applied (rules that span stored and sent fields). */
export interface RecordServiceOptions<TRecord, TCreate = unknown, R = unknown> {
  checkPatched?: (patched: TRecord) => void;
  /**
   * Checks that read other records (a referenced record exists and fits), on the input of a create and the
   * patched record of an update; `records` is bound to the write's transaction.
   */
  checkWrite?: (orgId: string, value: TCreate | TRecord, records: R) => Promise<void>;
  /** Refuses a delete by throwing (a record still in use); `records` is bound to the transaction. */
  checkDelete?: (orgId: string, record: TRecord, records: R) => Promise<void>;
  /** Maps a database error (a unique violation from two requests at once) to an AppError, or returns it unchanged. */
  mapError?: (error: unknown) => unknown;
}

/**
 * List, read, create, update and delete of one organisation-scoped record type. Each write and its
 * activity-log row share a transaction; an update or delete holds the record's row lock from its first read,
 * so concurrent patches apply one after the other. A record of another organisation is simply not found.
 */
export function createRecordService<TRecord extends { id: string }, TCreate, TUpdate, TQuery, R = unknown>(
  deps: RecordServiceDeps<OrgScopedRepository<TRecord, TCreate, TUpdate, TQuery> & R>,
  options: RecordServiceOptions<TRecord, TCreate, OrgScopedRepository<TRecord, TCreate, TUpdate, TQuery> & R> = {},
) {
  const { entity, table, records, transaction } = deps;
  const rethrow = (error: unknown): never => {
    throw options.mapError ? options.mapError(error) : error;
  };
  const found = (record: TRecord | undefined): TRecord => {
    if (!record) throw new AppError('not_found', 404);
    return record;
  };
  return {
    list: (orgId: string, query: TQuery) => records.list(orgId, query),
    /** Every matching record, for exports. */
    async exportRows(orgId: string, query: TQuery): Promise<TRecord[]> {
      return (await records.list(orgId, query, { all: true })).results;
    },
    get: async (orgId: string, id: string) => found(await records.getById(orgId, id)),
    create: (actor: Actor, input: TCreate) =>
      transaction(async ({ records, activity }) => {
        await options.checkWrite?.(actor.orgId, input, records);
        const created = await records.create(actor.orgId, input);
        await activity.record(actor.orgId, { userId: actor.userId, action: 'create', entity, entityId: created.id, changes: diffChanges(null, created) });
        return created;
      }).catch(rethrow),
    update: (actor: Actor, id: string, patch: TUpdate) =>
      transaction(async ({ records, activity }, tx) => {
        await lockRow(tx, table, actor.orgId, id);
        const before = found(await records.getById(actor.orgId, id));
        const patched = { ...before, ...patch };
        options.checkPatched?.(patched);
        await options.checkWrite?.(actor.orgId, patched, records);
        const after = found(await records.update(actor.orgId, id, patch));
        await activity.record(actor.orgId, { userId: actor.userId, action: 'update', entity, entityId: id, changes: diffChanges(before, after) });
        return after;
      }).catch(rethrow),
    delete: (actor: Actor, id: string) =>
      transaction(async ({ records, activity }, tx) => {
        await lockRow(tx, table, actor.orgId, id);
        const before = found(await records.getById(actor.orgId, id));
        await options.checkDelete?.(actor.orgId, before, records);
        if (!(await records.delete(actor.orgId, id))) throw new AppError('not_found', 404);
        await activity.record(actor.orgId, { userId: actor.userId, action: 'delete', entity, entityId: id, changes: diffChanges(before, null) });
      }),
  };
}
