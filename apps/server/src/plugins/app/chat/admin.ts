import { hmac, safeEqualHex } from '../../../lib/crypto.ts';

/**
 * The moderators' credential: a key derived from the server's SESSION_SECRET, so whoever runs the
 * server (and only they) can run the admin CLI against it. Sent as `Authorization: Bearer <key>`.
 */
export const chatAdminKey = (secret: string) => hmac(secret, 'mnemoria chat admin v1');

export function isChatAdmin(authorization: string | undefined, secret: string): boolean {
  const m = /^Bearer ([0-9a-f]{64})$/i.exec(authorization ?? '');
  return Boolean(m?.[1] && safeEqualHex(m[1].toLowerCase(), chatAdminKey(secret)));
}
