import { randomBytes } from 'node:crypto';
import type { PoolEntry } from '@mnemoria/rating';
import type { Redis } from 'ioredis';

export type Pair = [PoolEntry, PoolEntry];

/**
 * The players searching for a match, per mode, one entry per user (a second tab's search finds
 * the first one's). In process by default; in Redis when configured, so that players connected to
 * different server processes are paired.
 */
export interface SearchPool {
  /** Adds the entry, or returns the user's entry already searching. */
  add(mode: string, entry: PoolEntry): Promise<PoolEntry>;
  get(mode: string, userId: string): Promise<PoolEntry | undefined>;
  /** Removes the user's entry (only the given search, when `searchId` is set). */
  remove(mode: string, userId: string, searchId?: string): Promise<boolean>;
  /**
   * Hands the current entries to `pick` and removes the picked pairs, with no other process
   * pairing the same mode at the same moment. Pairs whose entry vanished meanwhile are dropped.
   */
  take(mode: string, pick: (entries: PoolEntry[]) => Pair[]): Promise<Pair[]>;
}

export class MemoryPool implements SearchPool {
  private readonly modes = new Map<string, Map<string, PoolEntry>>();

  private of(mode: string) {
    let m = this.modes.get(mode);
    if (!m) {
      m = new Map();
      this.modes.set(mode, m);
    }
    return m;
  }

  async add(mode: string, entry: PoolEntry) {
    const m = this.of(mode);
    const existing = m.get(entry.userId);
    if (existing) return existing;
    m.set(entry.userId, entry);
    return entry;
  }

  async get(mode: string, userId: string) {
    return this.of(mode).get(userId);
  }

  async remove(mode: string, userId: string, searchId?: string) {
    const m = this.of(mode);
    const e = m.get(userId);
    if (!e || (searchId && e.searchId !== searchId)) return false;
    m.delete(userId);
    return true;
  }

  async take(mode: string, pick: (entries: PoolEntry[]) => Pair[]) {
    const m = this.of(mode);
    const pairs = pick([...m.values()]);
    for (const [a, b] of pairs) {
      m.delete(a.userId);
      m.delete(b.userId);
    }
    return pairs;
  }
}

/** A lock this long outlives any pairing round; it only guards against a crashed holder. */
const LOCK_MS = 5_000;

export class RedisPool implements SearchPool {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key = (mode: string) => `${this.prefix}vs:pool:${mode}`;

  async add(mode: string, entry: PoolEntry): Promise<PoolEntry> {
    const added = await this.redis.hsetnx(this.key(mode), entry.userId, JSON.stringify(entry));
    if (added === 1) return entry;
    const raw = await this.redis.hget(this.key(mode), entry.userId);
    return raw ? (JSON.parse(raw) as PoolEntry) : this.add(mode, entry);
  }

  async get(mode: string, userId: string) {
    const raw = await this.redis.hget(this.key(mode), userId);
    return raw ? (JSON.parse(raw) as PoolEntry) : undefined;
  }

  async remove(mode: string, userId: string, searchId?: string) {
    if (searchId) {
      const current = await this.get(mode, userId);
      if (current?.searchId !== searchId) return false;
    }
    return (await this.redis.hdel(this.key(mode), userId)) === 1;
  }

  async take(mode: string, pick: (entries: PoolEntry[]) => Pair[]) {
    const lock = `${this.key(mode)}:lock`;
    const token = randomBytes(8).toString('hex');
    if ((await this.redis.set(lock, token, 'PX', LOCK_MS, 'NX')) !== 'OK') return [];
    try {
      const all = await this.redis.hgetall(this.key(mode));
      const entries = Object.values(all).map((raw) => JSON.parse(raw) as PoolEntry);
      const out: Pair[] = [];
      for (const [a, b] of pick(entries)) {
        // Each entry is removed only if it is still the same search (a cancel may have come first).
        const [ra, rb] = await Promise.all([this.removeIf(mode, a), this.removeIf(mode, b)]);
        if (ra && rb) out.push([a, b]);
        else if (ra) await this.add(mode, a);
        else if (rb) await this.add(mode, b);
      }
      return out;
    } finally {
      if ((await this.redis.get(lock)) === token) await this.redis.del(lock);
    }
  }

  private async removeIf(mode: string, e: PoolEntry) {
    return this.remove(mode, e.userId, e.searchId);
  }
}
