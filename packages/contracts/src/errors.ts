import { z } from 'zod';

/**
 * The error catalogue: every API error carries one of these stable codes and its English message.
 * The web app shows the localized text for the code (packages/i18n, namespace "errors").
 * Messages quoted by the spec (point 8) are kept to the letter.
 */
export const ERROR_MESSAGES = {
  invalid_credentials: 'user name or password is incorrect !',
  too_many_attempts: 'Too many failed sign-in attempts. Please try again later.',
  rate_limited: 'Too many requests. Please try again later.',
  validation_failed: 'Some fields are missing or invalid.',
  invalid_json: 'The request body is not valid JSON.',
  unsupported_media_type: 'The request body must be JSON.',
  payload_too_large: 'The request is too large.',
  unauthenticated: 'Authentication credentials were not provided.',
  token_invalid: 'Token is invalid or expired.',
  not_authenticated: 'not Authenticated',
  forbidden_policy: 'You are not authorized to perform this activity as per your user policy.',
  not_found: 'Not found.',
  method_not_allowed: 'Method not allowed.',
  uri_too_long: 'The address is too long.',
  headers_too_large: 'The request headers are too large.',
  request_timeout: 'The request took too long to arrive.',
  sign_in_key_unavailable: 'This user name, e-mail or phone number cannot be used. Choose another one.',
  invalid_password: 'Invalid Password',
  password_mismatch: 'new password should be identical',
  reset_token_invalid: 'This password reset link is invalid or has expired.',
  redirect_not_allowed: 'The reset link must point to this application.',
  duplicate_user_name: 'This user name is already taken.',
  duplicate_email: 'This email is already used by another user.',
  duplicate_phone: 'This phone number is already used by another user.',
  unknown_policy: 'The selected access policy does not exist.',
  unknown_supervisor: 'The selected supervisor does not exist.',
  template_name_exists: 'Template Name Already Exists',
  policy_in_use: 'This policy is assigned to users; assign them another policy first.',
  limit_exceeded: 'Limit Exceeded: your contract is used up. Please contact the provider to extend it.',
  image_too_large: 'The image is larger than 2 MB.',
  image_type: 'The file is not a JPEG, PNG or WebP image.',
  web_access_denied: 'Your access policy does not allow signing in to the web platform.',
  client_access_denied: 'Your access policy does not allow this application (mobile or WhatsApp).',
  cannot_deactivate_self: 'You cannot deactivate your own account.',
  image_source: 'The image address, width or file is not accepted.',
  duplicate_slug: 'An item with this address already exists.',
  media_too_large: 'The file is too large: images up to 5 MB, videos up to 100 MB.',
  media_type: 'The file is not a JPEG, PNG or WebP image, nor an MP4 or WebM video.',
  unsupported_format: 'This file type is not supported. Upload GeoJSON, KML, KMZ or a zipped Shapefile.',
  invalid_file: 'The file is damaged or incomplete and cannot be read.',
  no_polygons: 'The file holds no polygons. Borders must be closed areas, not points or lines.',
  too_large: 'The file is too large or has too many vertices. Simplify it and try again.',
  too_many_features: 'The file holds too many shapes.',
  invalid_geometry: 'The border is not a valid polygon.',
  unsupported_crs: "The file's coordinate system is not supported. Save it in WGS84 (longitude/latitude).",
  field_outside_farm: 'The field must lie inside its farm.',
  self_intersection: 'The border crosses itself. Fix the highlighted point and try again.',
  empty_geometry: 'The border is empty: draw or upload a closed area.',
  too_few_vertices: 'A border needs at least three distinct corners.',
  out_of_range: 'The border has a point outside valid longitude/latitude.',
  too_many_vertices: 'The border has more than 10,000 corners. Simplify it and try again.',
  border_too_complex: 'The border is too intricate to check. Simplify it and try again.',
  archive_too_large: 'The file unpacks to too much data or too many parts to be read safely.',
  invalid_multipart: 'The upload is incomplete or malformed. Choose the file and send it again.',
  draw_farm_first: 'You should draw a farm before',
  draw_field_first: 'You should draw a field before',
  select_farm: 'Please select Farm',
  duplicate_code: 'This code is already used.',
  farm_has_fields: 'This farm still has fields; delete or move them first.',
  season_already_active: 'This field already has an active season; end it first.',
  no_active_season: 'This field has no active season.',
  weather_not_ready: 'Please come back after 10 minutes to see the result.',
  satellite_no_images: 'No Images Found',
  rows_invalid: 'Some rows are invalid; nothing was saved.',
  not_xlsx: 'The file is not an Excel workbook (.xlsx).',
  lab_report_type: 'The lab report is not a PDF, JPEG, PNG or WebP file.',
  lab_report_too_large: 'The lab report is larger than 10 MB.',
  xlsx_too_large: 'The workbook is larger than 5 MB.',
  range_invalid: 'The chosen rows and columns are not valid for this sheet.',
  name_exists: 'This name is already used.',
  variety_exists: 'This crop already has a variety with this name.',
  profile_in_use: 'Plant varieties use this profile; give them another profile first.',
  field_grid_empty: 'This field has no rows and columns yet; enter them on the field first.',
  grid_too_large: 'This field has more than 250,000 spots; trees are generated for at most 250,000 at once.',
  too_many_trees: 'At most 5,000 trees can be changed at once; select fewer trees.',
  grid_map_too_large: 'This field has more than 250,000 spots; its grid cannot be shown at once.',
  quantity_exceeds_stock: 'The withdrawn quantity is greater than the current quantity.',
  inventory_not_empty: 'This store still holds items; withdraw or transfer them first.',
  item_in_use: 'Stores or transactions use this item; it cannot be deleted.',
  pesticide_in_use: 'Applications of this product are recorded; it cannot be deleted.',
  program_activation_failed: 'Program Activation Failed, Please Try Again',
  task_closed: 'This task is already done or cancelled.',
  visit_already_recorded: 'This trap already has a visit on this date.',
  qr_export_not_ready: 'This export is not ready to download.',
  qr_export_finished: 'This export has already finished; it can no longer be cancelled.',
  qr_link_invalid: 'This is not a Rayyan tree label, or it has been altered.',
  record_not_pending: 'This record has already been reviewed.',
  duplicate_spot: 'A tree already stands on this row and column of the field; nothing was saved.',
  pdf_unavailable: 'PDF export is not available on this server (Chromium is missing). Download the Excel report, or print this page from the browser.',
  internal_error: 'Something went wrong !',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

/** The one error shape of the whole API (ARCHITECTURE.md rule 5). */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      /** English text per field (the spec's wording). */
      fields: z.record(z.string(), z.string()).optional(),
      /** Stable code per field (a key of the `validation` messages, `invalid` otherwise): clients show the message for the code. */
      field_codes: z.record(z.string(), z.string()).optional(),
      /** [lon, lat] of a geometry problem (self-intersection…), for the map to highlight. */
      location: z.tuple([z.number(), z.number()]).optional(),
      /** Per-row problems of a bulk write or import (`rows_invalid`): index = array index or sheet row number. */
      rows: z.array(z.object({ index: z.number().int(), fields: z.record(z.string(), z.string()), codes: z.record(z.string(), z.string()).optional() })).optional(),
    }),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;

export function isApiError(value: unknown): value is ApiError {
  return apiErrorSchema.safeParse(value).success;
}
