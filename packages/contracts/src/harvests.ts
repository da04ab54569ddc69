import { z } from 'zod';
import { dateRangeQueryFields, isoDateSchema, listQuerySchema, optionalText, V } from './common';
import { recordFields, recordSchema } from './record-schema';

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

export const harvestSchema = recordSchema('Harvest', recordFields(createHarvestSchema.shape));
export type HarvestRecord = z.infer<typeof harvestSchema>;

export const harvestListQuerySchema = listQuerySchema.extend({
  field_id: z.uuid().optional(),
  grade: z.enum(HARVEST_GRADES).optional(),
  ...dateRangeQueryFields,
});
export type HarvestListQuery = z.infer<typeof harvestListQuerySchema>;
/** The record's schemas as the kit's CRUD endpoints take them (`crudEndpoints`). */
export const harvestCrudSchemas = { record: harvestSchema, create: createHarvestSchema, update: updateHarvestSchema, query: harvestListQuerySchema };
