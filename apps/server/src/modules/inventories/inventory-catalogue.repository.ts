import { and, eq, inArray, sql } from 'drizzle-orm';
import { inventoryItems, suppliers, type Db } from '@rayyan/db';
import type {
  CreateInventoryItem,
  CreateSupplier,
  InventoryItemListQuery,
  InventoryItemRecord,
  SupplierListQuery,
  SupplierRecord,
  UpdateInventoryItem,
  UpdateSupplier,
} from '@rayyan/contracts';
import { orgResourceRepository } from '../../shared/org-resource.repository';
import type { OrgScopedRepository } from '../../shared/record-service';

export type InventoryItemRepository = OrgScopedRepository<InventoryItemRecord, CreateInventoryItem, UpdateInventoryItem, InventoryItemListQuery> & {
  /** How many of `ids` are items of the organisation. */
  countOwn(orgId: string, ids: readonly string[]): Promise<number>;
  /** Whether a store holds the item or the history names it. */
  inUse(orgId: string, id: string): Promise<boolean>;
};
export type SupplierRepository = OrgScopedRepository<SupplierRecord, CreateSupplier, UpdateSupplier, SupplierListQuery> & {
  /** How many of `ids` are inventory items of the organisation. */
  countOwnItems(orgId: string, ids: readonly string[]): Promise<number>;
};

// Computed beside the row, qualified by hand (the kit selects from the table under its own name).
const totalQuantity = sql<number>`(SELECT coalesce(sum(s.quantity), 0)::float8 FROM inventory_stock s WHERE s.item_id = "inventory_items"."id" AND s.org_id = "inventory_items"."org_id")`;
const purchasesCount = sql<number>`(SELECT count(*)::int FROM inventory_transactions t WHERE t.supplier_id = "suppliers"."id" AND t.org_id = "suppliers"."org_id" AND t.transaction_type = 'in')`;
const purchasesValue = sql<number>`(SELECT coalesce(sum(t.quantity * coalesce(t.unit_cost, 0)), 0)::float8 FROM inventory_transactions t WHERE t.supplier_id = "suppliers"."id" AND t.org_id = "suppliers"."org_id" AND t.transaction_type = 'in')`;

/** The organisation's global inventory items (settings), with the quantity its stores hold; by English name. */
export function createInventoryItemRepository(db: Db): InventoryItemRepository {
  const repository = orgResourceRepository<typeof inventoryItems, InventoryItemRecord, CreateInventoryItem, UpdateInventoryItem, InventoryItemListQuery>(db, {
    table: inventoryItems,
    search: [inventoryItems.nameEn, inventoryItems.nameAr, inventoryItems.activeIngredient],
    equals: { category: inventoryItems.category },
    orderBy: [inventoryItems.nameEn],
    computed: { total_quantity: totalQuantity },
  });
  return {
    ...repository,
    async countOwn(orgId, ids) {
      if (ids.length === 0) return 0;
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(inventoryItems)
        .where(and(eq(inventoryItems.orgId, orgId), inArray(inventoryItems.id, [...ids])));
      return row?.n ?? 0;
    },
    async inUse(orgId, id) {
      const found = await db.execute(sql`SELECT 1 FROM inventory_stock WHERE org_id = ${orgId} AND item_id = ${id}
        UNION ALL SELECT 1 FROM inventory_transactions WHERE org_id = ${orgId} AND item_id = ${id} LIMIT 1`);
      return (found as unknown as { rows: unknown[] }).rows.length > 0;
    },
  };
}

/** The organisation's suppliers with their purchases (in-transactions) count and value; by name; filtered by an item supplied. */
export function createSupplierRepository(db: Db): SupplierRepository {
  const repository = orgResourceRepository<typeof suppliers, SupplierRecord, CreateSupplier, UpdateSupplier, SupplierListQuery>(db, {
    table: suppliers,
    search: [suppliers.name, suppliers.contactName, suppliers.phone, suppliers.email],
    filters: (query) => [query.item_id ? sql`${query.item_id}::uuid = ANY(${suppliers.itemIds})` : undefined],
    orderBy: [suppliers.name],
    computed: { purchases_count: purchasesCount, purchases_value: purchasesValue },
  });
  return { ...repository, countOwnItems: (orgId, ids) => createInventoryItemRepository(db).countOwn(orgId, ids) };
}
