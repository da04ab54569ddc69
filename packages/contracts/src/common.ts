import { z } from 'zod';

/**
 * Validation messages are stable keys of the i18n namespace "validation"; the server turns them into
 * English for its error shape and the web app shows them in the user's language.
 */
export const V = {
  required: 'required',
  phone_format: 'phone_format',
  email_format: 'email_format',
  too_long: 'too_long',
  too_short: 'too_short',
  out_of_range: 'out_of_range',
  grid_bearing_range: 'grid_bearing_range',
  date_format: 'date_format',
  date_range: 'date_range',
  invalid_characters: 'invalid_characters',
  nothing_to_change: 'nothing_to_change',
  border_too_wide: 'border_too_wide',
  leave_before_join: 'leave_before_join',
  leaving_reason_needs_leave_date: 'leaving_reason_needs_leave_date',
  user_name_format: 'user_name_format',
  invalid_choice: 'invalid_choice',
  draw_farm_first: 'draw_farm_first',
  draw_field_first: 'draw_field_first',
  select_farm: 'select_farm',
  invalid_geometry: 'invalid_geometry',
  select_field: 'select_field',
  unknown_field_code: 'unknown_field_code',
  range_order: 'range_order',
  range_outside_sheet: 'range_outside_sheet',
  range_too_many_rows: 'range_too_many_rows',
  range_too_many_cols: 'range_too_many_cols',
  qr_target_required: 'qr_target_required',
  qr_rows_need_field: 'qr_rows_need_field',
  qr_too_many_codes: 'qr_too_many_codes',
  qr_too_many_labels: 'qr_too_many_labels',
  qr_no_trees: 'qr_no_trees',
  record_changes_kind: 'record_changes_kind',
  unknown_tree_code: 'unknown_tree_code',
  missing_column: 'missing_column',
  end_before_start: 'end_before_start',
  dates_or_always_active: 'dates_or_always_active',
  threshold_required: 'threshold_required',
  min_above_max: 'min_above_max',
  stage_days: 'stage_days',
  root_depth_range: 'root_depth_range',
  kc_range: 'kc_range',
  kcb_all_or_none: 'kcb_all_or_none',
  depletion_p_range: 'depletion_p_range',
  profile_crop_mismatch: 'profile_crop_mismatch',
  password_common: 'password_common',
  password_personal: 'password_personal',
  password_reused: 'password_reused',
  too_many_vertices: 'too_many_vertices',
  border_too_complex: 'border_too_complex',
  health_state_choice: 'health_state_choice',
  spot_state_choice: 'spot_state_choice',
  drips_exceed_total: 'drips_exceed_total',
  removed_before_installed: 'removed_before_installed',
  sexes_exceed_count: 'sexes_exceed_count',
  visit_before_installation: 'visit_before_installation',
  visit_after_removal: 'visit_after_removal',
  visit_in_future: 'visit_in_future',
  catch_count_absurd: 'catch_count_absurd',
  farm_not_in_region: 'farm_not_in_region',
  field_not_in_farm: 'field_not_in_farm',
  observation_place: 'observation_place',
  tree_infected_needs_tree: 'tree_infected_needs_tree',
  percent_range: 'percent_range',
  not_applicable_no_achievement: 'not_applicable_no_achievement',
  project_other_region: 'project_other_region',
  form_submitted: 'form_submitted',
  cursor_invalid: 'cursor_invalid',
  variety_not_in_field: 'variety_not_in_field',
  spot_outside_grid: 'spot_outside_grid',
  quantity_positive: 'quantity_positive',
  unknown_item: 'unknown_item',
  unknown_supplier: 'unknown_supplier',
  unknown_task: 'unknown_task',
  unknown_inventory: 'unknown_inventory',
  unit_mismatch: 'unit_mismatch',
  same_inventory: 'same_inventory',
  field_not_on_farm: 'field_not_on_farm',
  activity_required: 'activity_required',
  repeat_rule: 'repeat_rule',
  unknown_target: 'unknown_target',
  targets_required: 'targets_required',
  already_activated: 'already_activated',
  unknown_labor: 'unknown_labor',
  unknown_user: 'unknown_user',
  harvest_before_planting: 'harvest_before_planting',
  report_period_too_long: 'report_period_too_long',
  asset_attributes_invalid: 'asset_attributes_invalid',
  asset_feed_unknown: 'asset_feed_unknown',
  asset_needs_line: 'asset_needs_line',
  asset_needs_point: 'asset_needs_point',
  pivot_one_field: 'pivot_one_field',
  asset_serves_no_fields: 'asset_serves_no_fields',
  pivot_spans_match_towers: 'pivot_spans_match_towers',
  asset_network_cycle: 'asset_network_cycle',
  asset_field_unknown: 'asset_field_unknown',
  field_has_pivot: 'field_has_pivot',
  lab_ph_range: 'lab_ph_range',
  lab_negative: 'lab_negative',
  lab_percent_range: 'lab_percent_range',
  lab_texture_sum: 'lab_texture_sum',
  lab_texture_incomplete: 'lab_texture_incomplete',
  lab_unit: 'lab_unit',
  lab_parameter_twice: 'lab_parameter_twice',
  lab_dates_order: 'lab_dates_order',
  unknown_tree_field_code: 'unknown_tree_field_code',
  spot_twice_in_sheet: 'spot_twice_in_sheet',
  code_twice_in_sheet: 'code_twice_in_sheet',
  tree_code_taken: 'tree_code_taken',
  tree_place_required: 'tree_place_required',
  tree_code_not_at_spot: 'tree_code_not_at_spot',
  tree_in_other_field: 'tree_in_other_field',
  lab_field_unknown: 'lab_field_unknown',
  lab_water_too_saline: 'lab_water_too_saline',
  pesticide_unknown: 'pesticide_unknown',
  application_field_unknown: 'application_field_unknown',
  application_task_unknown: 'application_task_unknown',
  applied_at_future: 'applied_at_future',
} as const;

