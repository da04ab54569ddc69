import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * Messages of @fastify/busboy for a body that is not well-formed multipart: no boundary in the
 * Content-Type, a body cut off before its closing boundary, a broken part header. Busboy raises them as
 * plain Errors (no code, no status), which would otherwise end as 500s.
 */
const MALFORMED = /^(Multipart: Boundary not found|Unexpected end of (multipart data|form)|.* terminated early due to unexpected end of multipart data|Malformed part header)/;
/** @fastify/multipart's own codes for the same situations. */
const MALFORMED_CODES = new Set(['FST_MP_PREMATURE_CLOSE', 'FST_INVALID_MULTIPART_CONTENT_TYPE', 'FST_PROTO_VIOLATION', 'FST_INVALID_JSON_FIELD_ERROR']);

/** The API's refusal of a malformed multipart body (400 invalid_multipart), or undefined for any other error. */
export function malformedMultipart(error: unknown): AppError | undefined {
  if (!(error instanceof Error) || error instanceof AppError) return undefined;
  const code = (error as { code?: unknown }).code;
  if ((typeof code === 'string' && MALFORMED_CODES.has(code)) || MALFORMED.test(error.message)) return new AppError('invalid_multipart', 400);
  return undefined;
}

/**
 * Registers @fastify/multipart in a module's (encapsulated) plugin, with an error handler for that
 * plugin's routes that turns malformed multipart bodies into 400 invalid_multipart and hands every
 * error on to the app's one error handler (a scoped handler that throws passes to its parent).
 */
export async function registerMultipart(app: FastifyInstance, options: FastifyMultipartOptions): Promise<void> {
  await app.register(multipart, options);
  app.setErrorHandler((error) => {
    throw malformedMultipart(error) ?? error;
  });
}
