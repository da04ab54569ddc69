import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, type ApiError, type ErrorCode } from '@rayyan/contracts';
import { AppError } from '../shared/app-error';
import { fieldMessages } from '../shared/validation-text';

/**
 * Sends the one error shape of the API (ARCHITECTURE rule 5). Field messages are given as the contracts' keys:
 * the answer carries their English text (`fields`) and the keys as stable codes (`field_codes`), per row too.
 */
export function sendError(reply: FastifyReply, status: number, code: ErrorCode, fields?: Record<string, string>, location?: [number, number], rows?: { index: number; fields: Record<string, string> }[]) {
  const rowMessages: ApiError['error']['rows'] = rows?.map((row) => {
    const { fields: texts, field_codes } = fieldMessages(row.fields);
    return { index: row.index, fields: texts, codes: field_codes };
  });
  const body: ApiError = {
    error: { code, message: ERROR_MESSAGES[code], ...(fields ? fieldMessages(fields) : {}), ...(location ? { location } : {}), ...(rowMessages ? { rows: rowMessages } : {}) },
  };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own client errors, by their stable codes. */
const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
};

const codeForClientStatus = (status: number): ErrorCode =>
  ({ 401: 'unauthenticated', 404: 'not_found', 405: 'method_not_allowed', 413: 'payload_too_large', 415: 'unsupported_media_type', 429: 'rate_limited' })[status] as ErrorCode | undefined ??
  'validation_failed';

/**
 * Fastify's router errors, answered before any route runs (its own answer echoes the URL):
 * a malformed percent-encoding in the path (400) and a path parameter over maxParamLength (414).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, 414, 'uri_too_long');
  return sendError(reply, 400, 'validation_failed');
}

/**
 * Errors of the HTTP parser, before Fastify has a request: headers (URL included) over Node's limit
 * answer 431, anything else 400, both in the API's error shape and without echoing the request.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, ErrorCode] =
    error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'headers_too_large'] : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'request_timeout'] : [400, 'validation_failed'];
  const body = JSON.stringify({ error: { code, message: ERROR_MESSAGES[code] } } satisfies ApiError);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** zod issue paths ("/farm/name") as "farm.name"; a whole-body problem is reported under "body". */
function validationFields(error: FastifyError & { validation: { instancePath: string; message?: string }[] }) {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
    fields[path] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/**
 * The single error handler: handlers never catch. Expected failures (AppError, bad input) become 4xx
 * with a catalogue code; anything else is logged and answered 500 without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, error.status, error.code, error.fields, error.location, error.rows);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 400, 'validation_failed', validationFields(error));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return sendError(reply, known.status, known.code);

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, status, codeForClientStatus(status));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'internal_error');
  });
}
