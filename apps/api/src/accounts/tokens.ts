import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
  expiresAt: Date;
}

export interface TokenService {
  issue(userId: string, tokenVersion: number): Promise<{ token: string; expiresAt: Date }>;
  /** Returns the claims of a valid token, or null for anything tampered, expired or malformed. */
  verify(token: string): TokenClaims | null;
}

const ALGORITHM = 'HS256';
const ISSUER = 'visaready';
/** An HS256 signature: 32 bytes, 43 base64url characters without padding. */
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Tokens remembered as checked: one per signed-in client is plenty, and the oldest go first when it is full. */
const CHECKED_TOKENS_MAX = 10_000;

/** What a checked token still needs against the clock on its next use: its claims and its `nbf` (seconds). */
interface CheckedToken {
  claims: TokenClaims;
  notBefore: number | undefined;
  expiresAtSeconds: number;
}

function jsonObjectOf(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Tokens are signed with jose and checked here synchronously with node:crypto: every authenticated request checks
 * one, and WebCrypto's asynchronous HMAC costs a thread-pool job each time. The check is jose's for this one
 * algorithm: HS256 only (the header's `alg` is pinned, `crit` is refused), constant-time signature comparison,
 * issuer, `sub`, `ver` and `exp` required, `exp` and `nbf` against the clock, `iat` a number when present.
 */
export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  // A KeyObject made once: handing createHmac the raw secret would wrap it in a new key on every check.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // A client sends the same token on every request: its signature and claims cannot change, so they are checked
  // once and each later use only meets the clock (the HMAC and the decoding were the token check's whole cost).
  // Only correctly signed tokens are remembered, so forged ones cannot crowd out real ones.
  const checked = new Map<string, CheckedToken>();

  function remember(token: string, entry: CheckedToken): void {
    // A Map keeps insertion order, so its first key is the oldest.
    if (checked.size >= CHECKED_TOKENS_MAX) checked.delete(checked.keys().next().value as string);
    checked.set(token, entry);
  }

  function checkSignatureAndClaims(token: string): CheckedToken | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
    if (!SIGNATURE_PATTERN.test(signaturePart)) return null;
    const expected = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
    if (!timingSafeEqual(Buffer.from(signaturePart, 'base64url'), expected)) return null;
    const header = jsonObjectOf(headerPart);
    if (header?.alg !== ALGORITHM || 'crit' in header) return null;
    const payload = jsonObjectOf(payloadPart);
    if (!payload || payload.iss !== ISSUER) return null;
    const { sub, ver, exp, nbf, iat } = payload;
    if (typeof sub !== 'string' || typeof ver !== 'number' || typeof exp !== 'number' || !Number.isFinite(exp)) return null;
    if (nbf !== undefined && typeof nbf !== 'number') return null;
    if (iat !== undefined && typeof iat !== 'number') return null;
    return { claims: { userId: sub, tokenVersion: ver, expiresAt: new Date(exp * 1000) }, notBefore: nbf, expiresAtSeconds: exp };
  }

  return {
    async issue(userId, tokenVersion) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const token = await new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(new TextEncoder().encode(secret));
      return { token, expiresAt };
    },
    verify(token) {
      let entry = checked.get(token);
      if (!entry) {
        const fresh = checkSignatureAndClaims(token);
        if (!fresh) return null;
        entry = fresh;
        remember(token, entry);
      }
      const now = Math.floor(Date.now() / 1000);
      if (entry.expiresAtSeconds <= now) {
        checked.delete(token);
        return null;
      }
      if (entry.notBefore !== undefined && entry.notBefore > now) return null;
      return entry.claims;
    },
  };
}
