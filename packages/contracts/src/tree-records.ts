import { z } from 'zod';
import { dateRangeQueryFields, listQuerySchema, optionalText, requiredText, V } from './common';
import { SPOT_STATES, TREE_HEALTH_STATES, TREE_MAX_DRIPS } from './trees';

/**
 * Records from the field (issue #12, spec 4 "Record approval: approved or not approved"): what a technician saw at a
 * tree (its health with a note, its drips, its spot, a treatment given), pending until an engineer approves it (the
 * change is then applied to the tree) or rejects it with the reason (the tree stays as it was). A phone sends each
 * record once with its own idempotency key: sending it again (after a lost answer, or from an offline queue) never
 * records or applies it twice.
 */

export const TREE_RECORD_KINDS = ['health', 'drips', 'spot', 'treatment'] as const;
export type TreeRecordKind = (typeof TREE_RECORD_KINDS)[number];
export const TREE_RECORD_STATES = ['pending', 'approved', 'rejected'] as const;
export type TreeRecordState = (typeof TREE_RECORD_STATES)[number];
/** Treatments of a palm (issue #16: injection, removal and cutting) and the usual others. */
export const TREE_TREATMENTS = ['injection', 'spraying', 'pruning', 'fumigation', 'removal_and_cutting', 'other'] as const;
export type TreeTreatment = (typeof TREE_TREATMENTS)[number];
/** Most records one bulk approval takes. */
export const TREE_RECORD_BULK_MAX = 200;

const count = z.number({ error: V.required }).int({ error: V.out_of_range }).min(0, { error: V.out_of_range }).max(TREE_MAX_DRIPS, { error: V.out_of_range });

/** What a record changes, by kind: health → health_state; drips → working, broken and blocked; spot → spot_state; treatment → treatment. */
export const treeRecordChangesSchema = z
  .object({
    health_state: z.enum(TREE_HEALTH_STATES, { error: V.health_state_choice }).optional(),
    drips_working: count.optional(),
    drips_broken: count.optional(),
    drips_blocked: count.optional(),
    spot_state: z.enum(SPOT_STATES, { error: V.spot_state_choice }).optional(),
    treatment: z.enum(TREE_TREATMENTS, { error: V.invalid_choice }).optional(),
  })
  .strict();
export type TreeRecordChanges = z.infer<typeof treeRecordChangesSchema>;

/** The fields each kind must carry (and the only ones it may). */
export const TREE_RECORD_FIELDS: Record<TreeRecordKind, (keyof TreeRecordChanges)[]> = {
  health: ['health_state'],
  drips: ['drips_working', 'drips_broken', 'drips_blocked'],
  spot: ['spot_state'],
  treatment: ['treatment'],
};

export const createTreeRecordSchema = z
  .object({
    /** Made by the phone once per record (a UUID): the same key twice is the same record. */
    idempotency_key: z.string({ error: V.required }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: V.invalid_characters }),
    /** The tree, by id (a scanned label) or by its code (typed). */
    tree_id: z.uuid({ error: V.required }).optional(),
    tree_code: z.string().trim().min(1, { error: V.required }).max(64, { error: V.too_long }).optional(),
    kind: z.enum(TREE_RECORD_KINDS, { error: (issue) => (issue.input === undefined ? V.required : V.invalid_choice) }),
    changes: treeRecordChangesSchema,
    note: optionalText(500),
    /** When it was recorded on the phone (an offline record is sent later); now by default. */
    recorded_at: z.iso.datetime({ offset: true, error: V.date_format }).optional(),
    lat: z.number().min(-90, { error: V.out_of_range }).max(90, { error: V.out_of_range }).optional(),
    lng: z.number().min(-180, { error: V.out_of_range }).max(180, { error: V.out_of_range }).optional(),
  })
  .strict()
  .refine((v) => v.tree_id !== undefined || v.tree_code !== undefined, { error: V.required, path: ['tree_code'] })
  .refine((v) => TREE_RECORD_FIELDS[v.kind].every((key) => v.changes[key] !== undefined), { error: V.required, path: ['changes'] })
  .refine((v) => Object.keys(v.changes).every((key) => (TREE_RECORD_FIELDS[v.kind] as string[]).includes(key)), { error: V.record_changes_kind, path: ['changes'] })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), { error: V.required, path: ['lng'] });
export type CreateTreeRecord = z.infer<typeof createTreeRecordSchema>;

export const treeObservationSchema = z
  .object({
    id: z.uuid(),
    tree_id: z.uuid(),
    tree_code: z.string(),
    field_id: z.uuid(),
    field_code: z.string(),
    row: z.number().int(),
    column: z.number().int(),
    kind: z.enum(TREE_RECORD_KINDS),
    changes: treeRecordChangesSchema,
    note: z.string().nullable(),
    state: z.enum(TREE_RECORD_STATES),
    recorded_by_name: z.string().nullable(),
    recorded_at: z.string(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    reviewed_by_name: z.string().nullable(),
    reviewed_at: z.string().nullable(),
    reject_reason: z.string().nullable(),
  })
  .meta({ id: 'TreeObservation' });
export type TreeObservation = z.infer<typeof treeObservationSchema>;

export const treeRecordListQuerySchema = listQuerySchema.extend({
  state: z.enum(TREE_RECORD_STATES).optional(),
  kind: z.enum(TREE_RECORD_KINDS).optional(),
  field_id: z.uuid().optional(),
  tree_id: z.uuid().optional(),
  recorded_by: z.uuid().optional(),
  ...dateRangeQueryFields,
});
export type TreeRecordListQuery = z.infer<typeof treeRecordListQuerySchema>;

export const rejectTreeRecordSchema = z.object({ reason: requiredText(300) }).strict();
export const approveTreeRecordsSchema = z.object({ ids: z.array(z.uuid()).min(1, { error: V.required }).max(TREE_RECORD_BULK_MAX, { error: V.out_of_range }) }).strict();
export const approveTreeRecordsResultSchema = z.object({ approved: z.number().int() });
