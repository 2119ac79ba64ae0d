import type { AuthResponse, ForgotPasswordBody, ResetPasswordBody, VerifyCodeBody } from '@mnemoria/protocol';
import { messages } from '@mnemoria/protocol';
import type { CounterStore } from '../../../lib/counter-store.ts';
import { hashPassword, hmac, randomToken, resetCode, safeEqualHex, sha256 } from '../../../lib/crypto.ts';
import type { Mailer } from '../../../lib/mailer.ts';
import { clientKey, consume, type RateLimits, waitMessage } from '../../../lib/rate-limits.ts';
import type { RequestMeta } from './accounts-service.ts';
import {
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MS,
  type ResetCodesRepository,
} from './reset-codes-repository.ts';
import type { SessionsRepository } from './sessions-repository.ts';
import type { UsersRepository } from './users-repository.ts';
import { MSG, passwordError, weakPasswordError } from './validation.ts';

export interface ResetOutcome {
  status: number;
  body: AuthResponse;
  /** Ticket for the HttpOnly cookie that lets step 3 omit the code. */
  ticket?: string;
  clearTicket?: boolean;
  /** Seconds a refused (429) client must wait; sent as Retry-After and said in the message. */
  retryAfter?: number;
}

const reply = (status: number, message: string, kind: 'errors' | 'success'): ResetOutcome => ({
  status,
  body: { message, messages: messages({ [kind]: [message] }) },
});

const tooMany = (seconds: number): ResetOutcome => ({
  ...reply(429, waitMessage(seconds), 'errors'),
  retryAfter: seconds,
});

/** The three steps of "forgot password": send a code, verify it, set a new password. */
export class PasswordResetService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly codes: ResetCodesRepository,
    private readonly mailer: Mailer,
    private readonly counters: CounterStore,
    private readonly limits: RateLimits,
    private readonly secret: string,
  ) {}

  private codeHash(userId: string, code: string) {
    return hmac(this.secret, `${userId}:${code}`);
  }

  /**
   * The UI's 'Email not found' needs a truthful 404 for unknown addresses; the per-IP budget is
   * what keeps this from being a fast way to enumerate accounts.
   */
  async forgot(body: ForgotPasswordBody, meta: RequestMeta): Promise<ResetOutcome> {
    const wait = await consume(this.counters, `forgot:${clientKey(meta.ip)}`, this.limits.forgotPassword);
    if (wait) return tooMany(wait);
    const user = body.email.trim() ? await this.users.findByEmail(body.email.trim()) : undefined;
    if (!user) return reply(404, MSG.emailNotFound, 'errors');

    const code = resetCode();
    await this.codes.replace(user.id, this.codeHash(user.id, code));
    const minutes = RESET_CODE_TTL_MS / 60_000;
    await this.mailer.send({
      to: user.email,
      subject: 'Your Mnemoria password reset code',
      text: [
        `Hello ${user.userName},`,
        '',
        `Your reset code is ${code}`,
        '',
        `It is valid for ${minutes} minutes and can be used once. If you did not ask to reset your`,
        'password, you can ignore this email: your password stays unchanged.',
      ].join('\n'),
    });
    return reply(200, MSG.resetSent, 'success');
  }

  async verify(body: VerifyCodeBody, meta: RequestMeta): Promise<ResetOutcome> {
    const wait = await consume(this.counters, `verify:${clientKey(meta.ip)}`, this.limits.verifyCode);
    if (wait) return tooMany(wait);
    const checked = await this.check(body.email, body.code.trim());
    if ('error' in checked) return checked.error;
    const ticket = randomToken();
    await this.codes.markVerified(checked.codeId, sha256(ticket));
    return { ...reply(200, MSG.codeVerified, 'success'), ticket };
  }

  async reset(body: ResetPasswordBody, ticket: string | undefined, meta: RequestMeta): Promise<ResetOutcome> {
    const wait = await consume(this.counters, `verify:${clientKey(meta.ip)}`, this.limits.verifyCode);
    if (wait) return tooMany(wait);
    const pwError = passwordError(body.newPassword);
    if (pwError) return reply(400, pwError, 'errors');

    const user = await this.users.findByEmail(body.email.trim());
    const code = user ? await this.codes.active(user.id) : undefined;
    if (!user || !code) return reply(400, MSG.codeInvalid, 'errors');
    // Checked before the code is proved, so a refused password leaves the code usable.
    const weak = await weakPasswordError(body.newPassword, [user.userName, user.email]);
    if (weak) return reply(400, weak, 'errors');
    if (body.code !== undefined && body.code.trim() !== '') {
      const checked = await this.check(body.email, body.code.trim());
      if ('error' in checked) return checked.error;
    } else if (
      !code.verifiedAt ||
      !code.ticketHash ||
      !ticket ||
      !safeEqualHex(code.ticketHash, sha256(ticket))
    ) {
      return reply(400, MSG.resetNotVerified, 'errors');
    }
    if (!(await this.codes.consume(code.id))) return reply(400, MSG.codeInvalid, 'errors');
    await this.users.setPasswordHash(user.id, await hashPassword(body.newPassword));
    // A reset is what a user does when they fear someone else is in: sign every device out.
    await this.sessions.revokeAllFor(user.id);
    return { ...reply(200, MSG.resetOk, 'success'), clearTicket: true };
  }

  /**
   * Checks a code against the user's active one. The try is taken before the comparison, so of
   * any number of parallel guesses at most RESET_CODE_MAX_ATTEMPTS wrong ones are ever compared;
   * a right code wins only if it gets one of those tries, and then gives its try back.
   */
  private async check(email: string, code: string): Promise<{ codeId: string } | { error: ResetOutcome }> {
    const user = email.trim() ? await this.users.findByEmail(email.trim()) : undefined;
    if (!user) return { error: reply(400, MSG.codeInvalid, 'errors') };
    const active = await this.codes.active(user.id);
    const tries = active ? await this.codes.reserveTry(active.id) : undefined;
    if (!active || tries === undefined)
      return { error: reply(400, await this.whyInactive(user.id), 'errors') };
    if (!/^\d{6}$/.test(code) || !safeEqualHex(active.codeHash, this.codeHash(user.id, code))) {
      const left = RESET_CODE_MAX_ATTEMPTS - tries;
      return { error: reply(400, left > 0 ? MSG.codeInvalid : MSG.codeTooManyTries, 'errors') };
    }
    await this.codes.refundTry(active.id);
    return { codeId: active.id };
  }

  private async whyInactive(userId: string): Promise<string> {
    const latest = await this.codes.latest(userId);
    if (!latest || latest.usedAt) return MSG.codeInvalid;
    if (latest.attempts >= RESET_CODE_MAX_ATTEMPTS) return MSG.codeTooManyTries;
    return MSG.codeExpired;
  }
}
