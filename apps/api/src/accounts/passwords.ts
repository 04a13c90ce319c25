import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** DESIGN deviation 3: scrypt at N=2^17, r=8, p=1 (128 MiB per hash), a random salt per password. */
const COST_LOG2 = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function scryptOptions(costLog2: number, blockSize: number, parallelism: number): crypto.ScryptOptions {
  const N = 2 ** costLog2;
  // Node's default maxmem (32 MiB) is below what N=2^17 needs (128 * N * r bytes); allow twice that.
  return { N, r: blockSize, p: parallelism, maxmem: 256 * N * blockSize };
}

/** Encoded as `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` so the parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_LENGTH);
  const hash = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, scryptOptions(COST_LOG2, BLOCK_SIZE, PARALLELISM));
  return ['scrypt', COST_LOG2, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, encoded: string | null): Promise<boolean> {
  if (!encoded) return false;
  const [scheme, costLog2, blockSize, parallelism, saltText, hashText] = encoded.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64url');
  const actual = await scrypt(
    password.normalize('NFKC'),
    Buffer.from(saltText, 'base64url'),
    expected.length,
    scryptOptions(Number(costLog2), Number(blockSize), Number(parallelism)),
  );
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
