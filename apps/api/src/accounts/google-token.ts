import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string | null;
  picture: string | null;
}

export interface GoogleTokenVerifier {
  /** The identity in a valid Google ID token, or null for anything forged, expired or meant for another app. */
  verify(credential: string): Promise<GoogleIdentity | null>;
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** DESIGN deviation 1: the ID token is verified here (RS256 signature against the JWKS, aud, iss, exp). */
export function createGoogleTokenVerifier(clientId: string, jwksUrl: string): GoogleTokenVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { cacheMaxAge: 6 * 3_600_000, cooldownDuration: 30_000 });
  return {
    async verify(credential) {
      try {
        const { payload } = await jwtVerify(credential, keys, {
          algorithms: ['RS256'],
          audience: clientId,
          issuer: GOOGLE_ISSUERS,
          requiredClaims: ['exp', 'sub', 'email'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
        // Google marks addresses it has not verified; those cannot identify an existing account.
        if (payload.email_verified === false || payload.email_verified === 'false') return null;
        return {
          sub: payload.sub,
          email: payload.email.toLowerCase(),
          name: typeof payload.name === 'string' ? payload.name : null,
          picture: typeof payload.picture === 'string' ? payload.picture : null,
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
