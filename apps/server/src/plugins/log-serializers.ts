import type { FastifyServerOptions } from 'fastify';

/** Drizzle puts a failed query's parameters into its message (and so the stack): "…\nparams: a,b". */
const PARAMS_TEXT = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

/** Keys of database errors that carry the values sent (user names, password hashes, tokens). */
const VALUE_KEYS = new Set(['params', 'parameters', 'values']);

function scrub(value: unknown, depth: number): unknown {
  if (depth > 5 || value === null || typeof value !== 'object') return typeof value === 'string' ? value.replace(PARAMS_TEXT, '\nparams: [dropped]') : value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (VALUE_KEYS.has(key)) continue;
    out[key] = scrub(child, depth + 1);
  }
  return out;
}

/**
 * pino's error serializer minus the parameters of database errors: a failed query is logged with its
 * SQL text and PostgreSQL's code, never with the values it carried (password hashes among them).
 */
export function serializeError(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  return scrub(plainError(error, 0), 0) as { type: string; message: string; stack: string };
}

/** An error as plain data, like pino's own serializer: type, message, stack, its own fields and its cause. */
function plainError(error: unknown, depth: number): unknown {
  if (!(error instanceof Error) || depth > 3) return error;
  const out: Record<string, unknown> = { type: error.constructor.name, message: error.message, stack: error.stack ?? '' };
  for (const [key, value] of Object.entries(error)) if (key !== 'cause') out[key] = value;
  if (error.cause !== undefined) out.cause = plainError(error.cause, depth + 1);
  return out;
}

/** The server's logger options: pino with the safe error serializer for `err` and `error`. */
export function loggerOptions(base: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (base === false || base === undefined) return base;
  const options = base === true ? {} : (base as Record<string, unknown>);
  if ('child' in options) return base; // a ready logger instance: leave it alone
  const serializers = (options.serializers ?? {}) as Record<string, unknown>;
  return { ...options, serializers: { ...serializers, err: serializeError, error: serializeError } } as FastifyServerOptions['logger'];
}
