import { z } from 'zod';
import { CURRENCIES, DIGIT_SYSTEMS, LANGUAGES, MAP_LAYERS, SALARY_PERIODS } from './constants';
import { FARM_ROLES, USER_TYPES } from './roles';
import { V, emailSchema, isoDateSchema, listQuerySchema, optionalText, phoneSchema, requiredText } from './common';
import { orgRecordSchema, partialInputSchemas, recordFields } from './record-schema';

export const HONORIFICS = ['mr', 'mrs', 'ms', 'dr', 'eng', 'prof'] as const;
export const LEAVING_REASONS = ['resignation', 'termination', 'end_of_contract'] as const;

/** Largest profile image accepted, and its types (uploads are size-limited and checked by content). */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const leaveAfterJoin = (v: { join_date?: string | null; leave_date?: string | null }) =>
  !v.join_date || !v.leave_date || v.leave_date >= v.join_date;

/** Fields of a user (spec point 3) that an admin writes. */
const userFields = {
  user_code: optionalText(50),
  honorofics: z.enum(HONORIFICS, { error: V.invalid_choice }).nullable().optional(),
  name: requiredText(150),
  email: emailSchema.nullable().optional(),
  user_name: z.string().trim().regex(/^[A-Za-z0-9._-]{3,150}$/, { error: V.user_name_format }),
  phone: phoneSchema.nullable().optional(),
  whatsapp: phoneSchema.nullable().optional(),
  salary: z.number().min(0, { error: V.out_of_range }).max(1e9).nullable().optional(),
  education: optionalText(200),
  rating: z.number().int().min(0, { error: V.out_of_range }).max(5, { error: V.out_of_range }).nullable().optional(),
  role: optionalText(100),
  designation: optionalText(100),
  join_date: isoDateSchema.nullable().optional(),
  leave_date: isoDateSchema.nullable().optional(),
  current_in_service: z.boolean().optional(),
  farming_responsibility: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
  non_farming_responsibility: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
  supervisor_id: z.uuid().nullable().optional(),
  user_type: z.enum(USER_TYPES, { error: V.invalid_choice }).optional(),
  policy_id: z.uuid().nullable().optional(),
  farm_role: z.enum(FARM_ROLES, { error: V.invalid_choice }).nullable().optional(),
  supervisory_farm_ids: z.array(z.uuid()).max(500).optional(),
};

/** POST /api/users/ */
export const createUserSchema = z
  .object({ ...userFields, password: z.string().min(8, { error: V.too_short }).max(256) })
  .refine(leaveAfterJoin, { error: V.leave_before_join, path: ['leave_date'] });
export type CreateUser = z.infer<typeof createUserSchema>;

/** PATCH /api/users/{id}/ */
export const updateUserSchema = z
  .object(userFields)
  .partial()
  .refine(leaveAfterJoin, { error: V.leave_before_join, path: ['leave_date'] });
export type UpdateUser = z.infer<typeof updateUserSchema>;

export const userSchema = orgRecordSchema('User', {
  ...recordFields(userFields),
  /** Answered as any number, as before (the input takes whole stars). */
  rating: z.number().nullable(),
  supervisor_name: z.string().nullable(),
  policy_name: z.string().nullable(),
  super_admin: z.boolean(),
  is_active: z.boolean(),
  profile_image_url: z.string().nullable(),
});
export type UserRecord = z.infer<typeof userSchema>;

