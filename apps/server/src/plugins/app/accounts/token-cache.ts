import type { SessionsRepository } from './sessions-repository.ts';

/** How long a sign-in lookup is reused; also how long a revocation takes to reach other processes. */
export const TOKEN_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Remembers which user a session token belongs to for a few seconds, so a burst of requests and
 * socket handshakes does not look the same token up each time. Only positive answers are kept
 * (an unknown token is asked again). Revocation in this process (logout, password reset) drops
 * the entries at once; another process forgets them within `TOKEN_CACHE_TTL_MS`.
 */
export class TokenCache {
  private readonly entries = new Map<string, { userId: string; expires: number }>();

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

  set(token: string, userId: string) {
    // Bounded: past the limit the oldest entry (Map keeps insertion order) goes first.
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { userId, expires: this.now() + this.ttlMs });
  }

  forgetToken(token: string) {
    this.entries.delete(token);
  }

  forgetUser(userId: string) {
    for (const [token, entry] of this.entries) if (entry.userId === userId) this.entries.delete(token);
  }
}

/**
 * The sessions repository with cached lookups: revoking through it also drops the cache entries,
 * so the services that revoke (logout, password reset) need no change.
 */
export function withTokenCache(sessions: SessionsRepository, cache = new TokenCache()): SessionsRepository {
  const userIdFor = sessions.userIdFor.bind(sessions);
  const revoke = sessions.revoke.bind(sessions);
  const revokeAllFor = sessions.revokeAllFor.bind(sessions);
  sessions.userIdFor = async (token) => {
    const cached = cache.get(token);
    if (cached) return cached;
    const userId = await userIdFor(token);
    if (userId) cache.set(token, userId);
    return userId;
  };
  sessions.revoke = async (token) => {
    cache.forgetToken(token);
    await revoke(token);
    cache.forgetToken(token);
  };
  sessions.revokeAllFor = async (userId) => {
    cache.forgetUser(userId);
    await revokeAllFor(userId);
    // A lookup that raced the delete may have cached the token again.
    cache.forgetUser(userId);
  };
  return sessions;
}
