import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokenClaims } from '@rayyan/contracts';
import { AppError } from '../shared/app-error';
import type { AuthService } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs no sign-in. Every other /api route requires a valid access token. */
    public?: boolean;
    /** On a public route, read the bearer token if one is sent and valid, else stay anonymous. */
    optionalAuth?: boolean;
  }
  interface FastifyRequest {
    /** Claims of the verified access token; set on authenticated routes. */
    user: AccessTokenClaims | undefined;
  }
}

/** Routes registered by plugins that cannot carry `config.public` (Swagger UI). */
export const PUBLIC_PREFIXES = ['/api/docs'];

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new AppError('token_invalid', 401);
  return match[1];
}

/**
 * Secure by default: every /api route requires `Authorization: Bearer <access token>` unless it
 * declares `config: { public: true }`. Runs on the root instance so it covers every route.
 */
export function registerAuth(app: FastifyInstance, auth: Pick<AuthService, 'authenticate'>): void {
  app.decorateRequest('user', undefined);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions;
    const url = route.url ?? '';
    if (request.is404 || !url.startsWith('/api/') || PUBLIC_PREFIXES.some((prefix) => url.startsWith(prefix))) return;

    if (route.config.public) {
      if (!route.config.optionalAuth) return;
      try {
        const token = bearerToken(request);
        if (token) request.user = await auth.authenticate(token);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
      return;
    }

    const token = bearerToken(request);
    if (!token) throw new AppError('unauthenticated', 401);
    request.user = await auth.authenticate(token);
  });
}

/** The signed-in user of an authenticated route. */
export function signedInUser(request: FastifyRequest): AccessTokenClaims {
  if (!request.user) throw new AppError('unauthenticated', 401);
  return request.user;
}
