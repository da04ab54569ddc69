import { idParamsSchema, paginated } from '../common';
import { endpoint } from '../endpoint';
import {
  createStockCountSchema,
  createTransactionSchema,
  createTransferSchema,
  stockLineSchema,
  stockListQuerySchema,
  transactionLineSchema,
  transactionListQuerySchema,
  transferResultSchema,
  inventoryItemCrudSchemas,
  supplierCrudSchemas,
  inventoryCrudSchemas,
} from '../inventories';
import { crudEndpoints } from './crud';

/** Global inventory items (settings) and suppliers: the shared CRUD routes under the inventory permissions. */
export const inventoryItemsEndpoints = crudEndpoints('/api/inventory-items', 'inventory', inventoryItemCrudSchemas);
export const suppliersEndpoints = crudEndpoints('/api/suppliers', 'inventory', supplierCrudSchemas);

/** Stores per farm, their items, history and the three ways stock changes (issue #14). */
export const inventoriesEndpoints = {
  ...crudEndpoints('/api/inventories', 'inventory', inventoryCrudSchemas),
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
