import type { Redis } from 'ioredis';

/** One hit of a fixed window: the count so far and the time until the window ends. */
export interface Hit {
  count: number;
  resetInMs: number;
}

/** Escalating back-off: `free` tries, then a lock of baseMs doubling per further try, capped. */
export interface BackoffPolicy {
  free: number;
  baseMs: number;
  maxMs: number;
  /** How long the try count is remembered; every try restarts it (sliding). */
  windowMs: number;
}

/** A budget shared by many reservations (e.g. one IP's failures across all accounts). */
export interface Budget {
  key: string;
  max: number;
  windowMs: number;
}

export type Reservation = { ok: true; tries: number } | { ok: false; waitMs: number };

/**
 * Expiring counters behind every rate limit. Each method is one atomic step, so a burst of
 * parallel requests is counted exactly: in-process by default (no await inside a step, and the
 * embedded database means one process), in Redis when REDIS_URL is set so that several server
 * processes share one budget per IP or account.
 */
export interface CounterStore {
  /** Adds one and returns the new count; the window starts with the first hit. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** Takes back one hit while its window still runs (a success gives back what it reserved). */
  refund(key: string): Promise<void>;
  /**
   * In one step: refuses while `lockKey` lives or while the budget is spent; otherwise takes one
   * from the budget, counts one try in advance and, once the tries reach `free`, sets the lock
   * for the back-off. Count first, check the password after: a burst cannot slip more tries past
   * the limits than they allow, and a refused try spends nothing.
   */
  reserve(triesKey: string, lockKey: string, policy: BackoffPolicy, budget: Budget): Promise<Reservation>;
  reset(...keys: string[]): Promise<void>;
}

export const backoffMs = (policy: BackoffPolicy, tries: number) =>
  Math.min(policy.maxMs, policy.baseMs * 2 ** (tries - policy.free));

export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, { value: number; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async hit(key: string, windowMs: number): Promise<Hit> {
    this.sweep();
    const now = this.now();
    const entry = this.live(key);
    if (entry) {
      entry.value += 1;
      return { count: entry.value, resetInMs: entry.expiresAt - now };
    }
    this.entries.set(key, { value: 1, expiresAt: now + windowMs });
    return { count: 1, resetInMs: windowMs };
  }

  async refund(key: string) {
    const entry = this.live(key);
    if (entry && entry.value > 0) entry.value -= 1;
  }

  async reserve(
    triesKey: string,
    lockKey: string,
    policy: BackoffPolicy,
    budget: Budget,
  ): Promise<Reservation> {
    this.sweep();
    const now = this.now();
    const lock = this.live(lockKey);
    if (lock) return { ok: false, waitMs: lock.expiresAt - now };
    const spent = this.live(budget.key);
    if (spent && spent.value >= budget.max) return { ok: false, waitMs: spent.expiresAt - now };
    if (spent) spent.value += 1;
    else this.entries.set(budget.key, { value: 1, expiresAt: now + budget.windowMs });
    const tries = (this.live(triesKey)?.value ?? 0) + 1;
    this.entries.set(triesKey, { value: tries, expiresAt: now + policy.windowMs });
    if (tries >= policy.free)
      this.entries.set(lockKey, { value: 1, expiresAt: now + backoffMs(policy, tries) });
    return { ok: true, tries };
  }

  async reset(...keys: string[]) {
    for (const key of keys) this.entries.delete(key);
  }

  /** Bounded memory: drop expired entries once the map grows. */
  private sweep() {
    if (this.entries.size < 10_000) return;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

// KEYS: tries, lock, budget. ARGV: free, baseMs, maxMs, windowMs, budget max, budget windowMs.
// Returns {1, tries} or {0, waitMs}.
const RESERVE_SCRIPT = `
local wait = redis.call('PTTL', KEYS[2])
if wait > 0 then return {0, wait} end
local spent = tonumber(redis.call('GET', KEYS[3]) or '0')
if spent >= tonumber(ARGV[5]) then
  local left = redis.call('PTTL', KEYS[3])
  if left > 0 then return {0, left} end
  redis.call('DEL', KEYS[3])
end
redis.call('INCR', KEYS[3])
redis.call('PEXPIRE', KEYS[3], ARGV[6], 'NX')
local tries = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
local over = tries - tonumber(ARGV[1])
if over >= 0 then
  local ms = math.floor(math.min(tonumber(ARGV[3]), tonumber(ARGV[2]) * 2 ^ over))
  redis.call('SET', KEYS[2], '1', 'PX', ms)
end
return {1, tries}`;

// Only decrements a live counter: a refund arriving after the window ended must not go negative.
const REFUND_SCRIPT = `
if redis.call('PTTL', KEYS[1]) > 0 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0`;

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<Hit> {
    const k = this.prefix + key;
    const replies = (await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec()) ?? [];
    const [count, , ttl] = replies.map(([err, value]) => {
      if (err) throw err;
      return Number(value);
    });
    return { count: count ?? 1, resetInMs: ttl && ttl > 0 ? ttl : windowMs };
  }

  async refund(key: string) {
    await this.redis.eval(REFUND_SCRIPT, 1, this.prefix + key);
  }

  async reserve(
    triesKey: string,
    lockKey: string,
    policy: BackoffPolicy,
    budget: Budget,
  ): Promise<Reservation> {
    const [allowed, value] = (await this.redis.eval(
      RESERVE_SCRIPT,
      3,
      this.prefix + triesKey,
      this.prefix + lockKey,
      this.prefix + budget.key,
      policy.free,
      policy.baseMs,
      policy.maxMs,
      policy.windowMs,
      budget.max,
      budget.windowMs,
    )) as [number, number];
    return allowed === 1 ? { ok: true, tries: value } : { ok: false, waitMs: value };
  }

  async reset(...keys: string[]) {
    if (keys.length) await this.redis.del(...keys.map((k) => this.prefix + k));
  }
}
