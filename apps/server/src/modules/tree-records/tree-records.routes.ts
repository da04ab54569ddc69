import type { FastifyInstance, FastifyRequest } from 'fastify';
import { treeRecordsEndpoints as endpoints } from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import { declaredRoute } from '../../shared/declared-route';
import type { TreeRecordsService } from './tree-records.service';

const tags = ['tree-records'];
const actorOf = (request: FastifyRequest) => {
  const { orgId, userId } = callerAccess(request);
  return { orgId, userId };
};

/** Records from the field and their review (issue #12): one service call per route. */
export function registerTreeRecordRoutes(app: FastifyInstance, service: TreeRecordsService): void {
  declaredRoute(app, endpoints.list, { tags, errors: [400, 401, 403], compiledSerializer: true }, (request) => service.list(actorOf(request).orgId, request.query));
  declaredRoute(app, endpoints.create, { tags, errors: [400, 401, 403], description: 'Idempotent by `idempotency_key`: sending the same record again answers the record stored the first time.' }, (request) =>
    service.create(actorOf(request), request.body),
  );
  declaredRoute(app, endpoints.approveMany, { tags, errors: [400, 401, 403, 404, 409] }, (request) => service.approveMany(actorOf(request), request.body.ids));
  declaredRoute(app, endpoints.get, { tags, errors: [400, 401, 403, 404] }, (request) => service.get(actorOf(request).orgId, request.params.id));
  declaredRoute(app, endpoints.approve, { tags, errors: [400, 401, 403, 404, 409] }, (request) => service.approve(actorOf(request), request.params.id));
  declaredRoute(app, endpoints.reject, { tags, errors: [400, 401, 403, 404, 409] }, (request) => service.reject(actorOf(request), request.params.id, request.body.reason));
}
