import type { FastifyPluginAsync } from 'fastify';
import { trapsEndpoints } from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import type { Clock } from '../../ports/clock';
import { registerCrudRoutes } from '../../shared/crud-routes';
import { declaredRoute } from '../../shared/declared-route';
import type { TrapsService } from './traps.service';

/** /api/traps/: the traps' CRUD and export, their visits, the weekly catches and the programme settings (pests and diseases permissions). */
export const trapsRoutes: FastifyPluginAsync<{ traps: TrapsService; clock: Clock }> = async (app, { traps, clock }) => {
  const tags = ['traps'];
  const actor = (request: Parameters<typeof callerAccess>[0]) => {
    const access = callerAccess(request);
    return { orgId: access.orgId, userId: access.userId };
  };
  // Static paths before the CRUD's `/:id/` (Fastify prefers them anyway; declared first for the reader).
  declaredRoute(app, trapsEndpoints.weekly, { tags, errors: [400, 401, 403] }, (request) => traps.weekly(actor(request).orgId, request.query));
  declaredRoute(app, trapsEndpoints.settings, { tags, errors: [401, 403] }, (request) => traps.settings(actor(request).orgId));
  declaredRoute(app, trapsEndpoints.updateSettings, { tags, errors: [400, 401, 403] }, (request) => traps.updateSettings(actor(request), request.body));
  declaredRoute(app, trapsEndpoints.catches, { tags, errors: [400, 401, 403, 404] }, (request) => traps.catches(actor(request).orgId, request.params.id));
  declaredRoute(app, trapsEndpoints.recordCatch, { tags, errors: [400, 401, 403, 404, 409] }, (request) => traps.recordCatch(actor(request), request.params.id, request.body));
  registerCrudRoutes(app, {
    endpoints: trapsEndpoints,
    tag: 'traps',
    service: traps,
    clock,
    exportSheet: {
      name: 'Traps',
      fileName: 'traps',
      columns: [
        'code', ['Type', 'trap_type'], 'target_pest', 'lure', ['Lure changed', 'lure_changed_on'], ['Region', 'region_name'], ['Farm', 'farm_name'],
        ['Field', 'field_name'], ['Latitude', 'lat'], ['Longitude', 'lng'], ['Installed', 'installed_on'], ['Removed', 'removed_on'],
        ['Last visit', 'last_visit_on'], ['Last catch', 'last_count'], ['Next service', 'next_service_on'], ['Notes', 'notes', 40],
      ],
    },
  });
};
