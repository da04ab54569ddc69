import { z } from 'zod';
import { V, isoDateSchema, optionalText, requiredText } from './common';
import { orgRecordSchema, recordFields } from './record-schema';
import { SHEET_IMPORT_MAX_BYTES, sheetImportPreviewSchema, sheetImportRangeSchema, type SheetImportRange } from './sheet-import';

/**
 * Crop rotations of a crop field (product spec points 2, 3, 4; issue #4): crop name, variety,
 * plantation type, planting date and status (a rotation can be ended). Added one at a time, many at
 * once, edited many at once, exported and imported from an Excel sheet whose header row and data
 * range the user chooses ("Sheet import: choose first and last row and column").
 */

/**
 * How the crop is established. Alfalfa, wheat and maize are sown directly; onion is mostly raised in
 * nurseries and transplanted; potato is planted from seed tubers; cuttings cover sweet potato and
 * sugar cane; anything else is "other".
 */
export const PLANTATION_TYPES = ['direct_seeding', 'transplanting', 'seed_tubers', 'cuttings', 'other'] as const;
export type PlantationType = (typeof PLANTATION_TYPES)[number];
export const ROTATION_STATUSES = ['active', 'ended'] as const;
export type RotationStatus = (typeof ROTATION_STATUSES)[number];

/** At most this many rows in one "add multiple" or "update multiple" request. */
export const ROTATION_BULK_MAX = 500;
/** Import limits: the workbook's size and the rows of the chosen range (header included). */
export const ROTATION_IMPORT_MAX_BYTES = SHEET_IMPORT_MAX_BYTES;
export const ROTATION_IMPORT_MAX_ROWS = 2000;

const rotationFields = {
  crop: requiredText(100),
  variety: optionalText(100),
  plantation_type: z.enum(PLANTATION_TYPES, { error: V.invalid_choice }),
  planting_date: isoDateSchema,
  status: z.enum(ROTATION_STATUSES, { error: V.invalid_choice }),
  notes: optionalText(1000),
};

/** POST /api/crop-rotations/ (status defaults to active). */
export const createCropRotationSchema = z.object({
  crop_field_id: z.uuid({ error: V.select_field }),
  ...rotationFields,
  status: rotationFields.status.default('active'),
});
/** PATCH /api/crop-rotations/{id}/ */
export const updateCropRotationSchema = z.object(rotationFields).partial();
export type CreateCropRotation = z.infer<typeof createCropRotationSchema>;
export type UpdateCropRotation = z.infer<typeof updateCropRotationSchema>;

/**
 * POST /api/crop-rotations/bulk/ — "add multiple". Rows are checked one by one by the server so each
 * bad row is named (400 `rows_invalid`); nothing is saved unless every row is valid.
 */
export const bulkCreateCropRotationsSchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())).min(1).max(ROTATION_BULK_MAX) });
/** PATCH /api/crop-rotations/bulk/ — "update multiple": each row is `{ id, …changes }`. */
export const bulkUpdateCropRotationsSchema = bulkCreateCropRotationsSchema;
export const bulkUpdateRowSchema = updateCropRotationSchema.extend({ id: z.uuid({ error: V.invalid_choice }) });

export const cropRotationSchema = orgRecordSchema('CropRotation', {
  ...recordFields(createCropRotationSchema.shape),
  crop_field_code: z.string(),
  ended_at: z.string().nullable(),
});
export type CropRotationRecord = z.infer<typeof cropRotationSchema>;

/** GET /api/crop-rotations/export/ — every rotation of the caller, optionally of one field. */
export const rotationExportQuerySchema = z.object({ crop_field_id: z.uuid().optional() });

/** The columns of the template, the export and the import, in order (English headers of the sheet). */
export const ROTATION_SHEET_COLUMNS = [
  { key: 'crop_field_code', header: 'Field code' },
  { key: 'crop', header: 'Crop' },
  { key: 'variety', header: 'Variety' },
  { key: 'plantation_type', header: 'Plantation type' },
  { key: 'planting_date', header: 'Planting date (YYYY-MM-DD)' },
  { key: 'status', header: 'Status' },
  { key: 'notes', header: 'Notes' },
] as const;
export type RotationSheetKey = (typeof ROTATION_SHEET_COLUMNS)[number]['key'];

/** One imported row once its cells are read: the field is named by its code. */
export const rotationImportRowSchema = z.object({
  crop_field_code: requiredText(50),
  ...rotationFields,
  status: rotationFields.status.default('active'),
});
export type RotationImportRow = z.infer<typeof rotationImportRowSchema>;

/** Form fields of POST /api/crop-rotations/import/preview/ and /import/ (besides the `file`): the shared range fields. */
export const rotationImportRangeSchema = sheetImportRangeSchema;
export type RotationImportRange = SheetImportRange;

/** Answer of the preview: nothing is written. */
export const rotationImportPreviewSchema = sheetImportPreviewSchema(
  ROTATION_SHEET_COLUMNS.map((c) => c.key) as [RotationSheetKey, ...RotationSheetKey[]],
  'CropRotationImportPreview',
);
export type RotationImportPreview = z.infer<typeof rotationImportPreviewSchema>;

export const rotationImportResultSchema = z.object({ created: z.number().int() });
export const rotationBulkResultSchema = z.object({ results: z.array(cropRotationSchema) });
