import { z } from 'zod';
import { isoDateSchema, listQuerySchema, optionalText, V } from './common';

/** Harvest grades (issue #17): A, B, C and unsatisfactory. */
export const HARVEST_GRADES = ['a', 'b', 'c', 'unsatisfactory'] as const;
export type HarvestGrade = (typeof HARVEST_GRADES)[number];
/** A harvest is of a crop field or of a tree field (optionally one row or one tree of it). */
export const HARVEST_FIELD_KINDS = ['crop', 'tree'] as const;

const quantityKg = z.number({ error: V.required }).gt(0, { error: V.quantity_positive }).max(1e9, { error: V.out_of_range });

/** POST /api/harvests/: one harvest of a field, row or tree; dated on or after the season's planting. */
export const createHarvestSchema = z.object({
  field_kind: z.enum(HARVEST_FIELD_KINDS, { error: V.invalid_choice }),
  field_id: z.uuid({ error: V.unknown_target }),
  tree_row: z.number().int().min(1, { error: V.out_of_range }).max(100_000, { error: V.out_of_range }).nullable().optional(),
  tree_id: z.uuid({ error: V.unknown_target }).nullable().optional(),
  harvest_date: isoDateSchema,
  quantity_kg: quantityKg,
  grade: z.enum(HARVEST_GRADES, { error: V.invalid_choice }),
  buyer: optionalText(200),
  supplier: optionalText(200),
  notes: optionalText(1000),
});
export type CreateHarvest = z.infer<typeof createHarvestSchema>;
export const updateHarvestSchema = createHarvestSchema.omit({ field_kind: true, field_id: true }).partial();
export type UpdateHarvest = z.infer<typeof updateHarvestSchema>;

export const harvestSchema = z
  .object({
    id: z.uuid(),
    field_kind: z.enum(HARVEST_FIELD_KINDS),
    field_id: z.uuid(),
    tree_row: z.number().int().nullable(),
    tree_id: z.uuid().nullable(),
    harvest_date: z.string(),
    quantity_kg: z.number(),
    grade: z.enum(HARVEST_GRADES),
    buyer: z.string().nullable(),
    supplier: z.string().nullable(),
    notes: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Harvest' });
export type HarvestRecord = z.infer<typeof harvestSchema>;

export const harvestListQuerySchema = listQuerySchema.extend({
  field_id: z.uuid().optional(),
  grade: z.enum(HARVEST_GRADES).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type HarvestListQuery = z.infer<typeof harvestListQuerySchema>;
