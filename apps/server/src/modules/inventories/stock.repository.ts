import { and, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { inventories, inventoryItems, inventoryStock, inventoryTransactions, suppliers, tasks, users, type Db } from '@rayyan/db';
import { stockStatus, type StockLineRecord, type StockListQuery, type TransactionLineRecord, type TransactionListQuery } from '@rayyan/contracts';
import { totalRows } from '../../shared/page-total.repository';
import { containsPattern, pageFromRows, pageWindow, type Page } from '../../shared/pagination';

export interface ItemFacts {
  id: string;
  unit: StockLineRecord['unit'];
}

export interface NewLine {
  inventoryId: string;
  itemId: string;
  transactionType: TransactionLineRecord['transaction_type'];
  quantity: number;
  quantityAfter: number;
  unitCost?: number | null | undefined;
  supplierId?: string | null | undefined;
  taskId?: string | null | undefined;
  transferId?: string | null | undefined;
  counterpartInventoryId?: string | null | undefined;
  note?: string | null | undefined;
  userId: string;
}

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());
const counterpart = alias(inventories, 'counterpart');

/**
 * What stores hold and every change of it. Each change is one statement that decides on the row itself: a deposit
 * adds in an upsert, a withdrawal subtracts only `WHERE quantity >= withdrawn` (no row: refused, nothing changed), a
 * count sets the quantity while holding the row's lock; the CHECK (quantity >= 0) stands behind all three.
 */
