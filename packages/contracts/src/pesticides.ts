import { z } from 'zod';
import { listQuerySchema, optionalText, requiredText, V } from './common';
import { orgRecordSchema, patchInputSchemas, recordFields } from './record-schema';

/**
 * The organisation's pesticides registry (issue #16, spec 2 "Pesticides /pesticides"): products with their active
 * ingredient, formulation, label dose, target pests, pre-harvest and re-entry intervals and toxicity class.
 */

/** FAO/CropLife formulation codes: emulsifiable concentrate, suspension concentrate, wettable powder, water-dispersible granules, soluble liquid, granules, dustable powder, ultra-low volume. */
export const PESTICIDE_FORMULATIONS = ['EC', 'SC', 'WP', 'WG', 'SL', 'GR', 'DP', 'UL', 'other'] as const;
/** What the dose is given for: an area (hectare or feddan), one palm (trunk injection), or 100 litres of spray. */
export const PESTICIDE_DOSE_BASES = ['per_hectare', 'per_feddan', 'per_palm', 'per_100_l'] as const;
export const PESTICIDE_DOSE_UNITS = ['ml', 'l', 'g', 'kg'] as const;
/** WHO Recommended Classification of Pesticides by Hazard: Ia extremely, Ib highly, II moderately, III slightly hazardous, U unlikely to present acute hazard. */
export const PESTICIDE_TOXICITY_CLASSES = ['Ia', 'Ib', 'II', 'III', 'U'] as const;

const pesticideFields = {
  trade_name: requiredText(120),
  active_ingredient: requiredText(200),
  formulation: z.enum(PESTICIDE_FORMULATIONS, { error: V.invalid_choice }),
  dose: z.number({ error: V.required }).gt(0, { error: V.out_of_range }).max(100_000, { error: V.out_of_range }),
  dose_unit: z.enum(PESTICIDE_DOSE_UNITS, { error: V.invalid_choice }),
  dose_basis: z.enum(PESTICIDE_DOSE_BASES, { error: V.invalid_choice }),
  target_pests: optionalText(300),
  /** Days between the last application and harvest. */
  pre_harvest_interval_days: z.number({ error: V.required }).int({ error: V.out_of_range }).min(0, { error: V.out_of_range }).max(365, { error: V.out_of_range }),
  /** Hours before people may enter a treated field without protection. */
  re_entry_interval_hours: z.number({ error: V.required }).int({ error: V.out_of_range }).min(0, { error: V.out_of_range }).max(720, { error: V.out_of_range }),
  toxicity_class: z.enum(PESTICIDE_TOXICITY_CLASSES, { error: V.invalid_choice }),
  registration_number: optionalText(60),
  notes: optionalText(1000),
};

export const { create: createPesticideSchema, update: updatePesticideSchema } = patchInputSchemas(pesticideFields);
export type CreatePesticide = z.infer<typeof createPesticideSchema>;
export type UpdatePesticide = z.infer<typeof updatePesticideSchema>;

export const pesticideSchema = orgRecordSchema('Pesticide', recordFields(pesticideFields));
export type PesticideRecord = z.infer<typeof pesticideSchema>;

export const pesticideListQuerySchema = listQuerySchema.extend({
  toxicity_class: z.enum(PESTICIDE_TOXICITY_CLASSES, { error: V.invalid_choice }).optional(),
  formulation: z.enum(PESTICIDE_FORMULATIONS, { error: V.invalid_choice }).optional(),
});
export type PesticideListQuery = z.infer<typeof pesticideListQuerySchema>;
/** The record's schemas as the kit's CRUD endpoints take them (`crudEndpoints`). */
export const pesticideCrudSchemas = { record: pesticideSchema, create: createPesticideSchema, update: updatePesticideSchema, query: pesticideListQuerySchema };