/** International phone number: a plus sign, then 6 to 15 digits (spec 5: "Must be a valid Number Exp: +xxxxxxxxxxx"). */
export const phoneSchema = z.string().trim().regex(/^\+[0-9]{6,15}$/, { error: V.phone_format });

export const emailSchema = z.email({ error: V.email_format }).trim().max(254, { error: V.too_long });

/** Years a date may have: PostgreSQL has no year 0, and no farm record is older than 1900 or planned past 2199. */
export const DATE_YEARS = { min: 1900, max: 2199 } as const;

/** Calendar date as `YYYY-MM-DD`, in DATE_YEARS. */
export const isoDateSchema = z.iso
  .date({ error: V.date_format })
  .refine((date) => Number(date.slice(0, 4)) >= DATE_YEARS.min && Number(date.slice(0, 4)) <= DATE_YEARS.max, { error: V.date_range });

/** A PATCH body must change something: an empty one is refused rather than written as nothing. */
export const nonEmptyPatch = (body: Record<string, unknown>) => Object.values(body).some((value) => value !== undefined);

type WithoutDefaults<S extends z.ZodRawShape> = { [K in keyof S]: S[K] extends z.ZodDefault<infer T> ? T : S[K] };

/**
 * The PATCH body of a create schema's fields: each one optional and without its create default (a field left out
 * keeps its stored value), and at least one of them sent (`nonEmptyPatch`).
 */
export function patchSchema<S extends z.ZodRawShape>(fields: S) {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, field instanceof z.ZodDefault ? field.removeDefault() : field]),
  ) as WithoutDefaults<S>;
  return z.object(shape).partial().refine(nonEmptyPatch, { error: V.nothing_to_change });
}

export const uuidSchema = z.uuid();

/** A required, trimmed, non-empty text. */
export const requiredText = (max: number) =>
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.too_long });

/** Optional free text: empty strings become null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: V.too_long })
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional();

/** A list's search text (every paginated list, the tree list, the geography exports). */
export const searchQuerySchema = z.string().trim().max(100).optional();
/** How many rows a page of a list holds: 1 to 100, 20 unless asked. */
export const pageSizeQuerySchema = z.coerce.number().int().min(1).max(100).default(20);
/** A list's optional period: rows dated from and to these days (either may be left out). */
export const dateRangeQueryFields = { from: isoDateSchema.optional(), to: isoDateSchema.optional() };

/** Query parameters of every paginated list. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: pageSizeQuerySchema,
  search: searchQuerySchema,
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A page of results. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), page: z.number().int(), page_size: z.number().int(), results: z.array(item) });

export const idParamsSchema = z.object({ id: z.uuid() });
export const orgIdParamsSchema = z.object({ org_id: z.uuid() });

/** `?format=xlsx` exports of lists. */
export const EXPORT_FORMATS = ['xlsx'] as const;
