import type { PoolEntry } from '@mnemoria/rating';
import type { Redis } from 'ioredis';
import { RedisPoolScripts } from './pool-scripts.ts';

export type Pair = [PoolEntry, PoolEntry];

/**
 * How long a search lives without a sign of its searcher. The process holding the searcher's
 * versus connection renews it (every third of this); a process that crashed renews nothing, so its
 * searchers leave the pool on their own instead of being paired as ghosts.
 */
export const POOL_ENTRY_TTL_MS = 30_000;

/**
 * The players searching for a match, per mode, one entry per user (a second tab's search finds
 * the first one's). In process by default; in Redis when configured, so that players connected to
 * different server processes are paired. Every operation on an entry is atomic, and an entry not
 * renewed within its time to live is gone.
 */
export interface SearchPool {
  /** Adds the entry, or returns the user's entry already searching. */
  add(mode: string, entry: PoolEntry): Promise<PoolEntry>;
  get(mode: string, userId: string): Promise<PoolEntry | undefined>;
  /** Removes the user's entry (only the given search, when `searchId` is set). */
  remove(mode: string, userId: string, searchId?: string): Promise<boolean>;
  /** Extends the life of these users' entries (those that still exist) by the time to live. */
  renew(mode: string, userIds: readonly string[]): Promise<void>;
  /**
   * Hands the current entries to `pick` and removes the picked pairs, with no other process
   * pairing the same mode at the same moment. Pairs whose entry vanished meanwhile are dropped.
   */
  take(mode: string, pick: (entries: PoolEntry[]) => Pair[]): Promise<Pair[]>;
}

export class MemoryPool implements SearchPool {
  private readonly modes = new Map<string, Map<string, { entry: PoolEntry; expires: number }>>();

  constructor(
    private readonly ttlMs = POOL_ENTRY_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The mode's live entries (expired ones are dropped on the way). */
  private of(mode: string) {
    let m = this.modes.get(mode);
    if (!m) {
      m = new Map();
      this.modes.set(mode, m);
    }
    const now = this.now();
    for (const [userId, e] of m) if (e.expires <= now) m.delete(userId);
    return m;
  }

  async add(mode: string, entry: PoolEntry) {
    const m = this.of(mode);
    const existing = m.get(entry.userId);
    if (existing) return existing.entry;
    m.set(entry.userId, { entry, expires: this.now() + this.ttlMs });
    return entry;
  }

  async get(mode: string, userId: string) {
    return this.of(mode).get(userId)?.entry;
  }

  async remove(mode: string, userId: string, searchId?: string) {
    const m = this.of(mode);
    const e = m.get(userId);
    if (!e || (searchId && e.entry.searchId !== searchId)) return false;
    m.delete(userId);
    return true;
  }

  async renew(mode: string, userIds: readonly string[]) {
    const m = this.of(mode);
    for (const id of userIds) {
      const e = m.get(id);
      if (e) e.expires = this.now() + this.ttlMs;
    }
  }

  async take(mode: string, pick: (entries: PoolEntry[]) => Pair[]) {
    const m = this.of(mode);
    const pairs = pick([...m.values()].map((e) => e.entry));
    for (const [a, b] of pairs) {
      m.delete(a.userId);
      m.delete(b.userId);
    }
    return pairs;
  }
}

/** A lock this long outlives any pairing round; it only guards against a crashed holder. */
const LOCK_MS = 5_000;

/**
 * The pool in Redis: per mode, a hash of entries (user id → JSON) and a sorted set of when each
 * expires. Each step that reads and then writes is one Lua script (pool-scripts.ts), so nothing
 * another process does can land between the two.
 */
export class RedisPool implements SearchPool {
  private readonly scripts: RedisPoolScripts;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly ttlMs = POOL_ENTRY_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.scripts = new RedisPoolScripts(redis);
  }

  private keys = (mode: string) => {
    const hash = `${this.prefix}vs:pool:${mode}`;
    return { hash, expiry: `${hash}:expires`, lock: `${hash}:lock` };
  };

  async add(mode: string, entry: PoolEntry): Promise<PoolEntry> {
    const raw = await this.scripts.add(this.keys(mode), entry.userId, JSON.stringify(entry), this.expiry());
    return JSON.parse(raw) as PoolEntry;
  }

  async get(mode: string, userId: string) {
    const raw = await this.scripts.get(this.keys(mode), userId, this.now());
    return raw ? (JSON.parse(raw) as PoolEntry) : undefined;
  }

  async remove(mode: string, userId: string, searchId?: string) {
    return this.scripts.remove(this.keys(mode), userId, searchId ?? '');
  }

  async renew(mode: string, userIds: readonly string[]) {
    if (userIds.length > 0) await this.scripts.renew(this.keys(mode), userIds, this.expiry());
  }

  async take(mode: string, pick: (entries: PoolEntry[]) => Pair[]) {
    const keys = this.keys(mode);
    const token = await this.scripts.lock(keys, LOCK_MS);
    if (!token) return [];
    try {
      const entries = (await this.scripts.live(keys, this.now(), this.expiry())).map(
        (raw) => JSON.parse(raw) as PoolEntry,
      );
      const out: Pair[] = [];
      for (const [a, b] of pick(entries)) {
        // Each entry is removed only if it is still the same search (a cancel may have come first).
        const [ra, rb] = await Promise.all([
          this.remove(mode, a.userId, a.searchId),
          this.remove(mode, b.userId, b.searchId),
        ]);
        if (ra && rb) out.push([a, b]);
        else if (ra) await this.add(mode, a);
        else if (rb) await this.add(mode, b);
      }
      return out;
    } finally {
      await this.scripts.unlock(keys, token);
    }
  }

  private expiry() {
    return this.now() + this.ttlMs;
  }
}
