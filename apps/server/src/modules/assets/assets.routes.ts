import type { FastifyPluginAsync } from 'fastify';
import { assetsEndpoints } from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import type { Clock } from '../../ports/clock';
import { registerCrudRoutes } from '../../shared/crud-routes';
import { declaredRoute } from '../../shared/declared-route';
import type { AssetsService } from './assets.service';
import type { MaintenanceService } from './maintenance.service';

/** /api/assets/: the assets' CRUD and export, a farm's network and the assets' maintenance (assets management permissions). */
export const assetsRoutes: FastifyPluginAsync<{ assets: AssetsService; maintenance: MaintenanceService; clock: Clock }> = async (app, { assets, maintenance, clock }) => {
  const tags = ['assets'];
  const actor = (request: Parameters<typeof callerAccess>[0]) => {
    const access = callerAccess(request);
    return { orgId: access.orgId, userId: access.userId };
  };
  declaredRoute(app, assetsEndpoints.network, { tags, errors: [400, 401, 403, 404] }, (request) => assets.network(actor(request).orgId, request.query.farm_id));
  declaredRoute(app, assetsEndpoints.maintenanceDue, { tags, errors: [400, 401, 403] }, (request) => maintenance.due(actor(request).orgId, request.query.farm_id));
  declaredRoute(app, assetsEndpoints.maintenance, { tags, errors: [400, 401, 403, 404] }, (request) => maintenance.log(actor(request).orgId, request.params.id));
  declaredRoute(app, assetsEndpoints.addMaintenance, { tags, errors: [400, 401, 403, 404] }, (request) => maintenance.add(actor(request), request.params.id, request.body));
  declaredRoute(app, assetsEndpoints.removeMaintenance, { tags, errors: [400, 401, 403, 404] }, (request) => maintenance.remove(actor(request), request.params.id, request.params.entryId));
  declaredRoute(app, assetsEndpoints.setMaintenanceSchedule, { tags, errors: [400, 401, 403, 404] }, (request) => maintenance.setSchedule(actor(request), request.params.id, request.body));
  registerCrudRoutes(app, {
    endpoints: assetsEndpoints,
    tag: 'assets',
    service: assets,
    clock,
    exportSheet: {
      name: 'Assets',
      fileName: 'assets',
      columns: [
        'code', ['Name', 'name', 28], 'type', ['Farm', 'farm_name'], 'ownership', 'state', ['Fed by', 'feeds_asset_name'],
        { header: 'Details', value: (a) => JSON.stringify(a.attributes), width: 60 },
        ['Notes', 'notes', 40],
      ],
    },
  });
};
