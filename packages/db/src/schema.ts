import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FARM_ROLES, FARMING_TYPES, USER_TYPES, type FarmingType, type FarmRole, type UserType } from '@rayyan/contracts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** SQL list literal of allowed values, for CHECK constraints that mirror the contract enums. */
function sqlList(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

/** A customer organisation: the tenant. Every tenant table references it through `org_id`. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    farmingType: text('farming_type').array().$type<FarmingType[]>().notNull(),
    /** ISO 3166-1 alpha-2 codes of the countries the organisation farms in (one organisation can span several). */
    country: text('country').array().$type<string[]>().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (table) => [
    check('organizations_farming_type_check', sql`${table.farmingType} <@ ARRAY[${sqlList(FARMING_TYPES)}]::text[]`),
  ],
);

/** A person who signs in. `org_id` is the tenant; user name, phone and email are globally unique sign-in keys. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
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
    ...timestamps,
  },
  (table) => [
    index('users_org_id_idx').on(table.orgId),
    check('users_phone_format_check', sql`${table.phone} ~ '^\\+[0-9]{6,15}$'`),
    check('users_farm_role_check', sql`${table.farmRole} IN (${sqlList(FARM_ROLES)})`),
    check('users_user_type_check', sql`${table.userType} IN (${sqlList(USER_TYPES)})`),
  ],
);

/** Issued refresh tokens; `id` is the token's `jti`, so a token can be revoked (logout, password change). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_user_id_idx').on(table.userId), index('refresh_tokens_org_id_idx').on(table.orgId)],
);

/** Single-use password reset tokens; only the sha256 (hex) of the emailed token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId), index('password_reset_tokens_org_id_idx').on(table.orgId)],
);

export type Organization = typeof organizations.$inferSelect;
export type NewOrganization = typeof organizations.$inferInsert;
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type RefreshToken = typeof refreshTokens.$inferSelect;
export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
