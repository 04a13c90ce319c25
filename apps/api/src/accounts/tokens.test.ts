import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

const secret = 'a'.repeat(43);
const tokens = createTokenService(secret, 3600);

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('token service', () => {
  it('round-trips user id and token version, with an expiry', async () => {
    const { token, expiresAt } = await tokens.issue('user-1', 4);
    const claims = tokens.verify(token);
    expect(claims).toEqual({ userId: 'user-1', tokenVersion: 4, expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000) });
  });

  it('rejects a token signed with another secret', async () => {
    const { token } = await createTokenService('b'.repeat(43), 3600).issue('user-1', 0);
    expect(tokens.verify(token)).toBeNull();
  });

  it('rejects a tampered payload', async () => {
    const { token } = await tokens.issue('user-1', 0);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${base64url({ sub: 'user-2', ver: 0, iss: 'visaready', exp: Math.floor(Date.now() / 1000) + 60 })}.${signature}`;
    expect(tokens.verify(forged)).toBeNull();
  });

  it('rejects an expired token', async () => {
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer('visaready')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(secret));
    expect(tokens.verify(expired)).toBeNull();
  });

  it('meets the clock on every use: a token accepted before it expires is refused after, and one not yet valid is accepted once it is', async () => {
    const shortLived = await createTokenService(secret, 5).issue('user-1', 0);
    const notYet = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer('visaready')
      .setNotBefore(Math.floor(Date.now() / 1000) + 10)
      .setExpirationTime(Math.floor(Date.now() / 1000) + 60)
      .sign(new TextEncoder().encode(secret));
    expect(tokens.verify(shortLived.token)).not.toBeNull();
    expect(tokens.verify(notYet)).toBeNull();
    vi.useFakeTimers({ now: Date.now() + 20_000 });
    try {
      expect(tokens.verify(shortLived.token)).toBeNull();
      expect(tokens.verify(notYet)).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("rejects alg 'none'", async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: 'user-1', ver: 0, iss: 'visaready', exp: Math.floor(Date.now() / 1000) + 60 })}.`;
    expect(tokens.verify(unsigned)).toBeNull();
  });

  it('accepts a token signed with the secret whatever the order of its header and claims', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = await new SignJWT({ exp, ver: 2, iss: 'visaready', sub: 'user-3' })
      .setProtectedHeader({ typ: 'JWT', alg: 'HS256' })
      .sign(new TextEncoder().encode(secret));
    expect(tokens.verify(token)).toEqual({ userId: 'user-3', tokenVersion: 2, expiresAt: new Date(exp * 1000) });
  });

  it('pins the algorithm: a token signed with the secret under HS512 is refused', async () => {
    const other = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('user-1')
      .setIssuer('visaready')
      .setExpirationTime('1 minute')
      .sign(new TextEncoder().encode(secret));
    expect(tokens.verify(other)).toBeNull();
  });

  it('refuses a critical header extension, another issuer, a future nbf and missing claims', () => {
    // Signed by hand: jose itself refuses to sign with an unknown critical extension.
    const sign = (claims: Record<string, unknown>, header: Record<string, unknown> = {}) => {
      const body = `${base64url({ alg: 'HS256', ...header })}.${base64url({ sub: 'user-1', ver: 0, iss: 'visaready', exp: Math.floor(Date.now() / 1000) + 60, ...claims })}`;
      return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
    };
    expect(tokens.verify(sign({}))).not.toBeNull();
    expect(tokens.verify(sign({}, { crit: ['ext'], ext: true }))).toBeNull();
    expect(tokens.verify(sign({ iss: 'someone-else' }))).toBeNull();
    expect(tokens.verify(sign({ nbf: Math.floor(Date.now() / 1000) + 60 }))).toBeNull();
    expect(tokens.verify(sign({ iat: 'yesterday' }))).toBeNull();
    expect(tokens.verify(sign({ ver: undefined }))).toBeNull();
    expect(tokens.verify(sign({ sub: undefined }))).toBeNull();
    expect(tokens.verify(sign({ exp: String(Math.floor(Date.now() / 1000) + 60) }))).toBeNull();
  });

  it('refuses a signature with anything added to it', async () => {
    const { token } = await tokens.issue('user-1', 0);
    expect(tokens.verify(`${token}A`)).toBeNull();
    expect(tokens.verify(`${token}=`)).toBeNull();
    expect(tokens.verify(`${token}.`)).toBeNull();
  });

  it('rejects garbage', async () => {
    expect(tokens.verify('not-a-token')).toBeNull();
    expect(tokens.verify('')).toBeNull();
    expect(tokens.verify(`${base64url([1])}.${base64url(null)}.${'A'.repeat(43)}`)).toBeNull();
  });
});
