import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
  expiresAt: Date;
}

export interface TokenService {
  issue(userId: string, tokenVersion: number): Promise<{ token: string; expiresAt: Date }>;
  /** Returns the claims of a valid token, or null for anything tampered, expired or malformed. */
  verify(token: string): Promise<TokenClaims | null>;
}

const ALGORITHM = 'HS256';
const ISSUER = 'visaready';

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(userId, tokenVersion) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const token = await new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER, requiredClaims: ['exp', 'sub'] });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.exp !== 'number') return null;
        return { userId: payload.sub, tokenVersion: payload.ver, expiresAt: new Date(payload.exp * 1000) };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
