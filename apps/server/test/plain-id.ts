import { randomBytes } from 'node:crypto';

/**
 * Random letters for test user names that spell nothing: no vowels, no y, and no digit that reads
 * as a letter (0 o, 1 i, 3 e, 4 a, 5 s, 7 t, 8 b, 9 g). Hex or base-36 ids sometimes do (b00b,
 * k1k3), and the sign-up name filter would then refuse a test user by chance.
 */
const ALPHABET = 'bcdhjmnpqrtvwxz2';

/** Two letters per random byte. */
export function plainId(bytes = 5): string {
  let id = '';
  for (const b of randomBytes(bytes)) id += ALPHABET.charAt(b >> 4) + ALPHABET.charAt(b & 15);
  return id;
}
