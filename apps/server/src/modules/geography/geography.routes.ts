import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  geographyEndpoints,
  createCropFieldSchema,
  createFarmSchema,
  createRegionSchema,
  createTreeFieldSchema,
  cropFieldSchema,
  cropSeasonSchema,
  farmListQuerySchema,
  farmSchema,
  fieldListQuerySchema,
  fieldMapQuerySchema,
  fieldMapSchema,
  geoExportQuerySchema,
  geometryPreviewSchema,
  idParamsSchema,
  paginated,
  regionSchema,
  startSeasonSchema,
  treeFieldSchema,
  updateCropFieldSchema,
  updateFarmSchema,
  updateRegionSchema,
  updateSeasonSchema,
  updateTreeFieldSchema,
  type BoundaryGeometry,
  type Permission,
} from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import type { Clock } from '../../ports/clock';
import { AppError } from '../../shared/app-error';
import { CpuTaskError, CpuTaskTimeoutError, runCpuTask } from '../../shared/cpu-pool';
import { registerCrudRoutes } from '../../shared/crud-routes';
import { serializedBySchema } from '../../plugins/response-serializer';
import { registerMultipart } from '../../shared/multipart';
import { errorResponses } from '../../shared/openapi-responses';
import type { createRecordService } from '../../shared/record-service';
import { buildXlsx, XLSX_CONTENT_TYPE, type SheetColumn } from '../../shared/xlsx';
import { GEO_IMPORT_LIMITS, GeoImportError, toGeoJson, toKml, type GeoImportErrorCode } from './geo-import';
import type { PreviewBoundaryFileInput } from './geo-import/boundary-tasks';
import { refuseOversizedBorder } from './boundary-check';
import type { GeoListQuery } from './geo-list.repository';
import type { CropFieldsService, FarmsService, TreeFieldsService } from './geography.service';

export interface GeographyRoutesDeps {
  regions: ReturnType<typeof createRecordService<z.infer<typeof regionSchema>, z.infer<typeof createRegionSchema>, z.infer<typeof updateRegionSchema>, GeoListQuery>>;
  farms: FarmsService;
  treeFields: TreeFieldsService;
  cropFields: CropFieldsService;
  clock: Clock;
}

const actorOf = (request: FastifyRequest) => {
  const { orgId, userId } = callerAccess(request);
  return { orgId, userId };
};
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

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

/** A GeoJSON, KML or .xlsx download of borders with their attributes and areas. */
interface GeoExport<R> {
  fileName: string;
  sheet: string;
  name: (row: R) => string;
  geometry: (row: R) => BoundaryGeometry;
  properties: (row: R) => Record<string, string | number | boolean | null>;
}

async function sendGeoExport<R>(reply: import('fastify').FastifyReply, format: 'geojson' | 'kml' | 'xlsx', rows: R[], spec: GeoExport<R>, today: Date) {
  const base = `${spec.fileName}-${today.toISOString().slice(0, 10)}`;
  const features = rows.map((row) => ({ name: spec.name(row), geometry: spec.geometry(row) as never, properties: spec.properties(row) }));
  if (format === 'geojson') {
    return reply
      .type('application/geo+json')
      .header('content-disposition', `attachment; filename="${base}.geojson"`)
      .send(JSON.stringify(toGeoJson(features)));
  }
  if (format === 'kml') {
    return reply.type('application/vnd.google-earth.kml+xml').header('content-disposition', `attachment; filename="${base}.kml"`).send(toKml(features));
  }
  const keys = rows.length ? Object.keys(spec.properties(rows[0]!)) : [];
  const columns: SheetColumn<R>[] = [
    { header: 'name', value: (row) => spec.name(row), width: 24 },
    ...keys.map((key): SheetColumn<R> => ({ header: key, value: (row) => spec.properties(row)[key] ?? null })),
    {
      header: 'geometry',
      value: (row) => {
        const text = JSON.stringify(spec.geometry(row));
        return text.length <= 32_000 ? text : 'too large for a cell: use the GeoJSON or KML export';
      },
      width: 40,
    },
  ];
  return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', `attachment; filename="${base}.xlsx"`).send(await buildXlsx(spec.sheet, columns, rows));
}

const exportSchema = (tag: string) => ({
  tags: [tag],
  querystring: geoExportQuerySchema,
  produces: ['application/geo+json', 'application/vnd.google-earth.kml+xml', XLSX_CONTENT_TYPE],
  description: 'Borders with attributes and areas: `format=geojson` (default), `kml` or `xlsx`.',
  response: { 200: z.any().meta({ description: 'The file' }), ...errorResponses(400, 401, 403) },
});

const areaProps = (r: { area_m2: number; area_feddan: number; area_hectare: number }) => ({
  area_m2: r.area_m2,
  area_feddan: r.area_feddan,
  area_hectare: r.area_hectare,
});

