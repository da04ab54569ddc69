import { z } from 'zod';
import { isoDateSchema, listQuerySchema, optionalText, patchSchema, V } from './common';
import { orgRecordSchema, recordFields } from './record-schema';

/**
 * Pests and diseases (issue #16, spec 2 "pestAndDiseases /pest-diseases", spec 3 "pest and disease"): the
 * organisation's catalogue in English and Arabic (symptoms, season, action threshold, treatments) and its scouting
 * observations on a field, a tree, a trap or a point of the map.
 */

export const PEST_KINDS = ['insect', 'mite', 'disease', 'other'] as const;
export type PestKind = (typeof PEST_KINDS)[number];

/** The crops a catalogue entry threatens. */
export const PEST_HOSTS = ['date_palm', 'citrus', 'alfalfa', 'wheat', 'maize', 'potato', 'onion', 'vegetables'] as const;
export type PestHost = (typeof PEST_HOSTS)[number];

export const OBSERVATION_SEVERITIES = ['low', 'moderate', 'high', 'severe'] as const;
export type ObservationSeverity = (typeof OBSERVATION_SEVERITIES)[number];

const text = (max: number) => optionalText(max);
const hosts = z.array(z.enum(PEST_HOSTS, { error: V.invalid_choice })).max(PEST_HOSTS.length);
const month = z.number().int({ error: V.out_of_range }).min(1, { error: V.out_of_range }).max(12, { error: V.out_of_range });

/** A name in at least one language: English or Arabic. */
export function pestNamed(v: { name_en?: string | null; name_ar?: string | null }): boolean {
  return Boolean(v.name_en || v.name_ar);
}

const pestFields = {
  code: z.string({ error: V.required }).trim().regex(/^[a-z0-9_]{2,60}$/, { error: V.invalid_characters }),
  kind: z.enum(PEST_KINDS, { error: V.invalid_choice }),
  name_en: text(120),
  name_ar: text(120),
  scientific_name: text(160),
  hosts: hosts.default([]),
  /** Months (1-12) when the pest is active or the disease spreads. */
  active_months: z.array(month).max(12).default([]),
  symptoms_en: text(2000),
  symptoms_ar: text(2000),
  threshold_en: text(1000),
  threshold_ar: text(1000),
  treatments_en: text(2000),
  treatments_ar: text(2000),
};

export const createPestSchema = z.object(pestFields).refine(pestNamed, { error: V.required, path: ['name_en'] });
export type CreatePest = z.infer<typeof createPestSchema>;
export const updatePestSchema = patchSchema(pestFields);
export type UpdatePest = z.infer<typeof updatePestSchema>;

export const pestSchema = orgRecordSchema('Pest', {
  ...recordFields(pestFields),
  /** Scouting observations of it in the last 30 days. */
  recent_observations: z.number().int(),
});
export type PestRecord = z.infer<typeof pestSchema>;

export const pestListQuerySchema = listQuerySchema.extend({
  kind: z.enum(PEST_KINDS, { error: V.invalid_choice }).optional(),
  host: z.enum(PEST_HOSTS, { error: V.invalid_choice }).optional(),
  month: z.coerce.number().int().min(1, { error: V.out_of_range }).max(12, { error: V.out_of_range }).optional(),
});
export type PestListQuery = z.infer<typeof pestListQuerySchema>;
/** The record's schemas as the kit's CRUD endpoints take them (`crudEndpoints`). */
export const pestCrudSchemas = { record: pestSchema, create: createPestSchema, update: updatePestSchema, query: pestListQuerySchema };

/** An observation is placed: on a tree field, crop field, tree or trap, or at a map point (latitude and longitude together). */
export function observationPlaced(v: { field_id?: string | null; crop_field_id?: string | null; tree_id?: string | null; trap_id?: string | null; lat?: number | null; lng?: number | null }): boolean {
  const point = v.lat != null && v.lng != null;
  return Boolean(v.field_id || v.crop_field_id || v.tree_id || v.trap_id || point);
}

const observationFields = {
  pest_id: z.uuid({ error: V.required }),
  observed_on: isoDateSchema,
  severity: z.enum(OBSERVATION_SEVERITIES, { error: V.invalid_choice }),
  count: z.number().int({ error: V.out_of_range }).min(0, { error: V.out_of_range }).max(1_000_000, { error: V.out_of_range }).nullable().optional(),
  field_id: z.uuid({ error: V.invalid_choice }).nullable().optional(),
  crop_field_id: z.uuid({ error: V.invalid_choice }).nullable().optional(),
  tree_id: z.uuid({ error: V.invalid_choice }).nullable().optional(),
  trap_id: z.uuid({ error: V.invalid_choice }).nullable().optional(),
  lat: z.number().min(-90, { error: V.out_of_range }).max(90, { error: V.out_of_range }).nullable().optional(),
  lng: z.number().min(-180, { error: V.out_of_range }).max(180, { error: V.out_of_range }).nullable().optional(),
  note: text(2000),
};

/**
 * POST /api/scouting-observations/. `tree_infected`: the observed tree's health state becomes infected (recorded in the
 * activity log with the observation); only with `tree_id`.
 */
export const createObservationSchema = z
  .object({ ...observationFields, tree_infected: z.boolean().default(false) })
  .refine(observationPlaced, { error: V.observation_place, path: ['field_id'] });
export type CreateObservation = z.infer<typeof createObservationSchema>;
export const updateObservationSchema = patchSchema(observationFields);
export type UpdateObservation = z.infer<typeof updateObservationSchema>;

export const observationSchema = orgRecordSchema('ScoutingObservation', {
  ...recordFields(observationFields),
  pest_name_en: z.string().nullable(),
  pest_name_ar: z.string().nullable(),
  /** The code of the field, crop field, tree or trap observed (null at a map point). */
  place_code: z.string().nullable(),
});
export type ObservationRecord = z.infer<typeof observationSchema>;

export const observationListQuerySchema = listQuerySchema.extend({
  pest_id: z.uuid({ error: V.invalid_choice }).optional(),
  severity: z.enum(OBSERVATION_SEVERITIES, { error: V.invalid_choice }).optional(),
});
export type ObservationListQuery = z.infer<typeof observationListQuerySchema>;
/** The record's schemas as the kit's CRUD endpoints take them (`crudEndpoints`). */
export const observationCrudSchemas = { record: observationSchema, create: createObservationSchema, update: updateObservationSchema, query: observationListQuerySchema };
