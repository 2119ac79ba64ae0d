import type { IncomingMessage } from 'node:http';
import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import {
  crossSiteGet,
  originAllowed,
  ownOrigin,
  STATE_CHANGING_GETS,
} from '../src/plugins/external/security.ts';
import { signup, useListeningApp } from './helpers.ts';

const t = useListeningApp();

const fakeRequest = (headers: Record<string, string>, encrypted = false) =>
  ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;

describe('security headers and origin checks', () => {
  it('sends a CSP without inline scripts, nosniff and frame-ancestors none', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a state-changing request from a foreign Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { email: 'x@example.com' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().messages.errors[0].msg).toMatch(/another site/);
  });

  it('accepts the same request from its own origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { email: 'nobody@example.com' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('compares scheme, host and port exactly, not only the host', async () => {
    const post = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        headers: { origin, host: 'localhost:3000' },
        payload: { email: 'nobody@example.com' },
      });
    expect((await post('https://localhost:3000')).statusCode).toBe(403);
    expect((await post('http://localhost:3001')).statusCode).toBe(403);
    expect((await post('http://localhost')).statusCode).toBe(403);
    expect((await post('null')).statusCode).toBe(403);
    expect((await post('HTTP://LOCALHOST:3000')).statusCode).toBe(404);
  });

  it('refuses a socket handshake from our host under another scheme or port', async () => {
    const { cookie } = await signup(t.app);
    const attempt = (origin: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(t.url, {
          transports: ['websocket'],
          extraHeaders: { cookie, origin },
          reconnection: false,
        });
        const done = (result: string) => {
          socket.disconnect();
          resolve(result);
        };
        socket.on('connect', () => done('connected'));
        socket.on('connect_error', () => done('refused'));
      });
    const port = Number(new URL(t.url).port);
    expect(await attempt(t.url.replace('http:', 'https:'))).toBe('refused');
    expect(await attempt(`http://127.0.0.1:${port + 1}`)).toBe('refused');
    expect(await attempt(t.url)).toBe('connected');
  });

  it('reports health with the database state', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, db: true });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().messages.errors).toHaveLength(1);
  });
});

describe('origin rules', () => {
  const policy = { publicUrl: 'https://mnemoria.example', allowed: ['http://localhost:5173'] };

  it('accepts PUBLIC_URL, ALLOWED_ORIGINS and the request origin, each exactly', () => {
    const own = 'http://10.0.0.5:3000';
    expect(originAllowed('https://mnemoria.example', own, policy)).toBe(true);
    expect(originAllowed('https://mnemoria.example:443', own, policy)).toBe(true);
    expect(originAllowed('http://mnemoria.example', own, policy)).toBe(false);
    expect(originAllowed('https://mnemoria.example:8443', own, policy)).toBe(false);
    expect(originAllowed('http://localhost:5173', own, policy)).toBe(true);
    expect(originAllowed('http://localhost:5174', own, policy)).toBe(false);
    expect(originAllowed('http://10.0.0.5:3000', own, policy)).toBe(true);
    expect(originAllowed('https://10.0.0.5:3000', own, policy)).toBe(false);
    expect(originAllowed(undefined, own, policy)).toBe(true);
    expect(originAllowed('', own, policy)).toBe(false);
  });

  it('takes the scheme from TLS, or from X-Forwarded-Proto only behind a trusted proxy', () => {
    const proxied = {
      host: 'app.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'public.example',
    };
    expect(ownOrigin(fakeRequest({ host: 'app.example:3000' }))).toBe('http://app.example:3000');
    expect(ownOrigin(fakeRequest({ host: 'app.example' }, true))).toBe('https://app.example');
    expect(ownOrigin(fakeRequest(proxied))).toBe('http://app.example');
    expect(ownOrigin(fakeRequest(proxied), true)).toBe('https://public.example');
    expect(ownOrigin(fakeRequest({ ...proxied, 'x-forwarded-proto': 'javascript' }), true)).toBe(
      'http://public.example',
    );
    expect(ownOrigin(fakeRequest({}))).toBeUndefined();
  });

  it('judges a state-changing GET by Fetch Metadata, else by Origin or Referer', () => {
    const own = { host: 'app.example' };
    const judge = (headers: Record<string, string>) =>
      crossSiteGet(fakeRequest({ ...own, ...headers }), policy);
    expect(judge({ 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(judge({ 'sec-fetch-site': 'none' })).toBe(false);
    expect(judge({ 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(judge({ 'sec-fetch-site': 'same-site' })).toBe(true);
    expect(judge({ 'sec-fetch-site': 'bogus' })).toBe(true);
    expect(judge({ 'sec-fetch-site': 'cross-site', origin: 'http://localhost:5173' })).toBe(false);
    expect(judge({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).toBe(true);
    expect(judge({})).toBe(false);
    expect(judge({ referer: 'http://app.example/app/dashboard' })).toBe(false);
    expect(judge({ referer: 'https://evil.example/page' })).toBe(true);
    expect(judge({ origin: 'https://evil.example' })).toBe(true);
  });
});

describe('state-changing GETs from another site', () => {
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

  it('lists only routes that exist', () => {
    for (const url of STATE_CHANGING_GETS) expect(t.app.hasRoute({ method: 'GET', url })).toBe(true);
  });

  it('refuses a cross-site logout link and keeps the session', async () => {
    const { cookie } = await signup(t.app);
    for (const site of ['cross-site', 'same-site']) {
      const res = await get('/api/logout', { cookie, 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' });
      expect(res.statusCode).toBe(403);
      expect(res.json().messages.errors[0].msg).toMatch(/another site/);
      expect(res.cookies).toHaveLength(0);
    }
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(head.statusCode).toBe(403);
    const referred = await get('/api/logout', { cookie, referer: 'https://evil.example/' });
    expect(referred.statusCode).toBe(403);
    expect((await get('/api/user', { cookie })).statusCode).toBe(200);
  });

  it('still signs out from our own pages, a typed URL or a plain client', async () => {
    const variants: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of variants) {
      const { cookie } = await signup(t.app);
      expect((await get('/api/logout', { cookie, ...headers })).statusCode).toBe(200);
      expect((await get('/api/user', { cookie })).statusCode).toBe(401);
    }
  });

  it('refuses starting (and so ending) a session from a cross-site link', async () => {
    const { cookie } = await signup(t.app);
    const url = '/api/bmevent/init/binary/practice?discard=true';
    const refused = await get(url, { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages.errors[0].msg).toMatch(/another site/);
    expect((await get(url, { cookie, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });
});
