import { describe, expect, it } from 'vitest';
import { decodeId, encodeId } from './url-ids';

describe('url ids', () => {
  it.each(['12', 'F1 Student Visa — Standard', 'B1/B2 Visitor Visa', '3f8a1c2e-1111-4c3b-9a0e-5d2f6b7c8d9e'])(
    'round-trips %s URL-safely',
    (value) => {
      const encoded = encodeId(value);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(encoded).not.toBe(value);
      expect(decodeId(encoded)).toBe(value);
    },
  );

  it('passes plain numeric ids from retest links through and rejects garbage', () => {
    expect(decodeId('15')).toBe('15');
    expect(decodeId(undefined)).toBeNull();
    expect(decodeId('%%%')).toBeNull();
  });
});
