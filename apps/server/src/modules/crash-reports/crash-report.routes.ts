import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crashReportSchema, okResponseSchema } from '@rayyan/contracts';
import { errorResponses } from '../../shared/openapi-responses';
import { rateLimitByIp } from '../../shared/rate-limit';
import type { AttemptLimiter } from '../../shared/sliding-window-limiter';
import type { CrashReportService } from './crash-report.service';

/** Crash reports are small; a larger body is refused before parsing. */
export const CRASH_REPORT_BODY_LIMIT = 16 * 1024;

/** POST /api/crash-reports/: public, optionally signed-in, rate-limited. */
export const crashReportRoutes: FastifyPluginAsyncZod<{ crashReports: CrashReportService; limiter: AttemptLimiter }> = async (
  app,
  { crashReports, limiter },
) => {
  app.post(
    '/api/crash-reports/',
    {
      config: { public: true, optionalAuth: true },
      bodyLimit: CRASH_REPORT_BODY_LIMIT,
      onRequest: rateLimitByIp(limiter),
      schema: { tags: ['crash-reports'], security: [], body: crashReportSchema, response: { 202: okResponseSchema, ...errorResponses(400, 413, 429) } },
    },
    async (request, reply) => {
      const reporter = request.user ? { user_name: request.user.user_name, org_id: request.user.org_id } : undefined;
      await crashReports.report(request.body, reporter);
      return reply.code(202).send({ success: true as const });
    },
  );
};
