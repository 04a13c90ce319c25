/** FNV-1a over a string's UTF-16 code units, as an unsigned 32-bit number: the hashing trick's bucket before the modulo. */
export function fnv1a(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
