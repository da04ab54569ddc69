import { idParamsSchema, paginated } from '../common';
import { endpoint } from '../endpoint';
import {
  createInventoryItemSchema,
  createInventorySchema,
  createStockCountSchema,
  createSupplierSchema,
  createTransactionSchema,
  createTransferSchema,
  inventoryItemListQuerySchema,
  inventoryItemSchema,
  inventoryListQuerySchema,
  inventorySchema,
  stockLineSchema,
  stockListQuerySchema,
  supplierListQuerySchema,
  supplierSchema,
  transactionLineSchema,
  transactionListQuerySchema,
  transferResultSchema,
  updateInventoryItemSchema,
  updateInventorySchema,
  updateSupplierSchema,
} from '../inventories';
import { crudEndpoints } from './crud';

/** Global inventory items (settings) and suppliers: the shared CRUD routes under the inventory permissions. */
export const inventoryItemsEndpoints = crudEndpoints('/api/inventory-items', 'inventory', {
  record: inventoryItemSchema,
  create: createInventoryItemSchema,
  update: updateInventoryItemSchema,
  query: inventoryItemListQuerySchema,
});
export const suppliersEndpoints = crudEndpoints('/api/suppliers', 'inventory', {
  record: supplierSchema,
  create: createSupplierSchema,
  update: updateSupplierSchema,
  query: supplierListQuerySchema,
});

/** Stores per farm, their items, history and the three ways stock changes (issue #14). */
export const inventoriesEndpoints = {
  ...crudEndpoints('/api/inventories', 'inventory', { record: inventorySchema, create: createInventorySchema, update: updateInventorySchema, query: inventoryListQuerySchema }),
  stock: endpoint({ method: 'GET', path: '/api/inventories/:id/items/', params: idParamsSchema, query: stockListQuerySchema, response: paginated(stockLineSchema), access: 'inventory:view' }),
  transactions: endpoint({
    method: 'GET',
    path: '/api/inventories/:id/transactions/',
    params: idParamsSchema,
    query: transactionListQuerySchema,
    response: paginated(transactionLineSchema),
    access: 'inventory:view',
  }),
  createTransaction: endpoint({
    method: 'POST',
    path: '/api/inventories/:id/transactions/',
    params: idParamsSchema,
    body: createTransactionSchema,
    response: transactionLineSchema,
    status: 201,
    access: 'inventory:create',
  }),
  transfer: endpoint({
    method: 'POST',
    path: '/api/inventories/:id/transfers/',
    params: idParamsSchema,
    body: createTransferSchema,
    response: transferResultSchema,
    status: 201,
    access: 'inventory:create',
  }),
  stockCount: endpoint({
    method: 'POST',
    path: '/api/inventories/:id/stock-counts/',
    params: idParamsSchema,
    body: createStockCountSchema,
    response: transactionLineSchema,
    status: 201,
    access: 'inventory:edit',
  }),
};
