import { z } from 'zod';
import { QUANTITY_UNITS } from './constants';
import { V, emailSchema, listQuerySchema, optionalText, phoneSchema, requiredText } from './common';
import { orgRecordSchema, partialInputSchemas, recordFields } from './record-schema';

/**
 * Inventories (issue #14, spec 3 "Inventory", 4 "Inventory stock", 5, 8, 9 "Units"): the organisation's global
 * items (settings), its suppliers, and stores per farm holding items, changed only by transactions.
 */
export const INVENTORY_ITEM_CATEGORIES = ['fertiliser', 'pesticide', 'seed', 'fuel', 'spare_part', 'tool', 'packaging', 'other'] as const;
/** What a caller posts (spec 3: transaction type in or out). */
export const TRANSACTION_TYPES = ['in', 'out'] as const;
/** Every line of a store's history: posted in or out, the two lines of a transfer, a stock count's adjustment. */
export const TRANSACTION_LINE_TYPES = ['in', 'out', 'transfer_in', 'transfer_out', 'adjustment'] as const;
/** Spec 4 "Inventory stock: low items, out of stock". */
export const STOCK_STATUSES = ['ok', 'low', 'out'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** Quantities are kept to three decimals (grams of a kilogram, millilitres of a litre). */
const quantity = () => z.number({ error: V.required }).min(0.001, { error: V.quantity_positive }).max(1e9, { error: V.out_of_range });
const money = () => z.number().min(0, { error: V.out_of_range }).max(1e9, { error: V.out_of_range });

/** Status of a stock line: out when nothing is left, low at or under the item's threshold. */
export function stockStatus(quantityLeft: number, lowStockThreshold: number): StockStatus {
  if (quantityLeft <= 0) return 'out';
  return quantityLeft <= lowStockThreshold ? 'low' : 'ok';
}

// ---- Global inventory items (settings) ----

const itemFields = {
  name_en: requiredText(150),
  name_ar: requiredText(150),
  category: z.enum(INVENTORY_ITEM_CATEGORIES, { error: V.invalid_choice }),
  unit: z.enum(QUANTITY_UNITS, { error: V.invalid_choice }),
  low_stock_threshold: money().default(0),
  /** Pesticides: the active ingredient and its pre-harvest interval in days. */
  active_ingredient: optionalText(200),
  pre_harvest_interval_days: z.number().int({ error: V.out_of_range }).min(0, { error: V.out_of_range }).max(365, { error: V.out_of_range }).nullable().optional(),
  notes: optionalText(1000),
};
export const createInventoryItemSchema = z.object(itemFields);
export const updateInventoryItemSchema = z.object({ ...itemFields, low_stock_threshold: money() }).partial();
export type CreateInventoryItem = z.infer<typeof createInventoryItemSchema>;
export type UpdateInventoryItem = z.infer<typeof updateInventoryItemSchema>;
export const inventoryItemSchema = orgRecordSchema('InventoryItem', {
  ...recordFields(itemFields),
  /** Quantity of the item across the organisation's stores. */
  total_quantity: z.number(),
});
export type InventoryItemRecord = z.infer<typeof inventoryItemSchema>;
export const inventoryItemListQuerySchema = listQuerySchema.extend({ category: z.enum(INVENTORY_ITEM_CATEGORIES).optional() });
export type InventoryItemListQuery = z.infer<typeof inventoryItemListQuerySchema>;
/** The record's schemas as the kit's CRUD endpoints take them (`crudEndpoints`). */
export const inventoryItemCrudSchemas = { record: inventoryItemSchema, create: createInventoryItemSchema, update: updateInventoryItemSchema, query: inventoryItemListQuerySchema };

// ---- Suppliers ----

const supplierFields = {
  name: requiredText(150),
  contact_name: optionalText(150),
  phone: phoneSchema.nullable().optional(),
  email: emailSchema.nullable().optional(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().regex(/^[A-Z]{2}$/, { error: V.invalid_choice }).nullable().optional(),
  lead_time_days: z.number().int({ error: V.out_of_range }).min(0, { error: V.out_of_range }).max(365, { error: V.out_of_range }).nullable().optional(),
  /** The items the supplier supplies (global items of the organisation). */
  item_ids: z.array(z.uuid()).max(500).optional(),
  notes: optionalText(1000),
};
export const { create: createSupplierSchema, update: updateSupplierSchema } = partialInputSchemas(supplierFields);
export type CreateSupplier = z.infer<typeof createSupplierSchema>;
export type UpdateSupplier = z.infer<typeof updateSupplierSchema>;
export const supplierSchema = orgRecordSchema('Supplier', {
  ...recordFields(supplierFields),
  /** Purchases: the in-transactions from this supplier, and their value at the unit cost paid. */
  purchases_count: z.number().int(),
  purchases_value: z.number(),
});
export type SupplierRecord = z.infer<typeof supplierSchema>;
export const supplierListQuerySchema = listQuerySchema.extend({ item_id: z.uuid().optional() });
export type SupplierListQuery = z.infer<typeof supplierListQuerySchema>;
/** The record's schemas as the kit's CRUD endpoints take them (`crudEndpoints`). */
export const supplierCrudSchemas = { record: supplierSchema, create: createSupplierSchema, update: updateSupplierSchema, query: supplierListQuerySchema };

// ---- Inventories (stores) ----

const inventoryFields = {
  name: requiredText(150),
  farm_id: z.uuid({ error: V.select_farm }),
  /** A tree field's virtual inventory (spec 3 "Tree field: virtual inventory"); the field must be on the farm. */
  tree_field_id: z.uuid().nullable().optional(),
  notes: optionalText(1000),
};
export const { create: createInventorySchema, update: updateInventorySchema } = partialInputSchemas(inventoryFields);
export type CreateInventory = z.infer<typeof createInventorySchema>;
export type UpdateInventory = z.infer<typeof updateInventorySchema>;
export const inventorySchema = orgRecordSchema('Inventory', {
  ...recordFields(inventoryFields),
  farm_name: z.string(),
  tree_field_name: z.string().nullable(),
  items_count: z.number().int(),
  low_items: z.number().int(),
  out_of_stock: z.number().int(),
  /** Quantity times unit cost over the store's items. */
  total_value: z.number(),
});
export type InventoryRecord = z.infer<typeof inventorySchema>;
export const inventoryListQuerySchema = listQuerySchema.extend({ farm_id: z.uuid().optional() });
export type InventoryListQuery = z.infer<typeof inventoryListQuerySchema>;
/** The record's schemas as the kit's CRUD endpoints take them (`crudEndpoints`). */
export const inventoryCrudSchemas = { record: inventorySchema, create: createInventorySchema, update: updateInventorySchema, query: inventoryListQuerySchema };

/** What a line of a store's item (held, or moved in or out) starts with: its id, the store and the item with its names. */
const storeItemLineFields = { id: z.uuid(), inventory_id: z.uuid(), item_id: z.uuid(), name_en: z.string(), name_ar: z.string() };

/** One item held in a store. */
export const stockLineSchema = z
  .object({
    ...storeItemLineFields,
    category: z.enum(INVENTORY_ITEM_CATEGORIES),
    unit: z.enum(QUANTITY_UNITS),
    quantity: z.number(),
    unit_cost: z.number().nullable(),
    low_stock_threshold: z.number(),
    status: z.enum(STOCK_STATUSES),
    /** The day the item first came into the store (spec 3 "insertion date"). */
    inserted_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'StockLine' });
export type StockLineRecord = z.infer<typeof stockLineSchema>;
export const stockListQuerySchema = listQuerySchema.extend({ status: z.enum(['low', 'out']).optional() });
export type StockListQuery = z.infer<typeof stockListQuerySchema>;

// ---- Transactions ----

/** POST /api/inventories/{id}/transactions/ (issue #14), exactly: in or out of one item. */
export const createTransactionSchema = z.object({
  item_id: z.uuid({ error: V.unknown_item }),
  transaction_type: z.enum(TRANSACTION_TYPES, { error: V.invalid_choice }),
  quantity: quantity(),
  /** When sent, the item's own unit: a quantity in another unit is refused rather than converted. */
  unit: z.enum(QUANTITY_UNITS, { error: V.invalid_choice }).optional(),
  supplier_id: z.uuid({ error: V.unknown_supplier }).nullable().optional(),
  unit_cost: money().nullable().optional(),
  task_id: z.uuid({ error: V.unknown_task }).nullable().optional(),
  note: optionalText(1000),
});
export type CreateTransaction = z.infer<typeof createTransactionSchema>;

/** POST /api/inventories/{id}/transfers/: out of this store and into another, one database transaction of two lines. */
export const createTransferSchema = z.object({
  to_inventory_id: z.uuid({ error: V.unknown_inventory }),
  item_id: z.uuid({ error: V.unknown_item }),
  quantity: quantity(),
  unit: z.enum(QUANTITY_UNITS, { error: V.invalid_choice }).optional(),
  note: optionalText(1000),
});
export type CreateTransfer = z.infer<typeof createTransferSchema>;

/** POST /api/inventories/{id}/stock-counts/: the quantity counted; the difference is recorded as an adjustment with its reason. */
export const createStockCountSchema = z.object({
  item_id: z.uuid({ error: V.unknown_item }),
  counted_quantity: z.number({ error: V.required }).min(0, { error: V.out_of_range }).max(1e9, { error: V.out_of_range }),
  unit: z.enum(QUANTITY_UNITS, { error: V.invalid_choice }).optional(),
  reason: requiredText(500),
});
export type CreateStockCount = z.infer<typeof createStockCountSchema>;

export const transactionLineSchema = z
  .object({
    ...storeItemLineFields,
    unit: z.enum(QUANTITY_UNITS),
    transaction_type: z.enum(TRANSACTION_LINE_TYPES),
    /** Positive; an adjustment's is the signed difference (counted minus held). */
    quantity: z.number(),
    /** The store's quantity of the item right after this line. */
    quantity_after: z.number(),
    unit_cost: z.number().nullable(),
    supplier_id: z.uuid().nullable(),
    supplier_name: z.string().nullable(),
    task_id: z.uuid().nullable(),
    /** The two lines of a transfer share it. */
    transfer_id: z.uuid().nullable(),
    counterpart_inventory_id: z.uuid().nullable(),
    counterpart_inventory_name: z.string().nullable(),
    note: z.string().nullable(),
    user_name: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'InventoryTransaction' });
export type TransactionLineRecord = z.infer<typeof transactionLineSchema>;
export const transactionListQuerySchema = listQuerySchema.omit({ search: true }).extend({
  item_id: z.uuid().optional(),
  transaction_type: z.enum(TRANSACTION_LINE_TYPES).optional(),
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;
export const transferResultSchema = z.object({ out: transactionLineSchema, in: transactionLineSchema }).meta({ id: 'InventoryTransfer' });
export type TransferResult = z.infer<typeof transferResultSchema>;
