import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createOrganizationSchema,
  idParamsSchema,
  listQuerySchema,
  organizationMessageSchema,
  organizationMessageUpdateSchema,
  organizationSchema,
  orgIdParamsSchema,
  paginated,
  updateOrganizationSchema,
} from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import { errorResponses } from '../../shared/openapi-responses';
import type { OrganizationsService } from './organizations.service';

const tags = ['organizations'];

/**
 * Organisations (spec 7): super admins create, update and delete them; members read their own and the
 * organisation message. Fastify's router needs one parameter name per position, so the message PATCH
 * `/api/organizations/{org_id}/` is declared as `:id`, like the GET and DELETE beside it.
 */
export const organizationsRoutes: FastifyPluginAsyncZod<{ organizations: OrganizationsService }> = async (app, { organizations }) => {
  app.get(
    '/api/organizations/',
    { config: { permission: 'authenticated' }, schema: { tags, querystring: listQuerySchema, response: { 200: paginated(organizationSchema), ...errorResponses(400, 401) } } },
    (request) => organizations.list(callerAccess(request), request.query),
  );
  app.post(
    '/api/organizations/',
    { config: { permission: 'super_admin' }, schema: { tags, body: createOrganizationSchema, response: { 201: organizationSchema, ...errorResponses(400, 401, 403, 409) } } },
    async (request, reply) => reply.code(201).send(await organizations.create(callerAccess(request), request.body)),
  );
  app.patch(
    '/api/organizations/',
    { config: { permission: 'super_admin' }, schema: { tags, body: updateOrganizationSchema, response: { 200: organizationSchema, ...errorResponses(400, 401, 403, 404) } } },
    (request) => organizations.update(callerAccess(request), request.body),
  );
  app.get(
    '/api/organizations/message/:org_id/',
    { config: { permission: 'authenticated' }, schema: { tags, params: orgIdParamsSchema, response: { 200: organizationMessageSchema, ...errorResponses(400, 401, 404) } } },
    (request) => organizations.message(callerAccess(request), request.params.org_id),
  );
  app.get(
    '/api/organizations/:id/',
    { config: { permission: 'authenticated' }, schema: { tags, params: idParamsSchema, response: { 200: organizationSchema, ...errorResponses(400, 401, 404) } } },
    (request) => organizations.get(callerAccess(request), request.params.id),
  );
  app.patch(
    '/api/organizations/:id/',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        description: 'The organisation message: super admins write and publish it; any member sends `{ "notification_status": false }` to stop seeing this version.',
        params: idParamsSchema,
        body: organizationMessageUpdateSchema,
        response: { 200: organizationMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => organizations.updateMessage(callerAccess(request), request.params.id, request.body),
  );
  app.delete(
    '/api/organizations/:id/',
    { config: { permission: 'super_admin' }, schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      await organizations.delete(callerAccess(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
