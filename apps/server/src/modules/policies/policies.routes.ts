import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPolicySchema, idParamsSchema, listQuerySchema, paginated, policySchema, updatePolicySchema } from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import { errorResponses } from '../../shared/openapi-responses';
import type { PoliciesService } from './policies.service';

const tags = ['policies'];
const templatesSchema = z.record(z.string(), z.record(z.string(), z.array(z.string())));
const actorOf = (access: { orgId: string; userId: string }) => ({ orgId: access.orgId, userId: access.userId });

/** Access policies and their templates (settings, access policy). */
export const policiesRoutes: FastifyPluginAsyncZod<{ policies: PoliciesService }> = async (app, { policies }) => {
  app.get(
    '/api/policy-templates/',
    { config: { permission: 'settings:view' }, schema: { tags, response: { 200: templatesSchema, ...errorResponses(401, 403) } } },
    () => policies.templates(),
  );
  app.get(
    '/api/policies/',
    { config: { permission: 'settings:view' }, schema: { tags, querystring: listQuerySchema, response: { 200: paginated(policySchema), ...errorResponses(400, 401, 403) } } },
    (request) => policies.list(callerAccess(request).orgId, request.query),
  );
  app.post(
    '/api/policies/',
    { config: { permission: 'org_admin' }, schema: { tags, body: createPolicySchema, response: { 201: policySchema, ...errorResponses(400, 401, 403, 409) } } },
    async (request, reply) => reply.code(201).send(await policies.create(actorOf(callerAccess(request)), request.body)),
  );
  app.get(
    '/api/policies/:id/',
    { config: { permission: 'settings:view' }, schema: { tags, params: idParamsSchema, response: { 200: policySchema, ...errorResponses(400, 401, 403, 404) } } },
    (request) => policies.get(callerAccess(request).orgId, request.params.id),
  );
  app.patch(
    '/api/policies/:id/',
    {
      config: { permission: 'org_admin' },
      schema: { tags, params: idParamsSchema, body: updatePolicySchema, response: { 200: policySchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    (request) => policies.update(actorOf(callerAccess(request)), request.params.id, request.body),
  );
  app.delete(
    '/api/policies/:id/',
    { config: { permission: 'org_admin' }, schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      await policies.delete(actorOf(callerAccess(request)), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
