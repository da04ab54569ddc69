import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PLANTATION_TYPES,
  ROTATION_IMPORT_MAX_BYTES,
  ROTATION_SHEET_COLUMNS,
  ROTATION_STATUSES,
  V,
  bulkCreateCropRotationsSchema,
  bulkUpdateCropRotationsSchema,
  createCropRotationSchema,
  cropRotationSchema,
  idParamsSchema,
  rotationBulkResultSchema,
  rotationExportQuerySchema,
  rotationImportPreviewSchema,
  rotationImportResultSchema,
  updateCropRotationSchema,
  type CropRotationRecord,
  type RotationImportPreview,
} from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import type { Clock } from '../../ports/clock';
import { registerMultipart } from '../../shared/multipart';
import { sheetPreview, sheetUpload } from '../../shared/uploads';
import { errorResponses } from '../../shared/openapi-responses';
import { validationMessageText } from '../../shared/validation-text';
import { attachmentHeader, buildWorkbook, buildXlsx, sheetColumns, XLSX_CONTENT_TYPE, type SheetColumn } from '../../shared/xlsx';
import type { CropRotationsService } from './crop-rotations.service';
import { rowsInvalid } from './crop-rotations.service';
import { headerFor, missingColumnsError, readRange, readRotationSheet } from './rotation-sheet';

export interface CropRotationRoutesDeps {
  rotations: CropRotationsService;
  clock: Clock;
}

const actorOf = (request: FastifyRequest) => {
  const { orgId, userId } = callerAccess(request);
  return { orgId, userId };
};

const SHEET_COLUMNS: SheetColumn<CropRotationRecord>[] = ROTATION_SHEET_COLUMNS.map((column) => ({
  header: column.header,
  value: (row: CropRotationRecord) => (column.key === 'crop_field_code' ? row.crop_field_code : row[column.key]),
  width: column.key === 'notes' ? 36 : column.key === 'planting_date' ? 26 : 18,
}));

const importSchema = (description: string, response: z.ZodType) => ({
  tags: ['crop-rotations'],
  consumes: ['multipart/form-data'],
  description,
  response: { 200: response, ...errorResponses(400, 401, 403, 413, 415) },
});

