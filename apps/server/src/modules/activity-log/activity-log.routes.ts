import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityEntrySchema, activityListQuerySchema, paginated } from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import { errorResponses } from '../../shared/openapi-responses';
import type { ActivityRepository } from './activity-log.repository';

/** GET /api/activity-log/: who changed what in the caller's organisation (settings). */
export const activityLogRoutes: FastifyPluginAsyncZod<{ activity: Pick<ActivityRepository, 'list'> }> = async (app, { activity }) => {
  app.get(
    '/api/activity-log/',
    {
      config: { permission: 'settings:view' },
      schema: { tags: ['activity-log'], querystring: activityListQuerySchema, response: { 200: paginated(activityEntrySchema), ...errorResponses(400, 401, 403) } },
    },
    (request) => activity.list(callerAccess(request).orgId, request.query),
  );
};
