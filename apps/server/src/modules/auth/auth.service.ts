import { can, type ChangePassword, type PolicyPermissions, type SignInClient, type TokenRequest, type UserType } from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../ports/clock';
import type { UserAccount, UserRepository } from '../users/user.repository';
import type { AuthTokenRepository, SessionSubject } from './auth.repository';
import type { SessionCache } from './session-cache';
import { assertAcceptablePassword } from './password-policy';
import type { SignInThrottle } from './sign-in-throttle';
import type { TokenSigner, VerifiedAccessClaims } from './token-signer';

/** Password hashing as a dependency, so service tests can use a fast fake. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

export interface AuthServiceDeps {
  users: Pick<UserRepository, 'findByLogin' | 'findById'>;
  tokens: Pick<AuthTokenRepository, 'createRefreshToken' | 'findRefreshToken' | 'revokeRefreshToken' | 'findOpenSession' | 'changePassword'>;
  signer: TokenSigner;
  passwords: PasswordHasher;
  clock: Clock;
  /** Failed sign-ins per account and per client address, with back-off (sign-in-throttle.ts). */
  loginThrottle: SignInThrottle;
  accessTokenMinutes: number;
  refreshTokenHours: number;
  /** Open sessions already checked (session-cache.ts); without it every request reads its session. */
  sessions?: SessionCache;
}

/** Where a request comes from, as far as the audience check needs to know. */
export interface RequestOrigin {
  /** A browser sent it (Sec-Fetch-* headers, which page scripts cannot set or remove). */
  browser: boolean;
}

/** Sign-in, token refresh and revocation, request authentication and password change. */
export type AuthService = ReturnType<typeof createAuthService>;

/** 403 for a client the access policy does not allow (spec 6: system accessibility). */
function assertClientAllowed(subject: { userType: UserType; superAdmin: boolean; policyPermissions: PolicyPermissions | null }, client: SignInClient) {
  if (can({ user_type: subject.userType, super_admin: subject.superAdmin, permissions: subject.policyPermissions }, `system_accessibility:${client}`)) return;
  throw new AppError(client === 'web' ? 'web_access_denied' : 'client_access_denied', 403);
}

