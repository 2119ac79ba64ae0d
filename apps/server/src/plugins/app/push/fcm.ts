import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PushMessage } from '@mnemoria/protocol';

interface ServiceAccount {
  client_email: string;
  private_key: string;
  token_uri?: string;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';

/** FCM_SERVICE_ACCOUNT holds the key file's JSON, or the path of that file. */
export function readServiceAccount(value: string): ServiceAccount {
  const text = value.trim().startsWith('{') ? value : readFileSync(value, 'utf8');
  const parsed = JSON.parse(text) as Partial<ServiceAccount>;
  if (!parsed.client_email || !parsed.private_key)
    throw new Error('FCM_SERVICE_ACCOUNT needs client_email and private_key (a service account key)');
  return parsed as ServiceAccount;
}

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A service-account JWT (RS256) asking Google for an FCM access token; signed with node:crypto. */
export function signAssertion(account: ServiceAccount, nowSec: number): string {
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = b64url(
    JSON.stringify({
      iss: account.client_email,
      scope: SCOPE,
      aud: account.token_uri ?? GOOGLE_TOKEN_URI,
      iat: nowSec,
      exp: nowSec + 3600,
    }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(account.private_key);
  return `${header}.${claims}.${b64url(signature)}`;
}

export type SendResult = 'sent' | 'unregistered' | 'failed';

/**
 * Sends through the FCM HTTP v1 API. The access token is cached until five minutes before it
 * expires. `fetchImpl` is the global fetch; tests hand in a local HTTP server's address instead.
 */
export function createFcmSender(
  projectId: string,
  account: ServiceAccount,
  opts: { fetchImpl?: typeof fetch; endpoint?: string } = {},
) {
  const doFetch = opts.fetchImpl ?? fetch;
  const endpoint = opts.endpoint ?? 'https://fcm.googleapis.com';
  let cached: { token: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    const now = Date.now();
    if (cached && cached.until > now) return cached.token;
    const res = await doFetch(account.token_uri ?? GOOGLE_TOKEN_URI, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: signAssertion(account, Math.floor(now / 1000)),
      }).toString(),
    });
    if (!res.ok) throw new Error(`FCM auth failed: HTTP ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in?: number };
    cached = { token: body.access_token, until: now + ((body.expires_in ?? 3600) - 300) * 1000 };
    return cached.token;
  }

  return async function send(token: string, message: PushMessage): Promise<SendResult> {
    const res = await doFetch(`${endpoint}/v1/projects/${encodeURIComponent(projectId)}/messages:send`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await accessToken()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        message: {
          token,
          notification: { title: message.title, body: message.body },
          // The app opens data.url when the notification is tapped.
          data: { url: message.url },
          android: { priority: 'high' },
          apns: { payload: { aps: { sound: 'default' } } },
        },
      }),
    });
    if (res.ok) return 'sent';
    // 404 UNREGISTERED: the app was removed or the token rotated; the device is gone for good.
    if (res.status === 404) return 'unregistered';
    return 'failed';
  };
}
