import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { learningItemSchema, learningItemWriteSchema, learningListQuerySchema, learningListSchema, slugParamsSchema } from '@rayyan/contracts';
import { errorResponses } from '../../shared/openapi-responses';
import type { LearningService } from './learning.service';

/** The learning zone's articles and videos: public reading, super-admin writing. */
export const learningRoutes: FastifyPluginAsyncZod<{ learning: LearningService }> = async (app, { learning }) => {
  app.get(
    '/api/learning-zone/',
    {
      config: { public: true, optionalAuth: true },
      schema: { tags: ['learning-zone'], security: [], querystring: learningListQuerySchema, response: { 200: learningListSchema, ...errorResponses(400) } },
    },
    (request) => learning.list(request.query, Boolean(request.user?.super_admin)),
  );
  app.get(
    '/api/learning-zone/:slug/',
    {
      config: { public: true, optionalAuth: true },
      schema: { tags: ['learning-zone'], security: [], params: slugParamsSchema, response: { 200: learningItemSchema, ...errorResponses(400, 404) } },
    },
    (request) => learning.get(request.params.slug, Boolean(request.user?.super_admin)),
  );
  app.post(
    '/api/learning-zone/',
    {
      config: { permission: 'super_admin' },
      schema: { tags: ['learning-zone'], body: learningItemWriteSchema, response: { 201: learningItemSchema, ...errorResponses(400, 401, 403, 409) } },
    },
    async (request, reply) => reply.code(201).send(await learning.create(request.body)),
  );
  app.put(
    '/api/learning-zone/:slug/',
    {
      config: { permission: 'super_admin' },
      schema: { tags: ['learning-zone'], params: slugParamsSchema, body: learningItemWriteSchema, response: { 200: learningItemSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    (request) => learning.update(request.params.slug, request.body),
  );
  app.delete(
    '/api/learning-zone/:slug/',
    {
      config: { permission: 'super_admin' },
      schema: { tags: ['learning-zone'], params: slugParamsSchema, response: errorResponses(401, 403, 404) },
    },
    async (request, reply) => {
      await learning.remove(request.params.slug);
      return reply.code(204).send(undefined as never);
    },
  );
};
