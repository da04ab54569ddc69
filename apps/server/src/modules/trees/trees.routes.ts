import type { FastifyPluginAsync } from 'fastify';
import { treesEndpoints, type BulkUpdateTrees, type GenerateTrees, type TreeFilterQuery, type TreeListQuery, type UpdateTree } from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import type { Clock } from '../../ports/clock';
import { declaredRoute } from '../../shared/declared-route';
import { attachmentHeader, XLSX_CONTENT_TYPE } from '../../shared/xlsx';
import { streamTreeSheet } from './tree-sheet';
import type { TreesService } from './trees.service';
import type { TreeViewsService } from './tree-views.service';

const actorOf = (access: { orgId: string; userId: string }) => ({ orgId: access.orgId, userId: access.userId });
const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;

/**
 * /api/trees/ (keyset list, export, dashboard summary, read, partial and bulk update) and the field's
 * /api/fields/{id}/trees/generate/ and grid (farm and fields permissions).
 */
export const treesRoutes: FastifyPluginAsync<{ trees: TreesService; views: TreeViewsService; clock: Clock }> = async (app, { trees, views, clock }) => {
  const tags = ['trees'];
  declaredRoute(app, treesEndpoints.list, { tags, errors: [400, 401, 403], compiledSerializer: true }, (request) =>
    trees.list(callerAccess(request).orgId, request.query as TreeListQuery),
  );
  declaredRoute(app, treesEndpoints.export, { tags, errors: [400, 401, 403], fileDescription: 'An .xlsx workbook of every matching tree (streamed)' }, (request, reply) => {
    const sheet = streamTreeSheet(trees.exportBatches(callerAccess(request).orgId, request.query as TreeFilterQuery));
    return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', attachmentHeader('trees', clock.now())).send(sheet);
  });
  declaredRoute(app, treesEndpoints.summary, { tags, errors: [400, 401, 403, 404] }, (request) => views.summary(callerAccess(request).orgId, request.query.farm_id));
  declaredRoute(app, treesEndpoints.bulkUpdate, { tags, errors: [400, 401, 403, 404] }, (request) =>
    trees.bulkUpdate(actorOf(callerAccess(request)), request.body as BulkUpdateTrees),
  );
  declaredRoute(app, treesEndpoints.get, { tags, errors: [400, 401, 403, 404] }, (request) => trees.get(callerAccess(request).orgId, idOf(request)));
  declaredRoute(app, treesEndpoints.update, { tags, errors: [400, 401, 403, 404] }, (request) =>
    trees.update(actorOf(callerAccess(request)), idOf(request), request.body as UpdateTree),
  );
  declaredRoute(app, treesEndpoints.generate, { tags, errors: [400, 401, 403, 404] }, (request) =>
    trees.generate(actorOf(callerAccess(request)), idOf(request), request.body as GenerateTrees),
  );
  declaredRoute(app, treesEndpoints.grid, { tags, errors: [400, 401, 403, 404], compiledSerializer: true }, (request) => views.grid(callerAccess(request).orgId, idOf(request)));
  declaredRoute(app, treesEndpoints.gridIds, { tags, errors: [400, 401, 403, 404] }, (request) => views.gridIds(callerAccess(request).orgId, idOf(request), request.query));
};
