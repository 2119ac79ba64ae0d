/**
 * Quick pairing for versus, pure (the caller passes the clock). A searching player accepts an
 * opponent within a rating window that widens the longer they wait: ±100 at first, +100 every
 * 5 s up to ±500, and anyone after 45 s so that nobody waits forever on a quiet server. A pair
 * needs each player's window to hold the other (the narrower one decides), is never one user
 * twice (two tabs of one account), never across groups (a season division plays only itself),
 * and the longest-waiting player is served first, with the
 * closest rating among those they accept.
 */

export interface PoolEntry {
  searchId: string;
  userId: string;
  /** The overall versus rating matchmaking compares. */
  rating: number;
  /** When the search started, ms since the epoch. */
  since: number;
  /**
   * Pairs only with entries of the same group (e.g. one season division); none, the open pool.
   * Groups share one pool so that a user has one search whatever its kind.
   */
  group?: string;
}

export interface WindowOptions {
  initial: number;
  step: number;
  stepMs: number;
  max: number;
  /** After this wait any rating is accepted. */
  anyAfterMs: number;
}

export const DEFAULT_WINDOW: WindowOptions = {
  initial: 100,
  step: 100,
  stepMs: 5_000,
  max: 500,
  anyAfterMs: 45_000,
};

/** The rating difference a player waiting `waitMs` accepts. */
export function ratingWindow(waitMs: number, o: WindowOptions = DEFAULT_WINDOW): number {
  const wait = Math.max(0, waitMs);
  if (wait >= o.anyAfterMs) return Number.POSITIVE_INFINITY;
  return Math.min(o.max, o.initial + o.step * Math.floor(wait / o.stepMs));
}

export function compatible(a: PoolEntry, b: PoolEntry, now: number, o: WindowOptions = DEFAULT_WINDOW) {
  if (a.userId === b.userId || (a.group ?? '') !== (b.group ?? '')) return false;
  const window = Math.min(ratingWindow(now - a.since, o), ratingWindow(now - b.since, o));
  return Math.abs(a.rating - b.rating) <= window;
}

/** Pairs as many players as the windows allow; each entry appears in at most one pair. */
export function pairPlayers(
  entries: readonly PoolEntry[],
  now: number,
  o: WindowOptions = DEFAULT_WINDOW,
): [PoolEntry, PoolEntry][] {
  const queue = [...entries].sort((x, y) => x.since - y.since || x.searchId.localeCompare(y.searchId));
  const taken = new Set<string>();
  const pairs: [PoolEntry, PoolEntry][] = [];
  for (const a of queue) {
    if (taken.has(a.searchId)) continue;
    let best: PoolEntry | undefined;
    for (const b of queue) {
      if (b === a || taken.has(b.searchId) || !compatible(a, b, now, o)) continue;
      if (!best || Math.abs(b.rating - a.rating) < Math.abs(best.rating - a.rating)) best = b;
    }
    if (best) {
      taken.add(a.searchId);
      taken.add(best.searchId);
      pairs.push([a, best]);
    }
  }
  return pairs;
}
