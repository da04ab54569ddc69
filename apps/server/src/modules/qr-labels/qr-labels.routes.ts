import type { FastifyInstance } from 'fastify';
import { qrLabelsEndpoints as endpoints } from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import { declaredRoute } from '../../shared/declared-route';
import type { QrLabelsService } from './qr-labels.service';

const tags = ['qr-labels'];
const orgOf = (request: Parameters<typeof callerAccess>[0]) => callerAccess(request).orgId;

/** QR label exports and tree codes (issue #12): one service call per route. */
export function registerQrLabelRoutes(app: FastifyInstance, labels: QrLabelsService): void {
  declaredRoute(app, endpoints.list, { tags, errors: [400, 401, 403], compiledSerializer: true }, (request) => labels.list(orgOf(request), request.query));
  declaredRoute(app, endpoints.create, { tags, errors: [400, 401, 403], description: 'Queues the print job (202); follow it with GET /api/job-runs/?job=trees.qr-labels&subject=<id>.' }, (request) => {
    const { orgId, userId } = callerAccess(request);
    return labels.create({ orgId, userId }, request.body);
  });
  declaredRoute(app, endpoints.get, { tags, errors: [400, 401, 403, 404] }, (request) => labels.get(orgOf(request), request.params.id));
  declaredRoute(app, endpoints.cancel, { tags, errors: [400, 401, 403, 404, 409] }, (request) => labels.cancel(orgOf(request), request.params.id));
  declaredRoute(app, endpoints.download, { tags, errors: [400, 401, 403, 404, 409], produces: ['application/pdf'], fileDescription: 'The print-ready PDF of the labels' }, async (request, reply) => {
    const file = await labels.download(orgOf(request), request.params.id);
    return reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.name}"`).send(file.data);
  });
  declaredRoute(app, endpoints.remove, { tags, errors: [400, 401, 403, 404] }, (request) => labels.remove(orgOf(request), request.params.id));
  declaredRoute(app, endpoints.treeQr, { tags, errors: [400, 401, 403, 404], produces: ['image/svg+xml'], fileDescription: "The tree's QR code (its signed link) as SVG" }, async (request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'private, max-age=3600').send(await labels.treeSvg(orgOf(request), request.params.id)),
  );
  declaredRoute(app, endpoints.resolve, { tags, errors: [400, 401, 403, 404] }, (request) => labels.resolve(orgOf(request), request.params.token));
}