export function createStockRepository(db: Db) {
  const ofStore = (orgId: string, inventoryId: string, itemId: string) =>
    and(eq(inventoryStock.orgId, orgId), eq(inventoryStock.inventoryId, inventoryId), eq(inventoryStock.itemId, itemId));

  const lineSelection = {
    id: inventoryTransactions.id,
    inventory_id: inventoryTransactions.inventoryId,
    item_id: inventoryTransactions.itemId,
    name_en: inventoryItems.nameEn,
    name_ar: inventoryItems.nameAr,
    unit: inventoryItems.unit,
    transaction_type: inventoryTransactions.transactionType,
    quantity: inventoryTransactions.quantity,
    quantity_after: inventoryTransactions.quantityAfter,
    unit_cost: inventoryTransactions.unitCost,
    supplier_id: inventoryTransactions.supplierId,
    supplier_name: suppliers.name,
    task_id: inventoryTransactions.taskId,
    transfer_id: inventoryTransactions.transferId,
    counterpart_inventory_id: inventoryTransactions.counterpartInventoryId,
    counterpart_inventory_name: counterpart.name,
    note: inventoryTransactions.note,
    user_name: users.name,
    created_at: inventoryTransactions.createdAt,
  };
  const linesWhere = (where: SQL | undefined) =>
    db
      .select({ ...lineSelection, total: totalRows })
      .from(inventoryTransactions)
      .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryTransactions.itemId))
      .leftJoin(suppliers, eq(suppliers.id, inventoryTransactions.supplierId))
      .leftJoin(users, eq(users.id, inventoryTransactions.userId))
      .leftJoin(counterpart, eq(counterpart.id, inventoryTransactions.counterpartInventoryId))
      .where(where)
      .orderBy(desc(inventoryTransactions.createdAt), desc(inventoryTransactions.id));
  const toLine = ({ total: _total, created_at, ...row }: Awaited<ReturnType<typeof linesWhere>>[number]): TransactionLineRecord => ({ ...row, created_at: iso(created_at) });

  return {
    async item(orgId: string, itemId: string): Promise<ItemFacts | undefined> {
      const [row] = await db
        .select({ id: inventoryItems.id, unit: inventoryItems.unit })
        .from(inventoryItems)
        .where(and(eq(inventoryItems.orgId, orgId), eq(inventoryItems.id, itemId)))
        .limit(1);
      return row;
    },
    async supplierExists(orgId: string, supplierId: string): Promise<boolean> {
      const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.orgId, orgId), eq(suppliers.id, supplierId))).limit(1);
      return !!row;
    },
    async taskExists(orgId: string, taskId: string): Promise<boolean> {
      const [row] = await db.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.orgId, orgId), eq(tasks.id, taskId))).limit(1);
      return !!row;
    },
    async storeExists(orgId: string, inventoryId: string): Promise<boolean> {
      const [row] = await db.select({ id: inventories.id }).from(inventories).where(and(eq(inventories.orgId, orgId), eq(inventories.id, inventoryId))).limit(1);
      return !!row;
    },

    /** Adds to the store's line (created on first deposit), the unit cost becoming the weighted average; answers the new quantity. */
    async deposit(orgId: string, inventoryId: string, itemId: string, quantity: number, unitCost: number | null | undefined, at?: Date): Promise<number> {
      const held = inventoryStock.quantity;
      const cost = inventoryStock.unitCost;
      const [row] = await db
        .insert(inventoryStock)
        .values({ orgId, inventoryId, itemId, quantity, unitCost: unitCost ?? null, ...(at ? { insertedAt: at, updatedAt: at } : {}) })
        .onConflictDoUpdate({
          target: [inventoryStock.inventoryId, inventoryStock.itemId],
          set: {
            quantity: sql`${held} + excluded.quantity`,
            unitCost: sql`CASE WHEN excluded.unit_cost IS NULL THEN ${cost}
              WHEN ${cost} IS NULL OR ${held} = 0 THEN excluded.unit_cost
              ELSE round((${held} * ${cost} + excluded.quantity * excluded.unit_cost) / (${held} + excluded.quantity), 2) END`,
            updatedAt: at ?? new Date(),
          },
        })
        .returning({ quantity: inventoryStock.quantity });
      return row!.quantity;
    },

    /** Takes `quantity` out only if the store holds at least that much; undefined (nothing changed) otherwise. */
    async withdraw(orgId: string, inventoryId: string, itemId: string, quantity: number, at?: Date): Promise<{ quantity: number; unitCost: number | null } | undefined> {
      const [row] = await db
        .update(inventoryStock)
        .set({ quantity: sql`${inventoryStock.quantity} - ${quantity}`, updatedAt: at ?? new Date() })
        .where(and(ofStore(orgId, inventoryId, itemId), gte(inventoryStock.quantity, quantity)))
        .returning({ quantity: inventoryStock.quantity, unitCost: inventoryStock.unitCost });
      return row;
    },

    /** Locks the item's lines of these stores, in store id order (lines that do not exist yet lock nothing). */
    async lockLines(orgId: string, itemId: string, inventoryIds: string[]): Promise<void> {
      await db
        .select({ id: inventoryStock.id })
        .from(inventoryStock)
        .where(and(eq(inventoryStock.orgId, orgId), eq(inventoryStock.itemId, itemId), inArray(inventoryStock.inventoryId, inventoryIds)))
        .orderBy(inventoryStock.inventoryId)
        .for('update');
    },

    /** Sets the counted quantity under the row's lock; answers what was held before and after. */
    async count(orgId: string, inventoryId: string, itemId: string, counted: number, at?: Date): Promise<{ before: number; after: number }> {
      await db.insert(inventoryStock).values({ orgId, inventoryId, itemId, quantity: 0 }).onConflictDoNothing();
      const [held] = await db
        .select({ quantity: inventoryStock.quantity })
        .from(inventoryStock)
        .where(ofStore(orgId, inventoryId, itemId))
        .for('update');
      const [row] = await db
        .update(inventoryStock)
        .set({ quantity: counted, updatedAt: at ?? new Date() })
        .where(ofStore(orgId, inventoryId, itemId))
        .returning({ quantity: inventoryStock.quantity });
      return { before: held!.quantity, after: row!.quantity };
    },

    async record(orgId: string, line: NewLine, at?: Date): Promise<string> {
      const [row] = await db
        .insert(inventoryTransactions)
        .values({ orgId, ...line, ...(at ? { createdAt: at } : {}) })
        .returning({ id: inventoryTransactions.id });
      return row!.id;
    },

    async line(orgId: string, id: string): Promise<TransactionLineRecord | undefined> {
      const [row] = await linesWhere(and(eq(inventoryTransactions.orgId, orgId), eq(inventoryTransactions.id, id))).limit(1);
      return row && toLine(row);
    },

    /** The store's history, newest first. */
    async history(orgId: string, inventoryId: string, query: TransactionListQuery): Promise<Page<TransactionLineRecord>> {
      const where = and(
        eq(inventoryTransactions.orgId, orgId),
        eq(inventoryTransactions.inventoryId, inventoryId),
        query.item_id ? eq(inventoryTransactions.itemId, query.item_id) : undefined,
        query.transaction_type ? eq(inventoryTransactions.transactionType, query.transaction_type) : undefined,
      );
      const { offset, limit } = pageWindow(query);
      const rows = await linesWhere(where).offset(offset).limit(limit);
      return pageFromRows(query, rows, toLine, async () => {
        const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(inventoryTransactions).where(where);
        return counted?.n ?? 0;
      });
    },

    /** What the store holds, by the item's English name; low and out-of-stock lines on request. */
    async stock(orgId: string, inventoryId: string, query: StockListQuery): Promise<Page<StockLineRecord>> {
      const low = sql`${inventoryStock.quantity} > 0 AND ${inventoryStock.quantity} <= ${inventoryItems.lowStockThreshold}`;
      const where = and(
        eq(inventoryStock.orgId, orgId),
        eq(inventoryStock.inventoryId, inventoryId),
        query.status === 'low' ? low : query.status === 'out' ? eq(inventoryStock.quantity, 0) : undefined,
        query.search ? sql`(${inventoryItems.nameEn} ILIKE ${containsPattern(query.search)} OR ${inventoryItems.nameAr} ILIKE ${containsPattern(query.search)})` : undefined,
      );
      const { offset, limit } = pageWindow(query);
      const rows = await db
        .select({
          id: inventoryStock.id,
          inventory_id: inventoryStock.inventoryId,
          item_id: inventoryStock.itemId,
          name_en: inventoryItems.nameEn,
          name_ar: inventoryItems.nameAr,
          category: inventoryItems.category,
          unit: inventoryItems.unit,
          quantity: inventoryStock.quantity,
          unit_cost: inventoryStock.unitCost,
          low_stock_threshold: inventoryItems.lowStockThreshold,
          inserted_at: inventoryStock.insertedAt,
          updated_at: inventoryStock.updatedAt,
          total: totalRows,
        })
        .from(inventoryStock)
        .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryStock.itemId))
        .where(where)
        .orderBy(inventoryItems.nameEn, inventoryStock.id)
        .offset(offset)
        .limit(limit);
      return pageFromRows(
        query,
        rows,
        ({ total: _total, inserted_at, updated_at, ...row }) => ({
          ...row,
          status: stockStatus(row.quantity, row.low_stock_threshold),
          inserted_at: iso(inserted_at),
          updated_at: iso(updated_at),
        }),
        async () => {
          const [counted] = await db
            .select({ n: sql<number>`count(*)::int` })
            .from(inventoryStock)
            .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryStock.itemId))
            .where(where);
          return counted?.n ?? 0;
        },
      );
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