/** CRUD of farms or fields (list with filters, detail, create/update/delete) under `base`. */
function registerGeoCrud(
  app: FastifyInstance,
  base: string,
  tag: string,
  schemas: { record: z.ZodType; create: z.ZodType; update: z.ZodType; query: z.ZodType },
  service: {
    list(orgId: string, q: GeoListQuery): Promise<unknown>;
    get(orgId: string, id: string): Promise<unknown>;
    create(actor: { orgId: string; userId: string }, input: never): Promise<unknown>;
    update(actor: { orgId: string; userId: string }, id: string, patch: never): Promise<unknown>;
    delete(actor: { orgId: string; userId: string }, id: string): Promise<void>;
  },
) {
  const tags = [tag];
  const p = (action: 'view' | 'create' | 'edit' | 'delete') => `farm_and_fields:${action}` as Permission;
  app.get(`${base}/`, { config: { permission: p('view') }, schema: { tags, querystring: schemas.query, response: { 200: serializedBySchema(paginated(schemas.record)), ...errorResponses(400, 401, 403) } } }, (request) =>
    service.list(callerAccess(request).orgId, request.query as GeoListQuery),
  );
  app.post(
    `${base}/`,
    { config: { permission: p('create') }, schema: { tags, body: schemas.create, response: { 201: schemas.record, ...errorResponses(400, 401, 403, 409) } } },
    async (request, reply) => reply.code(201).send(await service.create(actorOf(request), request.body as never)),
  );
  app.get(`${base}/:id/`, { config: { permission: p('view') }, schema: { tags, params: idParamsSchema, response: { 200: schemas.record, ...errorResponses(400, 401, 403, 404) } } }, (request) =>
    service.get(callerAccess(request).orgId, idOf(request)),
  );
  app.patch(
    `${base}/:id/`,
    { config: { permission: p('edit') }, schema: { tags, params: idParamsSchema, body: schemas.update, response: { 200: schemas.record, ...errorResponses(400, 401, 403, 404, 409) } } },
    (request) => service.update(actorOf(request), idOf(request), request.body as never),
  );
  app.delete(
    `${base}/:id/`,
    { config: { permission: p('delete') }, schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      await service.delete(actorOf(request), idOf(request));
      return reply.code(204).send(null);
    },
  );
}

