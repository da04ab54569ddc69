import type { SessionUser } from '@rayyan/contracts';
import type { CookieJar } from '../app/session/cookie-jar';

/** Encodes text as base64url (JWT segments). */
function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the contract's claims; `exp` in seconds. */
export function fakeAccessToken(claims: Partial<SessionUser> & { exp: number }): string {
  const payload: SessionUser = {
    user_id: 'u-1',
    user_name: 'ahmed',
    org_id: 'org-1',
    farming_type: ['tree'],
    super_admin: false,
    farm_role: 'farm_manager',
    ...claims,
  };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

/** In-memory cookie jar that remembers each cookie's lifetime. */
export class MemoryCookieJar implements CookieJar {
  readonly cookies = new Map<string, { value: string; days: number }>();
  get(name: string): string | null {
    return this.cookies.get(name)?.value ?? null;
  }
  set(name: string, value: string, { days }: { days: number }): void {
    this.cookies.set(name, { value, days });
  }
  remove(name: string): void {
    this.cookies.delete(name);
  }
}

/** A JSON response as `fetch` would resolve it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
