import type { FastifyPluginAsync } from 'fastify';
import { assetsEndpoints } from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import type { Clock } from '../../ports/clock';
import { registerCrudRoutes } from '../../shared/crud-routes';
import { declaredRoute } from '../../shared/declared-route';
import type { AssetsService } from './assets.service';

/** /api/assets/: the assets' CRUD and export, and a farm's network (assets management permissions). */
export const assetsRoutes: FastifyPluginAsync<{ assets: AssetsService; clock: Clock }> = async (app, { assets, clock }) => {
  declaredRoute(app, assetsEndpoints.network, { tags: ['assets'], errors: [400, 401, 403, 404] }, (request) => assets.network(callerAccess(request).orgId, request.query.farm_id));
  registerCrudRoutes(app, {
    endpoints: assetsEndpoints,
    tag: 'assets',
    service: assets,
    clock,
    exportSheet: {
      name: 'Assets',
      fileName: 'assets',
      columns: [
        { header: 'Code', value: (a) => a.code },
        { header: 'Name', value: (a) => a.name, width: 28 },
        { header: 'Type', value: (a) => a.type },
        { header: 'Farm', value: (a) => a.farm_name },
        { header: 'Ownership', value: (a) => a.ownership },
        { header: 'State', value: (a) => a.state },
        { header: 'Fed by', value: (a) => a.feeds_asset_name },
        { header: 'Details', value: (a) => JSON.stringify(a.attributes), width: 60 },
        { header: 'Notes', value: (a) => a.notes, width: 40 },
      ],
    },
  });
};
