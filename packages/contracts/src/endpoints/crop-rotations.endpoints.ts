import { z } from 'zod';
import { idParamsSchema } from '../common';
import {
  bulkCreateCropRotationsSchema,
  bulkUpdateCropRotationsSchema,
  createCropRotationSchema,
  cropRotationSchema,
  rotationBulkResultSchema,
  rotationExportQuerySchema,
  rotationImportPreviewSchema,
  rotationImportResultSchema,
  updateCropRotationSchema,
} from '../crop-rotations';
import { endpoint } from '../endpoint';

/** A crop field's rotations: list, add one or many, edit, delete, Excel export, template and import. */
export const cropRotationsEndpoints = {
  listForField: endpoint({ method: 'GET', path: '/api/crop-fields/:id/rotations/', params: idParamsSchema, response: z.array(cropRotationSchema), access: 'farm_and_fields:view' }),
  /** An empty import sheet with the header row and a sheet of the allowed values. */
  template: endpoint({ method: 'GET', path: '/api/crop-rotations/template/', response: 'file', access: 'farm_and_fields:view' }),
  export: endpoint({ method: 'GET', path: '/api/crop-rotations/export/', query: rotationExportQuerySchema, response: 'file', access: 'farm_and_fields:view' }),
  create: endpoint({ method: 'POST', path: '/api/crop-rotations/', body: createCropRotationSchema, response: cropRotationSchema, status: 201, access: 'farm_and_fields:create' }),
  /** All saved, or 400 rows_invalid naming each bad row and nothing saved. */
  bulkCreate: endpoint({ method: 'POST', path: '/api/crop-rotations/bulk/', body: bulkCreateCropRotationsSchema, response: rotationBulkResultSchema, status: 201, access: 'farm_and_fields:create' }),
  bulkUpdate: endpoint({ method: 'PATCH', path: '/api/crop-rotations/bulk/', body: bulkUpdateCropRotationsSchema, response: rotationBulkResultSchema, access: 'farm_and_fields:edit' }),
  /** Multipart `file` (.xlsx) and the sheet and range; checks every row, writes nothing. */
  importPreview: endpoint({ method: 'POST', path: '/api/crop-rotations/import/preview/', multipart: true, response: rotationImportPreviewSchema, access: 'farm_and_fields:create' }),
  /** Same inputs as the preview; saves every row only if all are valid. */
  import: endpoint({ method: 'POST', path: '/api/crop-rotations/import/', multipart: true, response: rotationImportResultSchema, access: 'farm_and_fields:create' }),
  update: endpoint({ method: 'PATCH', path: '/api/crop-rotations/:id/', params: idParamsSchema, body: updateCropRotationSchema, response: cropRotationSchema, access: 'farm_and_fields:edit' }),
  remove: endpoint({ method: 'DELETE', path: '/api/crop-rotations/:id/', params: idParamsSchema, response: 'empty', status: 204, access: 'farm_and_fields:delete' }),
} as const;
