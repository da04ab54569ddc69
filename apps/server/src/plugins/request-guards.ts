import type { FastifyInstance } from 'fastify';
import { V } from '@rayyan/contracts';
import { AppError } from '../shared/app-error';

/** Charsets the API reads bodies in; JSON is UTF-8 (RFC 8259), and US-ASCII is a subset of it. */
const READABLE_CHARSETS = new Set(['utf-8', 'utf8', 'us-ascii']);

/**
 * The path ("rows.0.name", "search") of the first text holding a NUL character, or undefined. Walks without
 * allocating (a border of 40,000 corners is 80,000 numbers): the path is built only on the way back from a find.
 */
export function firstNulPath(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? '' : undefined;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  const join = (key: string, rest: string) => (rest ? `${key}.${rest}` : key);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const child: unknown = value[i];
      if (typeof child !== 'object' && typeof child !== 'string') continue;
      const found = firstNulPath(child, depth + 1);
      if (found !== undefined) return join(String(i), found);
    }
    return undefined;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes('\u0000')) return key;
    const child: unknown = (value as Record<string, unknown>)[key];
    if (typeof child !== 'object' && typeof child !== 'string') continue;
    const found = firstNulPath(child, depth + 1);
    if (found !== undefined) return join(key, found);
  }
  return undefined;
}

/**
 * Input no route can store, refused before validation with the API's error shape:
 * - a body in a charset other than UTF-8 (415), since it would be read as UTF-8 and garbled;
 * - a NUL character in any body text, query or path parameter (400): PostgreSQL text cannot hold it.
 */
export function registerRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(request.headers['content-type'] ?? '')?.[1];
    if (charset !== undefined && !READABLE_CHARSETS.has(charset.toLowerCase())) throw new AppError('unsupported_media_type', 415);
  });
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const path = firstNulPath(value);
      if (path !== undefined) throw new AppError('validation_failed', 400, { [path || part]: V.invalid_characters });
    }
  });
}
