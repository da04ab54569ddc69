import { authEndpoints, type PasswordResetComplete, type RequestResetPassword, type TokenRequest } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';
import { callEndpoint } from '../../app/api/endpoint-call';

/** POST /api/token/: exchanges credentials (user name or phone number) for tokens. */
export function requestTokens(api: ApiClient, credentials: TokenRequest) {
  return callEndpoint(api, authEndpoints.token, { body: credentials });
}

/** POST /api/request-reset-password/: mails a reset link pointing back to this app. */
export function requestPasswordReset(api: ApiClient, body: RequestResetPassword) {
  return callEndpoint(api, authEndpoints.requestPasswordReset, { body });
}

/** PATCH /api/password-reset-complete/: sets the new password with the token from the reset link. */
export function completePasswordReset(api: ApiClient, body: PasswordResetComplete) {
  return callEndpoint(api, authEndpoints.completePasswordReset, { body });
}

/** Where the reset mail's link leads: this app's change-password page. */
export function resetRedirectUrl(origin: string = window.location.origin): string {
  return `${origin}/auth/change-password`;
}
