import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, foreignKey, index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uniqueIndex, uuid, type AnyPgColumn, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import {
  ACTIVITY_ACTIONS,
  CURRENCIES,
  FARM_ROLES,
  FARMING_TYPES,
  HONORIFICS,
  LEAVING_REASONS,
  ORGANIZATION_MESSAGE_ACTIONS,
  POLICY_TEMPLATE_KEYS,
  SALARY_PERIODS,
  USER_TYPES,
  type FarmingType,
  type FarmRole,
  type PolicyPermissions,
  type UserType,
} from '@rayyan/contracts';
import { createdAt, enumCheck, enumChecks, idColumn, optionalRef, parentRef, sqlList, timestamps } from './schema-columns';

/** Optional services of an organisation's contract (spec point 3). */
export interface OrganizationServices {
  hd_satellite_imagery: boolean;
  chatbot: boolean;
  advanced_irrigation: boolean;
}


/** A customer organisation: the tenant. Every tenant table references it through `org_id`. */
export const organizations = pgTable(
  'organizations',
  {
    id: idColumn(),
    name: text('name').notNull(),
    farmingType: text('farming_type').array().$type<FarmingType[]>().notNull(),
    /** ISO 3166-1 alpha-2 codes of the countries the organisation farms in (one organisation can span several). */
    country: text('country').array().$type<string[]>().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    /** Short unique code of the organisation in its devices' MQTT topics (`rayyan/<code>/<sensor>/readings`), issue #15. */
    code: text('code').notNull().default(sql`substr(md5(gen_random_uuid()::text), 1, 8)`),
    /** Contract limits (spec 6 "Limit Exceeded"); null means not limited. */
    contractedAreaFeddan: numeric('contracted_area_feddan', { precision: 14, scale: 2, mode: 'number' }),
    contractedFields: integer('contracted_fields'),
    contractedTrees: integer('contracted_trees'),
    services: jsonb('services')
      .$type<OrganizationServices>()
      .notNull()
      .default({ hd_satellite_imagery: false, chatbot: false, advanced_irrigation: false }),
    /** The organisation message popup (spec 3, 4 and 7), written by super admins. */
    messageHonorofics: text('message_honorofics'),
    messageName: text('message_name'),
    messageText: text('message_text'),
    messageAction: text('message_action').$type<(typeof ORGANIZATION_MESSAGE_ACTIONS)[number]>().notNull().default('normal'),
    notificationStatus: boolean('notification_status').notNull().default(false),
    /** Bumped on every publish; a user's "Dont show again" hides only the version they dismissed. */
    messageVersion: integer('message_version').notNull().default(0),
    messageUpdatedAt: timestamp('message_updated_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('organizations_code_key').on(table.code),
    check('organizations_code_check', sql`${table.code} ~ '^[a-z0-9-]{3,24}$'`),
    check('organizations_farming_type_check', sql`${table.farmingType} <@ ARRAY[${sqlList(FARMING_TYPES)}]::text[]`),
    enumCheck(table.messageAction, ORGANIZATION_MESSAGE_ACTIONS),
  ],
);

/** An access policy (spec 6): named grants per permission group, unique by name within an organisation. */
export const policies = pgTable(
  'policies',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    template: text('template').notNull(),
    permissions: jsonb('permissions').$type<PolicyPermissions>().notNull(),
    ...timestamps(),
  },
  (table) => [
    unique('policies_org_id_name_unique').on(table.orgId, table.name),
    // Target of the users' composite foreign key: a user's policy must belong to the user's organisation.
    unique('policies_org_id_id_unique').on(table.orgId, table.id),
    enumCheck(table.template, POLICY_TEMPLATE_KEYS),
  ],
);

