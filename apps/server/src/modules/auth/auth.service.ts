import { can, type AccessTokenClaims, type ChangePassword, type TokenRequest, type TokenResponse } from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import type { AttemptLimiter } from '../../shared/sliding-window-limiter';
import type { Clock } from '../../ports/clock';
import type { UserAccount, UserRepository } from '../users/user.repository';
import type { AuthTokenRepository } from './auth.repository';
import type { TokenSigner } from './token-signer';

/** Password hashing as a dependency, so service tests can use a fast fake. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

export interface AuthServiceDeps {
  users: Pick<UserRepository, 'findByLogin' | 'findById' | 'isActiveMember' | 'updatePasswordHash'>;
  tokens: Pick<AuthTokenRepository, 'createRefreshToken' | 'findRefreshToken' | 'revokeRefreshToken'>;
  signer: TokenSigner;
  passwords: PasswordHasher;
  clock: Clock;
  /** Failed sign-ins per client IP (5 within 15 minutes in production). */
  loginThrottle: AttemptLimiter;
  accessTokenMinutes: number;
  refreshTokenHours: number;
}

/** Sign-in, token refresh and revocation, request authentication and password change. */
export type AuthService = ReturnType<typeof createAuthService>;

/** Builds the auth service from its narrow dependencies. */
export function createAuthService(deps: AuthServiceDeps) {
  const { users, tokens, signer, passwords, clock, loginThrottle } = deps;
  // Verified when the user does not exist, so a wrong user name costs the same time as a wrong password.
  let dummyHash: Promise<string> | undefined;

  const accessTokenFor = (user: UserAccount) =>
    signer.signAccess(
      {
        user_id: user.id,
        user_name: user.userName,
        org_id: user.orgId,
        farming_type: user.farmingType,
        super_admin: user.superAdmin,
        farm_role: user.farmRole,
      },
      deps.accessTokenMinutes * 60,
    );

  return {
    /**
     * Exchanges credentials for an access and a refresh token; throttles failures per client IP. The
     * user's access policy must allow the signing-in client (system accessibility, spec 6), else 403
     * web_access_denied and no tokens.
     */
    async login({ username, password, client = 'web' }: TokenRequest, clientIp: string): Promise<TokenResponse> {
      const retryAfter = loginThrottle.retryAfterSeconds(clientIp);
      if (retryAfter !== null) throw new AppError('too_many_attempts', 429, undefined, retryAfter);

      const user = await users.findByLogin(username);
      const hash = user?.passwordHash ?? (await (dummyHash ??= passwords.hash('rayyan-timing-equaliser')));
      const passwordOk = await passwords.verify(hash, password);
      if (!user || !passwordOk || !user.isActive) {
        loginThrottle.record(clientIp);
        throw new AppError('invalid_credentials', 401);
      }
      loginThrottle.reset(clientIp);
      const subject = { user_type: user.userType, super_admin: user.superAdmin, permissions: user.policyPermissions };
      if (!can(subject, `system_accessibility:${client}`)) throw new AppError('web_access_denied', 403);

      const expiresAt = new Date(clock.now().getTime() + deps.refreshTokenHours * 3_600_000);
      const refresh = await signer.signRefresh({ userId: user.id, orgId: user.orgId }, expiresAt);
      await tokens.createRefreshToken({ id: refresh.jti, userId: user.id, orgId: user.orgId, expiresAt });
      return { access: await accessTokenFor(user), refresh: refresh.token };
    },

    /** A new access token for a valid, unrevoked refresh token of an active user. */
    async refresh(refreshToken: string): Promise<{ access: string }> {
      const claims = await signer.verifyRefresh(refreshToken);
      const stored = await tokens.findRefreshToken(claims.jti);
      if (!stored || stored.revokedAt || stored.expiresAt <= clock.now() || stored.userId !== claims.userId) {
        throw new AppError('token_invalid', 401);
      }
      const user = await users.findById(stored.userId);
      if (!user || !user.isActive) throw new AppError('token_invalid', 401);
      return { access: await accessTokenFor(user) };
    },

    /** Revokes a refresh token (logout). Invalid tokens are ignored: logout always succeeds. */
    async revoke(refreshToken: string): Promise<void> {
      try {
        const claims = await signer.verifyRefresh(refreshToken);
        await tokens.revokeRefreshToken(claims.jti, clock.now());
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    },

    /** Verifies an access token and that its user is still an active member of the token's organisation. */
    async authenticate(accessToken: string): Promise<AccessTokenClaims> {
      const claims = await signer.verifyAccess(accessToken);
      if (!(await users.isActiveMember(claims.user_id, claims.org_id))) throw new AppError('token_invalid', 401);
      return claims;
    },

    /** Changes the signed-in user's password after checking the current one. */
    async changePassword(userId: string, input: ChangePassword): Promise<void> {
      if (input.new_password !== input.confirm_password) {
        throw new AppError('password_mismatch', 400, { confirm_password: 'new password should be identical' });
      }
      const user = await users.findById(userId);
      if (!user || !(await passwords.verify(user.passwordHash, input.old_password))) {
        throw new AppError('invalid_password', 400, { old_password: 'Invalid Password' });
      }
      await users.updatePasswordHash(user.id, user.orgId, await passwords.hash(input.new_password));
    },
  };
}
