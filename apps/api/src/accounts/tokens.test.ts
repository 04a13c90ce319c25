import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

const secret = 'a'.repeat(43);
const tokens = createTokenService(secret, 3600);

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('token service', () => {
  it('round-trips user id and token version, with an expiry', async () => {
    const { token, expiresAt } = await tokens.issue('user-1', 4);
    const claims = await tokens.verify(token);
    expect(claims).toEqual({ userId: 'user-1', tokenVersion: 4, expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000) });
  });

  it('rejects a token signed with another secret', async () => {
    const { token } = await createTokenService('b'.repeat(43), 3600).issue('user-1', 0);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('rejects a tampered payload', async () => {
    const { token } = await tokens.issue('user-1', 0);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${base64url({ sub: 'user-2', ver: 0, iss: 'visaready', exp: Math.floor(Date.now() / 1000) + 60 })}.${signature}`;
    expect(await tokens.verify(forged)).toBeNull();
  });

  it('rejects an expired token', async () => {
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer('visaready')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(expired)).toBeNull();
  });

  it("rejects alg 'none'", async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: 'user-1', ver: 0, iss: 'visaready', exp: Math.floor(Date.now() / 1000) + 60 })}.`;
    expect(await tokens.verify(unsigned)).toBeNull();
  });

  it('rejects garbage', async () => {
    expect(await tokens.verify('not-a-token')).toBeNull();
    expect(await tokens.verify('')).toBeNull();
  });
});
