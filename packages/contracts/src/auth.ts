import { z } from 'zod';
import { FARM_ROLES, FARMING_TYPES } from './roles';

/** The channels a user signs in from; the access policy's system accessibility lists the allowed ones (spec 6). */
export const SIGN_IN_CLIENTS = ['web', 'mobile', 'whatsapp'] as const;
export type SignInClient = (typeof SIGN_IN_CLIENTS)[number];

/** POST /api/token/ — username may also be the user's phone number. */
export const tokenRequestSchema = z.object({
  username: z.string().trim().min(1).max(150),
  password: z.string().min(1).max(256),
  /** Which channel signs in; the access policy's system accessibility must allow it (spec 6). */
  client: z.enum(SIGN_IN_CLIENTS).default('web'),
  /**
   * Where the refresh token goes: in the answer (apps that keep it themselves), or `cookie`, an HttpOnly cookie
   * scoped to /api/token/ that scripts cannot read (the web app).
   */
  refresh_in: z.enum(['body', 'cookie']).default('body'),
  /** With `refresh_in: cookie`: keep the cookie across browser restarts ("remember me"), else until the browser closes. */
  remember: z.boolean().default(true),
});
export type TokenRequest = z.input<typeof tokenRequestSchema>;

/** `refresh` is absent when it was set as the HttpOnly cookie instead. */
export const tokenResponseSchema = z.object({ access: z.string(), refresh: z.string().optional() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** POST /api/token/refresh/ */
/** POST /api/token/refresh/ and /api/token/revoke/: the refresh token in the body, else the HttpOnly cookie's. */
export const refreshRequestSchema = z.object({ refresh: z.string().min(1).max(4096).optional() });
export const refreshResponseSchema = z.object({ access: z.string() });

/** Claims carried by the access token; the web app merges them into its session user (spec 3). */
export const accessTokenClaimsSchema = z.object({
  user_id: z.string(),
  user_name: z.string(),
  org_id: z.string(),
  farming_type: z.array(z.enum(FARMING_TYPES)),
  super_admin: z.boolean(),
  farm_role: z.enum(FARM_ROLES).nullable(),
  exp: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** Session user as the web app keeps it: the decoded claims. */
export type SessionUser = AccessTokenClaims;

/** POST /api/request-reset-password/ — answered 200 whether or not the account exists. */
export const requestResetPasswordSchema = z.object({
  email: z.string().trim().email().max(254),
  redirect_url: z.string().url().max(2048),
});
export type RequestResetPassword = z.infer<typeof requestResetPasswordSchema>;

/** PATCH /api/password-reset-complete/ — a single-use, expiring token from the reset link. */
export const passwordResetCompleteSchema = z.object({
  token: z.string().min(1).max(512),
  password: z.string().min(8).max(256),
  confirm_password: z.string().min(1).max(256),
});
export type PasswordResetComplete = z.infer<typeof passwordResetCompleteSchema>;

/** PUT /api/change-password/ — a signed-in user changes their own password. */
export const changePasswordSchema = z.object({
  old_password: z.string().min(1).max(256),
  new_password: z.string().min(8).max(256),
  confirm_password: z.string().min(1).max(256),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const okResponseSchema = z.object({ success: z.literal(true) });

/** GET /api/health */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['embedded', 'postgresql']),
  /**
   * `ok`: the database answered a `SELECT 1` within the health check's 100 ms; `busy`: it is working on another
   * statement (the embedded engine runs one at a time) and had not answered yet. A database that fails answers 500.
   */
  database_state: z.enum(['ok', 'busy']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** POST /api/crash-reports/ — the web app's crash page reports an unhandled interface exception. */
export const crashReportSchema = z.object({
  message: z.string().min(1).max(2000),
  path: z.string().min(1).max(2000),
  stack: z.string().max(8000).optional(),
});
export type CrashReport = z.infer<typeof crashReportSchema>;
