import {
  changePasswordSchema,
  crashReportSchema,
  okResponseSchema,
  passwordResetCompleteSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  requestResetPasswordSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '../auth';
import { endpoint } from '../endpoint';

/** Sign-in, tokens and passwords (spec 7). */
export const authEndpoints = {
  /** Credentials (user name or phone number) for an access and a refresh token. */
  token: endpoint({ method: 'POST', path: '/api/token/', body: tokenRequestSchema, response: tokenResponseSchema, access: 'public' }),
  refresh: endpoint({ method: 'POST', path: '/api/token/refresh/', body: refreshRequestSchema, response: refreshResponseSchema, access: 'public' }),
  revoke: endpoint({ method: 'POST', path: '/api/token/revoke/', body: refreshRequestSchema, response: okResponseSchema, access: 'public' }),
  /** Mails a reset link pointing back to the app. */
  requestPasswordReset: endpoint({ method: 'POST', path: '/api/request-reset-password/', body: requestResetPasswordSchema, response: okResponseSchema, access: 'public' }),
  completePasswordReset: endpoint({ method: 'PATCH', path: '/api/password-reset-complete/', body: passwordResetCompleteSchema, response: okResponseSchema, access: 'public' }),
  changePassword: endpoint({ method: 'PUT', path: '/api/change-password/', body: changePasswordSchema, response: okResponseSchema, access: 'authenticated' }),
} as const;

/** An unhandled interface exception, reported by the app's crash page (signed in or not). */
export const crashReportEndpoints = {
  create: endpoint({ method: 'POST', path: '/api/crash-reports/', body: crashReportSchema, response: okResponseSchema, status: 202, access: 'public' }),
} as const;
