import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { geographyEndpoints as endpoints, type createRegionSchema, type regionSchema, type updateRegionSchema } from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import type { Clock } from '../../ports/clock';
import { AppError } from '../../shared/app-error';
import { CpuTaskError, CpuTaskTimeoutError, runCpuTask } from '../../shared/cpu-pool';
import { registerCrudRoutes } from '../../shared/crud-routes';
import { declaredRoute } from '../../shared/declared-route';
import { registerMultipart } from '../../shared/multipart';
import { uploadedFile } from '../../shared/uploads';
import type { createRecordService } from '../../shared/record-service';
import { GEO_IMPORT_LIMITS, GeoImportError, type GeoImportErrorCode } from './geo-import';
import type { PreviewBoundaryFileInput } from './geo-import/boundary-tasks';
import { refuseOversizedBorder } from './boundary-check';
import { registerGeoExports } from './geo-export.routes';
import type { GeoListQuery } from './geo-list.repository';
import type { CropFieldsService, FarmsService, TreeFieldsService } from './geography.service';

export interface GeographyRoutesDeps {
  regions: ReturnType<typeof createRecordService<z.infer<typeof regionSchema>, z.infer<typeof createRegionSchema>, z.infer<typeof updateRegionSchema>, GeoListQuery>>;
  farms: FarmsService;
  treeFields: TreeFieldsService;
  cropFields: CropFieldsService;
  clock: Clock;
}

const BOUNDARY_TASKS = new URL('./geo-import/boundary-tasks.ts', import.meta.url);

/** Status of each refusal of an uploaded border file. */
const GEO_IMPORT_STATUS: Record<GeoImportError['code'], number> = {
  unsupported_format: 415,
  too_large: 413,
  invalid_file: 400,
  no_polygons: 400,
  too_many_features: 400,
  invalid_geometry: 400,
  unsupported_crs: 400,
};

type Actor = { orgId: string; userId: string };
const actorOf = (request: Parameters<typeof callerAccess>[0]): Actor => {
  const { orgId, userId } = callerAccess(request);
  return { orgId, userId };
};

/** What the CRUD routes of farms and fields call. */
interface GeoCrudService {
  list(orgId: string, q: GeoListQuery): Promise<unknown>;
  get(orgId: string, id: string): Promise<unknown>;
  create(actor: Actor, input: never): Promise<unknown>;
  update(actor: Actor, id: string, patch: never): Promise<unknown>;
  delete(actor: Actor, id: string): Promise<void>;
}

/** CRUD of farms or fields (list with filters, detail, create/update/delete) from their declarations. */
function registerGeoCrud(app: FastifyInstance, declared: (typeof endpoints)['farms' | 'treeFields' | 'cropFields'], tag: string, service: GeoCrudService) {
  const tags = [tag];
  const orgOf = (request: Parameters<typeof callerAccess>[0]) => callerAccess(request).orgId;
  const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;
  declaredRoute(app, declared.list, { tags, errors: [400, 401, 403], compiledSerializer: true }, (request) => service.list(orgOf(request), request.query as GeoListQuery) as never);
  declaredRoute(app, declared.create, { tags, errors: [400, 401, 403, 409] }, (request) => service.create(actorOf(request), request.body as never) as never);
  declaredRoute(app, declared.get, { tags, errors: [400, 401, 403, 404] }, (request) => service.get(orgOf(request), idOf(request)) as never);
  declaredRoute(app, declared.update, { tags, errors: [400, 401, 403, 404, 409] }, (request) => service.update(actorOf(request), idOf(request), request.body as never) as never);
  declaredRoute(app, declared.remove, { tags, errors: [400, 401, 403, 404, 409] }, (request) => service.delete(actorOf(request), idOf(request)));
}

