import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { hashPassword, verifyPassword, type Database } from '@rayyan/db';
import type { ServerConfig } from './config';
import { createAuthTokenRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService, type PasswordHasher } from './modules/auth/auth.service';
import { createPasswordResetService } from './modules/auth/password-reset.service';
import { createTokenSigner } from './modules/auth/token-signer';
import { crashReportRoutes } from './modules/crash-reports/crash-report.routes';
import { createCrashReportService } from './modules/crash-reports/crash-report.service';
import { createHealthRepository } from './modules/health/health.repository';
import { healthRoutes } from './modules/health/health.routes';
import { createUserRepository } from './modules/users/user.repository';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerWebApp } from './plugins/web-app';
import { systemClock, type Clock } from './ports/clock';
import { LogMailer, type Mailer } from './ports/mailer';
import { LogNotifier, SlackWebhookNotifier, type Notifier } from './ports/notifier';
import { createSlidingWindowLimiter } from './shared/sliding-window-limiter';

/** What buildApp needs from the configuration; the JWT secret is already resolved. */
export type AppConfig = Pick<ServerConfig, 'accessTokenMinutes' | 'refreshTokenHours' | 'publicUrl' | 'crashWebhookUrl' | 'webDistDir'> & {
  jwtSecret: string;
};

/** Side effects the app reaches through ports; tests pass fakes, production gets the defaults. */
export interface AppPorts {
  clock?: Clock;
  mailer?: Mailer;
  notifier?: Notifier;
  passwords?: PasswordHasher;
}

export interface BuildAppOptions {
  database: Database;
  config: AppConfig;
  ports?: AppPorts;
  logger?: FastifyServerOptions['logger'];
}

const MINUTE_MS = 60_000;
/** Request bodies larger than this are refused with 413 (routes may set a smaller limit). */
const BODY_LIMIT_BYTES = 1024 * 1024;

/** The composition root: wires repositories, services, ports and routes into a Fastify instance. */
export async function buildApp({ database, config, ports = {}, logger = true }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT_BYTES }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: without this, text/plain bodies would reach validation as strings.
  app.removeContentTypeParser('text/plain');

  const clock = ports.clock ?? systemClock;
  const passwords = ports.passwords ?? { hash: hashPassword, verify: verifyPassword };
  const mailer = ports.mailer ?? new LogMailer(app.log);
  const notifier =
    ports.notifier ?? (config.crashWebhookUrl ? new SlackWebhookNotifier(config.crashWebhookUrl, { logger: app.log }) : new LogNotifier(app.log));

  const userRepository = createUserRepository(database.db);
  const tokenRepository = createAuthTokenRepository(database.db);
  const signer = createTokenSigner({ secret: config.jwtSecret, clock });
  const auth = createAuthService({
    users: userRepository,
    tokens: tokenRepository,
    signer,
    passwords,
    clock,
    loginThrottle: createSlidingWindowLimiter({ max: 5, windowMs: 15 * MINUTE_MS, clock }),
    accessTokenMinutes: config.accessTokenMinutes,
    refreshTokenHours: config.refreshTokenHours,
  });
  const passwordReset = createPasswordResetService({
    users: userRepository,
    tokens: tokenRepository,
    passwords,
    mailer,
    clock,
    publicUrl: config.publicUrl,
  });

  registerErrorHandler(app);
  registerAuth(app, auth);
  await registerOpenApi(app);

  await app.register(healthRoutes, { health: createHealthRepository(database.db), databaseKind: database.kind });
  await app.register(authRoutes, {
    auth,
    passwordReset,
    resetRequestLimiter: createSlidingWindowLimiter({ max: 10, windowMs: 15 * MINUTE_MS, clock }),
  });
  await app.register(usersRoutes, { users: createUsersService({ users: userRepository }) });
  await app.register(crashReportRoutes, {
    crashReports: createCrashReportService({ notifier }),
    limiter: createSlidingWindowLimiter({ max: 30, windowMs: 15 * MINUTE_MS, clock }),
  });
  await registerWebApp(app, config.webDistDir);

  return app;
}
