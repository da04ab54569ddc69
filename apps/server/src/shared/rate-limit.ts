import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { AttemptLimiter } from './sliding-window-limiter';

/** An onRequest hook that counts each request per client IP and refuses with 429 over the limit. */
export function rateLimitByIp(limiter: AttemptLimiter) {
  return async (request: FastifyRequest) => {
    const retryAfter = limiter.retryAfterSeconds(request.ip);
    if (retryAfter !== null) throw new AppError('rate_limited', 429, undefined, retryAfter);
    limiter.record(request.ip);
  };
}
