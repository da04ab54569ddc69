import { createHash, randomBytes } from 'node:crypto';
import { V, type PasswordResetComplete, type RequestResetPassword } from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import type { UserRepository } from '../users/user.repository';
import type { AuthTokenRepository } from './auth.repository';
import type { PasswordHasher } from './auth.service';
import { passwordProblem } from './password-policy';

/** How long a reset link works. */
export const RESET_TOKEN_MINUTES = 60;

export interface PasswordResetServiceDeps {
  users: Pick<UserRepository, 'findActiveByEmail' | 'findById'>;
  tokens: Pick<AuthTokenRepository, 'createResetToken' | 'findResetToken' | 'completePasswordReset'>;
  passwords: PasswordHasher;
  mailer: Mailer;
  clock: Clock;
  /**
   * The origins reset links may point to (PUBLIC_URL and ALLOWED_ORIGINS). Empty: loopback origins only
   * (the zero-configuration install on one's own machine). Never taken from the request.
   */
  allowedOrigins: readonly string[];
}

/** Only the digest is stored, so a database leak does not hand out working reset links. */
export function resetTokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The normalised origin of a URL (default ports dropped), or '' when it is not a URL. */
function originOf(url: string): string {
  return URL.canParse(url) ? new URL(url).origin : '';
}

/** localhost, 127.0.0.0/8 or [::1]: the browser of the machine the server runs on. */
export function isLoopbackUrl(url: URL): boolean {
  const host = url.hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** Password reset by e-mailed, single-use, expiring link. */
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

/** Builds the password reset service from its narrow dependencies. */
export function createPasswordResetService(deps: PasswordResetServiceDeps) {
  const { users, tokens, passwords, mailer, clock } = deps;

  const allowedOrigins = new Set(deps.allowedOrigins.map(originOf).filter(Boolean));
  /**
   * Only configured origins are trusted: the Host and Origin headers are client-controlled, and trusting
   * them would let anyone mail a victim a link carrying the token to their own site.
   */
  const assertRedirectAllowed = (redirectUrl: string) => {
    const url = new URL(redirectUrl);
    const allowed = allowedOrigins.size > 0 ? allowedOrigins.has(url.origin) : isLoopbackUrl(url) && /^https?:$/.test(url.protocol);
    if (!allowed) throw new AppError('redirect_not_allowed', 400, { redirect_url: 'must point to this application' });
  };

  return {
    /**
     * Mails a reset link when an active account has this e-mail. Succeeds either way, so the
     * answer does not reveal which addresses have accounts.
     */
    async requestReset({ email, redirect_url }: RequestResetPassword): Promise<void> {
      assertRedirectAllowed(redirect_url);
      const user = await users.findActiveByEmail(email);
      if (!user || !user.email) return;

      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(clock.now().getTime() + RESET_TOKEN_MINUTES * 60_000);
      await tokens.createResetToken({ userId: user.id, orgId: user.orgId, tokenHash: resetTokenDigest(token), expiresAt });

      const link = new URL(redirect_url);
      link.searchParams.set('token', token);
      await mailer.send({
        to: user.email,
        subject: 'Reset your Rayyan password',
        text: `Hello ${user.name},\n\nOpen this link within ${RESET_TOKEN_MINUTES} minutes to choose a new password:\n${link.toString()}\n\nIf you did not ask for this, ignore this e-mail.`,
      });
    },

    /**
     * Sets a new password with a reset token; the token works once, and the user's sessions are revoked.
     * The password must not be common, personal or the one the user has now.
     */
    async completeReset({ token, password, confirm_password }: PasswordResetComplete): Promise<void> {
      if (password !== confirm_password) {
        throw new AppError('password_mismatch', 400, { confirm_password: 'new password should be identical' });
      }
      const stored = await tokens.findResetToken(resetTokenDigest(token));
      const now = clock.now();
      if (!stored || stored.usedAt || stored.expiresAt <= now) throw new AppError('reset_token_invalid', 400);
      const user = await users.findById(stored.userId);
      if (!user) throw new AppError('reset_token_invalid', 400);
      const problem = (await passwords.verify(user.passwordHash, password)) ? V.password_reused : passwordProblem(password, user);
      if (problem) throw new AppError('validation_failed', 400, { password: problem });

      const passwordHash = await passwords.hash(password);
      const done = await tokens.completePasswordReset({
        tokenId: stored.id,
        userId: stored.userId,
        orgId: stored.orgId,
        passwordHash,
        at: now,
      });
      if (!done) throw new AppError('reset_token_invalid', 400);
    },
  };
}