/** GET /api/users/ query. */
export const userListQuerySchema = listQuerySchema.extend({
  farm_role: z.enum(FARM_ROLES).optional(),
  user_type: z.enum(USER_TYPES).optional(),
  is_active: z.enum(['true', 'false']).optional(),
  policy_id: z.uuid().optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** A labourer (spec point 3 and 4): paid per period, may leave for one of three reasons. */
const laborFields = {
  code: optionalText(50),
  name: requiredText(150),
  phone: phoneSchema.nullable().optional(),
  national_id: optionalText(50),
  nationality: optionalText(80),
  salary: z.number({ error: V.required }).min(0, { error: V.out_of_range }).max(1e9),
  salary_period: z.enum(SALARY_PERIODS, { error: V.invalid_choice }),
  currency: z.enum(CURRENCIES, { error: V.invalid_choice }),
  join_date: isoDateSchema,
  leave_date: isoDateSchema.nullable().optional(),
  leaving_reason: z.enum(LEAVING_REASONS, { error: V.invalid_choice }).nullable().optional(),
  notes: optionalText(1000),
};
const leavingReasonNeedsDate = (v: { leave_date?: string | null; leaving_reason?: string | null }) =>
  !v.leaving_reason || !!v.leave_date;

/** A labor's dates: leaving after joining, and a leaving reason only with a leave date (on a create and on a patch). */
const withLeaveRules = <T extends z.ZodType<{ join_date?: string | null; leave_date?: string | null; leaving_reason?: string | null }>>(schema: T) =>
  schema
    .refine(leaveAfterJoin, { error: V.leave_before_join, path: ['leave_date'] })
    .refine(leavingReasonNeedsDate, { error: V.leaving_reason_needs_leave_date, path: ['leave_date'] });
export const createLaborSchema = withLeaveRules(z.object(laborFields));
export const updateLaborSchema = withLeaveRules(z.object(laborFields).partial());
export type CreateLabor = z.infer<typeof createLaborSchema>;
export type UpdateLabor = z.infer<typeof updateLaborSchema>;

export const laborSchema = orgRecordSchema('Labor', recordFields(laborFields));
export type LaborRecord = z.infer<typeof laborSchema>;

export const laborListQuerySchema = listQuerySchema.extend({
  salary_period: z.enum(SALARY_PERIODS).optional(),
  status: z.enum(['active', 'left']).optional(),
});
/** The record's schemas as the kit's CRUD endpoints take them (`crudEndpoints`). */
export const laborCrudSchemas = { record: laborSchema, create: createLaborSchema, update: updateLaborSchema, query: laborListQuerySchema };

/** A farm owner (spec point 3): name, contact, the centre of their land and its GMT offset. */
const farmOwnerFields = {
  name: requiredText(150),
  contact: optionalText(150),
  phone: phoneSchema.nullable().optional(),
  email: emailSchema.nullable().optional(),
  center_lat: z.number({ error: V.required }).min(-90, { error: V.out_of_range }).max(90, { error: V.out_of_range }),
  center_lng: z.number({ error: V.required }).min(-180, { error: V.out_of_range }).max(180, { error: V.out_of_range }),
  /** Hours from GMT, in quarter hours (e.g. 2 for Egypt, 3 for KSA, 4 for the UAE, 5.75 for Nepal). */
  gmt_offset: z
    .number({ error: V.required })
    .min(-12, { error: V.out_of_range })
    .max(14, { error: V.out_of_range })
    .refine((h) => Number.isInteger(h * 4), { error: V.out_of_range }),
};
export const { create: createFarmOwnerSchema, update: updateFarmOwnerSchema } = partialInputSchemas(farmOwnerFields);
export type CreateFarmOwner = z.infer<typeof createFarmOwnerSchema>;
export type UpdateFarmOwner = z.infer<typeof updateFarmOwnerSchema>;
export const farmOwnerSchema = orgRecordSchema('FarmOwner', recordFields(farmOwnerFields));
export type FarmOwnerRecord = z.infer<typeof farmOwnerSchema>;
/** The record's schemas as the kit's CRUD endpoints take them (`crudEndpoints`). */
export const farmOwnerCrudSchemas = { record: farmOwnerSchema, create: createFarmOwnerSchema, update: updateFarmOwnerSchema, query: listQuerySchema };

/** PATCH /api/me/preferences/ (profile): applied at sign-in. */
export const preferencesSchema = z.object({
  map_type: z.enum(MAP_LAYERS).optional(),
  language: z.enum(LANGUAGES).optional(),
  digits: z.enum(DIGIT_SYSTEMS).optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PATCH /api/me/preferences/: the preferences to change; `null` forgets one (the default applies again). */
export const preferencesPatchSchema = z.object({
  map_type: z.enum(MAP_LAYERS).nullable().optional(),
  language: z.enum(LANGUAGES).nullable().optional(),
  digits: z.enum(DIGIT_SYSTEMS).nullable().optional(),
});
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;
