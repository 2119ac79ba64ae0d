import type { SessionsRepository } from './sessions-repository.ts';

/**
 * How long a sign-in lookup is reused at most. Revocations reach the cache at once (see
 * `withTokenCache` and write-watch.ts), so this only bounds how long an idle token stays in memory.
 */
export const TOKEN_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * Remembers which user a session token belongs to, so a burst of requests and socket handshakes
 * does not look the same token up each time. Only positive answers are kept (an unknown token is
 * asked again), never past the session's own expiry. Every write to the sessions table, in this
 * process or (through Redis) another, empties it.
 */
export class TokenCache {
  private readonly entries = new Map<string, { userId: string; expires: number }>();
  private enabled = true;

  constructor(
    private readonly ttlMs = TOKEN_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): string | undefined {
    const hit = this.entries.get(token);
    if (!hit) return undefined;
    if (hit.expires <= this.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return hit.userId;
  }

  set(token: string, userId: string, sessionExpires = Number.POSITIVE_INFINITY) {
    if (!this.enabled) return;
    // Bounded: past the limit the oldest entry (Map keeps insertion order) goes first.
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { userId, expires: Math.min(this.now() + this.ttlMs, sessionExpires) });
  }

  forgetToken(token: string) {
    this.entries.delete(token);
  }

  forgetUser(userId: string) {
    for (const [token, entry] of this.entries) if (entry.userId === userId) this.entries.delete(token);
  }

  clear() {
    this.entries.clear();
  }

  /** Off while revocations from other processes might be missed. */
  setEnabled(enabled: boolean) {
    this.enabled = enabled;
    this.clear();
  }
}

/**
 * The sessions repository with cached lookups. Revoking through it drops the entries before and
 * after the delete; the pool watch (write-watch.ts) also empties the cache for any other write to
 * the sessions table, and a lookup that raced a revocation is not kept.
 */
export function withTokenCache(sessions: SessionsRepository, cache = new TokenCache()): SessionsRepository {
  const lookup = sessions.lookup.bind(sessions);
  const revoke = sessions.revoke.bind(sessions);
  const revokeAllFor = sessions.revokeAllFor.bind(sessions);
  let generation = 0;
  const clear = cache.clear.bind(cache);
  cache.clear = () => {
    generation++;
    clear();
  };
  sessions.lookup = async (token) => {
    const cached = cache.get(token);
    if (cached) return { userId: cached };
    const seen = generation;
    const found = await lookup(token);
    if (found && seen === generation) cache.set(token, found.userId, found.expiresAt?.getTime());
    return found;
  };
  sessions.revoke = async (token) => {
    cache.forgetToken(token);
    await revoke(token);
    cache.forgetToken(token);
  };
  sessions.revokeAllFor = async (userId) => {
    cache.forgetUser(userId);
    await revokeAllFor(userId);
    cache.forgetUser(userId);
  };
  return sessions;
}
