import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetCodes } from '../../src/db/schema.ts';
import { MSG } from '../../src/plugins/app/accounts/validation.ts';
import { login, sessionCookie, signup, startApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({
    rateLimits: {
      forgotPassword: { max: 1000, windowMs: 60_000 },
      verifyCode: { max: 1000, windowMs: 60_000 },
    },
  });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const forgot = (email: string) => post('/api/forgot-password', { email });
const verify = (email: string, code: string) => post('/api/verify-code', { email, code });
const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');
const attemptsOf = async (userId: string) => {
  const rows = await t.app.database.db
    .select({ attempts: resetCodes.attempts })
    .from(resetCodes)
    .where(eq(resetCodes.userId, userId));
  return rows.map((r) => r.attempts).join(',');
};

describe('password reset', () => {
  it('sends a 6-digit code, verifies it, saves the new password and signs every device out', async () => {
    const { account, cookie } = await signup(t.app);
    const res = await forgot(account.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.resetSent);
    const code = t.mailer.lastCodeFor(account.email);
    expect(code).toMatch(/^\d{6}$/);

    expect((await verify(account.email, code)).json().message).toBe(MSG.codeVerified);
    const reset = await post('/api/reset-password', {
      email: account.email,
      code,
      newPassword: 'a brand new secret',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(MSG.resetOk);

    expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    expect((await login(t.app, account.email, account.password)).statusCode).toBe(401);
    expect((await login(t.app, account.email, 'a brand new secret')).statusCode).toBe(200);
    // Single use: the same code neither verifies nor resets again.
    expect((await verify(account.email, code)).statusCode).toBe(400);
    const again = await post('/api/reset-password', {
      email: account.email,
      code,
      newPassword: 'yet another one',
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a weak or well-known new password and leaves the code usable', async () => {
    const { account } = await signup(t.app);
    await forgot(account.email);
    const code = t.mailer.lastCodeFor(account.email);
    for (const newPassword of ['aaaaaaaa', 'password123', `${account.userName}!`]) {
      const res = await post('/api/reset-password', { email: account.email, code, newPassword });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json().message).toMatch(/^This password is too easy to guess/);
      expect((await login(t.app, account.email, newPassword)).statusCode).toBe(401);
    }
    const ok = await post('/api/reset-password', {
      email: account.email,
      code,
      newPassword: 'tundra pika lantern',
    });
    expect(ok.statusCode).toBe(200);
    expect((await login(t.app, account.email, 'tundra pika lantern')).statusCode).toBe(200);
  });

  it('accepts a body of only email and newPassword from the browser that verified the code', async () => {
    const { account } = await signup(t.app);
    await forgot(account.email);
    const verified = await verify(account.email, t.mailer.lastCodeFor(account.email));
    const ticket = verified.cookies.find((c) => c.name === 'mn_reset');
    expect(ticket).toMatchObject({ httpOnly: true, path: '/api/reset-password' });
    const withoutTicket = await post('/api/reset-password', {
      email: account.email,
      newPassword: 'new password 1',
    });
    expect(withoutTicket.statusCode).toBe(400);
    expect(withoutTicket.json().message).toBe(MSG.resetNotVerified);
    const ok = await post(
      '/api/reset-password',
      { email: account.email, newPassword: 'new password 1' },
      { cookie: `mn_reset=${ticket?.value}` },
    );
    expect(ok.statusCode).toBe(200);
    expect((await login(t.app, account.email, 'new password 1')).statusCode).toBe(200);
  });

  it("answers 'Email not found' for an unknown address", async () => {
    const res = await forgot('nobody-here@example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.emailNotFound);
    expect(t.mailer.sent.find((m) => m.to === 'nobody-here@example.com')).toBeUndefined();
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const { account } = await signup(t.app);
    await forgot(account.email);
    const code = t.mailer.lastCodeFor(account.email);
    for (let i = 0; i < 4; i++)
      expect((await verify(account.email, wrongCode(code))).json().message).toBe(MSG.codeInvalid);
    expect((await verify(account.email, wrongCode(code))).json().message).toBe(MSG.codeTooManyTries);
    const right = await verify(account.email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(MSG.codeTooManyTries);
  });

  it('counts 20 parallel wrong codes exactly: 5 are compared, then the code is dead', async () => {
    const { account, user } = await signup(t.app);
    await forgot(account.email);
    const code = t.mailer.lastCodeFor(account.email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => verify(account.email, wrongCode(code))),
    );
    const said = answers.map((r) => r.json().message as string);
    // 4 wrong tries with tries left, then the 5th and every refused one: too many.
    expect(said.filter((m) => m === MSG.codeInvalid)).toHaveLength(4);
    expect(said.filter((m) => m === MSG.codeTooManyTries)).toHaveLength(16);
    expect(await attemptsOf(user._id)).toBe('5');
    expect((await verify(account.email, code)).json().message).toBe(MSG.codeTooManyTries);
  });

  it('a right code wins before the 5th wrong try, or not at all, also inside a burst', async () => {
    const { account, user } = await signup(t.app);
    await forgot(account.email);
    const code = t.mailer.lastCodeFor(account.email);
    await Promise.all(Array.from({ length: 4 }, () => verify(account.email, wrongCode(code))));
    // Four wrong tries leave one: the right code takes it and gives it back.
    expect((await verify(account.email, code)).statusCode).toBe(200);
    expect(await attemptsOf(user._id)).toBe('4');

    await forgot(account.email);
    const next = t.mailer.lastCodeFor(account.email);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => verify(account.email, i === 13 ? next : wrongCode(next))),
    );
    const won = burst.filter((r) => r.statusCode === 200);
    expect(won.length).toBeLessThanOrEqual(1);
    expect(burst.filter((r) => r.json().message === MSG.codeInvalid).length).toBeLessThanOrEqual(4);
    // The requests of a burst may be handled in any order. Either the right code came before the
    // 5th wrong one and won, or 5 wrong tries were compared and it lost. A winner gives its try
    // back, so wrong tries handled after it may still be compared, but never more than 5 in all;
    // the code is used up by the reset, not by verifying it, so it verifies again while tries are
    // left.
    if (won.length === 1) {
      const attempts = Number(await attemptsOf(user._id));
      expect(attempts).toBeLessThanOrEqual(5);
      expect((await verify(account.email, next)).statusCode).toBe(attempts < 5 ? 200 : 400);
    } else {
      expect(await attemptsOf(user._id)).toBe('5');
      expect((await verify(account.email, next)).json().message).toBe(MSG.codeTooManyTries);
    }
  });

  it('refuses an expired code', async () => {
    const { account, user } = await signup(t.app);
    await forgot(account.email);
    const code = t.mailer.lastCodeFor(account.email);
    await t.app.database.db.execute(
      sql`update reset_codes set expires_at = now() - interval '1 second' where user_id = ${user._id}`,
    );
    const res = await verify(account.email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.codeExpired);
  });

  it('only the newest code works', async () => {
    const { account } = await signup(t.app);
    await forgot(account.email);
    const first = t.mailer.lastCodeFor(account.email);
    await forgot(account.email);
    const second = t.mailer.lastCodeFor(account.email);
    if (first !== second) expect((await verify(account.email, first)).statusCode).toBe(400);
    expect((await verify(account.email, second)).statusCode).toBe(200);
  });

  it('validates the new password like sign-up does', async () => {
    const { account } = await signup(t.app);
    await forgot(account.email);
    const code = t.mailer.lastCodeFor(account.email);
    const res = await post('/api/reset-password', { email: account.email, code, newPassword: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.passwordShort);
  });

  it('rate-limits forgot-password per IP so accounts cannot be enumerated quickly', async () => {
    const limited = await startApp({ rateLimits: { forgotPassword: { max: 3, windowMs: 60_000 } } });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/forgot-password',
          payload: { email: 'x@example.com' },
        });
      for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(404);
      const res = await send();
      expect(res.statusCode).toBe(429);
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(50);
      expect(wait).toBeLessThanOrEqual(60);
      expect(res.json().message).toBe(`Too many attempts. Please wait ${wait} seconds and try again.`);
    } finally {
      await limited.close();
    }
  });

  it('rate-limits verify-code per IP', async () => {
    const limited = await startApp({ rateLimits: { verifyCode: { max: 2, windowMs: 60_000 } } });
    try {
      const { account } = await signup(limited.app);
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/verify-code',
          payload: { email: account.email, code: '1' },
        });
      await send();
      await send();
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('a new login after a reset gets a fresh working session', async () => {
    const { account } = await signup(t.app);
    await forgot(account.email);
    const code = t.mailer.lastCodeFor(account.email);
    await post('/api/reset-password', { email: account.email, code, newPassword: 'fresh password' });
    const res = await login(t.app, account.email, 'fresh password');
    const me = await t.app.inject({ url: '/api/user', headers: { cookie: sessionCookie(res) } });
    expect(me.json().user.email).toBe(account.email);
  });
});
