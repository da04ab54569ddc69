import { createHash, randomBytes } from 'node:crypto';
import type { PasswordResetComplete, RequestResetPassword } from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import type { UserRepository } from '../users/user.repository';
import type { AuthTokenRepository } from './auth.repository';
import type { PasswordHasher } from './auth.service';

/** How long a reset link works. */
export const RESET_TOKEN_MINUTES = 60;

export interface PasswordResetServiceDeps {
  users: Pick<UserRepository, 'findActiveByEmail'>;
  tokens: Pick<AuthTokenRepository, 'createResetToken' | 'findResetToken' | 'completePasswordReset'>;
  passwords: Pick<PasswordHasher, 'hash'>;
  mailer: Mailer;
  clock: Clock;
  /** When set, the only origin reset links may point to. */
  publicUrl: string | undefined;
}

/** Only the digest is stored, so a database leak does not hand out working reset links. */
export function resetTokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The normalised origin of a URL (default ports dropped), or '' when it is not a URL. */
function originOf(url: string): string {
  return URL.canParse(url) ? new URL(url).origin : '';
}

/** Password reset by e-mailed, single-use, expiring link. */
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

/** Builds the password reset service from its narrow dependencies. */
export function createPasswordResetService(deps: PasswordResetServiceDeps) {
  const { users, tokens, passwords, mailer, clock } = deps;

  /**
   * With PUBLIC_URL configured only its origin is trusted: the Host and Origin headers are
   * client-controlled, and trusting them would let anyone mail a victim a link to their own site.
   */
  const assertRedirectAllowed = (redirectUrl: string, requestOrigins: string[]) => {
    const allowed = (deps.publicUrl ? [deps.publicUrl] : requestOrigins).map(originOf);
    if (!allowed.includes(new URL(redirectUrl).origin)) {
      throw new AppError('redirect_not_allowed', 400, { redirect_url: 'must point to this application' });
    }
  };

  return {
    /**
     * Mails a reset link when an active account has this e-mail. Succeeds either way, so the
     * answer does not reveal which addresses have accounts.
     */
    async requestReset({ email, redirect_url }: RequestResetPassword, requestOrigins: string[]): Promise<void> {
      assertRedirectAllowed(redirect_url, requestOrigins);
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

    /** Sets a new password with a reset token; the token works once, and the user's sessions are revoked. */
    async completeReset({ token, password, confirm_password }: PasswordResetComplete): Promise<void> {
      if (password !== confirm_password) {
        throw new AppError('password_mismatch', 400, { confirm_password: 'new password should be identical' });
      }
      const stored = await tokens.findResetToken(resetTokenDigest(token));
      const now = clock.now();
      if (!stored || stored.usedAt || stored.expiresAt <= now) throw new AppError('reset_token_invalid', 400);

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
