import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_REFRESH, REFRESH_COOKIE_PATH } from '@rayyan/contracts';

/** The value of a cookie the request carries, or undefined. */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * Sets the web session's refresh token as an HttpOnly cookie: scripts cannot read it, it is sent only to
 * /api/token/ (refresh and revoke) and only by this site (SameSite=Strict), over HTTPS only when the request
 * came over HTTPS (TLS or a trusted proxy saying so). `maxAgeSeconds` undefined: until the browser closes.
 */
export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number | undefined): void {
  const attributes = [`${COOKIE_REFRESH}=${token}`, `Path=${REFRESH_COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict'];
  if (maxAgeSeconds !== undefined) attributes.push(`Max-Age=${maxAgeSeconds}`);
  if (request.protocol === 'https') attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
}

/** Removes the refresh cookie (sign-out). */
export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  setRefreshCookie(request, reply, '', 0);
}
