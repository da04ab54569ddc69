import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../ports/clock';
import type { Notifier } from '../../ports/notifier';
import { createSlidingWindowLimiter } from '../../shared/sliding-window-limiter';
import { crashReportRoutes } from './crash-report.routes';
import { createCrashReportService } from './crash-report.service';

/** Interface crash reports, sent on to the notifier (a chat webhook or the log); 30 a quarter hour per address. */
export async function registerCrashReports(app: FastifyInstance, { notifier, clock }: { notifier: Notifier; clock: Clock }): Promise<void> {
  await app.register(crashReportRoutes, {
    crashReports: createCrashReportService({ notifier }),
    limiter: createSlidingWindowLimiter({ max: 30, windowMs: 15 * 60_000, clock }),
  });
}
