import { and, eq, isNull } from 'drizzle-orm';
import { passwordResetTokens, refreshTokens, users, type Db } from '@rayyan/db';

export interface StoredRefreshToken {
  id: string;
  userId: string;
  orgId: string;
  expiresAt: Date;
  revokedAt: Date | null;
}

export interface StoredResetToken {
  id: string;
  userId: string;
  orgId: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Persists refresh tokens (by jti) and password reset tokens (by sha256). */
export interface AuthTokenRepository {
  createRefreshToken(token: { id: string; userId: string; orgId: string; expiresAt: Date }): Promise<void>;
  findRefreshToken(id: string): Promise<StoredRefreshToken | undefined>;
  revokeRefreshToken(id: string, at: Date): Promise<void>;
  createResetToken(token: { userId: string; orgId: string; tokenHash: string; expiresAt: Date }): Promise<void>;
  findResetToken(tokenHash: string): Promise<StoredResetToken | undefined>;
  /**
   * In one transaction: marks the reset token used (only if still unused), stores the new password
   * hash, spends the user's other reset tokens and revokes their refresh tokens.
   * Returns false when the token was used concurrently.
   */
  completePasswordReset(input: { tokenId: string; userId: string; orgId: string; passwordHash: string; at: Date }): Promise<boolean>;
}

/** Drizzle implementation of AuthTokenRepository. */
export function createAuthTokenRepository(db: Db): AuthTokenRepository {
  return {
    async createRefreshToken(token) {
      await db.insert(refreshTokens).values(token);
    },
    async findRefreshToken(id) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
      return row;
    },
    async revokeRefreshToken(id, at) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)));
    },
    async createResetToken(token) {
      await db.insert(passwordResetTokens).values(token);
    },
    async findResetToken(tokenHash) {
      const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash)).limit(1);
      return row;
    },
    completePasswordReset({ tokenId, userId, orgId, passwordHash, at }) {
      return db.transaction(async (tx) => {
        const spent = await tx
          .update(passwordResetTokens)
          .set({ usedAt: at })
          .where(and(eq(passwordResetTokens.id, tokenId), isNull(passwordResetTokens.usedAt)))
          .returning({ id: passwordResetTokens.id });
        if (spent.length === 0) return false;
        await tx
          .update(users)
          .set({ passwordHash })
          .where(and(eq(users.id, userId), eq(users.orgId, orgId)));
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: at })
          .where(and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.orgId, orgId), isNull(passwordResetTokens.usedAt)));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: at })
          .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.orgId, orgId), isNull(refreshTokens.revokedAt)));
        return true;
      });
    },
  };
}