/** Regions, farms, tree fields, crop fields and seasons (spec 2, 3, 5), plus the border file preview. */
export const geographyRoutes: FastifyPluginAsyncZod<GeographyRoutesDeps> = async (app, { regions, farms, treeFields, cropFields, clock }) => {
  // Encapsulated: only the preview accepts multipart bodies.
  await registerMultipart(app, { limits: { fileSize: GEO_IMPORT_LIMITS.maxBytes, files: 1, fields: 5 } });
  // A border over the corner cap is refused before the schema walks its positions (400 too_many_vertices).
  app.addHook('preValidation', async (request) => {
    refuseOversizedBorder((request.body as { geometry?: unknown } | null | undefined)?.geometry);
  });

  registerCrudRoutes(app, {
    endpoints: geographyEndpoints.regions,
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

  // Exports first: `/export/` must not be taken for an id.
  app.get('/api/farms/export/', { config: { permission: 'farm_and_fields:view' }, schema: exportSchema('farms') }, async (request, reply) => {
    const { format, ...query } = request.query;
    const rows = await farms.exportRows(callerAccess(request).orgId, { ...query, page: 1, page_size: 1 });
    return sendGeoExport(reply, format, rows, {
      fileName: 'farms',
      sheet: 'Farms',
      name: (f) => f.name,
      geometry: (f) => f.geometry,
      properties: (f) => ({ id: f.id, code: f.code, region: f.region_name, farming_type: f.farming_type, fields_count: f.fields_count, ...areaProps(f) }),
    }, clock.now());
  });
  app.get('/api/fields/export/', { config: { permission: 'farm_and_fields:view' }, schema: exportSchema('fields') }, async (request, reply) => {
    const { format, ...query } = request.query;
    const rows = await treeFields.exportRows(callerAccess(request).orgId, { ...query, page: 1, page_size: 1 });
    return sendGeoExport(reply, format, rows, {
      fileName: 'fields',
      sheet: 'Fields',
      name: (f) => f.name,
      geometry: (f) => f.geometry,
      properties: (f) => ({
        id: f.id,
        code: f.code,
        farm_code: f.farm_code,
        tree_type: f.tree_type,
        irrigation_type: f.irrigation_type,
        rows: f.rows,
        columns: f.columns,
        max_trees: f.max_trees,
        varieties: f.varieties.join(', '),
        ...areaProps(f),
      }),
    }, clock.now());
  });
  app.get('/api/crop-fields/export/', { config: { permission: 'farm_and_fields:view' }, schema: exportSchema('crop-fields') }, async (request, reply) => {
    const { format, ...query } = request.query;
    const rows = await cropFields.exportRows(callerAccess(request).orgId, { ...query, page: 1, page_size: 1 });
    return sendGeoExport(reply, format, rows, {
      fileName: 'crop-fields',
      sheet: 'Crop Fields',
      name: (f) => f.name,
      geometry: (f) => f.geometry,
      properties: (f) => ({
        id: f.id,
        code: f.code,
        farm_code: f.farm_code,
        crop: f.crop,
        variety: f.variety,
        season: f.season,
        season_state: f.season_state,
        planting_date: f.planting_date,
        irrigation_type: f.irrigation_type,
        official_area_feddan: f.official_area_feddan,
        ...areaProps(f),
      }),
    }, clock.now());
  });

  // Before the CRUD routes: `/map/` must not be taken for an id. One call with every field's border for the map.
  for (const [base, tag, service] of [['/api/fields', 'fields', treeFields], ['/api/crop-fields', 'crop-fields', cropFields]] as const) {
    app.get(
      `${base}/map/`,
      {
        config: { permission: 'farm_and_fields:view' },
        schema: { tags: [tag], querystring: fieldMapQuerySchema, description: 'Every matching field (of the caller\'s organisation) with its border, unpaginated, for the map.', response: { 200: fieldMapSchema, ...errorResponses(400, 401, 403) } },
      },
      (request) => service.mapFeatures(callerAccess(request).orgId, request.query),
    );
  }

  registerGeoCrud(app, '/api/farms', 'farms', { record: farmSchema, create: createFarmSchema, update: updateFarmSchema, query: farmListQuerySchema }, farms);
  registerGeoCrud(app, '/api/fields', 'fields', { record: treeFieldSchema, create: createTreeFieldSchema, update: updateTreeFieldSchema, query: fieldListQuerySchema }, treeFields);
  registerGeoCrud(
    app,
    '/api/crop-fields',
    'crop-fields',
    { record: cropFieldSchema, create: createCropFieldSchema, update: updateCropFieldSchema, query: fieldListQuerySchema },
    cropFields,
  );

  const tags = ['crop-fields'];
  app.get(
    '/api/crop-fields/:id/seasons/',
    { config: { permission: 'farm_and_fields:view' }, schema: { tags, params: idParamsSchema, response: { 200: z.array(cropSeasonSchema), ...errorResponses(400, 401, 403, 404) } } },
    (request) => cropFields.seasons(callerAccess(request).orgId, request.params.id),
  );
  app.post(
    '/api/crop-fields/:id/season/',
    {
      config: { permission: 'crop_season:start' },
      schema: { tags, params: idParamsSchema, body: startSeasonSchema, response: { 200: cropFieldSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    (request) => cropFields.startSeason(actorOf(request), request.params.id, request.body),
  );
  app.patch(
    '/api/crop-fields/:id/season/',
    {
      config: { permission: 'crop_season:edit' },
      schema: { tags, params: idParamsSchema, body: updateSeasonSchema, response: { 200: cropFieldSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    (request) => cropFields.editSeason(actorOf(request), request.params.id, request.body),
  );
  app.post(
    '/api/crop-fields/:id/end-season/',
    { config: { permission: 'crop_season:end' }, schema: { tags, params: idParamsSchema, response: { 200: cropFieldSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    (request) => cropFields.endSeason(actorOf(request), request.params.id, clock.now()),
  );

  app.post(
    '/api/geometry/parse/',
    {
      config: { permission: 'farm_and_fields:view' },
      bodyLimit: GEO_IMPORT_LIMITS.maxBytes + 64 * 1024,
      schema: {
        tags: ['geometry'],
        consumes: ['multipart/form-data'],
        description: 'Multipart field `file`: GeoJSON, KML, KMZ or a zipped Shapefile. Reads the borders for preview; stores nothing.',
        response: { 200: geometryPreviewSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', 415);
      const part = await request.file({ limits: { fileSize: GEO_IMPORT_LIMITS.maxBytes, files: 1 } });
      if (!part || part.fieldname !== 'file') throw new AppError('validation_failed', 400, { file: 'This field is required.' });
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('too_large', 413);
        throw error;
      }
      // Reading, checking and serialising the borders is CPU work: a worker thread does it (the answer
      // comes back as GeometryPreview JSON text), so the event loop stays free.
      const copy = new Uint8Array(bytes);
      try {
        const json = await runCpuTask<PreviewBoundaryFileInput, string>(BOUNDARY_TASKS, 'previewBoundaryFileJson', { fileName: part.filename ?? 'upload', bytes: copy }, { transfer: [copy.buffer] });
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
