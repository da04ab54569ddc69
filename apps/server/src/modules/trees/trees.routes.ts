import type { FastifyPluginAsync } from 'fastify';
import { treesEndpoints, type GenerateTrees, type TreeFilterQuery, type TreeListQuery, type UpdateTree } from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import type { Clock } from '../../ports/clock';
import { declaredRoute } from '../../shared/declared-route';
import { attachmentHeader, XLSX_CONTENT_TYPE } from '../../shared/xlsx';
import { streamTreeSheet } from './tree-sheet';
import type { TreesService } from './trees.service';

const actorOf = (access: { orgId: string; userId: string }) => ({ orgId: access.orgId, userId: access.userId });
const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;

/** /api/trees/ (keyset list, export, read, partial update) and /api/fields/{id}/trees/generate/ (farm and fields permissions). */
export const treesRoutes: FastifyPluginAsync<{ trees: TreesService; clock: Clock }> = async (app, { trees, clock }) => {
  const tags = ['trees'];
  declaredRoute(app, treesEndpoints.list, { tags, errors: [400, 401, 403], compiledSerializer: true }, (request) =>
    trees.list(callerAccess(request).orgId, request.query as TreeListQuery),
  );
  declaredRoute(app, treesEndpoints.export, { tags, errors: [400, 401, 403], fileDescription: 'An .xlsx workbook of every matching tree (streamed)' }, (request, reply) => {
    const sheet = streamTreeSheet(trees.exportBatches(callerAccess(request).orgId, request.query as TreeFilterQuery));
    return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', attachmentHeader('trees', clock.now())).send(sheet);
  });
  declaredRoute(app, treesEndpoints.get, { tags, errors: [400, 401, 403, 404] }, (request) => trees.get(callerAccess(request).orgId, idOf(request)));
  declaredRoute(app, treesEndpoints.update, { tags, errors: [400, 401, 403, 404] }, (request) =>
    trees.update(actorOf(callerAccess(request)), idOf(request), request.body as UpdateTree),
  );
  declaredRoute(app, treesEndpoints.generate, { tags, errors: [400, 401, 403, 404] }, (request) =>
    trees.generate(actorOf(callerAccess(request)), idOf(request), request.body as GenerateTrees),
  );
};
