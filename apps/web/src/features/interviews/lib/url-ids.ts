/**
 * Instruction and result URLs carry ids "encrypted" with a fixed key and URL-safe characters (spec §2). This is
 * obfuscation only: the server authorises every access by the owner (DESIGN.md deviation 10).
 */
const KEY = new TextEncoder().encode('VisaReady-ids');

function xor(bytes: Uint8Array): Uint8Array {
  return bytes.map((byte, index) => byte ^ (KEY[index % KEY.length] as number));
}

export function encodeId(value: string | number): string {
  const bytes = xor(new TextEncoder().encode(String(value)));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Decodes an encoded id; ids from retest links are plain numbers and come back unchanged. */
export function decodeId(value: string | undefined): string | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return value;
  try {
    const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const bytes = xor(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // Anything with control characters was not produced by encodeId.
    return decoded && !/\p{Cc}/u.test(decoded) ? decoded : null;
  } catch {
    return null;
  }
}
