import type { FastifyInstance } from 'fastify';
import { fieldAppEndpoints as endpoints } from '@rayyan/contracts';
import type { Database } from '@rayyan/db';
import { callerAccess } from '../../plugins/permissions';
import type { Clock } from '../../ports/clock';
import { declaredRoute } from '../../shared/declared-route';
import { createQrTokens } from '../qr-labels/qr-token';
import { createFieldAppRepository } from './field-app.repository';
import { createFieldAppService } from './field-app.service';

/** The field app (issue #12): the registry a phone downloads to record offline (the records go to /api/tree-records/). */
export function registerFieldApp(app: FastifyInstance, { database, clock, secret }: { database: Database; clock: Clock; secret: string }): void {
  const service = createFieldAppService({ repo: createFieldAppRepository(database.db), tokens: createQrTokens(secret), clock });
  declaredRoute(app, endpoints.registry, { tags: ['field-app'], errors: [401, 403], description: "The trees of the caller's fields with their labels' tokens, for the phone's offline registry." }, (request) => {
    const { orgId, userId } = callerAccess(request);
    return service.registry(orgId, userId);
  });
}
