import type { z } from 'zod';
import type { Permission } from './permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, any signed-in user, a super admin, an organisation admin, or one permission. */
export type EndpointAccess = 'public' | 'authenticated' | 'super_admin' | 'org_admin' | Permission;

/**
 * One API endpoint, declared once: the server registers its route from it and the web app's typed client
 * calls it (no path strings elsewhere); the OpenAPI document comes from the same schemas.
 * `response` is the JSON answer's schema, `'file'` for a download (an .xlsx export), `'empty'` for 204.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Fastify path syntax: `/api/regions/:id/`. */
  readonly path: `/api/${string}`;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** JSON body. */
  readonly body?: z.ZodType;
  /** The body is multipart form data (file uploads); its parts are read by the route. */
  readonly multipart?: true;
  readonly response: z.ZodType | 'file' | 'empty';
  /** Success status; 200 by default (201 for a creation, 202 accepted, 204 with `response: 'empty'`). */
  readonly status?: 200 | 201 | 202 | 204;
  readonly access: EndpointAccess;
}

/** Declares an endpoint, keeping its literal types for the client and the server. */
export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration;
}

/**
 * The URL of a call below the API origin: path parameters filled in (encoded), query parameters appended in
 * a stable order; undefined, null and empty values are left out, arrays repeat their key.
 */
export function endpointUrl(
  declaration: Pick<Endpoint, 'path'>,
  params: Record<string, string | number> = {},
  query: Record<string, unknown> | Iterable<readonly [string, string]> = {},
): string {
  const path = declaration.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${declaration.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search: string[] = [];
  const values = new Map<string, unknown[]>();
  const pairs: Iterable<readonly [string, unknown]> = Symbol.iterator in query ? (query as Iterable<readonly [string, string]>) : Object.entries(query);
  for (const [key, value] of pairs) values.set(key, [...(values.get(key) ?? []), ...(Array.isArray(value) ? value : [value])]);
  for (const key of [...values.keys()].sort()) {
    for (const item of values.get(key)!) {
      if (item === undefined || item === null || item === '') continue;
      search.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  return search.length ? `${path}?${search.join('&')}` : path;
}
