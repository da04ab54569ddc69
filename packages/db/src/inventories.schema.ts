import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVENTORY_ITEM_CATEGORIES, QUANTITY_UNITS, TRANSACTION_LINE_TYPES } from '@rayyan/contracts';
import { tenantKeys, users } from './core.schema';
import { farms, treeFields } from './geography.schema';
import { bilingualName, createdAt, enumCheck, enumChecks, optionalRef, parentRef, timestamps } from './schema-columns';

/** numeric(14,3) read as a number: quantities to the gram or millilitre. */
const quantityColumn = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });
/** numeric(14,2) read as a number: money per unit. */
const moneyColumn = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * Global inventory items of an organisation (issue #14, settings): names in English and Arabic, a category, one of
 * the spec's units, the low-stock threshold, and for pesticides the active ingredient and pre-harvest interval.
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    ...tenantKeys(),
    ...bilingualName(),
    category: text('category').$type<(typeof INVENTORY_ITEM_CATEGORIES)[number]>().notNull(),
    unit: text('unit').$type<(typeof QUANTITY_UNITS)[number]>().notNull(),
    lowStockThreshold: quantityColumn('low_stock_threshold').notNull().default(0),
    activeIngredient: text('active_ingredient'),
    preHarvestIntervalDays: integer('pre_harvest_interval_days'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('inventory_items_org_id_name_en_key').on(t.orgId, sql`lower(${t.nameEn})`),
    ...enumChecks(t, { category: INVENTORY_ITEM_CATEGORIES, unit: QUANTITY_UNITS }),
    check('inventory_items_threshold_check', sql`${t.lowStockThreshold} >= 0`),
    check('inventory_items_phi_check', sql`${t.preHarvestIntervalDays} IS NULL OR ${t.preHarvestIntervalDays} BETWEEN 0 AND 365`),
  ],
);

/** Suppliers of an organisation: contact, country, the items they supply and their lead time. */
export const suppliers = pgTable(
  'suppliers',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    phone: text('phone'),
    email: text('email'),
    country: text('country'),
    leadTimeDays: integer('lead_time_days'),
    /** Global items of the same organisation (checked by the service). */
    itemIds: uuid('item_ids').array().notNull().default(sql`'{}'::uuid[]`),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('suppliers_org_id_name_key').on(t.orgId, sql`lower(${t.name})`),
    check('suppliers_lead_time_check', sql`${t.leadTimeDays} IS NULL OR ${t.leadTimeDays} BETWEEN 0 AND 365`),
  ],
);

/** A store of a farm, or a tree field's virtual inventory. */
export const inventories = pgTable(
  'inventories',
  {
    ...tenantKeys(),
    /** A deleted farm takes its stores and their history with it (the farm form asks before deleting). */
    farmId: parentRef('farm_id', () => farms.id, 'cascade'),
    treeFieldId: optionalRef('tree_field_id', () => treeFields.id, 'set null'),
    name: text('name').notNull(),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [index('inventories_org_id_idx').on(t.orgId), index('inventories_farm_id_idx').on(t.farmId), uniqueIndex('inventories_farm_id_name_key').on(t.farmId, sql`lower(${t.name})`)],
);

/**
 * What a store holds of an item. The quantity never goes below zero: the CHECK refuses it, and a withdrawal is one
 * conditional UPDATE (`WHERE quantity >= withdrawn`), so concurrent withdrawals cannot overdraw nor lose one another.
 */
export const inventoryStock = pgTable(
  'inventory_stock',
  {
    ...tenantKeys(),
    inventoryId: parentRef('inventory_id', () => inventories.id, 'cascade'),
    itemId: parentRef('item_id', () => inventoryItems.id, 'restrict'),
    quantity: quantityColumn('quantity').notNull().default(0),
    /** Weighted average of the purchases' unit costs. */
    unitCost: moneyColumn('unit_cost'),
    /** When the item first came into the store (spec 3 "insertion date"). */
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('inventory_stock_inventory_id_item_id_key').on(t.inventoryId, t.itemId),
    index('inventory_stock_org_item_idx').on(t.orgId, t.itemId),
    check('inventory_stock_quantity_check', sql`${t.quantity} >= 0`),
    check('inventory_stock_unit_cost_check', sql`${t.unitCost} IS NULL OR ${t.unitCost} >= 0`),
  ],
);

/** Every change of a store's stock, never edited: in, out, the two lines of a transfer, a stock count's adjustment. */
export const inventoryTransactions = pgTable(
  'inventory_transactions',
  {
    ...tenantKeys(),
    inventoryId: parentRef('inventory_id', () => inventories.id, 'cascade'),
    itemId: parentRef('item_id', () => inventoryItems.id, 'restrict'),
    transactionType: text('transaction_type').$type<(typeof TRANSACTION_LINE_TYPES)[number]>().notNull(),
    quantity: quantityColumn('quantity').notNull(),
    quantityAfter: quantityColumn('quantity_after').notNull(),
    unitCost: moneyColumn('unit_cost'),
    supplierId: optionalRef('supplier_id', () => suppliers.id, 'set null'),
    /** The task whose materials were withdrawn (programs, issue #14). */
    taskId: uuid('task_id'),
    transferId: uuid('transfer_id'),
    counterpartInventoryId: optionalRef('counterpart_inventory_id', () => inventories.id, 'set null'),
    note: text('note'),
    userId: optionalRef('user_id', () => users.id, 'set null'),
    createdAt: createdAt(),
  },
  (t) => [
    index('inventory_transactions_inventory_idx').on(t.inventoryId, t.createdAt),
    index('inventory_transactions_org_supplier_idx').on(t.orgId, t.supplierId),
    index('inventory_transactions_org_task_idx').on(t.orgId, t.taskId),
    enumCheck(t.transactionType, TRANSACTION_LINE_TYPES, 'inventory_transactions_type_check'),
    check('inventory_transactions_quantity_check', sql`${t.transactionType} = 'adjustment' OR ${t.quantity} > 0`),
    check('inventory_transactions_after_check', sql`${t.quantityAfter} >= 0`),
  ],
);
