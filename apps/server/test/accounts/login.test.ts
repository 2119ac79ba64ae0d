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
    expect(limited.headers['retry-after']).toBe('1');
    expect(errorsOf(limited)).toEqual(['Too many attempts. Please wait 1 second and try again.']);
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

describe('login throttle under parallel bursts', () => {
  // Production back-off (5 free failures, then 30 s doubling) and a small per-IP budget.
  let d: TestApp;
  beforeAll(async () => {
    d = await startApp({ rateLimits: { loginIpFailures: { max: 10, windowMs: 15 * 60_000 } } });
  });
  afterAll(() => d.close());

  const burst = (n: number, guess: (i: number) => [string, string], ip: string) =>
    Promise.all(Array.from({ length: n }, (_, i) => login(d.app, ...guess(i), ip)));
  const statuses = (responses: { statusCode: number }[]) =>
    responses.reduce<Record<number, number>>((acc, r) => {
      acc[r.statusCode] = (acc[r.statusCode] ?? 0) + 1;
      return acc;
    }, {});

  it('lets exactly 5 of 60 parallel wrong guesses reach the password check', async () => {
    const { account } = await signup(d.app);
    const spellings = [account.email, account.email.toUpperCase(), ` ${account.email} `];
    const responses = await burst(60, (i) => [spellings[i % 3] ?? '', 'wrong guess'], '10.2.0.1');
    // 401 = the password was checked; 429 = refused before the check.
    expect(statuses(responses)).toEqual({ 401: 5, 429: 55 });
    for (const res of responses.filter((r) => r.statusCode === 429)) {
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(30);
      expect(errorsOf(res)).toEqual([`Too many attempts. Please wait ${wait} seconds and try again.`]);
    }
    // The right password inside the locked window does not sign in, alone or in a burst.
    const mixed = await burst(10, (i) => [account.email, i === 7 ? account.password : 'wrong'], '10.2.0.1');
    expect(statuses(mixed)).toEqual({ 429: 10 });
    expect(mixed.flatMap((r) => r.cookies).find((c) => c.name === 'mn_sid')).toBeUndefined();
    // Another address is not locked out by this one.
    expect((await login(d.app, account.email, account.password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('caps failed sign-ins per IP across accounts (password spraying), success included', async () => {
    const { account } = await signup(d.app);
    const responses = await burst(40, (i) => [`sprayed${i}@example.com`, 'Summer2026!'], '10.2.0.3');
    expect(statuses(responses)).toEqual({ 401: 10, 429: 30 });
    const refused = responses.find((r) => r.statusCode === 429);
    const wait = Number(refused?.headers['retry-after']);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(errorsOf(refused as (typeof responses)[number])).toEqual([
      'Too many attempts. Please wait 15 minutes and try again.',
    ]);
    expect((await login(d.app, account.email, account.password, '10.2.0.3')).statusCode).toBe(429);
    expect((await login(d.app, account.email, account.password, '10.2.0.4')).statusCode).toBe(200);
  });

  it('gives a successful sign-in its try back, so a class behind one address is not locked out', async () => {
    const accounts = await Promise.all(Array.from({ length: 3 }, () => signup(d.app)));
    for (const { account } of accounts)
      expect((await login(d.app, account.email, account.password, '10.2.0.5')).statusCode).toBe(200);
    const typos = await burst(10, (i) => [accounts[i % 3]?.account.email ?? '', 'typo'], '10.2.0.5');
    expect(statuses(typos)).toEqual({ 401: 10 });
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
