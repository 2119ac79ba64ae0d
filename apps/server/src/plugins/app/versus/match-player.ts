import type { MatchPlayer, StoredRating } from '../../../db/schema.ts';

/**
 * A player as a new match stores them: name and picture as they are now, the overall rating the
 * match is rated from, and where they stand in the choice stage (`choice` null: still to pick).
 * Every way of opening a match (the pool's pairing, a rematch or challenge, an arena's pairing)
 * builds its players here, so they all start from the same fields.
 */
export function newPlayer(
  userId: string,
  user: { userName: string; image: string | null } | undefined,
  rating: StoredRating,
  pick: { choice: string | null; ready: boolean },
  fallbackName = '',
): MatchPlayer {
  return {
    userId,
    userName: user?.userName ?? fallbackName,
    image: user?.image ?? null,
    rating: rating.rating,
    deviation: rating.deviation,
    games: rating.games,
    choice: pick.choice,
    ready: pick.ready,
    loaded: false,
    left: false,
    bmeventId: null,
    dismissed: false,
  };
}
