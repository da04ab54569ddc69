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
        { header: 'Code', value: (t) => t.code },
        { header: 'Type', value: (t) => t.trap_type },
        { header: 'Target pest', value: (t) => t.target_pest },
        { header: 'Lure', value: (t) => t.lure },
        { header: 'Lure changed', value: (t) => t.lure_changed_on },
        { header: 'Region', value: (t) => t.region_name },
        { header: 'Farm', value: (t) => t.farm_name },
        { header: 'Field', value: (t) => t.field_name },
        { header: 'Latitude', value: (t) => t.lat },
        { header: 'Longitude', value: (t) => t.lng },
        { header: 'Installed', value: (t) => t.installed_on },
        { header: 'Removed', value: (t) => t.removed_on },
        { header: 'Last visit', value: (t) => t.last_visit_on },
        { header: 'Last catch', value: (t) => t.last_count },
        { header: 'Next service', value: (t) => t.next_service_on },
        { header: 'Notes', value: (t) => t.notes, width: 40 },
      ],
    },
  });
};
