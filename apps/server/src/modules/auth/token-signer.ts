import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { z } from 'zod';
import { accessTokenClaimsSchema, SIGN_IN_CLIENTS, type SignInClient } from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import type { Clock } from '../../ports/clock';

/**
 * What the server reads from an access token beyond the session claims the web app decodes: `aud`, the
 * client it was issued for (checked against the access policy on every request), and `sid`, the refresh
 * token (session) it came from, so revoking a session ends its access tokens too.
 */
const verifiedAccessClaimsSchema = accessTokenClaimsSchema.extend({ aud: z.enum(SIGN_IN_CLIENTS), sid: z.uuid() });
export type VerifiedAccessClaims = z.infer<typeof verifiedAccessClaimsSchema>;

/** Access-token claims before signing: `exp` and `iat` are added by the signer. */
export type AccessClaimsInput = Omit<VerifiedAccessClaims, 'exp'>;

/** A verified refresh token. */
export interface RefreshClaims {
  userId: string;
  orgId: string;
  jti: string;
  /** The client the session was signed in from; sessions from before clients were recorded count as web. */
  client: SignInClient;
}

/** Signs and verifies the API's HS256 JWTs; every verification failure is 401 token_invalid. */
export interface TokenSigner {
  signAccess(claims: AccessClaimsInput, ttlSeconds: number): Promise<string>;
  signRefresh(claims: Omit<RefreshClaims, 'jti'>, expiresAt: Date): Promise<{ token: string; jti: string }>;
  verifyAccess(token: string): Promise<VerifiedAccessClaims>;
  verifyRefresh(token: string): Promise<RefreshClaims>;
}

const ALGORITHM = 'HS256';
/** Access tokens whose signature was already checked, remembered until they expire (oldest forgotten first). */
const VERIFIED_ACCESS_TOKENS_KEPT = 10_000;

/** Creates a TokenSigner from the shared secret; `clock` drives iat, exp and expiry checks. */
export function createTokenSigner({ secret, clock }: { secret: string; clock: Clock }): TokenSigner {
  const key = new TextEncoder().encode(secret);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  // A token's signature and claims never change: checking the HMAC again on each request (WebCrypto, ~1 ms
  // on a busy machine) is spared; expiry is still checked against the clock every time, as jose does.
  const verifiedAccess = new Map<string, VerifiedAccessClaims>();

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
        .setAudience(claims.aud)
        .setSubject(claims.user_id)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    async signRefresh({ userId, orgId, client }, expiresAt) {
      const jti = randomUUID();
      const token = await new SignJWT({ user_id: userId, org_id: orgId, typ: 'refresh' })
        .setProtectedHeader({ alg: ALGORITHM })
        .setAudience(client)
        .setSubject(userId)
        .setJti(jti)
        .setIssuedAt(nowSeconds())
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, jti };
    },
    async verifyAccess(token) {
      const known = verifiedAccess.get(token);
      if (known && known.exp > nowSeconds()) return known;
      verifiedAccess.delete(token);
      const payload = await verify(token, 'access');
      const claims = verifiedAccessClaimsSchema.safeParse(payload);
      if (!claims.success) throw new AppError('token_invalid', 401);
      if (verifiedAccess.size >= VERIFIED_ACCESS_TOKENS_KEPT) verifiedAccess.delete(verifiedAccess.keys().next().value!);
      verifiedAccess.set(token, Object.freeze(claims.data));
      return claims.data;
    },
    async verifyRefresh(token) {
      const payload = await verify(token, 'refresh');
      const { user_id: userId, org_id: orgId, jti, aud = 'web' } = payload;
      const client = SIGN_IN_CLIENTS.find((known) => known === aud);
      if (typeof userId !== 'string' || typeof orgId !== 'string' || typeof jti !== 'string' || !client) {
        throw new AppError('token_invalid', 401);
      }
      return { userId, orgId, jti, client };
    },
  };
}