/** Crop rotations (issue #4): per-field list, single and bulk writes, template, export and sheet import. */
export const cropRotationRoutes: FastifyPluginAsyncZod<CropRotationRoutesDeps> = async (app, { rotations, clock }) => {
  // Encapsulated: only the import routes accept multipart bodies.
  await registerMultipart(app, { limits: { fileSize: ROTATION_IMPORT_MAX_BYTES, files: 1, fields: 10 } });
  const tags = ['crop-rotations'];

  /** Reads the workbook, the sheet and the range, and checks every row (codes against the caller's fields). */
  const preview = async (request: FastifyRequest) => {
    const { bytes, range: input } = await sheetUpload(request, ROTATION_IMPORT_MAX_BYTES);
    const sheet = await readRotationSheet(bytes, input);
    const read = readRange(sheet);
    const codeHeader = headerFor(read, 'crop_field_code');
    const known = await rotations.fieldsByCode(callerAccess(request).orgId, [...new Set(read.rows.flatMap((r) => (r.row ? [r.row.crop_field_code] : [])))]);
    for (const row of read.rows) {
      if (row.row && !known.has(row.row.crop_field_code)) {
        row.errors[codeHeader] = validationMessageText(V.unknown_field_code);
        row.error_keys[codeHeader] = V.unknown_field_code;
      }
    }
    return { sheet, read, codeHeader };
  };

  app.get(
    '/api/crop-fields/:id/rotations/',
    { config: { permission: 'farm_and_fields:view' }, schema: { tags, params: idParamsSchema, response: { 200: z.array(cropRotationSchema), ...errorResponses(400, 401, 403, 404) } } },
    (request) => rotations.listForField(callerAccess(request).orgId, request.params.id),
  );

  app.get(
    '/api/crop-rotations/template/',
    {
      config: { permission: 'farm_and_fields:view' },
      schema: { tags, produces: [XLSX_CONTENT_TYPE], description: 'An empty import sheet with the header row, and a sheet of the allowed values.', response: { 200: z.any(), ...errorResponses(401, 403) } },
    },
    async (request, reply) => {
      const codes = await rotations.fieldCodes(callerAccess(request).orgId);
      const lists = [['Plantation type', ...PLANTATION_TYPES], ['Status', ...ROTATION_STATUSES], ['Field code', ...codes], ['Planting date', 'YYYY-MM-DD, e.g. 2025-11-01']];
      const height = Math.max(...lists.map((l) => l.length));
      const workbook = await buildWorkbook({
        sheets: [
          { name: 'Crop rotations', columns: sheetColumns(SHEET_COLUMNS), rows: [] },
          { name: 'Allowed values', columns: lists.map((l) => ({ header: l[0]!, width: 26 })), rows: Array.from({ length: height - 1 }, (_, r) => lists.map((l) => l[r + 1] ?? '')) },
        ],
      });
      return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', `attachment; filename="crop-rotations-template.xlsx"`).send(workbook);
    },
  );

  app.get(
    '/api/crop-rotations/export/',
    { config: { permission: 'farm_and_fields:view' }, schema: { tags, querystring: rotationExportQuerySchema, produces: [XLSX_CONTENT_TYPE], response: { 200: z.any(), ...errorResponses(400, 401, 403) } } },
    async (request, reply) => {
      const rows = await rotations.exportRows(callerAccess(request).orgId, request.query.crop_field_id);
      return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', attachmentHeader('crop-rotations', clock.now())).send(await buildXlsx('Crop rotations', SHEET_COLUMNS, rows));
    },
  );

  app.post(
    '/api/crop-rotations/',
    { config: { permission: 'farm_and_fields:create' }, schema: { tags, body: createCropRotationSchema, response: { 201: cropRotationSchema, ...errorResponses(400, 401, 403) } } },
    async (request, reply) => reply.code(201).send(await rotations.create(actorOf(request), request.body)),
  );

  app.post(
    '/api/crop-rotations/bulk/',
    {
      config: { permission: 'farm_and_fields:create' },
      schema: { tags, body: bulkCreateCropRotationsSchema, description: 'Add multiple (≤ 500): all saved, or 400 rows_invalid naming each bad row by its index and nothing saved.', response: { 201: rotationBulkResultSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => reply.code(201).send({ results: await rotations.bulkCreate(actorOf(request), request.body.rows) }),
  );

  app.patch(
    '/api/crop-rotations/bulk/',
    {
      config: { permission: 'farm_and_fields:edit' },
      schema: { tags, body: bulkUpdateCropRotationsSchema, description: 'Update multiple by id (≤ 500): all saved, or 400 rows_invalid and nothing saved.', response: { 200: rotationBulkResultSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request) => ({ results: await rotations.bulkUpdate(actorOf(request), request.body.rows) }),
  );

  app.post(
    '/api/crop-rotations/import/preview/',
    {
      config: { permission: 'farm_and_fields:create' },
      bodyLimit: ROTATION_IMPORT_MAX_BYTES + 64 * 1024,
      schema: importSchema(
        'Multipart `file` (.xlsx ≤ 5 MB) and optional `sheet`, `first_row`, `last_row`, `first_col`, `last_col` (1-based; the first row is the header). Checks every row; writes nothing.',
        rotationImportPreviewSchema,
      ),
    },
    async (request): Promise<RotationImportPreview> => {
      const { sheet, read } = await preview(request);
      return sheetPreview(sheet, read);
    },
  );

  app.post(
    '/api/crop-rotations/import/',
    {
      config: { permission: 'farm_and_fields:create' },
      bodyLimit: ROTATION_IMPORT_MAX_BYTES + 64 * 1024,
      schema: importSchema('Same inputs as the preview. Saves every row in one transaction only if all are valid; else 400 rows_invalid naming each bad sheet row.', rotationImportResultSchema),
    },
    async (request) => {
      const { read, codeHeader } = await preview(request);
      if (read.missing.length) throw missingColumnsError(read.missing);
      const bad = read.rows.filter((r) => Object.keys(r.errors).length > 0);
      if (bad.length) throw rowsInvalid(bad.map((r) => ({ index: r.index, fields: r.errors })));
      const created = await rotations.importRows(actorOf(request), read.rows.map((r) => ({ index: r.index, row: r.row! })), codeHeader);
      return { created };
    },
  );

  app.patch(
    '/api/crop-rotations/:id/',
    { config: { permission: 'farm_and_fields:edit' }, schema: { tags, params: idParamsSchema, body: updateCropRotationSchema, response: { 200: cropRotationSchema, ...errorResponses(400, 401, 403, 404) } } },
    (request) => rotations.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/crop-rotations/:id/',
    { config: { permission: 'farm_and_fields:delete' }, schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      await rotations.delete(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
