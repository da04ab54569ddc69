import { AppError } from './app-error';
import { diffChanges } from './activity-diff';
import type { Page } from './pagination';
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
  records: R;
  transaction: Transaction<{ records: R; activity: Pick<ActivityRepository, 'record'> }>;
}

/** Optional checks of a whole record after a patch is applied (rules that span stored and sent fields). */
export interface RecordServiceOptions<TRecord> {
  checkPatched?: (patched: TRecord) => void;
}

/**
 * List, read, create, update and delete of one organisation-scoped record type. Each write and its
 * activity-log row share a transaction; a record of another organisation is simply not found.
 */
export function createRecordService<TRecord extends { id: string }, TCreate, TUpdate, TQuery>(
  deps: RecordServiceDeps<OrgScopedRepository<TRecord, TCreate, TUpdate, TQuery>>,
  options: RecordServiceOptions<TRecord> = {},
) {
  const { entity, records, transaction } = deps;
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
        const created = await records.create(actor.orgId, input);
        await activity.record(actor.orgId, { userId: actor.userId, action: 'create', entity, entityId: created.id, changes: diffChanges(null, created) });
        return created;
      }),
    update: (actor: Actor, id: string, patch: TUpdate) =>
      transaction(async ({ records, activity }) => {
        const before = found(await records.getById(actor.orgId, id));
        options.checkPatched?.({ ...before, ...patch });
        const after = found(await records.update(actor.orgId, id, patch));
        await activity.record(actor.orgId, { userId: actor.userId, action: 'update', entity, entityId: id, changes: diffChanges(before, after) });
        return after;
      }),
    delete: (actor: Actor, id: string) =>
      transaction(async ({ records, activity }) => {
        const before = found(await records.getById(actor.orgId, id));
        if (!(await records.delete(actor.orgId, id))) throw new AppError('not_found', 404);
        await activity.record(actor.orgId, { userId: actor.userId, action: 'delete', entity, entityId: id, changes: diffChanges(before, null) });
      }),
  };
}
