import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  okResponseSchema,
  passwordResetCompleteSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  requestResetPasswordSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@rayyan/contracts';
import { signedInUser } from '../../plugins/auth';
import { errorResponses } from '../../shared/openapi-responses';
import { rateLimitByIp } from '../../shared/rate-limit';
import type { AttemptLimiter } from '../../shared/sliding-window-limiter';
import type { AuthService } from './auth.service';
import type { PasswordResetService } from './password-reset.service';

export interface AuthRoutesDeps {
  auth: AuthService;
  passwordReset: PasswordResetService;
  resetRequestLimiter: AttemptLimiter;
}

const publicRoute = { public: true } as const;
const tags = ['auth'];

/** Origins the request itself came from; used for reset links only when PUBLIC_URL is unset. */
function requestOrigins(request: FastifyRequest): string[] {
  const origins = [`${request.protocol}://${request.host}`];
  if (request.headers.origin) origins.push(request.headers.origin);
  return origins;
}

/** Sign-in, tokens and passwords (spec 7). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (app, { auth, passwordReset, resetRequestLimiter }) => {
  app.post(
    '/api/token/',
    {
      config: publicRoute,
      schema: { tags, security: [], body: tokenRequestSchema, response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 429) } },
    },
    (request) => auth.login(request.body, request.ip),
  );

  app.post(
    '/api/token/refresh/',
    {
      config: publicRoute,
      schema: { tags, security: [], body: refreshRequestSchema, response: { 200: refreshResponseSchema, ...errorResponses(400, 401) } },
    },
    (request) => auth.refresh(request.body.refresh),
  );

  app.post(
    '/api/token/revoke/',
    {
      config: publicRoute,
      schema: { tags, security: [], body: refreshRequestSchema, response: { 200: okResponseSchema, ...errorResponses(400) } },
    },
    async (request) => {
      await auth.revoke(request.body.refresh);
      return { success: true as const };
    },
  );

  app.post(
    '/api/request-reset-password/',
    {
      config: publicRoute,
      onRequest: rateLimitByIp(resetRequestLimiter),
      schema: { tags, security: [], body: requestResetPasswordSchema, response: { 200: okResponseSchema, ...errorResponses(400, 429) } },
    },
    async (request) => {
      await passwordReset.requestReset(request.body, requestOrigins(request));
      return { success: true as const };
    },
  );

  app.patch(
    '/api/password-reset-complete/',
    {
      config: publicRoute,
      schema: { tags, security: [], body: passwordResetCompleteSchema, response: { 200: okResponseSchema, ...errorResponses(400) } },
    },
    async (request) => {
      await passwordReset.completeReset(request.body);
      return { success: true as const };
    },
  );

  app.put(
    '/api/change-password/',
    { config: { permission: 'authenticated' }, schema: { tags, body: changePasswordSchema, response: { 200: okResponseSchema, ...errorResponses(400, 401) } } },
    async (request) => {
      await auth.changePassword(signedInUser(request).user_id, request.body);
      return { success: true as const };
    },
  );
};
