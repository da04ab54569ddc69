import { trees } from '@rayyan/db';
import { V, dripsWithinTotal, type CreateTreeRecord, type TreeObservation, type TreeRecord, type TreeRecordChanges, type TreeRecordListQuery, type UpdateTree } from '@rayyan/contracts';
import type { Clock } from '../../ports/clock';
import { diffChanges } from '../../shared/activity-diff';
import { AppError } from '../../shared/app-error';
import type { Actor } from '../../shared/record-service';
import { lockRows } from '../../shared/row-lock.repository';
import type { Transaction } from '../../shared/unit-of-work';
import type { ActivityRepository } from '../activity-log/activity-log.repository';
import { violatedCheckConstraint, type TreeRepository } from '../trees/tree.repository';
import type { TreeRecordRepository } from './tree-records.repository';

export interface TreeRecordRepos {
  records: TreeRecordRepository;
  trees: TreeRepository;
  activity: Pick<ActivityRepository, 'recordMany'>;
}

/** A record sent from the phone may be this far in the future (clocks differ), no further. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * What approving a record writes on its tree: the health state, the drips or the spot state it saw; a treatment moves
 * an infected palm to "recently treated or healing", and removal and cutting leaves a dead palm and an empty spot.
 */
export function treePatchOf(changes: TreeRecordChanges, tree: Pick<TreeRecord, 'health_state'>): UpdateTree {
  const patch: Record<string, unknown> = {};
  for (const key of ['health_state', 'drips_working', 'drips_broken', 'drips_blocked', 'spot_state'] as const) if (changes[key] !== undefined) patch[key] = changes[key];
  if (changes.treatment === 'removal_and_cutting') Object.assign(patch, { health_state: 'dead', spot_state: 'empty' });
  else if (changes.treatment && tree.health_state === 'infected') patch.health_state = 'treated_or_healing';
  return patch as UpdateTree;
}

const notFound = () => new AppError('not_found', 404);

/**
 * Records from the field (issue #12): stored once per key, reviewed in one transaction each (or per bulk approval). An
 * approval of any number of records sends a constant number of statements: the records locked, their trees locked, read
 * and written once each, the records marked and the activity log written.
 */
export function createTreeRecordsService({ repos, transaction, clock }: { repos: TreeRecordRepos; transaction: Transaction<TreeRecordRepos>; clock: Clock }) {
  const read = async (orgId: string, id: string): Promise<TreeObservation> => (await repos.records.getById(orgId, id)) ?? (() => { throw notFound(); })();

  const approve = (actor: Actor, ids: string[]): Promise<number> =>
    transaction(async (r, tx) => {
      const unique = [...new Set(ids)].sort();
      const rows = await r.records.lockForReview(actor.orgId, unique);
      if (rows.length !== unique.length) throw notFound();
      if (rows.some((row) => row.state !== 'pending')) throw new AppError('record_not_pending', 409);
      const treeIds = [...new Set(rows.map((row) => row.treeId))].sort();
      await lockRows(tx, trees, actor.orgId, treeIds);
      // The trees read in one statement and written in one: each record's patch applied in memory, oldest first, so two
      // records of one tree leave it as the later one says.
      const current = new Map((await r.trees.getMany(actor.orgId, treeIds)).map((tree) => [tree.id, tree]));
      const log: { id: string; changes: ReturnType<typeof diffChanges> }[] = [];
      for (const row of [...rows].sort((x, y) => x.recordedAt.getTime() - y.recordedAt.getTime())) {
        const before = current.get(row.treeId)!;
        const after = { ...before, ...treePatchOf(row.changes, before) };
        if (!dripsWithinTotal(after)) throw new AppError('validation_failed', 400, { changes: V.drips_exceed_total });
        current.set(row.treeId, after);
        // The approved record is named in the tree's history beside what changed.
        log.push({ id: row.treeId, changes: { ...diffChanges(before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>), field_record: { from: null, to: row.id } } });
      }
      try {
        await r.trees.writeFields(actor.orgId, [...current.values()]);
      } catch (error) {
        if (violatedCheckConstraint(error) === 'trees_drips_check') throw new AppError('validation_failed', 400, { changes: V.drips_exceed_total });
        throw error;
      }
      await r.records.review(actor.orgId, unique, 'approved', actor.userId, clock.now(), null);
      await r.activity.recordMany(actor.orgId, log.map((entry) => ({ userId: actor.userId, action: 'update' as const, entity: 'tree', entityId: entry.id, changes: entry.changes })));
      return unique.length;
    });

  return {
    list: (orgId: string, query: TreeRecordListQuery) => repos.records.list(orgId, query),
    get: read,

    /** Stores what was recorded (once per idempotency key) as pending; the tree is not changed until approved. */
    async create(actor: Actor, input: CreateTreeRecord): Promise<TreeObservation> {
      let treeId = input.tree_id;
      if (treeId && !(await repos.records.treeExists(actor.orgId, treeId))) throw new AppError('validation_failed', 400, { tree_id: V.invalid_choice });
      if (!treeId) {
        treeId = await repos.records.treeIdByCode(actor.orgId, input.tree_code!);
        if (!treeId) throw new AppError('validation_failed', 400, { tree_code: V.unknown_tree_code });
      }
      const now = clock.now();
      const recordedAt = input.recorded_at ? new Date(input.recorded_at) : now;
      if (recordedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) throw new AppError('validation_failed', 400, { recorded_at: V.out_of_range });
      const { id } = await repos.records.insertOnce(actor.orgId, {
        treeId,
        idempotencyKey: input.idempotency_key,
        kind: input.kind,
        changes: input.changes,
        note: input.note ?? null,
        recordedBy: actor.userId,
        recordedAt,
        lat: input.lat ?? null,
        lng: input.lng ?? null,
      });
      return read(actor.orgId, id);
    },

    async approve(actor: Actor, id: string): Promise<TreeObservation> {
      await approve(actor, [id]);
      return read(actor.orgId, id);
    },
    approveMany: async (actor: Actor, ids: string[]) => ({ approved: await approve(actor, ids) }),

    async reject(actor: Actor, id: string, reason: string): Promise<TreeObservation> {
      const current = await read(actor.orgId, id);
      if (current.state !== 'pending' || (await repos.records.review(actor.orgId, [id], 'rejected', actor.userId, clock.now(), reason)) === 0) {
        throw new AppError('record_not_pending', 409);
      }
      return read(actor.orgId, id);
    },
  };
}
export type TreeRecordsService = ReturnType<typeof createTreeRecordsService>;
