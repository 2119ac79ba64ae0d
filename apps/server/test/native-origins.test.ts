import { io as connect } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { crossSiteCookie } from '../src/plugins/external/native-cors.ts';
import { login, newAccount, signup, useListeningApp } from './helpers.ts';

// The native wrapper's origins, as an operator configures them (read when the app starts).
const before = process.env.NATIVE_ORIGINS;
process.env.NATIVE_ORIGINS = 'capacitor://localhost, https://localhost';
afterAll(() => {
  if (before === undefined) delete process.env.NATIVE_ORIGINS;
  else process.env.NATIVE_ORIGINS = before;
});
const t = useListeningApp();

const IOS = 'capacitor://localhost';
const ANDROID = 'https://localhost';

describe('the native wrapper origins (NATIVE_ORIGINS)', () => {
  it('answers a CORS preflight from the wrapper, and nothing for a foreign origin', async () => {
    for (const origin of [IOS, ANDROID]) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/user/push-token',
        headers: { origin, 'access-control-request-method': 'POST', host: 'mnemoria.example' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    }
    const foreign = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('signs in from the wrapper with a cross-site cookie, and that cookie works', async () => {
    const account = newAccount('native');
    await signup(t.app, account);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: {
        origin: IOS,
        host: 'mnemoria.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ email: account.email, password: account.password }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(IOS);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^mn_sid=/);
    expect(setCookie).toContain('SameSite=None');
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('HttpOnly');
    const cookie = setCookie.split(';')[0] ?? '';
    const me = await t.app.inject({ url: '/api/user', headers: { origin: IOS, cookie } });
    expect(me.json().user.userName).toBe(account.userName);
  });

  it('keeps SameSite=Lax for the web app itself', async () => {
    const account = newAccount('web');
    await signup(t.app, account);
    const res = await login(t.app, account.email, account.password);
    expect(String(res.headers['set-cookie'])).toContain('SameSite=Lax');
  });

  it('still refuses state-changing requests from foreign origins', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { email: 'x@example.com' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts socket handshakes from the wrapper, over polling too, and refuses others', async () => {
    const { cookie } = await signup(t.app);
    const open = (origin: string, transports: string[]) =>
      new Promise<string>((resolve) => {
        const s = connect(t.url, {
          transports,
          extraHeaders: { cookie, origin },
          reconnection: false,
          forceNew: true,
        });
        t.sockets.push(s);
        s.on('connect', () => resolve('connected'));
        s.on('connect_error', (err) => resolve(err.message));
      });
    expect(await open(IOS, ['websocket'])).toBe('connected');
    expect(await open(ANDROID, ['polling'])).toBe('connected');
    expect(await open('https://evil.example', ['websocket'])).not.toBe('connected');
  });

  it('rewrites any cookie line to SameSite=None; Secure once', () => {
    expect(crossSiteCookie('a=b; Path=/; HttpOnly; SameSite=Strict; Secure')).toBe(
      'a=b; Path=/; HttpOnly; SameSite=None; Secure',
    );
  });
});