/** A person who signs in. `org_id` is the tenant; user name, phone and email are globally unique sign-in keys. */
export const users = pgTable(
  'users',
  {
    ...tenantKeys(),
    userName: text('user_name').notNull().unique(),
    /** International format: a plus sign then digits (spec 5). */
    phone: text('phone').unique(),
    /** Stored lower-case so lookups are case-insensitive. */
    email: text('email').unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    farmRole: text('farm_role').$type<FarmRole>(),
    userType: text('user_type').$type<UserType>().notNull().default('normal'),
    superAdmin: boolean('super_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    userCode: text('user_code'),
    honorofics: text('honorofics').$type<(typeof HONORIFICS)[number]>(),
    whatsapp: text('whatsapp'),
    salary: numeric('salary', { precision: 14, scale: 2, mode: 'number' }),
    education: text('education'),
    rating: integer('rating'),
    role: text('role'),
    designation: text('designation'),
    joinDate: date('join_date'),
    leaveDate: date('leave_date'),
    currentInService: boolean('current_in_service').notNull().default(true),
    farmingResponsibility: text('farming_responsibility').array().$type<string[]>().notNull().default(sql`'{}'::text[]`),
    nonFarmingResponsibility: text('non_farming_responsibility').array().$type<string[]>().notNull().default(sql`'{}'::text[]`),
    /** Same organisation, enforced by the composite foreign key below. */
    supervisorId: uuid('supervisor_id'),
    policyId: uuid('policy_id'),
    /** Storage key of the profile image (storage port), not a URL. */
    profileImage: text('profile_image'),
    /** Farms this user supervises; the farms table arrives with the farms module. */
    supervisoryFarmIds: uuid('supervisory_farm_ids').array().$type<string[]>().notNull().default(sql`'{}'::uuid[]`),
    /** The organisation message version this user chose not to see again ("Dont show again"). */
    dismissedMessageVersion: integer('dismissed_message_version').notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    index('users_org_id_idx').on(table.orgId),
    // A unique index rather than a constraint: the same-organisation foreign keys below reference it.
    uniqueIndex('users_org_id_id_unique').on(table.orgId, table.id),
    foreignKey({ name: 'users_supervisor_same_org_fk', columns: [table.orgId, table.supervisorId], foreignColumns: [table.orgId, table.id] }),
    foreignKey({ name: 'users_policy_same_org_fk', columns: [table.orgId, table.policyId], foreignColumns: [policies.orgId, policies.id] }),
    check('users_whatsapp_format_check', sql`${table.whatsapp} ~ '^\\+[0-9]{6,15}$'`),
    check('users_rating_check', sql`${table.rating} BETWEEN 0 AND 5`),
    check('users_phone_format_check', sql`${table.phone} ~ '^\\+[0-9]{6,15}$'`),
    enumCheck(table.userType, USER_TYPES),
    // Written before enumCheck, without its `IS NULL OR` (a null passes an IN check all the same): kept as migrated.
    check('users_honorofics_check', sql`${table.honorofics} IN (${sqlList(HONORIFICS)})`),
    check('users_farm_role_check', sql`${table.farmRole} IN (${sqlList(FARM_ROLES)})`),
  ],
);

/** Issued refresh tokens; `id` is the token's `jti`, so a token can be revoked (logout, password change). */
export const refreshTokens = userTokenTable('refresh_tokens', {
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Single-use password reset tokens; only the sha256 (hex) of the emailed token is stored. */
export const passwordResetTokens = userTokenTable('password_reset_tokens', {
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A labourer (spec 3 and 4), paid per period; leaving needs a leave date. */
export const labors = pgTable(
  'labors',
  {
    ...tenantKeys(),
    code: text('code'),
    name: text('name').notNull(),
    phone: text('phone'),
    nationalId: text('national_id'),
    nationality: text('nationality'),
    salary: numeric('salary', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    salaryPeriod: text('salary_period').$type<(typeof SALARY_PERIODS)[number]>().notNull(),
    currency: text('currency').$type<(typeof CURRENCIES)[number]>().notNull(),
    joinDate: date('join_date').notNull(),
    leaveDate: date('leave_date'),
    leavingReason: text('leaving_reason').$type<(typeof LEAVING_REASONS)[number]>(),
    notes: text('notes'),
    ...timestamps(),
  },
  (table) => [
    index('labors_org_id_idx').on(table.orgId),
    ...enumChecks(table, { salaryPeriod: SALARY_PERIODS, currency: CURRENCIES }),
    // As users_honorofics_check: kept without `IS NULL OR`, as migrated.
    check('labors_leaving_reason_check', sql`${table.leavingReason} IN (${sqlList(LEAVING_REASONS)})`),
    check('labors_leaving_reason_needs_date_check', sql`${table.leavingReason} IS NULL OR ${table.leaveDate} IS NOT NULL`),
  ],
);

/** A farm owner (spec 3): contact, the centre of their land and its GMT offset in hours. */
export const farmOwners = pgTable(
  'farm_owners',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    contact: text('contact'),
    phone: text('phone'),
    email: text('email'),
    centerLat: doublePrecision('center_lat').notNull(),
    centerLng: doublePrecision('center_lng').notNull(),
    gmtOffset: numeric('gmt_offset', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    ...timestamps(),
  },
  (table) => [
    index('farm_owners_org_id_idx').on(table.orgId),
    check('farm_owners_center_check', sql`${table.centerLat} BETWEEN -90 AND 90 AND ${table.centerLng} BETWEEN -180 AND 180`),
  ],
);

/** Who changed what (before → after per field), written in the same transaction as the change. */
export const activityLog = pgTable(
  'activity_log',
  {
    ...tenantKeys(),
    userId: optionalRef('user_id', (): AnyPgColumn => users.id, 'set null'),
    action: text('action').$type<(typeof ACTIVITY_ACTIONS)[number]>().notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('activity_log_org_id_created_at_idx').on(table.orgId, table.createdAt),
    index('activity_log_org_id_entity_idx').on(table.orgId, table.entity, table.entityId),
    enumCheck(table.action, ACTIVITY_ACTIONS),
  ],
);

export type Organization = typeof organizations.$inferSelect;
export type NewOrganization = typeof organizations.$inferInsert;
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type RefreshToken = typeof refreshTokens.$inferSelect;
export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
export type Policy = typeof policies.$inferSelect;
export type Labor = typeof labors.$inferSelect;
export type FarmOwner = typeof farmOwners.$inferSelect;
export type ActivityLogRow = typeof activityLog.$inferSelect;

/** The `org_id` column of a tenant table: its organisation, deleted with it (a declaration, so tables above may use it). */
export function orgIdColumn() {
  return parentRef('org_id', () => organizations.id, 'cascade');
}

/** The `id` and `org_id` a tenant table's rows start with: their key and their organisation. */
export function tenantKeys() {
  return { id: idColumn(), orgId: orgIdColumn() };
}

/** The `user_id` column of a user's own rows (tokens), deleted with the user. */
function userIdColumn() {
  return parentRef('user_id', () => users.id, 'cascade');
}

/**
 * A table of a user's tokens: id, user and organisation (deleted with either), the token's own columns, created_at;
 * indexed by user and by organisation.
 */
function userTokenTable<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(name: TName, columns: TColumns) {
  return pgTable(name, { id: idColumn(), userId: userIdColumn(), orgId: orgIdColumn(), ...columns, createdAt: createdAt() }, (table) => [
    index(`${name}_user_id_idx`).on(table.userId),
    index(`${name}_org_id_idx`).on(table.orgId),
  ]);
}
