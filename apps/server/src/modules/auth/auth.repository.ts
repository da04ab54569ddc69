import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { PolicyPermissions, UserType } from '@rayyan/contracts';
import { passwordResetTokens, policies, refreshTokens, users, type Db } from '@rayyan/db';

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

/** The role and policy grants of a signed-in user whose session is still open. */
export interface SessionSubject {
  userType: UserType;
  superAdmin: boolean;
  policyPermissions: PolicyPermissions | null;
}

/** Persists refresh tokens (by jti) and password reset tokens (by sha256). */
export interface AuthTokenRepository {
  createRefreshToken(token: { id: string; userId: string; orgId: string; expiresAt: Date }): Promise<void>;
  findRefreshToken(id: string): Promise<StoredRefreshToken | undefined>;
  revokeRefreshToken(id: string, at: Date): Promise<void>;
  /**
   * The user's role and policy when the user is an active member of `orgId` and the session (refresh
   * token `sessionId`) is theirs and not revoked; checked on every authenticated request.
   */
  findOpenSession(input: { userId: string; orgId: string; sessionId: string }): Promise<SessionSubject | undefined>;
  /** In one transaction: stores the new password hash and revokes every session of the user but `keepSessionId`. */
  changePassword(input: { userId: string; orgId: string; passwordHash: string; keepSessionId: string; at: Date }): Promise<void>;
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
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Sets a user's password and revokes their open sessions (all but `keepSessionId`, when given), inside `tx`. */
async function setPassword(tx: Tx, change: { userId: string; orgId: string; passwordHash: string; at: Date; keepSessionId?: string }) {
  const { userId, orgId, passwordHash, at, keepSessionId } = change;
  await tx
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.orgId, orgId)));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.orgId, orgId), keepSessionId === undefined ? undefined : ne(refreshTokens.id, keepSessionId), isNull(refreshTokens.revokedAt)));
}

export function createAuthTokenRepository(db: Db): AuthTokenRepository {
  // Checked on every authenticated request: built once (on first use), and a named statement PostgreSQL
  // parses and plans once per connection.
  const buildOpenSession = () =>
    db
      .select({ userType: users.userType, superAdmin: users.superAdmin, policyPermissions: policies.permissions })
      .from(refreshTokens)
      .innerJoin(users, and(eq(users.id, refreshTokens.userId), eq(users.orgId, refreshTokens.orgId)))
      .leftJoin(policies, and(eq(policies.id, users.policyId), eq(policies.orgId, users.orgId)))
      .where(
        and(
          eq(refreshTokens.id, sql.placeholder('sessionId')),
          eq(refreshTokens.userId, sql.placeholder('userId')),
          eq(refreshTokens.orgId, sql.placeholder('orgId')),
          isNull(refreshTokens.revokedAt),
          eq(users.isActive, true),
        ),
      )
      .limit(1)
      .prepare('auth_find_open_session');
  let openSession: ReturnType<typeof buildOpenSession> | undefined;
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
    async findOpenSession({ userId, orgId, sessionId }) {
      const [row] = await (openSession ??= buildOpenSession()).execute({ sessionId, userId, orgId });
      return row;
    },
    changePassword({ userId, orgId, passwordHash, keepSessionId, at }) {
      return db.transaction((tx) => setPassword(tx, { userId, orgId, passwordHash, at, keepSessionId }));
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
          .update(passwordResetTokens)
          .set({ usedAt: at })
          .where(and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.orgId, orgId), isNull(passwordResetTokens.usedAt)));
        await setPassword(tx, { userId, orgId, passwordHash, at });
        return true;
      });
    },
  };
}
