import { z } from 'zod';
import { dateRangeQueryFields, isoDateSchema, listQuerySchema, nonEmptyPatch, optionalText, requiredText, V } from './common';
import { orgRecordSchema, recordFields } from './record-schema';

/**
 * The red palm weevil programme's projects and inspection forms (issue #16, spec 3 "Inspection or project form"):
 * projects by region with the spec's project types, and the forms their teams fill on a phone, saved as drafts
 * before they are submitted: checklist lines (applicable or not, achievement percent, deliverable, notes) and a
 * total evaluation; compost and pruning forms count planned and completed trees or area, with the bag number.
 */

/** Spec 3: platform, farm registration, dry pheromone trap, dry electric trap, delta trap, LDM, dust mite, stalk borer, stem borer, black scorch, invasive pest and locust, RPW treatment, removal and cutting. */
export const PROJECT_TYPES = [
  'platform',
  'farm_registration',
  'dry_pheromone_trap',
  'dry_electric_trap',
  'delta_trap',
  'ldm',
  'dust_mite',
  'stalk_borer',
  'stem_borer',
  'black_scorch',
  'invasive_pest_and_locust',
  'rpw_treatment',
  'removal_and_cutting',
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** A project's checklist, or the compost and pruning checklists (spec 3). */
export const FORM_TYPES = ['project_checklist', 'compost', 'pruning'] as const;
export const FORM_STATES = ['draft', 'submitted'] as const;
/** What a compost or pruning form counts: trees, or area in square metres. */
export const FORM_COUNT_UNITS = ['trees', 'area_m2'] as const;
export type FormCountUnit = (typeof FORM_COUNT_UNITS)[number];
/** Lines one form holds at most. */
export const FORM_MAX_LINES = 100;

const projectFields = {
  name: requiredText(120),
  project_type: z.enum(PROJECT_TYPES, { error: V.invalid_choice }),
  region_id: z.uuid({ error: V.required }),
  team_leader: optionalText(120),
  project_manager: optionalText(120),
  vehicle_plate: optionalText(20),
  starts_on: isoDateSchema.nullable().optional(),
  ends_on: isoDateSchema.nullable().optional(),
};
const datesInOrder = (v: { starts_on?: string | null; ends_on?: string | null }) => !v.starts_on || !v.ends_on || v.ends_on >= v.starts_on;

export const createProjectSchema = z.object(projectFields).refine(datesInOrder, { error: V.end_before_start, path: ['ends_on'] });
export type CreateProject = z.infer<typeof createProjectSchema>;
/** The region of a project stays: its forms belong to that region. */
export const updateProjectSchema = z
  .object(projectFields)
  .omit({ region_id: true })
  .partial()
  .refine(nonEmptyPatch, { error: V.nothing_to_change })
  .refine(datesInOrder, { error: V.end_before_start, path: ['ends_on'] });
export type UpdateProject = z.infer<typeof updateProjectSchema>;

export const projectSchema = orgRecordSchema('Project', {
  ...recordFields(projectFields),
  region_name: z.string(),
  forms_count: z.number().int(),
});
export type ProjectRecord = z.infer<typeof projectSchema>;

export const projectListQuerySchema = listQuerySchema.extend({
  region_id: z.uuid({ error: V.invalid_choice }).optional(),
  project_type: z.enum(PROJECT_TYPES, { error: V.invalid_choice }).optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;
/** The record's schemas as the kit's CRUD endpoints take them (`crudEndpoints`). */
export const projectCrudSchemas = { record: projectSchema, create: createProjectSchema, update: updateProjectSchema, query: projectListQuerySchema };

const percent = z.number({ error: V.required }).min(0, { error: V.percent_range }).max(100, { error: V.percent_range });

export const checklistLineSchema = z
  .object({
    item: requiredText(200),
    applicable: z.boolean(),
    /** 0-100; none for a line that does not apply. */
    achievement_pct: percent.nullable().optional(),
    deliverable: optionalText(300),
    notes: optionalText(500),
  })
  .refine((line) => line.applicable || line.achievement_pct == null, { error: V.not_applicable_no_achievement, path: ['achievement_pct'] });
export type ChecklistLine = z.infer<typeof checklistLineSchema>;

const countField = z.number().min(0, { error: V.out_of_range }).max(100_000_000, { error: V.out_of_range }).nullable().optional();
const formFields = {
  form_type: z.enum(FORM_TYPES, { error: V.invalid_choice }),
  project_id: z.uuid({ error: V.required }),
  /** The project's region; a form naming another is refused. */
  region_id: z.uuid({ error: V.required }),
  inspected_at: z.iso.datetime({ offset: true, error: V.date_format }),
  team_leader: optionalText(120),
  project_manager: optionalText(120),
  vehicle_plate: optionalText(20),
  lines: z.array(checklistLineSchema).max(FORM_MAX_LINES, { error: V.out_of_range }).default([]),
  planned: countField,
  completed: countField,
  count_unit: z.enum(FORM_COUNT_UNITS, { error: V.invalid_choice }).nullable().optional(),
  bag_number: optionalText(40),
  notes: optionalText(2000),
};

/** POST /api/inspection-forms/: a draft. */
export const createInspectionFormSchema = z.object(formFields);
export type CreateInspectionForm = z.infer<typeof createInspectionFormSchema>;
/** PATCH /api/inspection-forms/{id}/: a draft only; `lines`, when sent, replace the form's lines. */
export const updateInspectionFormSchema = z
  .object({ ...formFields, lines: z.array(checklistLineSchema).max(FORM_MAX_LINES, { error: V.out_of_range }) })
  .omit({ project_id: true, region_id: true, form_type: true })
  .partial()
  .refine(nonEmptyPatch, { error: V.nothing_to_change });
export type UpdateInspectionForm = z.infer<typeof updateInspectionFormSchema>;

export const inspectionFormSchema = orgRecordSchema('InspectionForm', {
  ...recordFields(formFields),
  project_name: z.string(),
  project_type: z.enum(PROJECT_TYPES),
  region_name: z.string(),
  status: z.enum(FORM_STATES),
  /** The mean achievement of the applicable lines; for a compost or pruning form without lines, completed over planned (at most 100). */
  total_evaluation: z.number().nullable(),
  submitted_at: z.string().nullable(),
});
export type InspectionFormRecord = z.infer<typeof inspectionFormSchema>;

export const inspectionFormListQuerySchema = listQuerySchema.extend({
  project_id: z.uuid({ error: V.invalid_choice }).optional(),
  region_id: z.uuid({ error: V.invalid_choice }).optional(),
  status: z.enum(FORM_STATES, { error: V.invalid_choice }).optional(),
});
export type InspectionFormListQuery = z.infer<typeof inspectionFormListQuerySchema>;
/** The record's schemas as the kit's CRUD endpoints take them (`crudEndpoints`). */
export const inspectionFormCrudSchemas = { record: inspectionFormSchema, create: createInspectionFormSchema, update: updateInspectionFormSchema, query: inspectionFormListQuerySchema };

/**
 * The total evaluation of a form: the mean achievement of its applicable lines (one decimal); without any, a
 * compost or pruning form's completed share of its plan (at most 100 %); else none.
 */
export function totalEvaluation(form: { lines: Pick<ChecklistLine, 'applicable' | 'achievement_pct'>[]; planned?: number | null; completed?: number | null }): number | null {
  const scored = form.lines.filter((l) => l.applicable && l.achievement_pct != null).map((l) => l.achievement_pct!);
  if (scored.length > 0) return Math.round((scored.reduce((a, b) => a + b, 0) / scored.length) * 10) / 10;
  if (form.planned && form.completed != null) return Math.min(100, Math.round((form.completed / form.planned) * 1000) / 10);
  return null;
}

/** GET /api/evaluation/: a period (default: the 8 weeks up to today), and optionally one region. */
export const evaluationQuerySchema = z
  .object({ ...dateRangeQueryFields, region_id: z.uuid({ error: V.invalid_choice }).optional() })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { error: V.end_before_start, path: ['to'] });
export type EvaluationQuery = z.infer<typeof evaluationQuerySchema>;

/**
 * The programme compared over a period (the tree super admin's Evaluation): each project's submitted forms and their
 * mean total evaluation, and each region's, with its traps serviced on time today, its mean red palm weevils per trap
 * visit over the period and its palms under treatment or recovered.
 */
export const evaluationSchema = z.object({
  from: z.string(),
  to: z.string(),
  projects: z.array(
    z.object({
      project_id: z.uuid(),
      name: z.string(),
      project_type: z.enum(PROJECT_TYPES),
      region_id: z.uuid(),
      region_name: z.string(),
      forms_submitted: z.number().int(),
      mean_evaluation: z.number().nullable(),
    }),
  ),
  regions: z.array(
    z.object({
      region_id: z.uuid(),
      region_name: z.string(),
      forms_submitted: z.number().int(),
      mean_evaluation: z.number().nullable(),
      traps: z.number().int(),
      traps_serviced_on_time: z.number().int(),
      weevils_per_visit: z.number().nullable(),
      palms_treated: z.number().int(),
    }),
  ),
});
export type Evaluation = z.infer<typeof evaluationSchema>;
