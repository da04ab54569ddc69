import { z } from 'zod';
import { PESTICIDE_DOSE_UNITS } from './pesticides';
import { SPRAY_VERDICTS } from './weather';
import { DATE_YEARS, dateRangeQueryFields, listQuerySchema, optionalText, V } from './common';
import { orgRecordSchema, patchInputSchemas, recordFields } from './record-schema';

/**
 * Pesticide applications (issue #16, spec 2 "Pesticides"): a product of the registry sprayed on a crop or tree
 * field (optionally for a task), its dose, spray volume and operator, the weather of that hour with its spray
 * verdict, and the pre-harvest and re-entry intervals it starts.
 */

export const APPLICATION_FIELD_KINDS = ['crop', 'tree'] as const;
/** How far ahead an application may be dated (a record of work done, or planned for the next hours). */
export const APPLICATION_MAX_AHEAD_HOURS = 24;

/** The weather of the application's hour, kept as it was when the application was recorded. */
export const applicationWeatherSchema = z
  .object({
    /** Start of the hour the values are for (ISO with offset). */
    time: z.string(),
    temperature_c: z.number(),
    relative_humidity_pct: z.number(),
    wind_speed_kmh: z.number(),
    precipitation_mm: z.number(),
    delta_t_c: z.number(),
    verdict: z.enum(SPRAY_VERDICTS),
    reasons: z.array(z.string()),
    /** `forecast` (the farm's stored forecast), `observed` (the provider's archive) or `simulated`. */
    source: z.enum(['forecast', 'observed', 'simulated']),
  })
  .meta({ id: 'PesticideApplicationWeather' });
export type ApplicationWeather = z.infer<typeof applicationWeatherSchema>;

const isoInstant = z.iso
  .datetime({ offset: true, error: V.date_format })
  .refine((value) => Number(value.slice(0, 4)) >= DATE_YEARS.min && Number(value.slice(0, 4)) <= DATE_YEARS.max, { error: V.date_range });

const applicationFields = {
  pesticide_id: z.uuid({ error: V.pesticide_unknown }),
  field_kind: z.enum(APPLICATION_FIELD_KINDS, { error: V.select_field }),
  field_id: z.uuid({ error: V.select_field }),
  task_id: z.uuid({ error: V.application_task_unknown }).nullable().optional(),
  applied_at: isoInstant,
  dose: z.number({ error: V.required }).gt(0, { error: V.out_of_range }).max(100_000, { error: V.out_of_range }),
  dose_unit: z.enum(PESTICIDE_DOSE_UNITS, { error: V.invalid_choice }),
  /** Spray volume in litres. */
  volume_l: z.number({ error: V.required }).gt(0, { error: V.out_of_range }).max(1_000_000, { error: V.out_of_range }),
  operator_user_id: z.uuid({ error: V.invalid_choice }).nullable().optional(),
  operator_name: optionalText(120),
  notes: optionalText(1000),
};

export const { create: createPesticideApplicationSchema, update: updatePesticideApplicationSchema } = patchInputSchemas(applicationFields);
export type CreatePesticideApplication = z.infer<typeof createPesticideApplicationSchema>;
export type UpdatePesticideApplication = z.infer<typeof updatePesticideApplicationSchema>;

export const pesticideApplicationSchema = orgRecordSchema('PesticideApplication', {
  ...recordFields(applicationFields),
  pesticide_name: z.string(),
  field_name: z.string(),
  weather: applicationWeatherSchema.nullable(),
  /** End of the pre-harvest interval (applied_at + the product's PHI days). */
  phi_until: z.string(),
  /** End of the re-entry interval (applied_at + the product's REI hours). */
  rei_until: z.string(),
  /** A harvest of the field dated inside the pre-harvest interval. */
  harvest_in_phi: z.boolean(),
  /** Tasks on the field (not cancelled) scheduled inside the re-entry interval. */
  tasks_in_rei: z.number().int(),
});
export type PesticideApplicationRecord = z.infer<typeof pesticideApplicationSchema>;

export const pesticideApplicationListQuerySchema = listQuerySchema.extend({
  field_id: z.uuid({ error: V.invalid_choice }).optional(),
  pesticide_id: z.uuid({ error: V.invalid_choice }).optional(),
  ...dateRangeQueryFields,
});
export type PesticideApplicationListQuery = z.infer<typeof pesticideApplicationListQuerySchema>;
/** The record's schemas as the kit's CRUD endpoints take them (`crudEndpoints`). */
export const pesticideApplicationCrudSchemas = { record: pesticideApplicationSchema, create: createPesticideApplicationSchema, update: updatePesticideApplicationSchema, query: pesticideApplicationListQuerySchema };
