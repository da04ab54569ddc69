import type { SessionUser } from '@rayyan/contracts';
import { shellSchemas } from '../api/shell-schemas-loader';

/** Decodes a base64url string to text (UTF-8 aware, so Arabic user names survive). */
function base64UrlToText(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the session user from an access token's payload. The signature is not checked here:
 * the server verifies every call, the client only needs the claims for menus and expiry.
 * Returns null for anything that is not a well-formed token with the contract's claims.
 */
export function decodeAccessToken(token: string): SessionUser | null {
  const { accessTokenClaimsSchema } = shellSchemas(); // outside the try: not loaded yet is a bug, not a bad token
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = accessTokenClaimsSchema.safeParse(JSON.parse(base64UrlToText(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
