import type { FastifyPluginAsync } from 'fastify';
import { inventoriesEndpoints, inventoryItemsEndpoints, suppliersEndpoints, type StockListQuery, type TransactionListQuery } from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import type { Clock } from '../../ports/clock';
import { registerCrudRoutes } from '../../shared/crud-routes';
import { declaredRoute } from '../../shared/declared-route';
import type { InventoriesService, InventoryItemsService, SuppliersService } from './inventory-records.service';
import type { StockService } from './stock.service';

export interface InventoriesRoutesOptions {
  items: InventoryItemsService;
  suppliers: SuppliersService;
  inventories: InventoriesService;
  stock: StockService;
  clock: Clock;
}

const actorOf = (access: { orgId: string; userId: string }) => ({ orgId: access.orgId, userId: access.userId });
const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;
const date = (value: string) => value.slice(0, 10);

/** /api/inventory-items/, /api/suppliers/ and /api/inventories/ with each store's items, history and stock changes (inventory permissions). */
export const inventoriesRoutes: FastifyPluginAsync<InventoriesRoutesOptions> = async (app, { items, suppliers, inventories, stock, clock }) => {
  registerCrudRoutes(app, {
    endpoints: inventoryItemsEndpoints,
    tag: 'inventories',
    service: items,
    clock,
    exportSheet: {
      name: 'Inventory items',
      fileName: 'inventory-items',
      columns: [
        ['Name', 'name_en', 28], ['Arabic name', 'name_ar', 28], 'category', 'unit', ['Low-stock threshold', 'low_stock_threshold'],
        ['Quantity in stores', 'total_quantity'], ['Active ingredient', 'active_ingredient', 24],
        ['Pre-harvest interval (days)', 'pre_harvest_interval_days'],
      ],
    },
  });
  registerCrudRoutes(app, {
    endpoints: suppliersEndpoints,
    tag: 'inventories',
    service: suppliers,
    clock,
    exportSheet: {
      name: 'Suppliers',
      fileName: 'suppliers',
      columns: [
        ['Name', 'name', 28], ['Contact', 'contact_name'], ['Phone Number', 'phone'], 'email', 'country', ['Lead time (days)', 'lead_time_days'],
        ['Purchases', 'purchases_count'], 'purchases_value',
      ],
    },
  });
  registerCrudRoutes(app, {
    endpoints: inventoriesEndpoints,
    tag: 'inventories',
    service: inventories,
    clock,
    exportSheet: {
      name: 'Inventories',
      fileName: 'inventories',
      columns: [
        ['Name', 'name', 28], ['Farm', 'farm_name', 24], ['Tree field', 'tree_field_name'], ['Items', 'items_count'], 'low_items', 'out_of_stock',
        ['Value', 'total_value'],
        { header: 'Created', value: (s) => date(s.created_at) },
      ],
    },
  });
  const tags = ['inventories'];
  declaredRoute(app, inventoriesEndpoints.stock, { tags, errors: [400, 401, 403, 404] }, (request) =>
    stock.stock(callerAccess(request).orgId, idOf(request), request.query as StockListQuery),
  );
  declaredRoute(app, inventoriesEndpoints.transactions, { tags, errors: [400, 401, 403, 404] }, (request) =>
    stock.history(callerAccess(request).orgId, idOf(request), request.query as TransactionListQuery),
  );
  declaredRoute(app, inventoriesEndpoints.createTransaction, { tags, errors: [400, 401, 403, 404, 409] }, (request) =>
    stock.createTransaction(actorOf(callerAccess(request)), idOf(request), request.body),
  );
  declaredRoute(app, inventoriesEndpoints.transfer, { tags, errors: [400, 401, 403, 404, 409] }, (request) =>
    stock.transfer(actorOf(callerAccess(request)), idOf(request), request.body),
  );
  declaredRoute(app, inventoriesEndpoints.stockCount, { tags, errors: [400, 401, 403, 404] }, (request) =>
    stock.stockCount(actorOf(callerAccess(request)), idOf(request), request.body),
  );
};
