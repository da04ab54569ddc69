import { ERROR_MESSAGES, type ErrorCode } from '@rayyan/contracts';

/**
 * An expected failure a service reports to the client. The one error handler turns it into
 * `{ error: { code, message, fields } }`, taking the message from the contracts' catalogue.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly fields?: Record<string, string>,
    /** Seconds the client should wait (sent as Retry-After with 429). */
    readonly retryAfterSeconds?: number,
    /** [lon, lat] of a geometry problem, sent as `error.location`. */
    readonly location?: [number, number],
    /** Per-row problems of a bulk write or import (`rows_invalid`), sent as `error.rows`. */
    readonly rows?: { index: number; fields: Record<string, string> }[],
  ) {
    super(ERROR_MESSAGES[code]);
    this.name = 'AppError';
  }
}
