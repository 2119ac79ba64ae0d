import type { Redis } from 'ioredis';

/**
 * Expiring counters behind every rate limit. In-process by default; in Redis when REDIS_URL is
 * set so that several server processes share one budget per IP or account.
 */
export interface CounterStore {
  /** Adds one and returns the new count; the window starts with the first hit. */
  hit(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  /** Sets a value with its own expiry (used for back-off deadlines). */
  set(key: string, value: number, ttlMs: number): Promise<void>;
  reset(key: string): Promise<void>;
}

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

  async hit(key: string, windowMs: number) {
    this.sweep();
    const entry = this.live(key);
    if (entry) {
      entry.value += 1;
      return entry.value;
    }
    this.entries.set(key, { value: 1, expiresAt: this.now() + windowMs });
    return 1;
  }

  async get(key: string) {
    return this.live(key)?.value ?? 0;
  }

  async set(key: string, value: number, ttlMs: number) {
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  async reset(key: string) {
    this.entries.delete(key);
  }

  /** Bounded memory: drop expired entries once the map grows. */
  private sweep() {
    if (this.entries.size < 10_000) return;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number) {
    const k = this.prefix + key;
    const [[, count]] = (await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [
      [unknown, number],
    ];
    return count;
  }

  async get(key: string) {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async set(key: string, value: number, ttlMs: number) {
    await this.redis.set(this.prefix + key, String(value), 'PX', ttlMs);
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
}
