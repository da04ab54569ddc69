import { z } from 'zod';
import { idParamsSchema } from '../common';
import { endpoint } from '../endpoint';
import { labImportPreviewSchema, labSampleSchema, labSampleCrudSchemas } from '../lab-samples';
import { crudEndpoints } from './crud';

/**
 * Lab samples (issue #17) under the farm and fields permissions: the records with their properties, the attached lab
 * report (a PDF or an image, checked by content), and the results imported from a lab's spreadsheet.
 */
export const labSamplesEndpoints = {
  ...crudEndpoints('/api/lab-samples', 'farm_and_fields', labSampleCrudSchemas),
  /** Multipart `file`: a PDF, JPEG, PNG or WebP lab report (≤ 10 MB, type checked by content); replaces the last. */
  uploadReport: endpoint({ method: 'PUT', path: '/api/lab-samples/:id/report/', params: idParamsSchema, multipart: true, response: labSampleSchema, access: 'farm_and_fields:edit' }),
  report: endpoint({ method: 'GET', path: '/api/lab-samples/:id/report/', params: idParamsSchema, response: 'file', access: 'farm_and_fields:view' }),
  /** Multipart `file` (.xlsx) and the sheet and range; reads every row as a property, writes nothing. */
  importPreview: endpoint({ method: 'POST', path: '/api/lab-samples/:id/import/preview/', params: idParamsSchema, multipart: true, response: labImportPreviewSchema, access: 'farm_and_fields:edit' }),
  /** Same inputs as the preview; the rows replace the sample's properties of the same parameters only if every row is valid. */
  import: endpoint({ method: 'POST', path: '/api/lab-samples/:id/import/', params: idParamsSchema, multipart: true, response: z.object({ sample: labSampleSchema, imported: z.number().int() }), access: 'farm_and_fields:edit' }),
} as const;
