import {
  tokenResponseSchema,
  type PasswordResetComplete,
  type RequestResetPassword,
  type TokenRequest,
  type TokenResponse,
} from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';

/** POST /api/token/: exchanges credentials (user name or phone number) for tokens. */
export function requestTokens(api: ApiClient, credentials: TokenRequest): Promise<TokenResponse> {
  return api.request('/token/', { method: 'POST', body: credentials, schema: tokenResponseSchema });
}

/** POST /api/request-reset-password/: mails a reset link pointing back to this app. */
export function requestPasswordReset(api: ApiClient, body: RequestResetPassword): Promise<unknown> {
  return api.request('/request-reset-password/', { method: 'POST', body });
}

/** PATCH /api/password-reset-complete/: sets the new password with the token from the reset link. */
export function completePasswordReset(api: ApiClient, body: PasswordResetComplete): Promise<unknown> {
  return api.request('/password-reset-complete/', { method: 'PATCH', body });
}

/** Where the reset mail's link leads: this app's change-password page. */
export function resetRedirectUrl(origin: string = window.location.origin): string {
  return `${origin}/auth/change-password`;
}
