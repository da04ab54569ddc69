import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COOKIE_REFRESH,
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
import { AppError } from '../../shared/app-error';
import { clearRefreshCookie, requestCookie, setRefreshCookie } from './refresh-cookie';
import { errorResponses } from '../../shared/openapi-responses';
import { rateLimitByIp } from '../../shared/rate-limit';
import type { AttemptLimiter } from '../../shared/sliding-window-limiter';
import type { AuthService } from './auth.service';
import type { PasswordResetService } from './password-reset.service';

export interface AuthRoutesDeps {
  auth: AuthService;
  passwordReset: PasswordResetService;
  resetRequestLimiter: AttemptLimiter;
  /** Lifetime of a remembered refresh cookie (the refresh token's own). */
  refreshTokenHours: number;
}

const publicRoute = { public: true } as const;
const tags = ['auth'];

/** Sign-in, tokens and passwords (spec 7). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (app, { auth, passwordReset, resetRequestLimiter, refreshTokenHours }) => {
  app.post(
    '/api/token/',
    {
      config: publicRoute,
      schema: { tags, security: [], body: tokenRequestSchema, response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 403, 429) } },
    },
    async (request, reply) => {
      const tokens = await auth.login(request.body, request.ip);
      if (request.body.refresh_in !== 'cookie') return tokens;
      setRefreshCookie(request, reply, tokens.refresh, request.body.remember ? refreshTokenHours * 3600 : undefined);
      return { access: tokens.access };
    },
  );

  app.post(
    '/api/token/refresh/',
    {
      config: publicRoute,
      schema: { tags, security: [], body: refreshRequestSchema, response: { 200: refreshResponseSchema, ...errorResponses(400, 401, 403) } },
    },
    (request) => {
      const token = request.body.refresh ?? requestCookie(request, COOKIE_REFRESH);
      if (!token) throw new AppError('token_invalid', 401);
      return auth.refresh(token);
    },
  );

  app.post(
    '/api/token/revoke/',
    {
      config: publicRoute,
      schema: { tags, security: [], body: refreshRequestSchema, response: { 200: okResponseSchema, ...errorResponses(400) } },
    },
    async (request, reply) => {
      const token = request.body.refresh ?? requestCookie(request, COOKIE_REFRESH);
      if (token) await auth.revoke(token);
      clearRefreshCookie(request, reply);
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
      await passwordReset.requestReset(request.body);
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
    { config: { permission: 'authenticated' }, schema: { tags, body: changePasswordSchema, response: { 200: okResponseSchema, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      const { user_id, sid } = signedInUser(request);
      await auth.changePassword(user_id, sid, request.body);
      return { success: true as const };
    },
  );
};
