import { organizations, trees } from '@rayyan/db';
import {
  TREE_BULK_MAX,
  TREE_COUNT_LIMIT,
  TREE_GRID_MAX_SPOTS,
  V,
  dripsWithinTotal,
  type BulkUpdateTrees,
  type BulkUpdateTreesResult,
  type GenerateTrees,
  type GenerateTreesResult,
  type TreeFilterQuery,
  type TreeListQuery,
  type TreePage,
  type TreeRecord,
} from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import { createRecordService, type Actor } from '../../shared/record-service';
import { diffChanges } from '../../shared/activity-diff';
import { lockRow, lockRows } from '../../shared/row-lock.repository';
import type { Transaction } from '../../shared/unit-of-work';
import type { ActivityRepository } from '../activity-log/activity-log.repository';
import type { ContractLimitsService } from '../contract-limits/contract-limits.service';
import { violatedCheckConstraint, type TreeRepository } from './tree.repository';

export interface TreeRepos {
  trees: TreeRepository;
  activity: Pick<ActivityRepository, 'record' | 'recordMany'>;
}

export interface TreesServiceDeps {
  repos: TreeRepos;
  transaction: Transaction<TreeRepos>;
  contract: Pick<ContractLimitsService, 'assertWithinContract'>;
}

/** Rows an export reads per statement: bounded memory at any number of trees. */
const EXPORT_BATCH = 2_000;

const dripsChecked = (tree: TreeRecord) => {
  if (!dripsWithinTotal(tree)) throw new AppError('validation_failed', 400, { drips_total: V.drips_exceed_total });
};
/** The database's own drip check (two patches at once cannot pass it either) answers like the service's. */
const mapError = (error: unknown) => (violatedCheckConstraint(error) === 'trees_drips_check' ? new AppError('validation_failed', 400, { drips_total: V.drips_exceed_total }) : error);

/**
 * The tree registry (issue #12): keyset list and export, one tree, a partial update (row lock, activity log in the
 * same transaction), and filling a tree field's grid within the contracted trees.
 */
export function createTreesService({ repos, transaction, contract }: TreesServiceDeps) {
  const records = createRecordService(
    { entity: 'tree', table: trees, records: repos.trees, transaction: (work) => transaction((r, tx) => work({ records: r.trees, activity: r.activity }, tx)) },
    { checkPatched: dripsChecked, mapError },
  );

  return {
    async list(orgId: string, query: TreeListQuery): Promise<TreePage> {
      const { page_size, cursor, ...filters } = query;
      const page = await repos.trees.page(orgId, filters, { pageSize: page_size, cursor, countUpTo: cursor ? undefined : TREE_COUNT_LIMIT });
      return { count: page.count, count_capped: page.countCapped, page_size, results: page.rows, next_cursor: page.nextCursor };
    },

    /** Every matching tree, a batch at a time (keyset order), for the streamed export. */
    async *exportBatches(orgId: string, filters: TreeFilterQuery): AsyncGenerator<TreeRecord[]> {
      let cursor: string | undefined;
      do {
        const page = await repos.trees.page(orgId, filters, { pageSize: EXPORT_BATCH, cursor });
        yield page.rows;
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
    },

    get: records.get,
    update: records.update,

    /**
     * The same health state, spot state or variety for many trees, in one transaction: their rows locked in id order
     * (two bulk changes over the same trees wait for each other instead of deadlocking), refused whole (404) when any id
     * is not one of the organisation's trees, only the fields sent written, and one activity-log row per changed tree.
     */
    async bulkUpdate(actor: Actor, body: BulkUpdateTrees): Promise<BulkUpdateTreesResult> {
      const ids = [...new Set(body.ids)].sort();
      if (ids.length > TREE_BULK_MAX) throw new AppError('too_many_trees', 400);
      const patch = Object.fromEntries(
        (['health_state', 'spot_state', 'variety'] as const).filter((key) => body[key] !== undefined).map((key) => [key, body[key]]),
      ) as Pick<BulkUpdateTrees, 'health_state' | 'spot_state' | 'variety'>;
      return transaction(async (r, tx) => {
        await lockRows(tx, trees, actor.orgId, ids);
        const before = await r.trees.bulkFields(actor.orgId, ids);
        if (before.length !== ids.length) throw new AppError('not_found', 404);
        const changes = before.map(({ id, ...fields }) => ({ id, changes: diffChanges(fields, { ...fields, ...patch }) })).filter((c) => Object.keys(c.changes).length > 0);
        await r.trees.updateMany(actor.orgId, changes.map((c) => c.id), patch);
        await r.activity.recordMany(actor.orgId, changes.map((c) => ({ userId: actor.userId, action: 'update' as const, entity: 'tree', entityId: c.id, changes: c.changes })));
        return { matched: ids.length, changed: changes.length };
      });
    },

    /**
     * One tree per plantable spot of the field's rows × columns, in one transaction: refused (nothing written) past the
     * grid's limit, on a blocked spot outside the grid, a variety not of the field, or past the contracted trees.
     * Spots that already have a record stay as they are, so generating twice writes nothing the second time.
     */
    generate: (actor: Actor, fieldId: string, input: GenerateTrees): Promise<GenerateTreesResult> =>
      transaction(async (r, tx) => {
        // The organisation's lock serialises contract checks (with fields and farms too) and two generations of a field.
        await lockRow(tx, organizations, actor.orgId, actor.orgId);
        const field = await r.trees.gridField(actor.orgId, fieldId);
        if (!field) throw new AppError('not_found', 404);
        const spots = field.rows * field.columns;
        if (spots === 0) throw new AppError('field_grid_empty', 400);
        if (spots > TREE_GRID_MAX_SPOTS) throw new AppError('grid_too_large', 400);
        const blocked = [...new Map((input.blocked_spots ?? []).map((s) => [`${s.row}:${s.column}`, s])).values()];
        if (blocked.some((s) => s.row > field.rows || s.column > field.columns)) {
          throw new AppError('validation_failed', 400, { blocked_spots: V.spot_outside_grid });
        }
        if (input.variety && field.varieties.length > 0 && !field.varieties.includes(input.variety)) {
          throw new AppError('validation_failed', 400, { variety: V.variety_not_in_field });
        }
        const existing = await r.trees.countOnPlantableSpots(actor.orgId, fieldId, field, blocked);
        await contract.assertWithinContract(tx, actor.orgId, { kind: 'trees', adding: spots - blocked.length - existing });
        const drips = field.dripsPerTree ?? 0;
        const created = await r.trees.insertGrid(
          actor.orgId,
          fieldId,
          {
            variety: input.variety ?? field.varieties[0] ?? null,
            plantationDate: input.plantation_date ?? null,
            drips,
            dripFlowRate: drips > 0 ? field.dripFlowLph : null,
            valve: field.valveCode ?? field.mainValve,
          },
          blocked,
        );
        const fieldTrees = await r.trees.countInField(actor.orgId, fieldId);
        if (created > 0) {
          await r.activity.record(actor.orgId, {
            userId: actor.userId,
            action: 'create',
            entity: 'tree_grid',
            entityId: fieldId,
            changes: { trees: { from: fieldTrees - created, to: fieldTrees } },
          });
        }
        return { created, existing, blocked: blocked.length, field_trees: fieldTrees };
      }),
  };
}

export type TreesService = ReturnType<typeof createTreesService>;