/** Builds the auth service from its narrow dependencies. */
export function createAuthService(deps: AuthServiceDeps) {
  const { users, tokens, signer, passwords, clock, loginThrottle } = deps;
  // Verified when the user does not exist, so a wrong user name costs the same time as a wrong password.
  let dummyHash: Promise<string> | undefined;

  const accessTokenFor = (user: UserAccount, client: SignInClient, sessionId: string) =>
    signer.signAccess(
      {
        user_id: user.id,
        user_name: user.userName,
        org_id: user.orgId,
        farming_type: user.farmingType,
        super_admin: user.superAdmin,
        farm_role: user.farmRole,
        aud: client,
        sid: sessionId,
      },
      deps.accessTokenMinutes * 60,
    );

  /**
   * `authenticate`, also answering the user's role and policy grants read by the same query, so the
   * permission check of the request needs no query of its own (one statement per request for both).
   */
  const authenticateSession = async (accessToken: string, origin: RequestOrigin = { browser: false }): Promise<{ claims: VerifiedAccessClaims; subject: SessionSubject }> => {
    const claims = await signer.verifyAccess(accessToken);
    const key = { userId: claims.user_id, orgId: claims.org_id, sessionId: claims.sid };
    const subject = deps.sessions ? await deps.sessions.lookup(key, () => tokens.findOpenSession(key)) : await tokens.findOpenSession(key);
    if (!subject) throw new AppError('token_invalid', 401);
    assertClientAllowed(subject, claims.aud);
    if (origin.browser && claims.aud !== 'web') throw new AppError('web_access_denied', 403);
    return { claims, subject };
  };

  return {
    /**
     * Exchanges credentials for an access and a refresh token, both bound to the signing-in client. Failures
     * are counted per account and per client address; while either is blocked the answer is 429 with
     * Retry-After, before the password is looked at. The user's access policy must allow the client
     * (system accessibility, spec 6), else 403 and no tokens.
     */
    async login({ username, password, client = 'web' }: TokenRequest, clientIp: string): Promise<{ access: string; refresh: string }> {
      const user = await users.findByLogin(username);
      const keys = { account: user ? `account:${user.id}` : `login:${username.toLocaleLowerCase('en')}`, address: `address:${clientIp}` };
      // Counted as a failure before the password is checked, so parallel guesses are all counted.
      const attempt = await loginThrottle.begin(keys);
      if (attempt.retryAfterSeconds !== null) throw new AppError('too_many_attempts', 429, undefined, attempt.retryAfterSeconds);

      const hash = user?.passwordHash ?? (await (dummyHash ??= passwords.hash('rayyan-timing-equaliser')));
      const passwordOk = await passwords.verify(hash, password);
      if (!user || !passwordOk || !user.isActive) throw new AppError('invalid_credentials', 401);
      await attempt.succeeded();
      assertClientAllowed(user, client);

      const expiresAt = new Date(clock.now().getTime() + deps.refreshTokenHours * 3_600_000);
      const refresh = await signer.signRefresh({ userId: user.id, orgId: user.orgId, client }, expiresAt);
      await tokens.createRefreshToken({ id: refresh.jti, userId: user.id, orgId: user.orgId, expiresAt });
      return { access: await accessTokenFor(user, client, refresh.jti), refresh: refresh.token };
    },

    /** A new access token for a valid, unrevoked refresh token of an active user whose policy still allows its client. */
    async refresh(refreshToken: string): Promise<{ access: string }> {
      const claims = await signer.verifyRefresh(refreshToken);
      const stored = await tokens.findRefreshToken(claims.jti);
      if (!stored || stored.revokedAt || stored.expiresAt <= clock.now() || stored.userId !== claims.userId) {
        throw new AppError('token_invalid', 401);
      }
      const user = await users.findById(stored.userId);
      if (!user || !user.isActive) throw new AppError('token_invalid', 401);
      assertClientAllowed(user, claims.client);
      return { access: await accessTokenFor(user, claims.client, claims.jti) };
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

    /**
     * Verifies an access token on every request: its user is still an active member of the token's
     * organisation, its session is not revoked (logout, password change or reset), and the user's policy
     * still allows the client the token was issued for (its audience). A token issued for the mobile app or
     * WhatsApp is refused when a browser sends it: those users may not use the web platform.
     */
    async authenticate(accessToken: string, origin: RequestOrigin = { browser: false }): Promise<VerifiedAccessClaims> {
      return (await authenticateSession(accessToken, origin)).claims;
    },

    /** `authenticate` with the role and policy grants its session query read (see above). */
    authenticateSession,

    /** A request that may have changed sessions, users or policies is answering: checked sessions are read again. */
    forgetCheckedSessions(): void {
      deps.sessions?.clear();
    },

    /**
     * Changes the signed-in user's password after checking the current one; the new one must not be common,
     * personal or the current one. Every other session of the user is ended; the one asking (`sessionId`) stays.
     */
    async changePassword(userId: string, sessionId: string, input: ChangePassword): Promise<void> {
      if (input.new_password !== input.confirm_password) {
        throw new AppError('password_mismatch', 400, { confirm_password: 'new password should be identical' });
      }
      const user = await users.findById(userId);
      if (!user || !(await passwords.verify(user.passwordHash, input.old_password))) {
        throw new AppError('invalid_password', 400, { old_password: 'Invalid Password' });
      }
      assertAcceptablePassword('new_password', input.new_password, user, input.old_password);
      const passwordHash = await passwords.hash(input.new_password);
      await tokens.changePassword({ userId: user.id, orgId: user.orgId, passwordHash, keepSessionId: sessionId, at: clock.now() });
    },
  };
}
