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
import type { IrrigationFieldKind, IrrigationOverviewItem } from '@rayyan/contracts';
import { attachmentHeader, buildXlsx, XLSX_CONTENT_TYPE, type SheetColumn } from '../../shared/xlsx';
import { callerAccess } from '../../plugins/permissions';
import { errorResponses } from '../../shared/openapi-responses';
import type { IrrigationService } from './irrigation.service';
import type { Clock } from '../../ports/clock';

/** Columns of the irrigation plan export (one row per field with stored advice). */
const IRRIGATION_PLAN_COLUMNS: SheetColumn<IrrigationOverviewItem>[] = [
  { header: 'Farm', value: (r) => r.farm_code },
  { header: 'Field code', value: (r) => r.field_code },
  { header: 'Field', value: (r) => r.field_name, width: 28 },
  { header: 'Status', value: (r) => (r.status === 'on_hold' ? `on hold until ${r.hold_till ?? ''}` : 'active') },
  { header: 'Next irrigation', value: (r) => r.advice?.target_irrigation_date ?? null },
  { header: 'Irrigate today', value: (r) => (r.advice ? (r.advice.irrigate_today ? 'yes' : 'no') : null) },
  { header: 'Water (mm)', value: (r) => r.advice?.required_water_mm ?? null },
  { header: 'Water (m3/feddan)', value: (r) => r.advice?.required_water_m3_per_feddan ?? null },
  { header: 'Duration (h:mm)', value: (r) => r.advice?.duration_hhmm ?? null },
  { header: 'Pivot speed (%)', value: (r) => r.advice?.pivot_run?.speed_pct ?? null },
  { header: 'Passes', value: (r) => r.advice?.pivot_run?.passes ?? null },
  { header: 'Hours per revolution', value: (r) => r.advice?.pivot_run?.hours_per_revolution ?? null },
  { header: 'Hours per sector', value: (r) => r.advice?.pivot_run?.hours_per_sector ?? null },
  { header: 'Water per tree (L)', value: (r) => r.advice?.water_per_tree_litres ?? null },
  { header: 'Valve', value: (r) => [r.advice?.valve_name, r.advice?.valve_code].filter(Boolean).join(' · ') || null },
  { header: 'Flow (m3/h)', value: (r) => r.advice?.system_flow_m3_h ?? null },
  { header: 'Enough until', value: (r) => r.advice?.enough_till_date ?? null },
  { header: 'Root zone', value: (r) => r.root_zone_status },
  { header: 'No advice because', value: (r) => r.reason },
  { header: 'Calculated at', value: (r) => r.computed_at, width: 24 },
];

/** Where each kind of field lives in the API: crop fields at /api/crop-fields/, tree fields at /api/fields/. */
const BASES: Record<IrrigationFieldKind, string> = { crop: '/api/crop-fields/:id/irrigation', tree: '/api/fields/:id/irrigation' };

/** Irrigation advisory of a crop field and of a tree field: status and advice, settings, hold/resume, log, history. */
export const irrigationRoutes: FastifyPluginAsyncZod<{ irrigation: IrrigationService; clock: Clock }> = async (app, { irrigation, clock }) => {
  app.get(
    '/api/irrigation/overview/',
    {
      config: { permission: 'farm_and_fields:view' },
      schema: { tags: ['irrigation'], querystring: irrigationOverviewQuerySchema, response: { 200: irrigationOverviewSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request) => ({ results: await irrigation.overview(callerAccess(request).orgId, request.query.farm_id) }),
  );
  // The irrigation plan for the field teams: every field's next irrigation as a spreadsheet.
  app.get(
    '/api/irrigation/overview/export/',
    {
      config: { permission: 'farm_and_fields:view' },
      schema: {
        tags: ['irrigation'],
        querystring: irrigationOverviewQuerySchema,
        produces: [XLSX_CONTENT_TYPE],
        response: { 200: z.any().describe('.xlsx workbook'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const rows = await irrigation.overview(callerAccess(request).orgId, request.query.farm_id);
      const workbook = await buildXlsx('Irrigation plan', IRRIGATION_PLAN_COLUMNS, rows);
      return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', attachmentHeader('irrigation-plan', clock.now())).send(workbook);
    },
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
