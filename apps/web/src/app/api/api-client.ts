import type { z } from 'zod';
import { loadShellSchemas } from './shell-schemas-loader';

/** An API answer outside 2xx, carrying the stable error code of the catalogue (ARCHITECTURE rule 5). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** [lon, lat] of a geometry problem (self-intersection…), for the map to highlight. */
    readonly location?: [number, number],
    /** Per-row problems of a bulk write or import (`rows_invalid`), with each field's stable code. */
    readonly rows?: { index: number; fields: Record<string, string>; codes?: Record<string, string> }[],
    /** Seconds to wait before trying again (the Retry-After header of a 429). */
    readonly retryAfterSeconds?: number,
    /** Stable code per field (`field_codes`): the message to show, in the user's language. */
    readonly fieldCodes?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Response contract; when given, the answer is validated and typed by it. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

export interface ApiClient {
  /** Calls `/api<path>` with the session's Bearer token (when signed in) and parses the answer. */
  request<T = unknown>(path: string, options?: ApiRequestOptions<T>): Promise<T>;
  /** GETs a file (export, image) with the Bearer token; resolves to its bytes. */
  blob(path: string, options?: { signal?: AbortSignal }): Promise<Blob>;
  /** Sends multipart form data (file uploads) with the Bearer token and parses the JSON answer. */
  upload<T = unknown>(path: string, form: FormData, options?: { method?: 'POST' | 'PUT'; schema?: z.ZodType<T> }): Promise<T>;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  accessToken: () => string | null;
  /** Called when an authenticated call is answered 401 `token_invalid` or 403 `web_access_denied`: the session is over. */
  onTokenInvalid: () => void;
  base?: string;
}

/**
 * Answers that end the session: the token is no longer valid (revoked, expired, user deactivated), or the
 * user's access policy no longer allows the web platform (checked by the server on every request).
 */
const sessionOver = (status: number, code: string) => (status === 401 && code === 'token_invalid') || (status === 403 && code === 'web_access_denied');

/** Whole seconds of a Retry-After header given in seconds, or undefined. */
function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after') ?? NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

/** Creates `apiFetch`: JSON in and out, Bearer auth, and one error type for every failure. */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const base = deps.base ?? '/api';
  const send = async (path: string, init: RequestInit & { headers: Record<string, string> }): Promise<{ response: Response; token: string | null }> => {
    const token = deps.accessToken();
    if (token) init.headers.Authorization = `Bearer ${token}`;
    try {
      return { response: await deps.fetch(`${base}${path}`, init), token };
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiRequestError(0, 'network', 'The server cannot be reached.');
    }
  };
  /** The error of a non-2xx answer whose body is `json`; ends the session when the answer says so. */
  const errorFrom = async (response: Response, json: unknown, token: string | null): Promise<ApiRequestError> => {
    const schemas = await loadShellSchemas().catch(() => null);
    const parsed = schemas?.apiErrorSchema.safeParse(json);
    const error = parsed?.success
      ? new ApiRequestError(response.status, parsed.data.error.code, parsed.data.error.message, parsed.data.error.fields, parsed.data.error.location, parsed.data.error.rows, retryAfter(response), parsed.data.error.field_codes)
      : new ApiRequestError(response.status, response.status >= 500 ? 'internal_error' : 'unknown', response.statusText);
    if (token && sessionOver(response.status, error.code)) deps.onTokenInvalid();
    return error;
  };
  const failure = async (response: Response, token: string | null): Promise<ApiRequestError> => {
    let json: unknown;
    try {
      json = JSON.parse(await response.text());
    } catch {
      json = undefined;
    }
    return errorFrom(response, json, token);
  };
  return {
    async blob(path, options = {}) {
      const { response, token } = await send(path, { method: 'GET', headers: {}, signal: options.signal });
      if (!response.ok) throw await failure(response, token);
      return response.blob();
    },
    async upload<T>(path: string, form: FormData, options: { method?: 'POST' | 'PUT'; schema?: z.ZodType<T> } = {}): Promise<T> {
      // No Content-Type header: the browser sets the multipart boundary.
      const { response, token } = await send(path, { method: options.method ?? 'POST', headers: { Accept: 'application/json' }, body: form });
      if (!response.ok) throw await failure(response, token);
      const text = await response.text();
      const json: unknown = text ? JSON.parse(text) : undefined;
      return (options.schema ? options.schema.parse(json) : json) as T;
    },
    async request<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (options.body !== undefined) headers['Content-Type'] = 'application/json';
      const { response, token } = await send(path, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
      const text = await response.text();
      let json: unknown = undefined;
      if (text) {
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
      }
      if (!response.ok) throw await errorFrom(response, json, token);
      return (options.schema ? options.schema.parse(json) : json) as T;
    },
  };
}
