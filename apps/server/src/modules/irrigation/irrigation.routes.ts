import type { FastifyPluginAsync } from 'fastify';
import { irrigationEndpoints, type IrrigationOverviewItem } from '@rayyan/contracts';
import { sheetColumnsOf } from '../../shared/sheet-columns';
import { attachmentHeader, buildXlsx, XLSX_CONTENT_TYPE } from '../../shared/xlsx';
import { callerAccess } from '../../plugins/permissions';
import { declaredRoute } from '../../shared/declared-route';
import type { IrrigationService } from './irrigation.service';
import type { Clock } from '../../ports/clock';

/** Columns of the irrigation plan export (one row per field with stored advice). */
const IRRIGATION_PLAN_COLUMNS = sheetColumnsOf<IrrigationOverviewItem>([
  ['Farm', 'farm_code'], 'field_code', ['Field', 'field_name', 28],
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
  ['Root zone', 'root_zone_status'], ['No advice because', 'reason'], ['Calculated at', 'computed_at', 24],
]);

/**
 * The irrigation routes, each registered from its declaration in @rayyan/contracts: every field's next irrigation and
 * the plan as a workbook, then the advisory of a crop field (/api/crop-fields/…) and of a tree field (/api/fields/…):
 * status and advice, settings, hold/resume, log, history.
 */
export const irrigationRoutes: FastifyPluginAsync<{ irrigation: IrrigationService; clock: Clock }> = async (app, { irrigation, clock }) => {
  const tags = ['irrigation'];
  const org = (request: Parameters<typeof callerAccess>[0]) => callerAccess(request).orgId;
  const actor = (request: Parameters<typeof callerAccess>[0]) => {
    const { orgId, userId } = callerAccess(request);
    return { orgId, userId };
  };
  declaredRoute(app, irrigationEndpoints.overview, { tags, errors: [400, 401, 403] }, async (request) => ({
    results: await irrigation.overview(org(request), request.query.farm_id),
  }));
  // The irrigation plan for the field teams: every field's next irrigation as a spreadsheet.
  declaredRoute(app, irrigationEndpoints.overviewExport, { tags, errors: [400, 401, 403], fileDescription: '.xlsx workbook' }, async (request, reply) => {
    const rows = await irrigation.overview(org(request), request.query.farm_id);
    const workbook = await buildXlsx('Irrigation plan', IRRIGATION_PLAN_COLUMNS, rows);
    return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', attachmentHeader('irrigation-plan', clock.now())).send(workbook);
  });
  for (const kind of ['crop', 'tree'] as const) {
    const field = irrigationEndpoints[kind];
    declaredRoute(app, field.status, { tags, errors: [401, 403, 404] }, (request) => irrigation.status(org(request), kind, request.params.id));
    declaredRoute(app, field.calculate, { tags, errors: [401, 403, 404] }, (request) => irrigation.calculate(org(request), kind, request.params.id));
    declaredRoute(app, field.updateSettings, { tags, errors: [400, 401, 403, 404] }, (request) => irrigation.updateSettings(actor(request), kind, request.params.id, request.body));
    declaredRoute(app, field.hold, { tags, errors: [400, 401, 403, 404] }, (request) => irrigation.hold(actor(request), kind, request.params.id, request.body.until));
    declaredRoute(app, field.resume, { tags, errors: [401, 403, 404] }, (request) => irrigation.resume(actor(request), kind, request.params.id));
    declaredRoute(app, field.logs, { tags, errors: [401, 403, 404] }, (request) => irrigation.logs(org(request), kind, request.params.id));
    declaredRoute(app, field.addLog, { tags, errors: [400, 401, 403, 404] }, (request) => irrigation.addLog(actor(request), kind, request.params.id, request.body));
    declaredRoute(app, field.removeLog, { tags, errors: [400, 401, 403, 404] }, (request) => irrigation.deleteLog(actor(request), kind, request.params.id, request.params.logId));
    declaredRoute(app, field.history, { tags, errors: [400, 401, 403, 404] }, (request) => irrigation.history(org(request), kind, request.params.id, request.query.days));
  }
};
