import crypto from 'node:crypto';

/** DESIGN deviation 5: 32 random bytes in the link; only their SHA-256 is stored. */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
