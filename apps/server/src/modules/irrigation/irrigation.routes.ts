import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createIrrigationLogSchema,
  idParamsSchema,
  irrigationLogParamsSchema,
  irrigationOverviewQuerySchema,
  irrigationOverviewSchema,
  irrigationHistoryQuerySchema,
  irrigationHistorySchema,
  irrigationHoldSchema,
  irrigationLogListSchema,
  irrigationLogSchema,
  irrigationStatusSchema,
  updateIrrigationSettingsSchema,
} from '@rayyan/contracts';
import type { IrrigationFieldKind } from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import { errorResponses } from '../../shared/openapi-responses';
import type { IrrigationService } from './irrigation.service';

/** Where each kind of field lives in the API: crop fields at /api/crop-fields/, tree fields at /api/fields/. */
const BASES: Record<IrrigationFieldKind, string> = { crop: '/api/crop-fields/:id/irrigation', tree: '/api/fields/:id/irrigation' };

/** Irrigation advisory of a crop field and of a tree field: status and advice, settings, hold/resume, log, history. */
export const irrigationRoutes: FastifyPluginAsyncZod<{ irrigation: IrrigationService }> = async (app, { irrigation }) => {
  app.get(
    '/api/irrigation/overview/',
    {
      config: { permission: 'farm_and_fields:view' },
      schema: { tags: ['irrigation'], querystring: irrigationOverviewQuerySchema, response: { 200: irrigationOverviewSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request) => ({ results: await irrigation.overview(callerAccess(request).orgId, request.query.farm_id) }),
  );
  for (const kind of ['crop', 'tree'] as const) await app.register(fieldIrrigationRoutes, { irrigation, kind });
};

const fieldIrrigationRoutes: FastifyPluginAsyncZod<{ irrigation: IrrigationService; kind: IrrigationFieldKind }> = async (app, { irrigation, kind }) => {
  const org = (request: Parameters<typeof callerAccess>[0]) => callerAccess(request).orgId;
  const actor = (request: Parameters<typeof callerAccess>[0]) => {
    const { orgId, userId } = callerAccess(request);
    return { orgId, userId };
  };
  const tags = ['irrigation'];
  const base = BASES[kind];
  const view = { permission: 'farm_and_fields:view' } as const;
  const edit = { permission: 'farm_and_fields:edit' } as const;

  app.get(`${base}/`, { config: view, schema: { tags, params: idParamsSchema, response: { 200: irrigationStatusSchema, ...errorResponses(401, 403, 404) } } }, (request) =>
    irrigation.status(org(request), kind, request.params.id),
  );
  app.post(`${base}/calculate/`, { config: view, schema: { tags, params: idParamsSchema, response: { 200: irrigationStatusSchema, ...errorResponses(401, 403, 404) } } }, (request) =>
    irrigation.calculate(org(request), kind, request.params.id),
  );
  app.patch(
    `${base}/settings/`,
    { config: edit, schema: { tags, params: idParamsSchema, body: updateIrrigationSettingsSchema, response: { 200: irrigationStatusSchema, ...errorResponses(400, 401, 403, 404) } } },
    (request) => irrigation.updateSettings(actor(request), kind, request.params.id, request.body),
  );
  app.post(
    `${base}/hold/`,
    { config: edit, schema: { tags, params: idParamsSchema, body: irrigationHoldSchema, response: { 200: irrigationStatusSchema, ...errorResponses(400, 401, 403, 404) } } },
    (request) => irrigation.hold(actor(request), kind, request.params.id, request.body.until),
  );
  app.post(`${base}/resume/`, { config: edit, schema: { tags, params: idParamsSchema, response: { 200: irrigationStatusSchema, ...errorResponses(401, 403, 404) } } }, (request) =>
    irrigation.resume(actor(request), kind, request.params.id),
  );
  app.get(`${base}/logs/`, { config: view, schema: { tags, params: idParamsSchema, response: { 200: irrigationLogListSchema, ...errorResponses(401, 403, 404) } } }, (request) =>
    irrigation.logs(org(request), kind, request.params.id),
  );
  app.post(
    `${base}/logs/`,
    { config: edit, schema: { tags, params: idParamsSchema, body: createIrrigationLogSchema, response: { 201: irrigationLogSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => reply.code(201).send(await irrigation.addLog(actor(request), kind, request.params.id, request.body)),
  );
  app.delete(
    `${base}/logs/:logId/`,
    { config: edit, schema: { tags, params: irrigationLogParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      await irrigation.deleteLog(actor(request), kind, request.params.id, request.params.logId);
      return reply.code(204).send(null);
    },
  );
  app.get(
    `${base}/history/`,
    { config: view, schema: { tags, params: idParamsSchema, querystring: irrigationHistoryQuerySchema, response: { 200: irrigationHistorySchema, ...errorResponses(400, 401, 403, 404) } } },
    (request) => irrigation.history(org(request), kind, request.params.id, request.query.days),
  );
};
