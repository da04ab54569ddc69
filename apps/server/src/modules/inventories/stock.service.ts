import { randomUUID } from 'node:crypto';
import {
  ERROR_MESSAGES,
  V,
  type CreateStockCount,
  type CreateTransaction,
  type CreateTransfer,
  type StockListQuery,
  type TransactionLineRecord,
  type TransactionListQuery,
  type TransferResult,
} from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import type { Actor } from '../../shared/record-service';
import type { Transaction } from '../../shared/unit-of-work';
import type { ActivityRepository } from '../activity-log/activity-log.repository';
import type { StockRepository } from './stock.repository';

export interface StockRepos {
  stock: StockRepository;
  activity: Pick<ActivityRepository, 'record'>;
}

export interface StockServiceDeps {
  repos: StockRepos;
  transaction: Transaction<StockRepos>;
}

const invalid = (field: string, key: string) => new AppError('validation_failed', 400, { [field]: key });
const refusedWithdrawal = () => new AppError('quantity_exceeds_stock', 409, { quantity: ERROR_MESSAGES.quantity_exceeds_stock });

/**
 * Stock of the organisation's stores (issue #14): in and out transactions, transfers and stock counts. Every change is
 * one database transaction that checks what it references (the store, the item in its unit, the supplier, the task)
 * within the organisation, changes the stock by a statement the database decides on (never read, then written), and
 * records the line(s) of history and the activity log; a refusal writes nothing.
 */
export function createStockService({ repos, transaction }: StockServiceDeps) {
  async function store(r: StockRepos, orgId: string, inventoryId: string) {
    if (!(await r.stock.storeExists(orgId, inventoryId))) throw new AppError('not_found', 404);
  }
  async function item(r: StockRepos, orgId: string, itemId: string, unit: string | undefined) {
    const found = await r.stock.item(orgId, itemId);
    if (!found) throw invalid('item_id', V.unknown_item);
    if (unit && unit !== found.unit) throw invalid('unit', V.unit_mismatch);
    return found;
  }
  async function logged(r: StockRepos, actor: Actor, id: string): Promise<TransactionLineRecord> {
    const line = (await r.stock.line(actor.orgId, id))!;
    await r.activity.record(actor.orgId, {
      userId: actor.userId,
      action: 'create',
      entity: 'inventory_transaction',
      entityId: id,
      changes: { transaction_type: { from: null, to: line.transaction_type }, quantity: { from: null, to: line.quantity }, item: { from: null, to: line.name_en } },
    });
    return line;
  }

  return {
    stock: async (orgId: string, inventoryId: string, query: StockListQuery) => {
      await store(repos, orgId, inventoryId);
      return repos.stock.stock(orgId, inventoryId, query);
    },
    history: async (orgId: string, inventoryId: string, query: TransactionListQuery) => {
      await store(repos, orgId, inventoryId);
      return repos.stock.history(orgId, inventoryId, query);
    },

    /** `POST /api/inventories/{id}/transactions/`: in adds (the cost averaged), out withdraws only what the store holds. */
    createTransaction: (actor: Actor, inventoryId: string, input: CreateTransaction) =>
      transaction(async (r) => {
        const { orgId } = actor;
        await store(r, orgId, inventoryId);
        await item(r, orgId, input.item_id, input.unit);
        if (input.supplier_id && !(await r.stock.supplierExists(orgId, input.supplier_id))) throw invalid('supplier_id', V.unknown_supplier);
        if (input.task_id && !(await r.stock.taskExists(orgId, input.task_id))) throw invalid('task_id', V.unknown_task);
        let quantityAfter: number;
        let unitCost = input.unit_cost ?? null;
        if (input.transaction_type === 'in') {
          quantityAfter = await r.stock.deposit(orgId, inventoryId, input.item_id, input.quantity, unitCost);
        } else {
          const left = await r.stock.withdraw(orgId, inventoryId, input.item_id, input.quantity);
          if (!left) throw refusedWithdrawal();
          quantityAfter = left.quantity;
          unitCost = unitCost ?? left.unitCost;
        }
        const id = await r.stock.record(orgId, {
          inventoryId,
          itemId: input.item_id,
          transactionType: input.transaction_type,
          quantity: input.quantity,
          quantityAfter,
          unitCost,
          supplierId: input.supplier_id,
          taskId: input.task_id,
          note: input.note,
          userId: actor.userId,
        });
        return logged(r, actor, id);
      }),

    /** Out of this store and into another: both lines or neither. */
    transfer: (actor: Actor, inventoryId: string, input: CreateTransfer): Promise<TransferResult> =>
      transaction(async (r) => {
        const { orgId } = actor;
        await store(r, orgId, inventoryId);
        if (input.to_inventory_id === inventoryId) throw invalid('to_inventory_id', V.same_inventory);
        if (!(await r.stock.storeExists(orgId, input.to_inventory_id))) throw invalid('to_inventory_id', V.unknown_inventory);
        await item(r, orgId, input.item_id, input.unit);
        // Both stores' lines of the item are locked in one order, so opposite transfers wait instead of deadlocking.
        await r.stock.lockLines(orgId, input.item_id, [inventoryId, input.to_inventory_id]);
        const left = await r.stock.withdraw(orgId, inventoryId, input.item_id, input.quantity);
        if (!left) throw refusedWithdrawal();
        const arrived = await r.stock.deposit(orgId, input.to_inventory_id, input.item_id, input.quantity, left.unitCost);
        const transferId = randomUUID();
        const common = { itemId: input.item_id, quantity: input.quantity, unitCost: left.unitCost, transferId, note: input.note, userId: actor.userId };
        const outId = await r.stock.record(orgId, { ...common, inventoryId, transactionType: 'transfer_out', quantityAfter: left.quantity, counterpartInventoryId: input.to_inventory_id });
        const inId = await r.stock.record(orgId, { ...common, inventoryId: input.to_inventory_id, transactionType: 'transfer_in', quantityAfter: arrived, counterpartInventoryId: inventoryId });
        return { out: await logged(r, actor, outId), in: await logged(r, actor, inId) };
      }),

    /** A stock count: the counted quantity replaces the held one, the difference recorded as an adjustment with its reason. */
    stockCount: (actor: Actor, inventoryId: string, input: CreateStockCount) =>
      transaction(async (r) => {
        const { orgId } = actor;
        await store(r, orgId, inventoryId);
        await item(r, orgId, input.item_id, input.unit);
        const { before, after } = await r.stock.count(orgId, inventoryId, input.item_id, input.counted_quantity);
        const id = await r.stock.record(orgId, {
          inventoryId,
          itemId: input.item_id,
          transactionType: 'adjustment',
          quantity: Math.round((after - before) * 1000) / 1000,
          quantityAfter: after,
          note: input.reason,
          userId: actor.userId,
        });
        return logged(r, actor, id);
      }),
  };
}

export type StockService = ReturnType<typeof createStockService>;
