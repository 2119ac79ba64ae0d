import { isIPv6 } from 'node:net';
import type { BackoffPolicy, CounterStore } from './counter-store.ts';

export interface WindowLimit {
  max: number;
  windowMs: number;
}

/** Per-IP budgets of the account endpoints; tests may pass tighter or looser ones to build(). */
export interface RateLimits {
  signup: WindowLimit;
  forgotPassword: WindowLimit;
  verifyCode: WindowLimit;
  /** Failed sign-ins one address may make across all accounts (password spraying). */
  loginIpFailures: WindowLimit;
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
  loginIpFailures: { max: 100, windowMs: 15 * 60_000 },
  loginFreeFailures: 5,
  loginBaseBackoffMs: 30_000,
  loginMaxBackoffMs: 15 * 60_000,
};

/** Whole seconds to wait, rounded up, never 0 for a refusal. */
export const waitSecondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The address a per-IP budget is kept for. An IPv6 host usually owns a whole /64, so one budget
 * covers the /64 (otherwise every budget would be one address change away); IPv4-mapped IPv6
 * addresses count as their IPv4 address.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const bare = ip.split('%')[0] ?? ip;
  const [head = '', tail] = bare.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const gap = Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0');
  const groups = tail === undefined ? front : [...front, ...gap, ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** Returns the seconds to wait when the budget is spent, or 0 when the request may go on. */
export async function consume(store: CounterStore, key: string, limit: WindowLimit): Promise<number> {
  const { count, resetInMs } = await store.hit(key, limit.windowMs);
  return count > limit.max ? waitSecondsOf(resetInMs) : 0;
}

/**
 * Login throttle, counted before the password is checked so that a burst of parallel guesses
 * gets exactly as many checks as the policy allows:
 * - per account+IP, the first failures are free, then each further try locks the pair for an
 *   exponentially growing, capped time (sliding, never permanent);
 * - per IP across all accounts, a budget of failures per window (against password spraying).
 * Every try is reserved as a failure; a success clears the pair and gives the IP its try back.
 */
export class LoginThrottle {
  private readonly policy: BackoffPolicy;

  constructor(
    private readonly store: CounterStore,
    private readonly limits: RateLimits,
  ) {
    this.policy = {
      free: limits.loginFreeFailures,
      baseMs: limits.loginBaseBackoffMs,
      maxMs: limits.loginMaxBackoffMs,
      windowMs: limits.loginMaxBackoffMs * 2,
    };
  }

  private keys(account: string, ip: string) {
    const id = `${account.toLowerCase()}|${clientKey(ip)}`;
    return { tries: `login:fail:${id}`, lock: `login:lock:${id}`, ip: `login:ip:${clientKey(ip)}` };
  }

  /** Reserves one try; returns 0 when the password may be checked, else the seconds to wait. */
  async reserve(account: string, ip: string): Promise<number> {
    const k = this.keys(account, ip);
    const budget = { key: k.ip, ...this.limits.loginIpFailures };
    const tried = await this.store.reserve(k.tries, k.lock, this.policy, budget);
    return tried.ok ? 0 : waitSecondsOf(tried.waitMs);
  }

  /** The password was right: forget the pair's failures and refund the address's try. */
  async succeeded(account: string, ip: string): Promise<void> {
    const k = this.keys(account, ip);
    await this.store.reset(k.tries, k.lock);
    await this.store.refund(k.ip);
  }
}

/** The 429 message; the same seconds go into Retry-After. */
export function waitMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 90
    ? `Too many attempts. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`
    : `Too many attempts. Please wait ${minutes} minutes and try again.`;
}
