import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('hashes with scrypt N=2^17 r=8 p=1 and a per-password salt', async () => {
    const first = await hashPassword('Secret#123');
    const second = await hashPassword('Secret#123');
    expect(first).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Secret#123');
  });

  it('verifies the right password and refuses others', async () => {
    const encoded = await hashPassword('Secret#123');
    expect(await verifyPassword('Secret#123', encoded)).toBe(true);
    expect(await verifyPassword('Secret#124', encoded)).toBe(false);
    expect(await verifyPassword('', encoded)).toBe(false);
  });

  it('refuses accounts without a password and malformed hashes', async () => {
    expect(await verifyPassword('Secret#123', null)).toBe(false);
    expect(await verifyPassword('Secret#123', 'plain')).toBe(false);
  });
});
