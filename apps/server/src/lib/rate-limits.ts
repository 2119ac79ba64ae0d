import type { CounterStore } from './counter-store.ts';

export interface WindowLimit {
  max: number;
  windowMs: number;
}

/** Per-IP budgets of the account endpoints; tests may pass tighter or looser ones to build(). */
export interface RateLimits {
  signup: WindowLimit;
  forgotPassword: WindowLimit;
  verifyCode: WindowLimit;
  /** Failures per account+IP allowed before back-off starts. */
  loginFreeFailures: number;
  /** First back-off; doubles with each further failure up to loginMaxBackoffMs. */
  loginBaseBackoffMs: number;
  loginMaxBackoffMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signup: { max: 20, windowMs: 60 * 60_000 },
  forgotPassword: { max: 10, windowMs: 15 * 60_000 },
  verifyCode: { max: 20, windowMs: 15 * 60_000 },
  loginFreeFailures: 5,
  loginBaseBackoffMs: 30_000,
  loginMaxBackoffMs: 15 * 60_000,
};

/** Returns the seconds to wait when the budget is spent, or 0 when the request may go on. */
export async function consume(store: CounterStore, key: string, limit: WindowLimit): Promise<number> {
  const count = await store.hit(key, limit.windowMs);
  return count > limit.max ? Math.ceil(limit.windowMs / 1000) : 0;
}

/**
 * Login back-off per account+IP: the first failures are free, then each further failure locks the
 * pair for an exponentially growing, capped time. Nothing is permanent: a success or the expiry of
 * the failure window clears it.
 */
export class LoginThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly limits: RateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  private keys(account: string, ip: string) {
    const id = `${account.toLowerCase()}|${ip}`;
    return { failures: `login:fail:${id}`, lockedUntil: `login:lock:${id}` };
  }

  /** Seconds the caller must still wait, 0 when a try is allowed. */
  async waitSeconds(account: string, ip: string): Promise<number> {
    const until = await this.store.get(this.keys(account, ip).lockedUntil);
    const left = until - this.now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    const k = this.keys(account, ip);
    const window = this.limits.loginMaxBackoffMs * 2;
    const failures = await this.store.hit(k.failures, window);
    // Sliding window: an attacker who keeps failing keeps the escalated back-off.
    await this.store.set(k.failures, failures, window);
    const over = failures - this.limits.loginFreeFailures;
    if (over < 0) return;
    const backoff = Math.min(this.limits.loginMaxBackoffMs, this.limits.loginBaseBackoffMs * 2 ** over);
    await this.store.set(k.lockedUntil, this.now() + backoff, backoff);
  }

  async recordSuccess(account: string, ip: string): Promise<void> {
    const k = this.keys(account, ip);
    await this.store.reset(k.failures);
    await this.store.reset(k.lockedUntil);
  }
}

export function waitMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 90
    ? `Too many attempts. Please wait ${seconds} seconds and try again.`
    : `Too many attempts. Please wait ${minutes} minutes and try again.`;
}
