import type { AuthResponse, LoginBody, SignupBody } from '@mnemoria/protocol';
import { messages } from '@mnemoria/protocol';
import { isUniqueViolation } from '../../../db/errors.ts';
import type { CounterStore } from '../../../lib/counter-store.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../../lib/crypto.ts';
import { clientKey, consume, LoginThrottle, type RateLimits, waitMessage } from '../../../lib/rate-limits.ts';
import type { SessionsRepository } from './sessions-repository.ts';
import { toPublicUser } from './user-defaults.ts';
import type { UsersRepository } from './users-repository.ts';
import {
  emailError,
  isValidTimeZone,
  MSG,
  passwordError,
  userNameErrors,
  weakPasswordError,
} from './validation.ts';

export interface Outcome {
  status: number;
  body: AuthResponse;
  /** A new session token to put in the cookie. */
  session?: string;
  /** Seconds a refused (429) client must wait; sent as Retry-After and said in the message. */
  retryAfter?: number;
}

export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

export const errorOutcome = (status: number, ...errors: string[]): Outcome => ({
  status,
  body: { messages: messages({ errors }) },
});

const tooMany = (seconds: number): Outcome => ({
  ...errorOutcome(429, waitMessage(seconds)),
  retryAfter: seconds,
});

/** Sign-up and sign-in. The server alone decides validity; every failure has its own message. */
export class AccountsService {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly counters: CounterStore,
    private readonly limits: RateLimits,
  ) {
    this.throttle = new LoginThrottle(counters, limits);
  }

  async signup(body: SignupBody, meta: RequestMeta): Promise<Outcome> {
    const wait = await consume(this.counters, `signup:${clientKey(meta.ip)}`, this.limits.signup);
    if (wait) return tooMany(wait);

    const userName = body.userName.trim();
    const email = body.email.trim();
    const errors = [
      ...userNameErrors(userName),
      emailError(email),
      passwordError(body.password),
      body.password === body.confirmPassword ? undefined : MSG.passwordsDiffer,
    ].filter((e): e is string => Boolean(e));
    if (errors.length) return errorOutcome(400, ...errors);
    const weak = await weakPasswordError(body.password, [userName, email]);
    if (weak) return errorOutcome(400, weak);

    const taken: string[] = [];
    if (await this.users.findByEmail(email)) taken.push(MSG.emailTaken);
    if (await this.users.userNameTaken(userName)) taken.push(MSG.userNameTaken);
    if (taken.length) return errorOutcome(409, ...taken);

    const passwordHash = await hashPassword(body.password);
    const timeZone = isValidTimeZone(body.timeZone) ? body.timeZone : 'UTC';
    let row: Awaited<ReturnType<UsersRepository['create']>>;
    try {
      row = await this.users.create({ userName, email, passwordHash, timeZone });
    } catch (err) {
      // Two sign-ups racing for the same name or email: the unique index decides.
      if (isUniqueViolation(err)) return errorOutcome(409, MSG.emailTaken);
      throw err;
    }
    const session = await this.sessions.create(row.id, meta);
    return {
      status: 201,
      body: { messages: messages({ success: [MSG.signupOk] }), user: toPublicUser(row) },
      session,
    };
  }

  async login(body: LoginBody, meta: RequestMeta): Promise<Outcome> {
    const email = body.email.trim();
    const row = email ? await this.users.findByEmail(email) : undefined;
    // Keyed on the account itself when it exists, so no spelling of its address gets fresh tries.
    const account = row ? `user:${row.id}` : `email:${email}`;
    // The try is counted before the password is checked, so parallel guesses cannot outrun it.
    const wait = await this.throttle.reserve(account, meta.ip);
    if (wait) return tooMany(wait);

    // Verify against a dummy hash for unknown emails so response time does not reveal accounts.
    const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), body.password);
    if (!row || !ok) return errorOutcome(401, MSG.loginFailed);
    await this.throttle.succeeded(account, meta.ip);
    const session = await this.sessions.create(row.id, meta);
    return {
      status: 200,
      body: { messages: messages({ success: [MSG.loginOk] }), user: toPublicUser(row) },
      session,
    };
  }
}
