import type { FastifyInstance } from 'fastify';
import { SESSION_CHANGES_CHANNEL, type Database } from '@rayyan/db';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import { createSlidingWindowLimiter } from '../../shared/sliding-window-limiter';
import type { UserRepository } from '../users/user.repository';
import { createAuthTokenRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService, type AuthService, type PasswordHasher } from './auth.service';
import { createPasswordResetService } from './password-reset.service';
import { createSignInFailureRepository } from './sign-in-failure.repository';
import { createSessionCache } from './session-cache';
import { createSignInThrottle } from './sign-in-throttle';
import { createTokenSigner } from './token-signer';

export interface AuthenticationDeps {
  database: Database;
  users: UserRepository;
  passwords: PasswordHasher;
  mailer: Mailer;
  clock: Clock;
  jwtSecret: string;
  accessTokenMinutes: number;
  refreshTokenHours: number;
  /** Origins password-reset links may point to (PUBLIC_URL and ALLOWED_ORIGINS); none = loopback only. */
  resetLinkOrigins: string[];
}

/**
 * Sign-in, tokens (refresh, revoke), password change and reset. The auth service is returned before the
 * routes exist, because the token check (plugins/auth) is registered ahead of every route.
 */
export function createAuthentication(deps: AuthenticationDeps): { auth: AuthService; registerRoutes: (app: FastifyInstance) => Promise<void> } {
  const { database, users, passwords, mailer, clock } = deps;
  const tokens = createAuthTokenRepository(database.db);
  const sessions = createSessionCache({ clock });
  const auth = createAuthService({
    users,
    tokens,
    signer: createTokenSigner({ secret: deps.jwtSecret, clock }),
    passwords,
    clock,
    loginThrottle: createSignInThrottle({ store: createSignInFailureRepository(database.db), clock }),
    accessTokenMinutes: deps.accessTokenMinutes,
    refreshTokenHours: deps.refreshTokenHours,
    sessions,
  });
  const passwordReset = createPasswordResetService({ users, tokens, passwords, mailer, clock, allowedOrigins: deps.resetLinkOrigins });
  return {
    auth,
    registerRoutes: async (app) => {
      // The database announces changes to what the session check reads (migration 0047); until its feed is up,
      // and whenever it is down, the cache serves nothing.
      if (database.listen) {
        const stop = await database.listen(SESSION_CHANGES_CHANNEL, { changed: () => sessions.clear(), live: (live) => sessions.setLive(live) });
        app.addHook('onClose', stop);
      }
      await app.register(authRoutes, {
        auth,
        passwordReset,
        resetRequestLimiter: createSlidingWindowLimiter({ max: 10, windowMs: 15 * 60_000, clock }),
        refreshTokenHours: deps.refreshTokenHours,
      });
    },
  };
}
