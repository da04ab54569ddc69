import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { accessTokenClaimsSchema, type AccessTokenClaims } from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../ports/clock';

/** Access-token claims before signing: `exp` and `iat` are added by the signer. */
export type AccessClaimsInput = Omit<AccessTokenClaims, 'exp'>;

/** A verified refresh token. */
export interface RefreshClaims {
  userId: string;
  orgId: string;
  jti: string;
}

/** Signs and verifies the API's HS256 JWTs; every verification failure is 401 token_invalid. */
export interface TokenSigner {
  signAccess(claims: AccessClaimsInput, ttlSeconds: number): Promise<string>;
  signRefresh(claims: Omit<RefreshClaims, 'jti'>, expiresAt: Date): Promise<{ token: string; jti: string }>;
  verifyAccess(token: string): Promise<AccessTokenClaims>;
  verifyRefresh(token: string): Promise<RefreshClaims>;
}

const ALGORITHM = 'HS256';

/** Creates a TokenSigner from the shared secret; `clock` drives iat, exp and expiry checks. */
export function createTokenSigner({ secret, clock }: { secret: string; clock: Clock }): TokenSigner {
  const key = new TextEncoder().encode(secret);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  const verify = async (token: string, typ: 'access' | 'refresh'): Promise<JWTPayload> => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], currentDate: clock.now() });
      if (payload.typ !== typ) throw new AppError('token_invalid', 401);
      return payload;
    } catch (error) {
      if (error instanceof AppError || error instanceof joseErrors.JOSEError || error instanceof TypeError) {
        throw new AppError('token_invalid', 401);
      }
      throw error;
    }
  };

  return {
    async signAccess(claims, ttlSeconds) {
      const iat = nowSeconds();
      return new SignJWT({ ...claims, typ: 'access' })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(claims.user_id)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    async signRefresh({ userId, orgId }, expiresAt) {
      const jti = randomUUID();
      const token = await new SignJWT({ user_id: userId, org_id: orgId, typ: 'refresh' })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setJti(jti)
        .setIssuedAt(nowSeconds())
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, jti };
    },
    async verifyAccess(token) {
      const payload = await verify(token, 'access');
      const claims = accessTokenClaimsSchema.safeParse(payload);
      if (!claims.success) throw new AppError('token_invalid', 401);
      return claims.data;
    },
    async verifyRefresh(token) {
      const payload = await verify(token, 'refresh');
      const { user_id: userId, org_id: orgId, jti } = payload;
      if (typeof userId !== 'string' || typeof orgId !== 'string' || typeof jti !== 'string') {
        throw new AppError('token_invalid', 401);
      }
      return { userId, orgId, jti };
    },
  };
}
