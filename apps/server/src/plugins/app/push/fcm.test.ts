import { createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFcmSender, readServiceAccount, signAssertion } from './fcm.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** A local stand-in for Google's token endpoint and FCM, recording what it was sent. */
const received: { url: string; auth?: string; body: string }[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    received.push({ url: req.url ?? '', auth: req.headers.authorization, body });
    res.setHeader('content-type', 'application/json');
    if (req.url === '/token') return res.end(JSON.stringify({ access_token: 'at-1', expires_in: 3600 }));
    if (body.includes('"gone-device"')) {
      res.statusCode = 404;
      return res.end(JSON.stringify({ error: { status: 'NOT_FOUND' } }));
    }
    res.end(JSON.stringify({ name: 'projects/p/messages/1' }));
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('FCM adapter', () => {
  it('signs a service-account JWT that verifies with the public key', () => {
    const account = readServiceAccount(JSON.stringify({ client_email: 'svc@p.iam', private_key: pem }));
    const jwt = signAssertion(account, 1_800_000_000);
    const [header = '', claims = '', signature = ''] = jwt.split('.');
    const ok = createVerify('RSA-SHA256')
      .update(`${header}.${claims}`)
      .verify(publicKey, Buffer.from(signature, 'base64url'));
    expect(ok).toBe(true);
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toEqual({
      iss: 'svc@p.iam',
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: 'https://oauth2.googleapis.com/token',
      iat: 1_800_000_000,
      exp: 1_800_003_600,
    });
  });

  it('refuses a key without client_email or private_key', () => {
    expect(() => readServiceAccount('{"type":"service_account"}')).toThrow(/client_email and private_key/);
  });

  it('gets an access token once, sends the HTTP v1 message, and reports a gone device', async () => {
    const account = { client_email: 'svc@p.iam', private_key: pem, token_uri: `${base}/token` };
    const send = createFcmSender('demo-project', account, { endpoint: base });
    const message = { title: 'Match found', body: 'Come back', url: '/app/versus' };
    expect(await send('device-1', message)).toBe('sent');
    expect(await send('gone-device', message)).toBe('unregistered');
    expect(received.filter((r) => r.url === '/token')).toHaveLength(1);
    const sent = received.find((r) => r.url === '/v1/projects/demo-project/messages:send');
    expect(sent?.auth).toBe('Bearer at-1');
    expect(JSON.parse(sent?.body ?? '{}').message).toMatchObject({
      token: 'device-1',
      notification: { title: 'Match found', body: 'Come back' },
      data: { url: '/app/versus' },
    });
  });
});