/** Regions, farms, tree fields, crop fields and seasons (spec 2, 3, 5), plus the border file preview. */
export const geographyRoutes: FastifyPluginAsync<GeographyRoutesDeps> = async (app, { regions, farms, treeFields, cropFields, clock }) => {
  // Encapsulated: only the preview accepts multipart bodies.
  await registerMultipart(app, { limits: { fileSize: GEO_IMPORT_LIMITS.maxBytes, files: 1, fields: 5 } });
  // A border over the corner cap is refused before the schema walks its positions (400 too_many_vertices).
  app.addHook('preValidation', async (request) => {
    refuseOversizedBorder((request.body as { geometry?: unknown } | null | undefined)?.geometry);
  });

  registerCrudRoutes(app, {
    endpoints: endpoints.regions,
    tag: 'regions',
    service: regions,
    clock,
    exportSheet: {
      name: 'Regions',
      fileName: 'regions',
      columns: [
        { header: 'Code', value: (r) => r.code },
        { header: 'Name', value: (r) => r.name, width: 28 },
        { header: 'Address', value: (r) => r.address, width: 28 },
        { header: 'Farms', value: (r) => r.farms_count },
        { header: 'Traps', value: (r) => r.traps_count },
      ],
    },
  });

  registerGeoExports(app, { farms, treeFields, cropFields, clock });

  // One call with every field's border for the map.
  const mapOptions = (tag: string) => ({ tags: [tag], errors: [400, 401, 403], description: "Every matching field (of the caller's organisation) with its border, unpaginated, for the map." });
  // The database writes the answer's JSON text (checked against the contract in the geography medium tests); it is sent as it is.
  const sendJson = (reply: FastifyReply, text: string) => reply.type('application/json; charset=utf-8').send(text);
  declaredRoute(app, endpoints.treeFields.map, mapOptions('fields'), async (request, reply) => sendJson(reply, await treeFields.mapJson(callerAccess(request).orgId, request.query)));
  declaredRoute(app, endpoints.cropFields.map, mapOptions('crop-fields'), async (request, reply) => sendJson(reply, await cropFields.mapJson(callerAccess(request).orgId, request.query)));

  registerGeoCrud(app, endpoints.farms, 'farms', farms);
  registerGeoCrud(app, endpoints.treeFields, 'fields', treeFields);
  registerGeoCrud(app, endpoints.cropFields, 'crop-fields', cropFields);

  const tags = ['crop-fields'];
  const seasonErrors = [400, 401, 403, 404, 409];
  declaredRoute(app, endpoints.cropFields.seasons, { tags, errors: [400, 401, 403, 404] }, (request) => cropFields.seasons(callerAccess(request).orgId, request.params.id));
  declaredRoute(app, endpoints.cropFields.startSeason, { tags, errors: seasonErrors }, (request) => cropFields.startSeason(actorOf(request), request.params.id, request.body));
  declaredRoute(app, endpoints.cropFields.editSeason, { tags, errors: seasonErrors }, (request) => cropFields.editSeason(actorOf(request), request.params.id, request.body));
  declaredRoute(app, endpoints.cropFields.endSeason, { tags, errors: seasonErrors }, (request) => cropFields.endSeason(actorOf(request), request.params.id, clock.now()));

  declaredRoute(
    app,
    endpoints.parseBorderFile,
    {
      tags: ['geometry'],
      errors: [400, 401, 403, 413, 415],
      description: 'Multipart field `file`: GeoJSON, KML, KMZ or a zipped Shapefile. Reads the borders for preview; stores nothing.',
      extra: { bodyLimit: GEO_IMPORT_LIMITS.maxBytes + 64 * 1024 },
    },
    async (request, reply) => {
      const { bytes, fileName } = await uploadedFile(request, GEO_IMPORT_LIMITS.maxBytes, 'too_large');
      // Reading, checking and serialising the borders is CPU work: a worker thread does it (the answer
      // comes back as GeometryPreview JSON text), so the event loop stays free.
      const copy = new Uint8Array(bytes);
      try {
        const json = await runCpuTask<PreviewBoundaryFileInput, string>(BOUNDARY_TASKS, 'previewBoundaryFileJson', { fileName: fileName || 'upload', bytes: copy }, { transfer: [copy.buffer] });
        // Already the schema's JSON: Fastify sends a string with a JSON content type as it is.
        return reply.type('application/json; charset=utf-8').send(json as never);
      } catch (error) {
        if (error instanceof CpuTaskError && error.errorName === 'GeoImportError' && error.code && error.code in GEO_IMPORT_STATUS) {
          const code = error.code as GeoImportErrorCode;
          throw new AppError(code, GEO_IMPORT_STATUS[code], { file: error.message });
        }
        if (error instanceof CpuTaskTimeoutError) throw new AppError('too_large', 413, { file: 'The file took too long to read; simplify its borders and try again.' });
        throw error;
      }
    },
  );
};
