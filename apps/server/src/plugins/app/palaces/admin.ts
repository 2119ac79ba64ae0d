import { hmac, safeEqualHex } from '../../../lib/crypto.ts';

/**
 * The palace editors' credential: a key derived from the server's SESSION_SECRET, so whoever runs
 * the server (and only they) can run scripts/admin/palaces.ts. Sent as `Authorization: Bearer <key>`.
 */
export const palacesAdminKey = (secret: string) => hmac(secret, 'mnemoria palaces admin v1');

export function isPalacesAdmin(authorization: string | undefined, secret: string): boolean {
  const m = /^Bearer ([0-9a-f]{64})$/i.exec(authorization ?? '');
  return Boolean(m?.[1] && safeEqualHex(m[1].toLowerCase(), palacesAdminKey(secret)));
}

/** A readable id made from a title, for imported palaces that do not name one. */
export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '') || 'palace';
