import { inventories, inventoryItems, suppliers } from '@rayyan/db';
import {
  ERROR_MESSAGES,
  V,
  type CreateInventory,
  type CreateInventoryItem,
  type CreateSupplier,
  type InventoryItemListQuery,
  type InventoryItemRecord,
  type InventoryListQuery,
  type InventoryRecord,
  type SupplierListQuery,
  type SupplierRecord,
  type UpdateInventory,
  type UpdateInventoryItem,
  type UpdateSupplier,
} from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import { violatedUniqueConstraint } from '../../shared/db-errors';
import { createRecordService, type RecordServiceDeps } from '../../shared/record-service';
import type { InventoryItemRepository, SupplierRepository } from './inventory-catalogue.repository';
import type { InventoryRepository } from './inventory.repository';

/** A unique name of the organisation (or of the farm, for stores) taken twice: 409 on the name field. */
const NAME_CONFLICTS: Record<string, string> = {
  inventory_items_org_id_name_en_key: 'name_en',
  suppliers_org_id_name_key: 'name',
  inventories_farm_id_name_key: 'name',
};
function nameConflict(error: unknown): unknown {
  const field = NAME_CONFLICTS[violatedUniqueConstraint(error) ?? ''];
  return field ? new AppError('name_exists', 409, { [field]: ERROR_MESSAGES.name_exists }) : error;
}

/** Global inventory items (settings); an item a store or the history uses cannot be deleted. */
export function createInventoryItemsService(deps: Omit<RecordServiceDeps<InventoryItemRepository>, 'entity' | 'table'>) {
  return createRecordService<InventoryItemRecord, CreateInventoryItem, UpdateInventoryItem, InventoryItemListQuery, InventoryItemRepository>(
    { ...deps, entity: 'inventory_item', table: inventoryItems },
    {
      mapError: nameConflict,
      checkDelete: async (orgId, record, records) => {
        if (await records.inUse(orgId, record.id)) throw new AppError('item_in_use', 409);
      },
    },
  );
}

/** Suppliers; the items they supply must be the organisation's own. */
export function createSuppliersService(deps: Omit<RecordServiceDeps<SupplierRepository>, 'entity' | 'table'>) {
  return createRecordService<SupplierRecord, CreateSupplier, UpdateSupplier, SupplierListQuery, SupplierRepository>(
    { ...deps, entity: 'supplier', table: suppliers },
    {
      mapError: nameConflict,
      checkWrite: async (orgId, value, records) => {
        const ids = [...new Set(value.item_ids ?? [])];
        if (ids.length && (await records.countOwnItems(orgId, ids)) !== ids.length) throw new AppError('validation_failed', 400, { item_ids: V.unknown_item });
      },
    },
  );
}

/** Stores per farm: the farm and a tree field (on that farm) must be the organisation's; a store still holding stock is not deleted. */
export function createInventoriesService(deps: Omit<RecordServiceDeps<InventoryRepository>, 'entity' | 'table'>) {
  return createRecordService<InventoryRecord, CreateInventory, UpdateInventory, InventoryListQuery, InventoryRepository>(
    { ...deps, entity: 'inventory', table: inventories },
    {
      mapError: nameConflict,
      checkWrite: async (orgId, value, records) => {
        if (!value.farm_id || !(await records.farmExists(orgId, value.farm_id))) throw new AppError('validation_failed', 400, { farm_id: V.select_farm });
        if (value.tree_field_id && (await records.treeFieldFarm(orgId, value.tree_field_id)) !== value.farm_id) {
          throw new AppError('validation_failed', 400, { tree_field_id: V.field_not_on_farm });
        }
      },
      checkDelete: async (orgId, record, records) => {
        if (await records.holdsStock(orgId, record.id)) throw new AppError('inventory_not_empty', 409);
      },
    },
  );
}

export type InventoryItemsService = ReturnType<typeof createInventoryItemsService>;
export type SuppliersService = ReturnType<typeof createSuppliersService>;
export type InventoriesService = ReturnType<typeof createInventoriesService>;
