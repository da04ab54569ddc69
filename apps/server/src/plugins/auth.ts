import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../shared/app-error';
import type { AuthService } from '../modules/auth/auth.service';
import type { SessionSubject } from '../modules/auth/auth.repository';
import type { VerifiedAccessClaims } from '../modules/auth/token-signer';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs no sign-in. Every other /api route requires a valid access token. */
    public?: boolean;
    /** On a public route, read the bearer token if one is sent and valid, else stay anonymous. */
    optionalAuth?: boolean;
  }
  interface FastifyRequest {
    /** Claims of the verified access token; set on authenticated routes. */
    user: VerifiedAccessClaims | undefined;
    /** The user's role and policy grants, read with the session check; the permission check uses them. */
    sessionSubject: SessionSubject | undefined;
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

/** Browsers mark every request with Sec-Fetch-* headers (page scripts can neither set nor remove them). */
const fromBrowser = (request: FastifyRequest) => ({ browser: request.headers['sec-fetch-mode'] !== undefined || request.headers['sec-fetch-site'] !== undefined });

/** Methods that never write: the session cache survives their answers. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Secure by default: every /api route requires `Authorization: Bearer <access token>` unless it
 * declares `config: { public: true }`. Runs on the root instance so it covers every route.
 */
export function registerAuth(app: FastifyInstance, auth: Pick<AuthService, 'authenticateSession' | 'forgetCheckedSessions'>): void {
  app.decorateRequest('user', undefined);
  app.decorateRequest('sessionSubject', undefined);
  const signIn = async (request: FastifyRequest, token: string) => {
    const { claims, subject } = await auth.authenticateSession(token, fromBrowser(request));
    request.user = claims;
    request.sessionSubject = subject;
  };
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions;
    const url = route.url ?? '';
    if (request.is404 || !url.startsWith('/api/') || PUBLIC_PREFIXES.some((prefix) => url.startsWith(prefix))) return;

    if (route.config.public) {
      if (!route.config.optionalAuth) return;
      try {
        const token = bearerToken(request);
        if (token) await signIn(request, token);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
      return;
    }

    const token = bearerToken(request);
    if (!token) throw new AppError('unauthenticated', 401);
    await signIn(request, token);
  });
  // A write (logout, a password or role change, a policy edit, a deactivation) takes effect on the caller's very
  // next request: sessions checked before are forgotten before its answer leaves, without waiting for the
  // database's notification (which tells the other server processes).
  app.addHook('onSend', async (request) => {
    if (!READ_ONLY_METHODS.has(request.method)) auth.forgetCheckedSessions();
  });
}

/** The signed-in user of an authenticated route. */
export function signedInUser(request: FastifyRequest): VerifiedAccessClaims {
  if (!request.user) throw new AppError('unauthenticated', 401);
  return request.user;
}
