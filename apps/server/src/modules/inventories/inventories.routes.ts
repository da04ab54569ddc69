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
        { header: 'Name', value: (i) => i.name_en, width: 28 },
        { header: 'Arabic name', value: (i) => i.name_ar, width: 28 },
        { header: 'Category', value: (i) => i.category },
        { header: 'Unit', value: (i) => i.unit },
        { header: 'Low-stock threshold', value: (i) => i.low_stock_threshold },
        { header: 'Quantity in stores', value: (i) => i.total_quantity },
        { header: 'Active ingredient', value: (i) => i.active_ingredient, width: 24 },
        { header: 'Pre-harvest interval (days)', value: (i) => i.pre_harvest_interval_days },
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
        { header: 'Name', value: (s) => s.name, width: 28 },
        { header: 'Contact', value: (s) => s.contact_name },
        { header: 'Phone Number', value: (s) => s.phone },
        { header: 'Email', value: (s) => s.email },
        { header: 'Country', value: (s) => s.country },
        { header: 'Lead time (days)', value: (s) => s.lead_time_days },
        { header: 'Purchases', value: (s) => s.purchases_count },
        { header: 'Purchases value', value: (s) => s.purchases_value },
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
        { header: 'Name', value: (s) => s.name, width: 28 },
        { header: 'Farm', value: (s) => s.farm_name, width: 24 },
        { header: 'Tree field', value: (s) => s.tree_field_name },
        { header: 'Items', value: (s) => s.items_count },
        { header: 'Low items', value: (s) => s.low_items },
        { header: 'Out of stock', value: (s) => s.out_of_stock },
        { header: 'Value', value: (s) => s.total_value },
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
