import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/plugins/app/accounts/validation.ts';
import { errorsOf, login, newAccount, sessionCookie, signup, startApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ rateLimits: { loginBaseBackoffMs: 300, loginMaxBackoffMs: 2_000 } });
});
afterAll(() => t.close());

describe('POST /api/login (form-encoded)', () => {
  it('signs in with the right password, email in any case', async () => {
    const { account } = await signup(t.app);
    const res = await login(t.app, account.email.toUpperCase(), account.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.userName).toBe(account.userName);
    expect(res.json().messages.success).toEqual([{ msg: MSG.loginOk }]);
    expect(res.body).not.toMatch(/argon2/);
    const me = await t.app.inject({ url: '/api/user', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const { account } = await signup(t.app);
    const wrong = await login(t.app, account.email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(errorsOf(wrong)).toEqual([MSG.loginFailed]);
    expect(wrong.cookies.find((c) => c.name === 'mn_sid')).toBeUndefined();
    const unknown = await login(t.app, 'nobody@example.com', 'whatever123');
    expect(unknown.statusCode).toBe(401);
    expect(errorsOf(unknown)).toEqual([MSG.loginFailed]);
  });

  it('throttles an account+IP after 5 failures, backs off, and never locks for good', async () => {
    const { account } = await signup(t.app);
    for (let i = 0; i < 5; i++)
      expect((await login(t.app, account.email, 'bad', '10.1.1.1')).statusCode).toBe(401);
    const limited = await login(t.app, account.email, account.password, '10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(errorsOf(limited)[0]).toMatch(/Too many attempts/);
    // Another IP is not affected by someone else's failures.
    expect((await login(t.app, account.email, account.password, '10.1.1.2')).statusCode).toBe(200);
    // After the back-off the right password works again.
    await new Promise((r) => setTimeout(r, 800));
    expect((await login(t.app, account.email, account.password, '10.1.1.1')).statusCode).toBe(200);
  });

  it('accepts a JSON body too and rejects a malformed one clearly', async () => {
    const { account } = await signup(t.app);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: account.email, password: account.password },
    });
    expect(json.statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: ['x'] } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('logout revokes the session on the server, not only the cookie', async () => {
    const { cookie } = await signup(t.app);
    const out = await t.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'mn_sid')?.value).toBe('');
    // Replaying the old cookie no longer works.
    expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('keeps other sessions of the same user when one logs out', async () => {
    const { account, cookie } = await signup(t.app, newAccount());
    const second = sessionCookie(await login(t.app, account.email, account.password));
    await t.app.inject({ url: '/api/logout', headers: { cookie } });
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: second } })).statusCode).toBe(200);
  });
});
