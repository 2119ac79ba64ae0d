import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/plugins/app/accounts/validation.ts';
import { errorsOf, newAccount, sessionCookie, startApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ rateLimits: { signup: { max: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/signup', payload: payload as object });

describe('POST /api/signup', () => {
  it('creates the account, signs the user in and returns the user without secrets', async () => {
    const account = newAccount();
    const res = await post(account);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.messages.success).toEqual([{ msg: MSG.signupOk }]);
    expect(body.user).toMatchObject({ userName: account.userName, email: account.email, image: null });
    expect(body.user.levels.binary).toBe(1);
    expect(body.user.fp.standard).toEqual({ chance: 5, played: 0 });
    expect(body.user.membership).toEqual({ premium: false, package: null });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password|hash|reset/i);

    const cookie = res.cookies.find((c) => c.name === 'mn_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await t.app.inject({ url: '/api/user', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.userName).toBe(account.userName);
    expect(me.body).not.toMatch(/argon2|password/i);
  });

  it.each([
    ['user name too short', { userName: 'ab' }, [MSG.userNameLength]],
    ['user name too long', { userName: 'a'.repeat(21) }, [MSG.userNameLength]],
    ['user name with a space', { userName: 'bad name' }, [MSG.userNameChars]],
    ['user name with a dash', { userName: 'bad-name' }, [MSG.userNameChars]],
    ['a profane user name', { userName: 'xXfuckXx' }, [MSG.userNameNotAllowed]],
    ['a slur spelled with digits', { userName: 'n1gger_99' }, [MSG.userNameNotAllowed]],
    ['a spelled-out swear word', { userName: 'f_u_c_k' }, [MSG.userNameNotAllowed]],
    ['email without @', { email: 'not-an-email' }, [MSG.emailInvalid]],
    ['empty email', { email: '' }, [MSG.emailInvalid]],
    ['password of 7', { password: '1234567', confirmPassword: '1234567' }, [MSG.passwordShort]],
    ['password of 129', { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, [MSG.passwordLong]],
    ['confirmation differs', { confirmPassword: 'something else' }, [MSG.passwordsDiffer]],
  ])('refuses %s with its own message', async (_name, patch, expected) => {
    const res = await post({ ...newAccount(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual(expected);
  });

  it('accepts the limits exactly: 3 and 20 characters, passwords of 8 and 128', async () => {
    const a = newAccount();
    expect((await post({ ...a, userName: `A_${a.userName.slice(-1)}`.slice(0, 3) })).statusCode).toBe(201);
    const b = newAccount();
    const long = `${b.userName}_`.padEnd(20, 'x').slice(0, 20);
    expect(
      (await post({ ...b, userName: long, password: 'Zq7#mK2p', confirmPassword: 'Zq7#mK2p' })).statusCode,
    ).toBe(201);
    const c = newAccount();
    const pw = `${'p'.repeat(120)}Zq7#mK2p`;
    expect((await post({ ...c, password: pw, confirmPassword: pw })).statusCode).toBe(201);
  });

  it.each([
    'aaaaaaaa',
    'password123',
    '12345678',
    'Password1!',
    'qwerty123!',
    'P@ssw0rd1',
    'iloveyou!!',
    '1q2w3e4r5t',
  ])('refuses the weak or well-known password %j with the reason, and creates nothing', async (password) => {
    const account = { ...newAccount(), password, confirmPassword: password };
    const res = await post(account);
    expect(res.statusCode).toBe(400);
    const [error] = errorsOf(res);
    expect(error).toMatch(/^This password is too easy to guess/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: account.email, password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a password made of the user name, and accepts any strong one without composition rules', async () => {
    const a = newAccount();
    const own = `${a.userName}1`;
    expect(errorsOf(await post({ ...a, password: own, confirmPassword: own }))[0]).toMatch(
      /too easy to guess/,
    );
    const lower = 'tundra pika lantern';
    expect((await post({ ...a, password: lower, confirmPassword: lower })).statusCode).toBe(201);
  });

  it('lists every failure at once', async () => {
    const res = await post({ userName: 'x', email: 'nope', password: 'short', confirmPassword: 'other' });
    expect(errorsOf(res)).toEqual([
      MSG.userNameLength,
      MSG.emailInvalid,
      MSG.passwordShort,
      MSG.passwordsDiffer,
    ]);
  });

  it('refuses a duplicate email and user name whatever their case', async () => {
    const first = newAccount();
    expect((await post(first)).statusCode).toBe(201);
    const sameEmail = { ...newAccount(), email: first.email.toUpperCase() };
    const res1 = await post(sameEmail);
    expect(res1.statusCode).toBe(409);
    expect(errorsOf(res1)).toEqual([MSG.emailTaken]);
    const sameName = { ...newAccount(), userName: first.userName.toUpperCase() };
    const res2 = await post(sameName);
    expect(res2.statusCode).toBe(409);
    expect(errorsOf(res2)).toEqual([MSG.userNameTaken]);
  });

  it('answers a malformed body with a clear 400 and creates nothing', async () => {
    const res = await post({ userName: 42 });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)[0]).toMatch(/not understood/);
  });

  it('limits sign-ups per IP with a 429 and a message', async () => {
    const limited = await startApp({ rateLimits: { signup: { max: 2, windowMs: 60_000 } } });
    try {
      const send = (ip: string) =>
        limited.app.inject({ method: 'POST', url: '/api/signup', payload: newAccount(), remoteAddress: ip });
      expect((await send('10.0.0.1')).statusCode).toBe(201);
      expect((await send('10.0.0.1')).statusCode).toBe(201);
      const third = await send('10.0.0.1');
      expect(third.statusCode).toBe(429);
      expect(errorsOf(third)[0]).toMatch(/Too many attempts/);
      expect((await send('10.0.0.2')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/user', () => {
  it('is not ok when signed out or with a made-up cookie', async () => {
    expect((await t.app.inject({ url: '/api/user' })).statusCode).toBe(401);
    const forged = await t.app.inject({ url: '/api/user', headers: { cookie: 'mn_sid=forged-token' } });
    expect(forged.statusCode).toBe(401);
  });
});
