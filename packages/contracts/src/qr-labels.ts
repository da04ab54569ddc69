import { z } from 'zod';
import { V, listQuerySchema } from './common';

/**
 * QR labels of trees (issue #12, `/qr-export`): a print-ready PDF of labels, each with a tree's QR code (a short
 * signed link, never an internal id in clear) and its code, field and row/column in both scripts, written by a
 * background job the user can follow and cancel.
 */

/** Label sizes in millimetres, and how many fit on an A4 sheet (210 × 297 mm) in columns × rows. */
export const QR_LABEL_SIZES = {
  small: { widthMm: 50, heightMm: 28, columns: 4, rows: 10 },
  medium: { widthMm: 70, heightMm: 37, columns: 3, rows: 8 },
  large: { widthMm: 105, heightMm: 57, columns: 2, rows: 5 },
} as const;
export type QrLabelSize = keyof typeof QR_LABEL_SIZES;
export const QR_LABEL_SIZE_KEYS = Object.keys(QR_LABEL_SIZES) as QrLabelSize[];

/** How an export stands: waiting for the job, being printed, ready to download, failed, or cancelled by a user. */
export const QR_EXPORT_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type QrExportState = (typeof QR_EXPORT_STATES)[number];

/** Most labels one export prints (a 200,000-tree farm is printed field by field). */
export const QR_EXPORT_MAX_LABELS = 20_000;
/** Most tree codes one export may list by hand. */
export const QR_EXPORT_MAX_CODES = 2_000;
/** The background job that prints exports (its runs carry the export's id as their subject). */
export const QR_EXPORT_JOB = 'trees.qr-labels';

const rowNumber = z.number({ error: V.required }).int({ error: V.out_of_range }).min(1, { error: V.out_of_range }).max(10_000, { error: V.out_of_range });

/** What to print: a farm, a field (optionally some of its rows) or a list of tree codes; and the label size. */
export const createQrExportSchema = z
  .object({
    farm_id: z.uuid({ error: V.required }).optional(),
    field_id: z.uuid({ error: V.required }).optional(),
    from_row: rowNumber.optional(),
    to_row: rowNumber.optional(),
    tree_codes: z.array(z.string().trim().min(1).max(64)).max(QR_EXPORT_MAX_CODES, { error: V.qr_too_many_codes }).optional(),
    label_size: z.enum(QR_LABEL_SIZE_KEYS as [QrLabelSize, ...QrLabelSize[]], { error: (issue) => (issue.input === undefined ? V.required : V.invalid_choice) }),
  })
  .strict()
  .refine((v) => v.farm_id !== undefined || v.field_id !== undefined || (v.tree_codes?.length ?? 0) > 0, { error: V.qr_target_required, path: ['field_id'] })
  .refine((v) => (v.from_row === undefined && v.to_row === undefined) || v.field_id !== undefined, { error: V.qr_rows_need_field, path: ['from_row'] })
  .refine((v) => v.from_row === undefined || v.to_row === undefined || v.from_row <= v.to_row, { error: V.range_order, path: ['to_row'] });
export type CreateQrExport = z.infer<typeof createQrExportSchema>;

export const qrExportSchema = z
  .object({
    id: z.uuid(),
    label_size: z.enum(QR_LABEL_SIZE_KEYS as [QrLabelSize, ...QrLabelSize[]]),
    farm_id: z.uuid().nullable(),
    field_id: z.uuid().nullable(),
    /** The field's code and name, or the farm's, as the list shows what was printed. */
    target_name: z.string().nullable(),
    from_row: z.number().int().nullable(),
    to_row: z.number().int().nullable(),
    code_count: z.number().int(),
    label_count: z.number().int(),
    state: z.enum(QR_EXPORT_STATES),
    /** The PDF's size in bytes once done. */
    file_size: z.number().int().nullable(),
    created_by_name: z.string().nullable(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'QrExport' });
export type QrExportRecord = z.infer<typeof qrExportSchema>;

export const qrExportListQuerySchema = listQuerySchema.extend({ state: z.enum(QR_EXPORT_STATES).optional() });
export type QrExportListQuery = z.infer<typeof qrExportListQuerySchema>;

/** A scanned label's link resolved: the tree it names (of the caller's organisation). */
export const qrTreeLinkSchema = z.object({ tree_id: z.uuid(), code: z.string(), field_id: z.uuid(), row: z.number().int(), column: z.number().int() });
export type QrTreeLink = z.infer<typeof qrTreeLinkSchema>;
export const qrTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });
