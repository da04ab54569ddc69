import { z } from 'zod';
import { isoDateSchema, listQuerySchema, optionalText, patchSchema, requiredText, V } from './common';
import { orgRecordSchema, recordFields } from './record-schema';
import { sheetImportPreviewSchema } from './sheet-import';
import { IRRIGATION_SOIL_TYPES } from './irrigation';

/**
 * Lab samples (issue #17, spec point 3 "Lab sample"): a soil, water or tissue sample of a field, its dates from sampling
 * to the lab's result, the lab report file, and its properties (parameter, result, unit). A soil sample's texture sets
 * the field's soil type for the water balance; a water sample's EC adds the leaching requirement to the advice.
 */
export const LAB_SAMPLE_TYPES = ['soil', 'water', 'tissue'] as const;
export type LabSampleType = (typeof LAB_SAMPLE_TYPES)[number];
export const LAB_SAMPLE_STATUSES = ['open', 'ended'] as const;
export const LAB_FIELD_KINDS = ['crop', 'tree'] as const;

/**
 * The properties a lab reports, each with the units it may come in (the first is the one the advice reads; the
 * others convert, see `convertLabValue` of @rayyan/agronomy) and whether it is a percentage of the sample.
 */
export const LAB_PARAMETERS = {
  clay: { units: ['%', 'g/kg'], percent: true },
  sand: { units: ['%', 'g/kg'], percent: true },
  silt: { units: ['%', 'g/kg'], percent: true },
  ph: { units: [''], percent: false },
  moisture: { units: ['%', 'g/kg'], percent: true },
  ec: { units: ['dS/m', 'mS/cm', 'mmhos/cm', 'µS/cm'], percent: false },
  organic_matter: { units: ['%', 'g/kg'], percent: true },
  whc: { units: ['%', 'g/kg'], percent: true },
  caco3: { units: ['%', 'g/kg'], percent: true },
  carbonate: { units: ['meq/L', 'mg/L'], percent: false },
  bicarbonate: { units: ['meq/L', 'mg/L'], percent: false },
  chloride: { units: ['meq/L', 'mg/L'], percent: false },
  sulfate: { units: ['meq/L', 'mg/L'], percent: false },
  sulfur: { units: ['mg/kg', 'mg/L', 'ppm'], percent: false },
  cec: { units: ['cmol/kg', 'meq/100g'], percent: false },
  esp: { units: ['%'], percent: true },
  sar: { units: [''], percent: false },
  calcium: { units: ['meq/L', 'mg/L'], percent: false },
  magnesium: { units: ['meq/L', 'mg/L'], percent: false },
  sodium: { units: ['meq/L', 'mg/L'], percent: false },
  potassium: { units: ['meq/L', 'mg/L'], percent: false },
  nitrogen: { units: ['mg/kg', '%', 'ppm'], percent: false },
  phosphorus: { units: ['mg/kg', 'ppm'], percent: false },
  boron: { units: ['mg/L', 'mg/kg', 'ppm'], percent: false },
  iron: { units: ['mg/kg', 'ppm'], percent: false },
  zinc: { units: ['mg/kg', 'ppm'], percent: false },
  manganese: { units: ['mg/kg', 'ppm'], percent: false },
  copper: { units: ['mg/kg', 'ppm'], percent: false },
  lead: { units: ['mg/kg', 'ppm'], percent: false },
  cadmium: { units: ['mg/kg', 'ppm'], percent: false },
  nickel: { units: ['mg/kg', 'ppm'], percent: false },
} as const satisfies Record<string, { units: readonly string[]; percent: boolean }>;
export type LabParameter = keyof typeof LAB_PARAMETERS;
export const LAB_PARAMETER_KEYS = Object.keys(LAB_PARAMETERS) as [LabParameter, ...LabParameter[]];
/** The three fractions of a soil's texture: given together, summing to 100 % within `LAB_TEXTURE_TOLERANCE_PCT`. */
export const LAB_TEXTURE_PARAMETERS = ['clay', 'sand', 'silt'] as const;
export const LAB_TEXTURE_TOLERANCE_PCT = 2;
/** Properties of one sample at most. */
export const LAB_MAX_PROPERTIES = 60;
/** The attached lab report: a PDF, JPEG, PNG or WebP of at most 10 MB, checked by its content. */
export const LAB_REPORT_MAX_BYTES = 10 * 1024 * 1024;
/** A lab sheet import reads at most this many rows (header included). */
export const LAB_IMPORT_MAX_ROWS = 200;

export const labPropertySchema = z.object({
  parameter: z.enum(LAB_PARAMETER_KEYS, { error: V.invalid_choice }),
  result: z.number({ error: V.required }).finite({ error: V.required }),
  unit: z.string().trim().max(20, { error: V.too_long }).default(''),
});
export type LabProperty = z.infer<typeof labPropertySchema>;

/** A fraction in percent (g/kg read as tenths). */
const percentOf = (p: { result: number; unit: string }) => (p.unit === 'g/kg' ? p.result / 10 : p.result);

/**
 * The impossible values of a sample's properties, as validation keys by the property's index: a unit the parameter
 * does not come in, a negative result, a pH outside 0-14, a percentage above 100, a parameter twice, and clay, sand
 * and silt given apart or not summing to about 100 %. Shared by the form, the API and the sheet import.
 */
export function labPropertyProblems(properties: readonly { parameter: LabParameter; result: number; unit: string }[]): Map<number, string> {
  const problems = new Map<number, string>();
  const seen = new Set<string>();
  properties.forEach((p, i) => {
    const spec = LAB_PARAMETERS[p.parameter];
    if (!(spec.units as readonly string[]).includes(p.unit)) problems.set(i, V.lab_unit);
    else if (seen.has(p.parameter)) problems.set(i, V.lab_parameter_twice);
    else if (p.result < 0) problems.set(i, V.lab_negative);
    else if (p.parameter === 'ph' && p.result > 14) problems.set(i, V.lab_ph_range);
    else if (spec.percent && percentOf(p) > 100) problems.set(i, V.lab_percent_range);
    seen.add(p.parameter);
  });
  const texture = LAB_TEXTURE_PARAMETERS.map((name) => properties.findIndex((p) => p.parameter === name));
  const given = texture.filter((i) => i >= 0);
  if (given.length > 0 && given.length < 3) problems.set(given[0]!, V.lab_texture_incomplete);
  if (given.length === 3 && given.every((i) => !problems.has(i))) {
    const sum = given.reduce((total, i) => total + percentOf(properties[i]!), 0);
    if (Math.abs(sum - 100) > LAB_TEXTURE_TOLERANCE_PCT) problems.set(given[0]!, V.lab_texture_sum);
  }
  return problems;
}

const propertiesSchema = z
  .array(labPropertySchema)
  .max(LAB_MAX_PROPERTIES, { error: V.out_of_range })
  .superRefine((properties, ctx) => {
    for (const [index, key] of labPropertyProblems(properties)) ctx.addIssue({ code: 'custom', message: key, path: [index, 'result'] });
  });

const latitude = z.number().min(-90, { error: V.out_of_range }).max(90, { error: V.out_of_range }).nullable().optional();
const longitude = z.number().min(-180, { error: V.out_of_range }).max(180, { error: V.out_of_range }).nullable().optional();

/** Sampling, sending, receipt at the lab and the result, in that order where given. */
export function labDatesInOrder(v: { sample_date?: string | null; sent_on?: string | null; received_on?: string | null; result_on?: string | null }): boolean {
  const dates = [v.sample_date, v.sent_on, v.received_on, v.result_on].filter((d): d is string => !!d);
  return dates.every((d, i) => i === 0 || d >= dates[i - 1]!);
}

const sampleFields = {
  name: requiredText(120),
  code: requiredText(40),
  sample_type: z.enum(LAB_SAMPLE_TYPES, { error: V.invalid_choice }),
  analysis_type: optionalText(120),
  laboratory: optionalText(120),
  sample_date: isoDateSchema,
  sent_on: isoDateSchema.nullable().optional(),
  received_on: isoDateSchema.nullable().optional(),
  result_on: isoDateSchema.nullable().optional(),
  captured_by: optionalText(120),
  lat: latitude,
  lng: longitude,
  note: optionalText(1000),
  field_kind: z.enum(LAB_FIELD_KINDS, { error: V.invalid_choice }).nullable().optional(),
  field_id: z.uuid({ error: V.invalid_choice }).nullable().optional(),
  status: z.enum(LAB_SAMPLE_STATUSES, { error: V.invalid_choice }),
  properties: propertiesSchema,
};

/** POST /api/lab-samples/. */
export const createLabSampleSchema = z
  .object({ ...sampleFields, status: sampleFields.status.default('open'), properties: propertiesSchema.default([]) })
  .refine(labDatesInOrder, { error: V.lab_dates_order, path: ['result_on'] })
  .refine((v) => !v.field_id === !v.field_kind, { error: V.select_field, path: ['field_id'] });
export type CreateLabSample = z.infer<typeof createLabSampleSchema>;

/** PATCH /api/lab-samples/{id}/: the fields sent; `properties`, when sent, replace the sample's. */
export const updateLabSampleSchema = patchSchema(sampleFields).refine(labDatesInOrder, { error: V.lab_dates_order, path: ['result_on'] });
export type UpdateLabSample = z.infer<typeof updateLabSampleSchema>;

export const labSampleSchema = orgRecordSchema('LabSample', {
  ...recordFields(sampleFields),
  field_name: z.string().nullable(),
  field_code: z.string().nullable(),
  /** The attached lab report's file name and type (PDF or image), null without one. */
  report_file_name: z.string().nullable(),
  report_content_type: z.string().nullable(),
  /** A soil sample with clay, sand and silt: its USDA texture class and the water balance's soil type it sets. */
  texture_class: z.string().nullable(),
  soil_type: z.enum(IRRIGATION_SOIL_TYPES).nullable(),
  /** High ESP or SAR, chloride or boron toxicity (FAO-29 Table 1, USDA Handbook 60). */
  warnings: z.array(z.enum(['high_sodium_esp', 'high_sar', 'chloride_toxicity', 'boron_toxicity'])),
});
export type LabSampleRecord = z.infer<typeof labSampleSchema>;

export const labSampleListQuerySchema = listQuerySchema.extend({
  sample_type: z.enum(LAB_SAMPLE_TYPES, { error: V.invalid_choice }).optional(),
  status: z.enum(LAB_SAMPLE_STATUSES, { error: V.invalid_choice }).optional(),
  field_id: z.uuid({ error: V.invalid_choice }).optional(),
});
export type LabSampleListQuery = z.infer<typeof labSampleListQuerySchema>;
/** The record's schemas as the kit's CRUD endpoints take them (`crudEndpoints`). */
export const labSampleCrudSchemas = { record: labSampleSchema, create: createLabSampleSchema, update: updateLabSampleSchema, query: labSampleListQuerySchema };

/** The columns of a lab's results sheet, matched by their header text. */
export const LAB_SHEET_COLUMNS = ['parameter', 'result', 'unit'] as const;
export type LabSheetColumn = (typeof LAB_SHEET_COLUMNS)[number];

/** Answer of the lab sheet preview (nothing written): the sheet, its range and each row read as a property. */
export const labImportPreviewSchema = sheetImportPreviewSchema(LAB_SHEET_COLUMNS, 'LabImportPreview');
export type LabImportPreview = z.infer<typeof labImportPreviewSchema>;
