import { and, eq, sql } from 'drizzle-orm';
import { farms, inventories, inventoryStock, treeFields, type Db } from '@rayyan/db';
import type { CreateInventory, InventoryListQuery, InventoryRecord, UpdateInventory } from '@rayyan/contracts';
import { orgResourceRepository } from '../../shared/org-resource.repository';
import type { OrgScopedRepository } from '../../shared/record-service';

export type InventoryRepository = OrgScopedRepository<InventoryRecord, CreateInventory, UpdateInventory, InventoryListQuery> & {
  /** The farm of a tree field of the organisation, or undefined when there is no such field. */
  treeFieldFarm(orgId: string, fieldId: string): Promise<string | undefined>;
  farmExists(orgId: string, farmId: string): Promise<boolean>;
  /** Whether the store holds any quantity of any item. */
  holdsStock(orgId: string, id: string): Promise<boolean>;
};

// Computed beside the row, qualified by hand (the kit selects from the table under its own name).
const store = sql.raw('"inventories"');
const stockOf = (condition: string) =>
  sql<number>`(SELECT count(*)::int FROM inventory_stock s JOIN inventory_items i ON i.id = s.item_id WHERE s.inventory_id = ${store}."id" AND s.org_id = ${store}."org_id"${sql.raw(condition)})`;

/** Stores of the organisation with their farm's and field's names, item counts (low, out of stock) and value; by farm, then name. */
export function createInventoryRepository(db: Db): InventoryRepository {
  const repository = orgResourceRepository<typeof inventories, InventoryRecord, CreateInventory, UpdateInventory, InventoryListQuery>(db, {
    table: inventories,
    search: [inventories.name, inventories.notes],
    equals: { farm_id: inventories.farmId },
    orderBy: [inventories.farmId, inventories.name],
    computed: {
      farm_name: sql<string>`(SELECT f.name FROM farms f WHERE f.id = ${store}."farm_id" AND f.org_id = ${store}."org_id")`,
      tree_field_name: sql<string | null>`(SELECT tf.name FROM tree_fields tf WHERE tf.id = ${store}."tree_field_id" AND tf.org_id = ${store}."org_id")`,
      items_count: stockOf(''),
      low_items: stockOf(' AND s.quantity > 0 AND s.quantity <= i.low_stock_threshold'),
      out_of_stock: stockOf(' AND s.quantity = 0'),
      total_value: sql<number>`(SELECT coalesce(sum(s.quantity * coalesce(s.unit_cost, 0)), 0)::float8 FROM inventory_stock s WHERE s.inventory_id = ${store}."id" AND s.org_id = ${store}."org_id")`,
    },
  });
  return {
    ...repository,
    async treeFieldFarm(orgId, fieldId) {
      const [row] = await db.select({ farmId: treeFields.farmId }).from(treeFields).where(and(eq(treeFields.orgId, orgId), eq(treeFields.id, fieldId))).limit(1);
      return row?.farmId;
    },
    async farmExists(orgId, farmId) {
      const [row] = await db.select({ id: farms.id }).from(farms).where(and(eq(farms.orgId, orgId), eq(farms.id, farmId))).limit(1);
      return !!row;
    },
    async holdsStock(orgId, id) {
      const [row] = await db
        .select({ id: inventoryStock.id })
        .from(inventoryStock)
        .where(and(eq(inventoryStock.orgId, orgId), eq(inventoryStock.inventoryId, id), sql`${inventoryStock.quantity} > 0`))
        .limit(1);
      return !!row;
    },
  };
}
